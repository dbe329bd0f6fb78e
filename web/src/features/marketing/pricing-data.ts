import { PLAN_PRICES, REFERENCE_PRICES } from '@petwell/domain';

/** The plans of the pricing page. */
export interface Plan {
  name: string;
  /** Whole US dollars per year. */
  pricePerYear: number;
  /** Who the plan suits, in a line. */
  summary: string;
  features: readonly string[];
  /** Sign-up, carrying the plan's code (cc) when it has one. */
  href: string;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Pay As You Go',
    pricePerYear: PLAN_PRICES.PAYG,
    summary: 'No yearly fee. Pay for each service only when you use it.',
    features: [
      'Medical records: $25/pet',
      'Health assessment: $75/pet',
      `e-Consult: $${String(REFERENCE_PRICES.econsult)}/session`,
      `Second medical opinion: $${String(REFERENCE_PRICES.secondMedicalOpinion)}/pet`,
      'Free chat',
      'Mobile app',
    ],
    href: '/signup',
  },
  {
    name: 'Gold',
    pricePerYear: PLAN_PRICES.GOLD,
    summary: 'A year of everyday cover for one or two pets.',
    features: [
      'Medical records for up to 2 pets',
      '1 health assessment',
      '1 e-consult',
      '1 second medical opinion',
      '2 chats',
    ],
    href: '/signup?cc=GOLD',
  },
  {
    name: 'Platinum',
    pricePerYear: PLAN_PRICES.PLATINUM,
    summary: 'For busy multi-pet homes that want a vet on call all year.',
    features: [
      'Medical records for up to 4 pets',
      '2 health assessments',
      '3 e-consults',
      '1 second medical opinion',
      'Unlimited chats',
    ],
    href: '/signup?cc=PLATINUM',
  },
];

/** e-Consultation and peer-to-peer consult prices. */
export const E_CONSULTATION = { pricePerUse: 25, minutes: '10 to 15' } as const;
export const PEER_TO_PEER_PRICE = 95;

/** Medical records assistance: 4 free requests for up to 4 vets, then $25 per extra vet. */
export const RECORDS_ASSISTANCE = { freeRequests: 4, freeVets: 4, pricePerExtraVet: 25 } as const;

/** Cancelling a subscription by e-mail: a full refund within this many days of paying. */
export const REFUND_DAYS = 30;

/** Service timings. */
export const FREE_QUESTION_HOURS = 36;
