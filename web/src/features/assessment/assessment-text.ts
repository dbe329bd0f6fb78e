import { ASSESSMENT_MESSAGES, type HealthCategory, MESSAGES } from '@petwell/domain';

/** The wizard's and the report's words. */
export const ASSESSMENT_TEXT = {
  title: 'Pet Health Assessment',
  start: 'Start',
  alreadyTaken: 'I have already taken the test',
  goBack: 'Go Back',
  saveAndContinue: 'Save & Continue',
  finish: 'Finish',
  starredNote: 'Questions marked * are mandatory.',
  required: ASSESSMENT_MESSAGES.required,
  saveFailed: MESSAGES.generic,
  signupTitle: 'Create your account to see the report',
  signupIntro:
    'Your answers are kept on this page. Sign up and we save them to your account and show you the risk report.',
  saving: 'Your account is ready. Saving your pet’s results…',
  reportTitle: 'Health Assessment',
  buyNow: 'Buy Now',
} as const;

/**
 * The reason for consult a report's booking link fills in: 'Health assessment for Luna:
 * Cardiovascular, high risk (70 %).'
 */
export const consultationReason = (
  petName: string,
  category: string,
  riskLabel: string,
  percent: number,
) =>
  `Health assessment for ${petName}: ${category}, ${riskLabel.toLowerCase()} (${String(percent)} %).`;

/** The order page of the assessment. */
export const ASSESSMENT_ORDER_PATH = '/pet-health-assessment/order/';
/** Where a new owner lands once the result is saved. */
export const MY_HEALTH_PATH = '/app/my-health';
/** The wait between a completed sign-up and saving the result (1.5 s). */
export const SAVE_AFTER_SIGNUP_MS = 1500;

export const CATEGORY_LABELS: Record<HealthCategory, string> = {
  internal: 'Internal disease',
  gastroIntestinal: 'Gastro-intestinal',
  cardiovascular: 'Cardiovascular',
  orthopedic: 'Orthopedic',
  dermatology: 'Dermatology',
};

/** The three steps of the wizard: the pet and internal symptoms, then two symptom pages. */
export const WIZARD_STEPS = [
  { step: 1, title: 'About Pet', categories: ['internal'] },
  { step: 2, title: 'Gastro & Cardio', categories: ['gastroIntestinal', 'cardiovascular'] },
  { step: 3, title: 'Ortho & Skin', categories: ['orthopedic', 'dermatology'] },
] as const satisfies readonly {
  step: 1 | 2 | 3;
  title: string;
  categories: readonly HealthCategory[];
}[];
export type WizardStep = (typeof WIZARD_STEPS)[number]['step'];

/** The symptom categories asked on each step. */
export const STEP_CATEGORIES: Record<WizardStep, readonly HealthCategory[]> = {
  1: WIZARD_STEPS[0].categories,
  2: WIZARD_STEPS[1].categories,
  3: WIZARD_STEPS[2].categories,
};
