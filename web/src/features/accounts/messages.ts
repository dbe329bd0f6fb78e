import { MESSAGES } from '@petwell/domain';

/**
 * The account screens' messages. The texts are the domain's (MESSAGES, shared with the actions), so
 * the browser and the server say the same thing.
 */
export const AUTH_MESSAGES = {
  errorTitle: MESSAGES.errorTitle,
  invalidCredentials: MESSAGES.invalidCredentials,
  duplicateEmail: MESSAGES.duplicateEmail,
  generic: MESSAGES.generic,
  invalidOtp: MESSAGES.invalidOtp,
  verified: MESSAGES.verified,
  mobileNotVerified: MESSAGES.mobileNotVerified,
  forgotPasswordSent: MESSAGES.forgotPasswordSent,
  passwordReset: MESSAGES.passwordReset,
  pleaseWait: MESSAGES.pleaseWait,
  codeSent: (mobile: string) => `We sent a 4-digit code to ${mobile}.`,
} as const;

/** The sign-up page's plan (`?cc=`): which plan, and that it is paid for right after sign-up. */
export const SIGNUP_PLAN_TEXT = {
  signingUpWith: (planName: string) => `You are signing up with the ${planName} plan.`,
  payNext: (price: number) =>
    `Next you pay $${String(price)} for the year, and the plan starts as soon as it is paid.`,
  lookingUp: 'Looking up your plan...',
  lookupFailed: (code: string) =>
    `We could not look up the plan ${code} right now; you can still sign up.`,
  unknown: (code: string) => `The code ${code} does not match any of our plans.`,
} as const;
