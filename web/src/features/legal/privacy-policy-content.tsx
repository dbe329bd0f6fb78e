import { SupportPhoneLink } from '../../components/support-phone-link';
import { Link } from 'react-router';
import { config } from '../../config/config';
import type { LegalSection } from './legal-document';

const brand = config.brandName;

const Email = () => <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;

export const PRIVACY_INTRO = (
  <p>
    Your pets&apos; health is personal, and so is the information you trust us with. This Privacy
    Policy explains what information {brand} collects when you use the Service, how we use and share
    it, how long we keep it and the choices you have.
  </p>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About this policy',
    body: (
      <>
        <p>
          This policy applies to the {brand} website, the {brand} mobile apps and the websites that
          veterinary practices run on the {brand} platform (together, the &ldquo;Service&rdquo;).
          &ldquo;{brand}&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the company that
          operates the Service. Words defined in our{' '}
          <Link to="/terms-conditions/">Terms &amp; Conditions</Link> have the same meaning here.
        </p>
        <p>
          Veterinary practices that you book through the Service are independent. They also keep
          their own clinical records about your pet, which they handle under their own legal and
          professional obligations.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, mobile number (which we
            verify with a one-time code), password (stored only as a secure hash) and profile photo.
          </li>
          <li>
            <strong>Pet details:</strong> each pet&apos;s name, type, breed, age and photos.
          </li>
          <li>
            <strong>Pet health records:</strong> prescriptions, vaccinations, allergies, surgery
            reports, conditions, test results, screenings, X-rays, MRIs, CT scans, insurance and
            adoption information, and date of birth.
          </li>
          <li>
            <strong>Bookings and requests:</strong> appointments and consultations, questions you
            ask a vet, second opinion requests, house-call addresses and your answers to the pet
            health assessment.
          </li>
          <li>
            <strong>Payments:</strong> card payments are processed by our payment providers. We keep
            the amount, the card brand and the last four digits of the card; we never store the full
            card number or security code.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact and Shelter Program
            forms (name, company, e-mail, number and comments), the newsletter box, e-mail or phone.
          </li>
        </ul>
        <h3>Information we receive from others</h3>
        <ul>
          <li>
            <strong>Veterinary practices</strong> you book add notes, records and the outcome of
            your appointments.
          </li>
          <li>
            <strong>Your pet&apos;s previous vets</strong> send us records when you ask for our
            medical records assistance.
          </li>
          <li>
            <strong>Shelters</strong> in our Shelter Program pre-load the records of pets you adopt:
            pet age, breed, adoption date, allergies, vaccinations, medications and microchip
            number, transferred automatically from the shelter&apos;s management system.
          </li>
          <li>
            <strong>Medical records administrators and medical directors</strong> upload records,
            only after an authorization form has been signed.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>
          When you use the Service we receive technical information such as your IP address, browser
          and operating system, app version, the pages you visit and the time of your visit. When
          you sign up we record how you signed up (web or app, browser, version and operating
          system).
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <>
        <p>We use information to:</p>
        <ul>
          <li>
            provide the Service: run your account, take bookings, hold consultations and give the
            vets you choose the information they need to care for your pet;
          </li>
          <li>take payments, apply promo codes and prevent fraud;</li>
          <li>
            send you service messages such as booking confirmations, reminders, one-time codes and
            password reset links;
          </li>
          <li>
            send push notifications through the app, for example vaccination and medication
            reminders, including to adopters of Shelter Program pets;
          </li>
          <li>answer your questions and requests;</li>
          <li>
            keep the Service secure, understand how it is used and improve it, including reports
            that practices see about their own bookings;
          </li>
          <li>
            send our newsletter and news about our services, if you have subscribed (every
            newsletter has a link to unsubscribe); and
          </li>
          <li>comply with the law and enforce our Terms &amp; Conditions.</li>
        </ul>
        <p>
          <strong>We do not sell your personal information.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'health-records',
    title: 'Pet health records and authorizations',
    body: (
      <>
        <p>
          Health records you keep with {brand} are visible to you, to the people you share access
          with, and to the practices and vets you book or consult, so that they can care for your
          pet. A practice&apos;s staff see the records of its own customers only.
        </p>
        <p>
          A medical records administrator or medical director may upload a pet&apos;s records to the
          Service only after the pet&apos;s owner has signed an authorization form. When you ask for
          medical records assistance, you authorize us to request your pet&apos;s records from the
          vets you name and to add them to your account.
        </p>
      </>
    ),
  },
  {
    id: 'shared-access',
    title: 'Sharing access to your account',
    body: (
      <p>
        You can share access to your account with other people, such as family members, a pet sitter
        or your regular vet. You can view at any time who has access and revoke anyone&apos;s access
        whenever you wish. Once access is revoked, that person can no longer see your account,
        although they may keep what they saw or downloaded before.
      </p>
    ),
  },
  {
    id: 'how-we-share',
    title: 'How we share information',
    body: (
      <>
        <p>We share information only as described here:</p>
        <ul>
          <li>
            <strong>With the practices and vets you book or consult</strong>, including the team
            members who manage the practice&apos;s listings, so they can provide care.
          </li>
          <li>
            <strong>With the people you give access</strong> to your account.
          </li>
          <li>
            <strong>With our service providers</strong>, who host the Service and process payments,
            e-mail, text messages, video consultations and file storage for us, under contracts that
            allow them to use the information only to provide their services to us.
          </li>
          <li>
            <strong>For legal reasons</strong>, when the law requires it or when needed to protect
            the rights, safety or property of our members, pets, providers or {brand}.
          </li>
          <li>
            <strong>In a business transfer</strong>, such as a merger or acquisition, in which case
            this policy continues to apply to your information.
          </li>
        </ul>
        <p>We may also share statistics that are aggregated so that no one can be identified.</p>
      </>
    ),
  },
  {
    id: 'practice-websites',
    title: 'Practice websites',
    body: (
      <p>
        Some practices offer their own website on the {brand} platform, on a sub-domain of {brand}{' '}
        or on their own domain. When you sign up or book there, your account is a {brand} account
        and this policy applies; the practice sees your bookings and your pets&apos; records as
        described above, as it would if you had booked it on the {brand} website.
      </p>
    ),
  },
  {
    id: 'local-storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        We keep your sign-in token in your browser&apos;s local storage so that you stay signed in,
        and we use similar technologies to remember your preferences. The token expires after a
        while and is removed when you log out. You can clear local storage and cookies in your
        browser settings; you will then need to sign in again.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your information for as long as your account is open. You can delete pets, records
          or your whole account. Deleted data is removed from our live systems promptly; copies in
          our backups are kept for up to two weeks and are then overwritten.
        </p>
        <p>
          We keep some information longer where the law requires it, for example payment records for
          tax purposes, or where we need it to resolve a dispute.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, one-time codes to
        verify mobile numbers and access controls that let each person see only what their role
        allows. No system is perfectly secure, so please keep your password private and tell us at
        once at <Email /> if you think your account has been used without your permission.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not directed at children, and minors may not register for an account. If we
        learn that a minor has registered, we close the account and delete its information. A parent
        or guardian who believes that their child has registered can contact us at <Email />.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>See and update your profile, your pets and their records in your account.</li>
          <li>Delete pets, records or your account.</li>
          <li>See who has access to your account and revoke it.</li>
          <li>Unsubscribe from our newsletter with the link in every issue.</li>
          <li>Turn off push notifications in your phone&apos;s settings.</li>
        </ul>
        <p>
          You can also ask us for a copy of your information, to correct it or to delete it, by
          e-mailing <Email />. We answer within the time the law requires and may need to confirm
          your identity first.
        </p>
      </>
    ),
  },
  {
    id: 'where-we-process',
    title: 'Where we process information',
    body: (
      <p>
        {brand} operates in the United States, and we store and process information there. If you
        use the Service from elsewhere, your information is transferred to the United States.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. We publish every new version here with a new
        &ldquo;Last updated&rdquo; date and, when a change is material, we tell members by e-mail or
        in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your information? E-mail us at <Email /> or call{' '}
        <SupportPhoneLink />.
      </p>
    ),
  },
];
