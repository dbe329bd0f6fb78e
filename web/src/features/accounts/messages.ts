import { ACCOUNT_MESSAGES } from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';

/**
 * The account screens' messages (spec 000 section 8). Field rules come from the domain schemas
 * (ACCOUNT_MESSAGES), so the browser and the server say the same thing.
 */
export const AUTH_MESSAGES = {
  errorTitle: 'Error!',
  invalidCredentials: 'Invalid email or password.',
  duplicateEmail: 'This email already exists in our System.',
  generic: GENERIC_ERROR,
  invalidOtp: 'Invalid OTP.',
  verified: 'Verified',
  mobileNotVerified: ACCOUNT_MESSAGES.mobileNotVerified,
  forgotPasswordSent:
    'Please check your inbox for further instructions on resetting your password.',
  passwordReset: 'Your password has been reset successfully!',
  pleaseWait: 'Please Wait...',
  codeSent: (mobile: string) => `We sent a 4-digit code to ${mobile}.`,
} as const;
