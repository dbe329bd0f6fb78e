import { HOUSE_VISIT } from '@petwell/domain';
import { config } from '../../config/config';
import {
  E_CONSULTATION,
  FREE_QUESTION_HOURS,
  PEER_TO_PEER_PRICE,
  RECORDS_ASSISTANCE,
  REFUND_DAYS,
} from './pricing-data';

export interface Faq {
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export interface FaqSection {
  /** The section's anchor on the page. */
  id: string;
  title: string;
  items: readonly Faq[];
}

const brand = config.brandName;

/** The FAQ page's five sections, in order, and their questions. */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'pet-health-records',
    title: 'Pet Health Records',
    items: [
      {
        question: 'What is a pet health record?',
        answer: [
          `It is one secure place for everything about your pet's health, kept in your ${brand} account and on the mobile app.`,
          'A record can hold prescriptions, vaccinations, allergies, surgery reports, conditions, test results, screenings, X-rays, MRIs, CT scans, insurance info, adoption info and date of birth.',
        ],
      },
      {
        question: 'How do I add records for my pet?',
        answer: [
          'Open Medical Records in your account, choose the pet and add an entry: a condition, a surgery, a medication, a vaccination, a lab result or a document such as an X-ray or an insurance form. You can upload files from your computer or phone.',
          'If your records are scattered across several clinics, our medical records assistance can collect them for you.',
        ],
      },
      {
        question: 'What is medical records assistance?',
        answer: [
          `We ask your pet's current and previous vets for their records and add them to your pet's health record. Your first ${RECORDS_ASSISTANCE.freeRequests} requests, for up to ${RECORDS_ASSISTANCE.freeVets} vets, are free. Each extra vet after that costs $${RECORDS_ASSISTANCE.pricePerExtraVet}.`,
          'A medical records administrator uploads the records only after you have signed an authorization form allowing your vets to release them.',
        ],
      },
      {
        question: 'Who can see my pet’s records?',
        answer: [
          'You can, and so can the vet practices you book with, so that the vet who sees your pet already knows the history. Your records are never public.',
          'You can also share access to your account with family members or a pet sitter, and revoke it at any time.',
        ],
      },
      {
        question: 'I adopted my pet from a partner shelter. Do I have to start from scratch?',
        answer: [
          `No. Shelters that work with ${brand} pre-load what they know: your pet's age, breed, adoption date, allergies, vaccinations, medications and microchip number. They are waiting in your account when you sign up.`,
        ],
      },
    ],
  },
  {
    id: 'e-consultation',
    title: 'e-Consultation',
    items: [
      {
        question: 'What is an e-consultation?',
        answer: [
          'A private video call with a licensed vet through your computer’s or phone’s camera. It suits questions that do not need hands-on examination: a skin problem you can show on camera, a change in appetite, a follow-up after surgery or advice on behavior.',
        ],
      },
      {
        question: 'How much does an e-consultation cost and how long does it last?',
        answer: [
          `An e-consultation costs $${E_CONSULTATION.pricePerUse} per use and lasts about ${E_CONSULTATION.minutes} minutes. You pay when you book, and the price is shown before you confirm.`,
        ],
      },
      {
        question: 'Can the vet prescribe medication during an e-consultation?',
        answer: [
          'The vet can advise on treatment and, where the law and your pet’s history allow, prescribe. Narcotic medications cannot be prescribed in an e-consultation; if your pet needs one, the vet will explain why and refer you to an in-person visit.',
        ],
      },
      {
        question: 'When will I receive the e-consultation report?',
        answer: [
          'The vet’s written report is available in your account within five days of the consultation, and it is added to your pet’s health record.',
        ],
      },
      {
        question: 'What do I need for a video consultation?',
        answer: [
          'A phone, tablet or computer with a camera and microphone, a steady internet connection and a quiet, well-lit room with your pet close by. The link to join is in your appointment. For a phone consultation, the doctor will call you at the appointment time.',
        ],
      },
      {
        question: 'Is an e-consultation suitable for emergencies?',
        answer: [
          'No. If your pet is struggling to breathe, has collapsed, is bleeding heavily, is having a seizure or may have eaten something poisonous, go to the nearest emergency vet clinic straight away.',
        ],
      },
    ],
  },
  {
    id: 'peer-to-peer-consult',
    title: 'Peer-to-Peer Consult',
    items: [
      {
        question: 'What is a peer-to-peer consult?',
        answer: [
          `It is a service for veterinarians. A vet who would like a colleague's view on a case sends us the history and findings, and a vet on the ${brand} panel reviews the case and writes a report with their assessment and suggested next steps.`,
        ],
      },
      {
        question: 'How much does a peer-to-peer consult cost?',
        answer: [`A peer-to-peer consult costs $${PEER_TO_PEER_PRICE} per case.`],
      },
      {
        question: 'How quickly will the report arrive?',
        answer: [
          'The report arrives within 48 hours. If information is missing and we need to ask for it, it can take up to five days.',
        ],
      },
      {
        question: 'What should I send with the request?',
        answer: [
          'The clinical history, examination findings, lab results, imaging such as X-rays, MRIs or CT scans, the treatment so far and the specific question you would like answered. Complete records mean a faster, more useful report.',
        ],
      },
      {
        question: 'I am a pet owner. Can I ask for a peer-to-peer consult?',
        answer: [
          'Peer-to-peer consults are requested by your vet. As an owner you can ask your vet to request one, or order a second medical opinion yourself.',
        ],
      },
    ],
  },
  {
    id: 'general-questions',
    title: 'General Questions',
    items: [
      {
        question: `What is ${brand}?`,
        answer: [
          `${brand} connects pet owners with vet practices. You can book a clinic visit, talk to a vet by video, phone or chat, buy a yearly house-call package, ask a vet a free question, order a second medical opinion, take a pet health assessment and keep your pet's health records in one place.`,
        ],
      },
      {
        question: 'How far ahead can I book an appointment?',
        answer: [
          'You can book any day from today up to 15 days ahead. Clinic visits can be booked from 3 hours ahead, and video, phone and chat consultations from 1 hour ahead, so the practice has time to prepare.',
        ],
      },
      {
        question: 'How long does a free question take to answer?',
        answer: [
          `It may take a vet up to ${FREE_QUESTION_HOURS} hours to answer your free question. You will find the answer under My Questions in your account.`,
        ],
      },
      {
        question: 'How does a second medical opinion work?',
        answer: [
          'You share your pet’s records, the first opinion and your question. We respond within 24 to 48 hours, and the written report follows within 48 hours after the records are judged complete, or within five days if we need more information.',
        ],
      },
      {
        question: 'What does the house-call package include?',
        answer: [
          `${HOUSE_VISIT.visitsPerYear} vet visits at your home over one year for $${HOUSE_VISIT.pricePerYear}, compared with about $${HOUSE_VISIT.traditionalPrice} for the same care at a traditional vet.`,
        ],
      },
      {
        question: 'Which animals can I get help for?',
        answer: [
          'Dogs and cats most of all, but also horses, rabbits, birds, reptiles and many other companions. Each practice lists the animals it treats.',
        ],
      },
    ],
  },
  {
    id: 'account-issues',
    title: 'Account Issues',
    items: [
      {
        question: 'Who can create an account?',
        answer: [
          'Any adult pet owner. Minors may not register; a parent or guardian can create the account and share access with the family.',
        ],
      },
      {
        question: 'Why do I need to verify my mobile number?',
        answer: [
          'We send a 4-digit code by text message when you sign up. It confirms that the number is yours, so vets and our care team can reach you about an appointment.',
        ],
      },
      {
        question: 'I forgot my password. What do I do?',
        answer: [
          'Choose “Forgot password” on the login page and enter your e-mail address. We send you a link to set a new password; check your spam folder if it does not arrive within a few minutes.',
        ],
      },
      {
        question: 'Can I share my account with family or a pet sitter?',
        answer: [
          'Yes. You can share access to your account with others, see who has access at any time and revoke it whenever you like.',
        ],
      },
      {
        question: 'How do I change my name or e-mail address?',
        answer: [
          'You can change your name and photo under Settings in your account. Your e-mail address and mobile number identify your account, so to change them please contact our support team.',
        ],
      },
      {
        question: 'How do I cancel my subscription, and can I get a refund?',
        answer: [
          `Send us an e-mail asking to cancel. If you cancel within ${REFUND_DAYS} days of your initial payment, we refund it in full. After ${REFUND_DAYS} days, payments are not refunded.`,
        ],
      },
    ],
  },
];
