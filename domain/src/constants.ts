/** Business constants: product ids, payment types, upload kinds, prices and limits. */

/** Service product ids; 8000 and 9000 are Petwell's own (hasura/README.md). */
export const PRODUCT_IDS = {
  clinicConsultation: 2000,
  houseVisit: 3000,
  video: 4000,
  telephone: 5000,
  chat: 6000,
  secondMedicalOpinion: 7000,
  freeQuestion: 8000,
  assessmentConsultation: 9000,
} as const;

export const PAYMENT_TYPES = { services: 100, promo: 200, appointments: 300, ihm: 400 } as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
/** Every payment type, for schemas (`z.literal(PAYMENT_TYPE_VALUES)`). */
export const PAYMENT_TYPE_VALUES = [
  PAYMENT_TYPES.services,
  PAYMENT_TYPES.promo,
  PAYMENT_TYPES.appointments,
  PAYMENT_TYPES.ihm,
] as const satisfies readonly PaymentType[];

/** Appointment status: in progress 0 (Upcoming), complete 1, rescheduled 2, canceled 3. */
export const BOOKING_STATUS = { upcoming: 0, complete: 1, rescheduled: 2, canceled: 3 } as const;

/** SMO status: New 0, Assigned 1, Pending 2, Completed 3, Returned 4; 5 exists, unlabelled. */
export const SMO_STATUS = {
  new: 0,
  assigned: 1,
  pending: 2,
  completed: 3,
  returned: 4,
  other: 5,
} as const;

/** Health assessment status: NONE 0, BASIC_REPORT 1, PAID 2, BOOKED_APPOINTMENT 3. */
export const IHM_STATUS = { none: 0, basicReport: 1, paid: 2, bookedAppointment: 3 } as const;

/** Vendor login sub-roles: ROOT_ADMIN 1, ADMIN 2, USER 3. */
export const SUBROLES = { rootAdmin: 1, admin: 2, user: 3 } as const;

export const PET_STATUS = { deleted: 0, active: 1 } as const;

export const CONSULTATION_TYPES = ['clinic_visit', 'video', 'phone', 'chat'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const CONSULTATION_PRODUCT: Record<ConsultationType, number> = {
  clinic_visit: PRODUCT_IDS.clinicConsultation,
  video: PRODUCT_IDS.video,
  phone: PRODUCT_IDS.telephone,
  chat: PRODUCT_IDS.chat,
};

export const SERVICE_REQUEST_TYPES = ['house_call', 'smo', 'free_question'] as const;

/** Upload kinds: each fixes an upload's access, file types and size (schemas/upload.ts). */
export const UPLOAD_KINDS = [
  'user_avatar',
  'brand_logo',
  'vendor_service_avatar',
  'vendor_service_listings',
  'phr',
  'smo_service',
] as const;

export const DEFAULT_VENDOR_ID = 1;
export const FREE_QUESTION_MAX_LENGTH = 500;
/** The reason for consult of an appointment, trimmed: at most this many characters. */
export const CONSULT_REASON_MAX_LENGTH = 2000;
export const SUB_DOMAIN_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SALT_ROUNDS = 10;
/*
 * Reference prices in whole US dollars, shown on pages before the server prices an order from
 * the `products` rows or a plan from its `plans` row; hasura/test/reference-prices.int.test.ts
 * keeps them equal to those rows.
 */
/** Product 3000 (its price and `details`). */
export const HOUSE_VISIT = { pricePerYear: 360, traditionalPrice: 650, visitsPerYear: 2 } as const;
/** Product 9000. */
export const ASSESSMENT_CONSULTATION_PRICE = 49;
/** The pricing page's pay-as-you-go prices: e-consult (products 4000-6000) and SMO (7000). */
export const REFERENCE_PRICES = { econsult: 30, secondMedicalOpinion: 90 } as const;
/** The public plans' yearly prices (the pricing page), by plan code. */
export const PLAN_PRICES = { PAYG: 0, GOLD: 144, PLATINUM: 299 } as const;
