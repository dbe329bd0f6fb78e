import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, bookingCode } from './booking-link';
import { LISTING_MESSAGES } from './listing';
import { PRESCRIPTIONS, SEVERITIES, SYMPTOMS } from './health-score';
import {
  DISCOUNT_STATUS,
  LIMIT_MESSAGES,
  MESSAGES,
  PAYMENT_RESULT,
  PAYMENT_STATUS,
} from './messages';
import { PET_TYPES } from './pet-types';
import { HOUSE_VISIT, PLAN_PRICES } from './constants';
import { ENTITLEMENT_LABELS, ENTITLEMENT_NAMES, PLAN_COVER_TEXT } from './pricing';
import { HH_COND_VISIT_TYPES, PHR_CATEGORIES } from './phr';
import { ACCOUNT_MESSAGES } from './schemas/account';
import { ASSESSMENT_MESSAGES } from './assessment-messages';
import {
  ASSESSMENT_GENDERS,
  ASSESSMENT_NEUTERING,
  ASSESSMENT_PET_TYPES,
  ASSESSMENT_SPECIES,
} from './schemas/assessment';
import { CONSULTATION_MESSAGES } from './schemas/consultation';
import { PAYMENT_MESSAGES } from './payment-messages';
import { UPLOAD_MESSAGES } from './upload-rules';
import { SERVICE_REQUEST_MESSAGES, transitionRefusal } from './service-request';
import { SLOT_MESSAGES } from './slot-messages';
import { SLOT_REFUSAL_MESSAGES } from './slots';
import { PRACTICE_SITE_MESSAGES, WEBSITE_MESSAGES } from './website';

// The golden copy of the texts users see whose wording is fixed: the specifications' own texts
// and the messages docs/error-codes.md promises integrators. Each is typed out by hand, never
// imported. The screens' and the actions' tests find a text through the same constant the code
// shows, so a changed constant passes them all; only this file notices. Changing a text here is
// the deliberate act, made together with the constant.
//
// Texts Petwell words itself (a field's "Email is required.") are not quoted: they may change
// freely. The web app's own tables of these texts are checked in web/src/app/spec-texts.golden.test.ts,
// the actions' in functions/src/messages.golden.test.ts.

/** The messages of the accounts, the checkout and the forms, as the specifications word them. */
const SPEC_TEXTS = {
  // A failed login (any reason) and a failed forgot-password request.
  invalidCredentials: 'Invalid email or password.',
  // Sign-up, vet sign-up or a practice registering a customer with an e-mail already in use.
  duplicateEmail: 'This email already exists in our System.',
  // Mobile verification: a wrong or expired code, and a right one.
  invalidOtp: 'Invalid OTP.',
  verified: 'Verified',
  // Sign-up before the mobile number is verified.
  mobileNotVerified: 'Mobile number must be verified',
  // Forgot password: the reset mail is on its way.
  forgotPasswordSent:
    'Please check your inbox for further instructions on resetting your password.',
  // Change password: done, and the rule that new and confirm must match.
  passwordReset: 'Your password has been reset successfully!',
  passwordMismatch: 'The new password and confirm should match.',
  // A promo code at checkout: refused, or applied (shown with the plan's description).
  invalidCode: 'Error! Invalid code.',
  promoApplied: 'Promo Applied!',
  // Any other failure of sign-up, of saving or deleting a pet, of an action.
  generic: 'Sorry! Something went wrong. Please try again later.',
  // A list that cannot be loaded, and a booking the wizard could not send.
  loadFailed: 'Sorry something went wrong. Please try again later.',
  // The heading of the failure banner of the login and pet forms.
  errorTitle: 'Error!',
  // A form's submit button while the form is being sent.
  pleaseWait: 'Please Wait...',
  // The checkout's confirmation after a successful payment.
  thanksForOrder: 'Thanks for your Order!',
  // A practice booking for a customer can switch payment from Enabled to this.
  paymentWaived: 'Payment Waived',
} as const;

/** Petwell's own texts that docs/error-codes.md quotes for integrators. */
const DOCUMENTED_TEXTS = {
  noDiscount: 'No discount applied.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionReused:
    'For your security you were signed out on every device: this session was used from somewhere else. Please log in again.',
  refreshThroughRest:
    'Renew the session with POST /api/account/refresh_token: the refresh cookie changes on every use.',
  crossSiteRequest: 'This request must come from the site itself.',
  jsonRequired: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/** docs/error-codes.md, `too-many-attempts`: the first half of each limit message. */
const LIMIT_TEXTS = {
  loginAccount: 'Too many failed sign-ins to this account',
  loginAccountHint: ', or reset your password',
  loginAddress: 'Too many failed sign-ins from your network',
  otpNumber: 'Too many codes sent to this number',
  otpAddress: 'Too many codes requested from your network',
  otpGlobal: 'We are sending too many codes right now',
} as const;

/** The choices of one field of a health-record category. */
function choicesOf(category: string, field: string): readonly string[] | undefined {
  return PHR_CATEGORIES.find((c) => c.value === category)?.fields.find((f) => f.name === field)
    ?.choices;
}

describe('the shared texts', () => {
  it('are the spec’s and the documented texts, word for word, and nothing else', () => {
    expect(MESSAGES).toStrictEqual({ ...SPEC_TEXTS, ...DOCUMENTED_TEXTS });
  });

  it('keep the limit messages as documented', () => {
    expect(LIMIT_MESSAGES).toStrictEqual(LIMIT_TEXTS);
  });

  it('answer check_discount and payment with the spec’s statuses', () => {
    expect(DISCOUNT_STATUS).toStrictEqual({
      applied: 'Promo Applied!',
      invalid: 'Error! Invalid code.',
      none: 'No discount applied.',
    });
    // A payment answer's result: 'Error' means failure, and its status is the text to show.
    expect(PAYMENT_RESULT).toStrictEqual({ success: 'Success', error: 'Error' });
    expect(PAYMENT_STATUS).toStrictEqual({
      paid: 'Thanks for your Order!',
      waived: 'Payment Waived',
    });
  });
});

describe('the plans and the house-call package', () => {
  it('sell the spec’s plans and package at the spec’s prices', () => {
    expect(PLAN_PRICES).toStrictEqual({ PAYG: 0, GOLD: 144, PLATINUM: 299 });
    // 1 year at $360 (versus $650 at a traditional vet), with 2 vet visits per year.
    expect(HOUSE_VISIT).toStrictEqual({
      pricePerYear: 360,
      traditionalPrice: 650,
      visitsPerYear: 2,
    });
  });

  it('say at checkout what the plan covers and what is left after this order', () => {
    expect(PLAN_COVER_TEXT.included('Gold')).toBe('Included in your Gold plan.');
    expect(PLAN_COVER_TEXT.includedForCustomer('Gold')).toBe(
      "Included in the customer's Gold plan.",
    );
    expect(PLAN_COVER_TEXT.leftAfter(1, 2, 'chats')).toBe(
      'After this one, 1 of 2 chats left this plan year.',
    );
    expect(PLAN_COVER_TEXT.unlimited('chats')).toBe('Unlimited chats this plan year.');
  });

  it('name each entitlement in a sentence and on the plan summary', () => {
    expect(ENTITLEMENT_LABELS).toStrictEqual({
      econsults: 'e-consults',
      chats: 'chats',
      smo: 'second medical opinions',
      assessments: 'health assessment consultations',
    });
    expect(ENTITLEMENT_NAMES).toStrictEqual({
      econsults: 'E-consults (video or phone)',
      chats: 'Chat consultations',
      smo: 'Second medical opinions',
      assessments: 'Health assessment consultations',
    });
  });
});

describe('the account forms’ messages', () => {
  it('reuse the spec’s mobile and password-confirm texts', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      // Sign-up: the mobile must be verified first.
      mobileNotVerified: 'Mobile number must be verified',
      // Change password: new and confirm differ.
      passwordMismatch: 'The new password and confirm should match.',
    });
  });
});

describe('the booking texts', () => {
  it('word the slot picker and the booking wizard as the spec does', () => {
    expect(SLOT_MESSAGES).toMatchObject({
      // The booking wizard: a chosen date without a free slot.
      noSlots: 'No slots available for this date',
      // The scheduler strip: a day without a free slot.
      noSlotsForDay: 'Sorry, no slots available for the day!',
      // The booking wizard before a date is chosen.
      selectDate: 'Please select a date',
      // No consultation of the practice can be booked.
      notAvailable: 'Consultations are not available currently.',
      // A practice without listings, or whose listings failed to load.
      noListing: 'No listing found!',
      // A date with free times, none picked; the checkout's answer to an order without one.
      slotRequired: 'Please pick a time slot.',
    });
    expect(PAYMENT_MESSAGES.slotRequired).toBe(SLOT_MESSAGES.slotRequired);
  });

  it('say what docs/error-codes.md promises when the slot was taken meanwhile', () => {
    expect(SLOT_REFUSAL_MESSAGES.taken).toBe(
      'Sorry, this time slot is no longer available. Please pick another one.',
    );
  });

  it('tell a practice its customer search found nobody', () => {
    expect(CONSULTATION_MESSAGES.customerNotFound).toBe('Customer not found');
  });

  it('show a booking’s id as PQC-{id}', () => {
    expect(bookingCode(42)).toBe('PQC-42');
  });
});

describe('the consultation texts', () => {
  it('answer every malformed, forged or unknown link with the one spec text', () => {
    expect(LINK_MESSAGES).toStrictEqual({ invalid: 'Invalid link' });
  });

  it('refuse chat and unknown appointments as docs/error-codes.md quotes', () => {
    expect(CONSULTATION_MESSAGES).toMatchObject({
      onlyChat: 'Messages are only for chat consultations.',
      canceled: 'This appointment was canceled.',
      appointmentNotFound: 'Appointment not found.',
    });
  });
});

describe('the checkout and upload refusals', () => {
  it('are the texts docs/error-codes.md quotes', () => {
    expect(PAYMENT_MESSAGES.cardExpired).toBe('This card has expired.');
    expect(UPLOAD_MESSAGES).toMatchObject({
      imageTooLarge: 'The image is too large: at most 2 MB.',
      recordTooLarge: 'The file is too large: at most 10 MB.',
    });
  });
});

describe('the website settings', () => {
  it('refuse a host another practice uses with the spec’s text', () => {
    expect(WEBSITE_MESSAGES.domainTaken).toBe('The domain is already taken!');
  });
});

describe('the health assessment', () => {
  it('alerts when the required steps are not complete', () => {
    expect(ASSESSMENT_MESSAGES.required).toBe('Please submit the required fields');
  });

  it('offers the spec’s choices about the pet', () => {
    expect(ASSESSMENT_PET_TYPES).toStrictEqual(['Dog', 'Cat', 'Other']);
    expect(ASSESSMENT_GENDERS).toStrictEqual(['Male', 'Female', 'Other']);
    expect(ASSESSMENT_SPECIES).toStrictEqual(['Canine', 'Feline', 'Other']);
    expect(ASSESSMENT_NEUTERING).toStrictEqual(['Spayed', 'Neutered', 'None']);
  });

  it('asks about the spec’s symptoms, rated by the spec’s severities', () => {
    expect(SEVERITIES).toStrictEqual({ 'N/A': 0, Mild: 1, Moderate: 8, Severe: 10 });
    expect(SYMPTOMS).toStrictEqual({
      internal: [
        'Excessive thirst or urination',
        'Weight loss or poor appetite',
        'Obesity',
        'Sluggishness or lethargy',
      ],
      gastroIntestinal: [
        'Repeated diarrhea',
        'Repeated vomiting',
        'Blood in stool',
        'History of intestinal parasites',
      ],
      cardiovascular: [
        'Repeated coughing',
        'Repeated sneezing',
        'Rapid respiration at rest',
        'Open mouth breathing',
      ],
      orthopedic: [
        'Difficulty standing',
        'Stiff joints or limping',
        'Painful noises',
        'Painful noises when touched',
      ],
      dermatology: ['Itching/scratching', 'Red/crusted lesions', 'Hair loss', 'Skin odor'],
    });
  });

  it('suggests the spec’s tests for a category at risk', () => {
    expect(PRESCRIPTIONS).toStrictEqual({
      internal: [
        'CBC',
        'CHEM',
        'SDMA',
        'HWT',
        'Total-T4',
        'UA',
        'FeLV and FIV tests',
        'Urine culture',
      ],
      // The spec's gastro list ends in "plus more" without naming them.
      gastroIntestinal: ['CBC', 'CHEM', 'Fecal'],
      cardiovascular: ['CBC', 'CHEM', 'HWT', 'proBNP', 'UA', 'Imaging', 'EKG', 'Blood pressure'],
      orthopedic: ['CBC', 'CHEM', 'X-ray', 'Arthroscopy', 'MRI'],
      dermatology: ['CBC', 'CHEM', 'Total-T4', 'Skin tests'],
    });
  });
});

describe('the pet and health-record choices', () => {
  it('name the pet types the spec fixes', () => {
    expect(PET_TYPES).toMatchObject({ 1: 'Dog', 2: 'Cat', 4: 'Horse' });
  });

  it('offer the spec’s visit types for a condition', () => {
    expect(HH_COND_VISIT_TYPES).toStrictEqual([
      'bandage change',
      'behavior',
      'CBC/CHEM',
      'CSU visit',
      'cytology',
      'dental',
      'diagnostics',
      'evaluation',
      'exam',
      'fecal exam',
      'FELV test',
      'FELV/FIV test',
      'FIV test',
      'foster exam',
      'foster visit',
      'grooming/bathing',
      'heartworm test',
      'histo',
      'intake procedure',
      'med notes',
      'medical groom',
      'radiographs',
      'RTO spayneuter',
      'SAST',
      'skin scrape',
      'SNAPP spayneuter',
      'spay neuter surgery',
      'surgery',
      'U/A',
      'vacc deworm',
      'vet exam',
      'vet tech exam',
      'weight',
      'wildlife',
    ]);
  });

  it('offer the spec’s choices in the other record forms', () => {
    expect(choicesOf('hh_medications', 'status')).toStrictEqual(['Active', 'Inactive', 'Unknown']);
    expect(choicesOf('hh_foodplan', 'rec')).toStrictEqual(['Yes', 'No']);
    expect(choicesOf('hh_foodplan', 'forbidden')).toStrictEqual(['Yes', 'No']);
    expect(choicesOf('hh_hostpitalizations', 'urgent_care')).toStrictEqual(['Yes', 'No']);
    expect(choicesOf('hd_notes', 'type')).toStrictEqual(['ConsultationNote', 'ProgressNote']);
    expect(choicesOf('hd_imaging', 'type')).toStrictEqual([
      'XRay',
      'CTScan',
      'MRIEndoscopy',
      'Ultrasound',
      'Other',
    ]);
    expect(choicesOf('hd_lab', 'type')).toStrictEqual([
      'DopplerStudies',
      'Hematology',
      'Panels',
      'Biochemistry',
      'Biopsy',
    ]);
  });
});

describe('second opinions and questions', () => {
  it('ask before assigning an SMO in the spec’s words', () => {
    expect(SERVICE_REQUEST_MESSAGES.confirmAssignSmo).toBe(
      'Are you sure you want to assign the SMO?',
    );
  });

  it('refuse a move and another practice’s request as docs/error-codes.md quotes', () => {
    expect(SERVICE_REQUEST_MESSAGES.notFound).toBe('Request not found.');
    expect(transitionRefusal(0, 'completed')).toBe(
      'This request is New: assign it to a vet first.',
    );
    expect(transitionRefusal(3, 'assigned')).toBe(
      'This request is Completed: it cannot be assigned.',
    );
  });
});

describe('the listing editor’s texts', () => {
  it('word the spec’s prompts and answers', () => {
    expect(LISTING_MESSAGES).toMatchObject({
      // After create or update.
      saved: 'Saved Successfully!',
      // No listing found, in the list and the booking wizard.
      noListing: 'No listing found!',
      // A listing with no consultations.
      addConsultationPrompt: 'Click the button below to Add Consultation',
    });
  });
});

describe('a practice’s own site', () => {
  it('tells staff of another practice where to log in, as docs/error-codes.md quotes it', () => {
    expect(PRACTICE_SITE_MESSAGES).toStrictEqual({
      otherPracticeSite:
        "Only this practice's staff can log in on its site. Please log in on the main site.",
      signupOnMainSite: 'A new practice signs up on the main site. Please sign up there.',
    });
  });
});
