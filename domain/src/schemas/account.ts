import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Sign-up, login and password rules; their messages are in ../account-messages.ts. The web forms
 * and the actions parse with the same schemas, so the browser and the server say the same thing.
 * Strings are trimmed, except passwords, which are taken as typed.
 */
export { ACCOUNT_MESSAGES, OTP_CODE_LENGTH } from '../account-messages';

/** Trimmed and lower-cased before it is sent or compared. */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired, abort: true })
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }));

/** Required; a sign-up or new password also needs the minimum length. */
export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true })
  .max(200, 'Password must be at most 200 characters.');

export const newPasswordSchema = passwordSchema.refine((p) => p.length >= PASSWORD_MIN_LENGTH, {
  error: ACCOUNT_MESSAGES.passwordTooShort,
});

/** The longest first or last name. */
export const PERSON_NAME_MAX_LENGTH = 60;

/**
 * A first or last name (domain/README.md, "Person names"): words of letters of any alphabet, each
 * letter with any accents it carries, joined by one space, hyphen or apostrophe ("Smith-Jones",
 * "O'Brien", "D’Angelo", "Ana María", "Zoë"). No digits or other marks, and no joiner at either
 * end or two in a row.
 */
export const PERSON_NAME_PATTERN = /^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*$/u;

/**
 * A name as it is kept: trimmed, inner runs of spaces made one, accents composed (NFC), so the
 * same name is always stored the same way. The database keeps names trimmed too, whoever writes.
 */
export function normalizePersonName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').normalize('NFC');
}

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .transform(normalizePersonName)
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .max(PERSON_NAME_MAX_LENGTH, `At most ${String(PERSON_NAME_MAX_LENGTH)} characters.`)
        .regex(PERSON_NAME_PATTERN, ACCOUNT_MESSAGES.lettersOnly),
    );

export const firstNameSchema = nameSchema(ACCOUNT_MESSAGES.firstNameRequired);
export const lastNameSchema = nameSchema(ACCOUNT_MESSAGES.lastNameRequired);

/** A mobile number: required, numeric, exactly 10 digits. */
export const mobileSchema = z
  .string({ error: ACCOUNT_MESSAGES.mobileRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.mobileRequired, abort: true })
  .regex(/^[0-9]{10}$/, ACCOUNT_MESSAGES.mobileInvalid);

/** A verification code: required, numeric, exactly 4 digits. */
export const otpCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.codeRequired, abort: true })
  .regex(/^[0-9]{4}$/, ACCOUNT_MESSAGES.codeInvalid);

/** 'user' (pet owner) or 'vendor' (practice staff). */
export const accountRoleSchema = z.enum(['user', 'vendor'], {
  error: ACCOUNT_MESSAGES.roleInvalid,
});
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: accountRoleSchema.default('user'),
});

export const signupSourceSchema = z
  .object({
    medium: z.string().trim().max(40).optional(),
    browser: z.string().trim().max(80).optional(),
    version: z.string().trim().max(80).optional(),
    os: z.string().trim().max(80).optional(),
    vendor_id: z.number().int().positive().optional(),
  })
  .strip();

export const registerSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: mobileSchema,
  password: newPasswordSchema,
  plan_code: z
    .string()
    .trim()
    .max(40)
    .optional()
    .nullable()
    .transform((v) => v || undefined),
  source: signupSourceSchema.optional().nullable(),
  vendor_id: z.number().int().positive().optional().nullable(),
});

export const vendorSignupSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: mobileSchema,
  password: newPasswordSchema,
  practice_name: z.string().trim().max(120).optional().nullable(),
  summary: z.string().trim().max(2000).optional().nullable(),
});

export const sendOtpSchema = z.object({ mobile: mobileSchema });
export const verifyOtpSchema = z.object({ mobile: mobileSchema, otp: otpCodeSchema });

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  role: accountRoleSchema.default('user'),
});

/** What the server needs to change a password: the current password or a forgot code. */
export const changePasswordSchema = z
  .object({
    email: emailSchema,
    role: accountRoleSchema.default('user'),
    currentPassword: z.string().optional().nullable(),
    forgotCode: z.string().trim().max(200).optional().nullable(),
    newPassword: newPasswordSchema,
  })
  .refine((v) => Boolean(v.forgotCode) || Boolean(v.currentPassword), {
    error: ACCOUNT_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });

/** The change-password form: new and confirm must match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().optional(),
    forgotCode: z.string().optional(),
    newPassword: newPasswordSchema,
    confirmPassword: newPasswordSchema,
  })
  .refine((v) => Boolean(v.forgotCode) || Boolean(v.currentPassword), {
    error: ACCOUNT_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/**
 * The owner's profile (first and last name required; e-mail and mobile are
 * read-only), with the names' rule of sign-up.
 */
export const profileSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
});

export const teamMemberSchema = z.object({
  id: z.number().int().positive().optional().nullable(),
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: mobileSchema,
  /** Optional when updating; required for a new member. */
  password: newPasswordSchema.optional().nullable(),
});

/** What the practice's Team says when a member cannot be deleted. */
export const TEAM_MESSAGES = {
  lastRootAdmin: 'A practice keeps at least one root admin.',
  notYourself: 'You cannot delete your own login.',
  successorRequired: 'Choose who takes over their listings.',
  successorInvalid: 'Choose another member of your team to take over their listings.',
  deleted: 'The team member is deleted.',
} as const;

/** Deletes a team member; `successor_id` takes over the listings they own or manage. */
export const deleteTeamMemberSchema = z.object({
  id: z.number().int().positive(),
  successor_id: z.number().int().positive().optional().nullable(),
});
