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
