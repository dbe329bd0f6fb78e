/**
 * The e-mail shape the database accepts for stored contact addresses (newsletter, contact
 * requests: `^[^@\s]+@[^@\s]+\.[^@\s]+$`). Kept free of zod so the always-loaded footer can
 * use it without pulling the schema library into the home page's JavaScript.
 */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The message of a malformed address, on every form. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && EMAIL_PATTERN.test(value);
