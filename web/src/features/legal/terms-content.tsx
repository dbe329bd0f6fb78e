import { SupportPhoneLink } from '../../components/support-phone-link';
import { Link } from 'react-router';
import { config } from '../../config/config';
import type { LegalSection } from './legal-document';

const brand = config.brandName;

const Email = () => <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;

/**
 * The Terms & Conditions, with their fixed terms: 30-day refund and cure periods, deleted data kept
 * in backups up to two weeks, claims within one year, Florida law.
 */
export const TERMS_INTRO = (
  <p>
    These Terms &amp; Conditions (the &ldquo;Terms&rdquo;) are an agreement between you and {brand}{' '}
    (&ldquo;{brand}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; or &ldquo;our&rdquo;). Please read
    them carefully: they explain your rights and obligations when you use {brand}, what happens when
    you cancel, and how disputes are resolved.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these Terms',
    body: (
      <>
        <p>
          These Terms govern your use of the {brand} website, the {brand} mobile apps, the websites
          that veterinary practices run on the {brand} platform, and every service offered through
          them (together, the &ldquo;Service&rdquo;). By creating an account, booking or ordering a
          service, or otherwise using the Service, you accept these Terms and our{' '}
          <Link to="/privacy-policy/">Privacy Policy</Link>. If you do not agree, do not use the
          Service.
        </p>
        <p>
          If you use the Service on behalf of a veterinary practice, a shelter or another
          organisation, you accept these Terms for that organisation and confirm that you have the
          authority to do so.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    body: (
      <>
        <p>
          You must be at least 18 years old, or the age of majority where you live if that is
          higher, to register. <strong>Minors may not register</strong> for an account or use the
          Service, even with a parent&apos;s permission. A parent or guardian may register and book
          care for the family&apos;s pets.
        </p>
        <p>
          You must give accurate and complete information when you register and keep it up to date.
          An account is for one person; you may not register on someone else&apos;s behalf or
          impersonate anyone.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'What the Service is, and what it is not',
    body: (
      <>
        <p>
          {brand} is a marketplace that connects pet owners (&ldquo;members&rdquo;) with independent
          veterinary practices and veterinarians (&ldquo;providers&rdquo;). Through it members can
          book clinic visits and house calls, book video, phone and chat consultations, ask a vet a
          question, request a second medical opinion, take a pet health assessment and keep their
          pets&apos; health records.
        </p>
        <p>
          {brand} is not a veterinary practice and does not practise veterinary medicine. Providers
          are independent professionals and are solely responsible for the advice, diagnosis and
          treatment they give. The pet health assessment and the general information on the Service
          help you understand your pet&apos;s health; they are not a diagnosis and do not replace an
          examination by a vet.
        </p>
        <p>
          <strong>The Service is not for emergencies.</strong> If your pet is seriously ill or
          injured, contact your nearest emergency veterinary clinic at once.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account and shared access',
    body: (
      <>
        <p>
          Keep your password confidential and do not let anyone else sign in as you. You are
          responsible for what happens under your account. Tell us at once at <Email /> if you think
          someone has used your account without your permission.
        </p>
        <h3>Sharing access with others</h3>
        <p>
          As a member you can share access to your account, including your pets&apos; health
          records, with other people such as family members, a pet sitter or your regular vet. You
          can view at any time who has access to your account, and you can revoke anyone&apos;s
          access whenever you wish. Revoking access stops that person from seeing your account from
          then on; it cannot recall information they have already seen or downloaded. You remain
          responsible for how the people you give access use it.
        </p>
      </>
    ),
  },
  {
    id: 'consultations',
    title: 'Appointments and e-consultations',
    body: (
      <>
        <p>
          You book clinic visits and online consultations for a time the provider has made
          available. Online consultations (video, phone and chat) are paid in advance when you book.
          Please be on time and have your pet and its history with you; a provider may end a
          consultation that cannot go ahead safely.
        </p>
        <p>
          An e-consultation is a short remote consultation, usually about 10 to 15 minutes. A remote
          consultation cannot replace a physical examination, and the provider may advise you to
          take your pet to a clinic. Whether a veterinarian-client-patient relationship can be
          established remotely, and what can be prescribed, depends on the law where you and the
          provider are. A written summary of an e-consultation is available in your account within
          five days.
        </p>
        <p>
          <strong>Narcotic medications cannot be prescribed in e-consultations.</strong> Any other
          prescription is at the provider&apos;s professional judgement.
        </p>
        <p>
          You can cancel an upcoming appointment from your dashboard. If you need to cancel or move
          a paid consultation, contact us at <Email /> and we will work with the provider to
          reschedule it or refund it.
        </p>
      </>
    ),
  },
  {
    id: 'records-services',
    title: 'Second opinions, peer-to-peer consults and medical records assistance',
    body: (
      <>
        <h3>Second medical opinion</h3>
        <p>
          A second medical opinion is a written review, by a vet, of your pet&apos;s existing
          records and first opinion. The report is normally delivered within 48 hours after the
          reviewing vet judges the records complete, or within five days when more information is
          needed. Its quality depends on the records you provide.
        </p>
        <h3>Peer-to-peer consult</h3>
        <p>
          A vet may ask another vet for a report on a case. The report is normally delivered within
          48 hours, or within up to five days when information is missing.
        </p>
        <h3>Medical records assistance</h3>
        <p>
          At your request we collect your pet&apos;s records from the vets who have treated it. The
          first four requests, for up to four vets, are free; each additional vet costs $25.
        </p>
        <h3>Records uploaded by medical records administrators</h3>
        <p>
          A practice&apos;s medical records administrator or medical director may upload a
          pet&apos;s records to the Service only after the pet&apos;s owner has signed an
          authorization form. We may ask to see the signed form and we remove records uploaded
          without one.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Fees, payment, subscriptions and refunds',
    body: (
      <>
        <p>
          The price of each service is shown before you pay, in US dollars. Payments are processed
          by our payment providers; we never store your full card number or security code. Promo
          codes apply only under the conditions shown with them and have no cash value. We may
          change prices for future purchases; a change never affects a service you have already paid
          for.
        </p>
        <h3>Cancelling a subscription</h3>
        <p>
          Some services are sold as a subscription or a yearly package, such as the house-call
          package. You can cancel a subscription at any time by e-mailing us at <Email /> from the
          address on your account.
        </p>
        <ul>
          <li>
            If you cancel <strong>within 30 days of your initial payment</strong>, we refund that
            payment in full.
          </li>
          <li>
            After those 30 days <strong>no refund is given</strong>. Your subscription stays active
            until the end of the period you have paid for and is not renewed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'providers',
    title: 'Veterinary practices and vets',
    body: (
      <>
        <p>Practices and vets who offer services through {brand} must:</p>
        <ul>
          <li>
            hold, and keep, a valid licence to practise in every state where they provide services,
            and appropriate professional insurance;
          </li>
          <li>keep their listings, consultation types, prices and schedules accurate;</li>
          <li>attend booked appointments and consultations at the arranged time;</li>
          <li>keep clinical records as the law and their professional rules require; and</li>
          <li>comply with the veterinary, privacy and consumer protection laws that apply.</li>
        </ul>
        <p>
          For panel vets, {brand} collects the consult fee from the client in advance and pays the
          vet as set out in the provider agreement. A practice may book appointments on behalf of
          its customers and may waive the payment for them.
        </p>
        <p>
          A practice&apos;s root admins decide which team members can see its listings, appointments
          and customer records, and must remove access when someone leaves. A practice that
          publishes a website on the {brand} platform, on a sub-domain or its own domain, is
          responsible for the content it adds; we may remove content that breaks these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'shelters',
    title: 'Shelter partners',
    body: (
      <p>
        Shelters in the {brand} Shelter Program may transfer adopted pets&apos; records (such as
        age, breed, adoption date, allergies, vaccinations, medications and microchip number) to the
        Service, including automatically from their shelter management system, so that the records
        are ready for the adopter. A shelter may transfer an adopter&apos;s information only where
        it is allowed to share it with us, and it is responsible for its accuracy.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and deleting it',
    body: (
      <>
        <p>
          You keep ownership of what you add to the Service, such as pet profiles, health records,
          photos and questions (&ldquo;your content&rdquo;). You give {brand} a licence to host,
          store, copy, display and transmit your content only as needed to provide the Service,
          including sharing it with the providers you book and the people you give access to. You
          confirm that you have the right to add the content you upload.
        </p>
        <p>
          You can delete pets, records and your account. Deleted data is removed from our live
          systems promptly;{' '}
          <strong>copies kept in our backups are retained for up to two weeks</strong> and are then
          overwritten. We may keep information that the law requires us to keep, such as payment
          records.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use the Service you must not:</p>
        <ul>
          <li>break the law or help anyone else to break it;</li>
          <li>give false information, impersonate anyone or use someone else&apos;s account;</li>
          <li>
            try to reach accounts, records or systems you are not allowed to, or test the
            Service&apos;s security without our written permission;
          </li>
          <li>upload malicious code or content that infringes anyone&apos;s rights;</li>
          <li>
            copy, scrape or resell the Service or its content, or reverse engineer it except as the
            law allows;
          </li>
          <li>harass, abuse or threaten providers, members or our staff; or</li>
          <li>interfere with the Service or put an unreasonable load on it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        The Service, its software, design and content (other than your content and providers&apos;
        content) and the {brand} name and logo belong to {brand} or its licensors. We give you a
        limited, personal, non-transferable and revocable licence to use the Service in line with
        these Terms. If you send us ideas or feedback, we may use them without any obligation to
        you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Breach, suspension and termination',
    body: (
      <>
        <p>
          You may stop using the Service and close your account at any time. Refunds of
          subscriptions follow the section on fees, payment, subscriptions and refunds.
        </p>
        <p>
          If you or we materially breach these Terms, the other may terminate them by written notice
          if the breach has not been cured <strong>within 30 days</strong> after a notice describing
          the breach was given. We may suspend or close an account at once, without that cure
          period, where this is necessary to protect pets, people or the Service, for example in
          cases of fraud, abuse or a security threat, or where the law requires it.
        </p>
        <p>
          When these Terms end, your right to use the Service ends. Sections that by their nature
          should continue (such as payment obligations, disclaimers, limitation of liability,
          indemnity, the time limit for claims and governing law) continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        To the fullest extent the law allows, the Service is provided &ldquo;as is&rdquo; and
        &ldquo;as available&rdquo;, without warranties of any kind, whether express or implied,
        including warranties of merchantability, fitness for a particular purpose and
        non-infringement. We do not guarantee that a provider will be available at any particular
        time, that the Service will be uninterrupted or error-free, or any outcome of care. We are
        not responsible for the professional advice, diagnosis or treatment given by providers.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, {brand} is not liable for any indirect, incidental,
          special, consequential or punitive damages, or for loss of profits, data or goodwill,
          arising out of or relating to the Service or these Terms.
        </p>
        <p>
          Our total liability for all claims relating to the Service or these Terms is limited to
          the greater of the amounts you paid to {brand} in the twelve months before the event
          giving rise to the claim, or $100. Nothing in these Terms limits liability that cannot be
          limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to defend, indemnify and hold harmless {brand} and its officers, employees and
        agents from claims, losses and costs (including reasonable legal fees) arising from your
        breach of these Terms, your content or your misuse of the Service.
      </p>
    ),
  },
  {
    id: 'claims',
    title: 'Time limit for claims',
    body: (
      <p>
        To the extent the law allows, any claim arising out of or relating to these Terms or the
        Service <strong>must be brought within one year</strong> after the claim arose. A claim that
        is not brought within that year is permanently barred.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These Terms, and any dispute arising out of or relating to them or to the Service, are
          governed by the laws of the <strong>State of Florida</strong>, United States, without
          regard to its conflict-of-law rules. The state and federal courts located in Florida have
          exclusive jurisdiction, and you and we consent to their jurisdiction.
        </p>
        <p>
          Before starting proceedings, please contact us at <Email />: most concerns can be resolved
          quickly and informally.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms from time to time. We publish every new version here with a new
        &ldquo;Last updated&rdquo; date and, when a change is material, we tell members by e-mail or
        in the app before it takes effect. If you keep using the Service after a change takes
        effect, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These Terms, together with our Privacy Policy and any terms shown when you buy a service,
        are the whole agreement between you and {brand} about the Service. If a court finds part of
        them unenforceable, the rest remains in effect. Not enforcing a right is not a waiver of it.
        You may not transfer your rights under these Terms without our consent; we may transfer ours
        as part of a merger, acquisition or sale of assets. We are not liable for delays or failures
        caused by events beyond our reasonable control. We may send notices to the e-mail address on
        your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms? E-mail us at <Email /> or call <SupportPhoneLink />.
      </p>
    ),
  },
];
