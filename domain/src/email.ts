/**
 * The e-mail shape the database accepts for stored contact addresses (newsletter, contact
 * requests: `^[^@\s]+@[^@\s]+\.[^@\s]+$`). Kept free of zod so the always-loaded footer can
 * use it without pulling the schema library into the home page's JavaScript.
 */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && EMAIL_PATTERN.test(value);
