import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../lib/api';
import { AUTH_MESSAGES, SIGNUP_PLAN_TEXT } from '../features/accounts/messages';
import { PLAN_TEXT } from '../features/accounts/profile-messages';
import { HOUSE_CALL_TEXT } from '../features/service-requests/messages';
import { BOOKING_FILTERS, BOOKING_SORTS } from '../features/appointments/booking-filters';
import { APPOINTMENT_MESSAGES } from '../features/appointments/messages';
import { confirmQuestion, WIZARD_MESSAGES } from '../features/booking/wizard-format';
import { PAYMENT_PANEL_MESSAGES } from '../features/checkout/payment-panel-text';
import { CHECKOUT_MESSAGES, CHECKOUT_STEPS } from '../features/checkout/pages/checkout-page';
import { CONSULTATION_TEXT } from '../features/consultation/messages';
import { NEWSLETTER_MESSAGES } from '../features/newsletter/newsletter-form';
import { ORDER_TEXT } from '../features/orders/order-text';
import { PET_TEXT } from '../features/pets/pet-messages';
import { VETTING_TEXT } from '../features/practice-vetting/messages';
import { SHARING_TEXT } from '../features/record-sharing/messages';
import { DESK_TEXT } from '../features/request-desk/messages';
import { REQUEST_MESSAGES } from '../features/service-requests/messages';
import { CONTACT_FORM_MESSAGES } from '../features/shelter/contact-form';
import { VET_LIST_TEXT } from '../features/vet-list/vet-list-messages';
import { LISTINGS_TEXT } from '../features/listings/messages';
import { DELETE_FILE_QUESTION } from '../ui/confirm-dialog/confirm-dialog';
import { SUBMITTING_TEXT } from '../ui/form/form-text';
import { NO_SLOTS_MESSAGE } from '../ui/scheduler/scheduler';
import { LOGOUT_ITEM, type MenuItem, OWNER_MENU, PRACTICE_MENU } from './app-menus';

// The golden copy of the texts the specifications fix, as the web app's own tables hold them,
// typed out by hand. The screens' tests find a text through the constant the screen shows, so a
// changed constant passes them all; only this file notices. Changing a text here is the
// deliberate act, made together with the constant. The texts the app shares with the actions
// (MESSAGES and the domain's schemas) are quoted in domain/src/messages.golden.test.ts; texts
// Petwell words itself are not quoted. It lives in app/ because only the app shell may import
// every feature.

/** "Sorry! ..." with the exclamation mark: a failed form, save or action. */
const GENERIC = 'Sorry! Something went wrong. Please try again later.';
/** Without it: a list or a page that failed to load. */
const LOAD_FAILED = 'Sorry something went wrong. Please try again later.';
const PLEASE_WAIT = 'Please Wait...';

const labelsAndPaths = (menu: readonly MenuItem[]) => menu.map(({ label, to }) => ({ label, to }));

describe('the forms', () => {
  it('read Please Wait... on the submit button while they are sent', () => {
    expect(SUBMITTING_TEXT).toBe(PLEASE_WAIT);
    expect(PAYMENT_PANEL_MESSAGES.pleaseWait).toBe(PLEASE_WAIT);
    expect(ORDER_TEXT.pleaseWait).toBe(PLEASE_WAIT);
    expect(CONSULTATION_TEXT.sending).toBe(PLEASE_WAIT);
  });

  it('fall back to the generic failure text', () => {
    expect(GENERIC_ERROR).toBe(GENERIC);
    expect(CONTACT_FORM_MESSAGES.failed).toBe(GENERIC);
    expect(NEWSLETTER_MESSAGES.failed).toBe(GENERIC);
    expect(VETTING_TEXT.failed).toBe(GENERIC);
    expect(SHARING_TEXT.failed).toBe(GENERIC);
  });
});

describe('the account screens', () => {
  it('word login, sign-up, mobile verification and passwords as the spec does', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      // The banner of a failed login: this heading over 'Invalid email or password.'.
      errorTitle: 'Error!',
      invalidCredentials: 'Invalid email or password.',
      // Sign-up: the e-mail is taken; any other failure.
      duplicateEmail: 'This email already exists in our System.',
      generic: GENERIC,
      // Mobile verification: a wrong code, a right one, and sign-up before verifying.
      invalidOtp: 'Invalid OTP.',
      verified: 'Verified',
      mobileNotVerified: 'Mobile number must be verified',
      // Forgot password sent; change password done.
      forgotPasswordSent:
        'Please check your inbox for further instructions on resetting your password.',
      passwordReset: 'Your password has been reset successfully!',
      pleaseWait: PLEASE_WAIT,
    });
  });
});

describe('the pet screens', () => {
  it('title, button and answer the pet pop-up and picker as the spec does', () => {
    expect(PET_TEXT).toMatchObject({
      // The pop-up's title when adding and when editing; its buttons.
      addTitle: 'Add Pet',
      updateTitle: 'Update Pet',
      submit: 'Submit',
      cancel: 'Cancel',
      delete: 'Delete',
      pleaseWait: PLEASE_WAIT,
      // After a save, before the pop-up closes.
      saved: 'Submitted successfully!',
      // A failed save or delete: the banner heading and its text.
      errorTitle: 'Error!',
      failed: GENERIC,
      // Deleting a pet asks first.
      confirmDelete: 'Are you sure you want to delete this item?',
      // The picker of an owner without pets.
      empty: 'You have not added any pets!',
    });
  });
});

describe('the clinic vet list and the scheduler', () => {
  it('end the list, report a failed load and an empty day as the spec does', () => {
    expect(VET_LIST_TEXT).toMatchObject({
      // The last page has loaded.
      end: "That's all folks!",
      failed: LOAD_FAILED,
    });
    expect(NO_SLOTS_MESSAGE).toBe('Sorry, no slots available for the day!');
  });
});

describe('the booking wizard', () => {
  it('confirms a picked time with the spec’s question', () => {
    // 'Confirm {date} at {time}?'
    expect(confirmQuestion('2026-11-23T14:00:00.000Z', 'America/New_York')).toBe(
      'Confirm Monday, November 23, 2026 at 9:00 AM?',
    );
  });

  it('thanks for the order and reports a failed load as the spec does', () => {
    expect(WIZARD_MESSAGES).toMatchObject({
      thanks: 'Thanks for your Order!',
      bookingFailed: LOAD_FAILED,
    });
  });
});

describe('the checkout and the order pages', () => {
  it('shows the spec’s three steps and its confirmation', () => {
    expect(CHECKOUT_STEPS).toStrictEqual(['Login', 'Payment', 'Confirmation']);
    expect(CHECKOUT_MESSAGES.thanks).toBe('Thanks for your Order!');
  });

  it('asks an SMO order for the spec’s authorization, with the brand', () => {
    expect(ORDER_TEXT.authorization('Petwell')).toBe(
      'I authorize Petwell and its authorized veterinarians to access my pets medical records',
    );
  });
});

describe('the plans', () => {
  it('say which plan a sign-up link signs up with, and that it is paid for next', () => {
    expect(SIGNUP_PLAN_TEXT.signingUpWith('Gold')).toBe('You are signing up with the Gold plan.');
    expect(SIGNUP_PLAN_TEXT.payNext(144)).toBe(
      'Next you pay $144 for the year, and the plan starts as soon as it is paid.',
    );
  });

  it('sell a plan at the checkout and confirm it', () => {
    expect(PAYMENT_PANEL_MESSAGES.noCardNeeded).toBe('Nothing is charged and no card is needed.');
    expect(CHECKOUT_MESSAGES.planActive('Gold')).toBe('Your Gold plan is active from today.');
  });

  it('show the plan on the profile: active, what is left, when it renews, or how to pay', () => {
    expect(PLAN_TEXT.active('Gold')).toBe('Gold plan, active.');
    expect(PLAN_TEXT.renews('March 1, 2027')).toBe(
      'It renews on March 1, 2027: the allowances start again then.',
    );
    expect(PLAN_TEXT.chosen('Gold')).toBe('Gold plan, chosen at sign-up: not active yet.');
    expect(PLAN_TEXT.payToStart('$144')).toBe(
      'Pay $144 for the year to start it: its allowances apply from the day you pay.',
    );
    expect(PLAN_TEXT.pay('Gold')).toBe('Pay for your Gold plan');
    expect(PLAN_TEXT.left(1, 2)).toBe('1 of 2');
    expect(PLAN_TEXT.unlimited).toBe('Unlimited');
    expect(PLAN_TEXT.failed).toBe(LOAD_FAILED);
  });
});

describe('the house-call package', () => {
  it('shows its year, its two visits and how many are used', () => {
    expect(HOUSE_CALL_TEXT.yearEnds('March 1, 2027')).toBe(
      'The package year ends on March 1, 2027.',
    );
    expect(HOUSE_CALL_TEXT.used(1, 2)).toBe('1 of 2 visits used');
    expect(HOUSE_CALL_TEXT.visit(2)).toBe('Visit 2');
    expect(HOUSE_CALL_TEXT.notUsed).toBe('Not used yet');
    expect(HOUSE_CALL_TEXT.empty).toBe('You have no house-call package.');
    expect(HOUSE_CALL_TEXT.failed).toBe(LOAD_FAILED);
  });
});

describe('the appointments lists', () => {
  it('word the empty list, a failed load and the cancel question as the spec does', () => {
    expect(APPOINTMENT_MESSAGES).toMatchObject({
      empty: 'No Appointments Found',
      failed: LOAD_FAILED,
      confirmCancel: 'Are you sure you want to cancel this appointment?',
    });
  });

  it('filter by the spec’s booking statuses and sort by its two dates', () => {
    expect(BOOKING_FILTERS.map((f) => f.label)).toStrictEqual([
      'In Progress',
      'Complete',
      'Canceled',
      'Re-Scheduled',
    ]);
    expect(BOOKING_SORTS.map((s) => s.label)).toStrictEqual(['Appointment Date', 'Booking Date']);
  });
});

describe('the consultation page', () => {
  it('answers a bad link, a phone consultation and a failed load as the spec does', () => {
    expect(CONSULTATION_TEXT).toMatchObject({
      invalid: 'Invalid link',
      phone: 'The doctor will call you at the appointment time',
      failed: LOAD_FAILED,
    });
  });
});

describe('the uploader', () => {
  it('asks before deleting a file, in the spec’s words (“wish”, not “want”)', () => {
    expect(DELETE_FILE_QUESTION).toBe('Are you sure you wish to delete this item?');
  });
});

describe('the side menus of /app', () => {
  it('give the pet owner the spec’s entries in its order', () => {
    expect(labelsAndPaths(OWNER_MENU)).toStrictEqual([
      { label: 'Health Assessment', to: '/app/my-health' },
      { label: 'eConsults', to: '/app/my-appointments' },
      // Petwell's own entry: the owner answers practices that ask for their records.
      { label: 'Record Sharing', to: '/app/record-sharing' },
      { label: 'SMO', to: '/app/my-smo' },
      { label: 'Questions', to: '/app/my-questions' },
      // Petwell's own entry: the yearly house-call package and its two visits.
      { label: 'House Calls', to: '/app/my-house-calls' },
      { label: 'Medical Records', to: '/app/medical-records' },
      { label: 'My Pets', to: '/app/my-pets' },
      { label: 'Settings', to: '/app/my-profile' },
    ]);
  });

  it('give the practice the spec’s entries in its order, and both end with Logout', () => {
    expect(labelsAndPaths(PRACTICE_MENU)).toStrictEqual([
      { label: 'My Appointments', to: '/app/appointments' },
      { label: 'My Listings', to: '/app/listings' },
      { label: 'Settings', to: '/app/settings' },
      { label: 'Reports', to: '/app/reports' },
      { label: 'Users', to: '/app/users' },
      // Petwell's own entry: every other practice's own customers, on the same screen.
      { label: 'Customers', to: '/app/users' },
      // Petwell's own entries: the platform answers second opinions and questions.
      { label: 'SMO Requests', to: '/app/smo-requests' },
      { label: 'Questions', to: '/app/questions' },
      // Petwell's own entry: every practice's house-call packages and their visits.
      { label: 'House Calls', to: '/app/house-calls' },
      // Petwell's own entry: the platform approves and suspends practices.
      { label: 'Practices', to: '/app/practices' },
    ]);
    expect(LOGOUT_ITEM).toStrictEqual({ label: 'Logout', to: '/app/logout' });
  });
});

describe('second opinions and questions', () => {
  it('word the empty lists and the assign question as the spec does', () => {
    expect(REQUEST_MESSAGES).toMatchObject({
      smoEmpty: 'No SMO Requests Found',
      questionsEmpty: 'No Questions Found',
      askQuestion: 'Ask Question',
      failed: LOAD_FAILED,
    });
    expect(DESK_TEXT.empty).toStrictEqual({
      smo: 'No SMO Requests Found',
      free_question: 'No Questions Found',
    });
    expect(DESK_TEXT.failed).toBe(LOAD_FAILED);
    expect(DESK_TEXT.confirmAssign.smo).toBe('Are you sure you want to assign the SMO?');
  });
});

describe('the listing screens', () => {
  it('title, prompt and answer the list and the editor as the spec does', () => {
    expect(LISTINGS_TEXT).toMatchObject({
      // The list's title in the practice's menu, and the editor's two titles and sections.
      title: 'My Listings',
      newListing: 'New Listing',
      updateListing: 'Update Listing',
      details: 'Details',
      timings: 'Timings',
      // No listing (also when the query fails to find any), and a listing that cannot load.
      noListing: 'No listing found!',
      loadFailed: LOAD_FAILED,
      // After create or update.
      saved: 'Saved Successfully!',
      // A listing without consultations.
      addConsultationPrompt: 'Click the button below to Add Consultation',
    });
  });
});
