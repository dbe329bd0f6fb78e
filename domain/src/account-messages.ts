import { PASSWORD_MIN_LENGTH } from './constants';
import { EMAIL_INVALID_MESSAGE } from './email';
import { MESSAGES } from './messages';

/**
 * The account forms' messages (schemas/account.ts) and the code length, free of zod: the public
 * pages' first JavaScript uses them and loads the schemas only beside the form.
 */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${String(PASSWORD_MIN_LENGTH)} characters.`,
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  /** A first or last name breaks the person-name rule (PERSON_NAME_PATTERN). */
  lettersOnly: 'Use letters only, with a space, hyphen or apostrophe between words.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Mobile number must be exactly 10 digits.',
  codeRequired: 'Code is required.',
  codeInvalid: 'Code must be exactly 4 digits.',
  mobileNotVerified: MESSAGES.mobileNotVerified,
  passwordMismatch: MESSAGES.passwordMismatch,
  currentPasswordRequired: 'Current password is required.',
  roleInvalid: 'Role must be user or vendor.',
} as const;

/** The digits of a mobile verification code (otpCodeSchema). */
export const OTP_CODE_LENGTH = 4;
