import {
  changePasswordFormSchema,
  emailSchema,
  forgotPasswordSchema,
  loginSchema,
  mobileSchema,
  otpCodeSchema,
  registerSchema,
  vendorSignupSchema,
} from '@petwell/domain';
import { z } from 'zod';

/**
 * The account forms' schemas, in a module of their own: the login and sign-up pages load it beside
 * the form (lazy-schemas.ts), so their first JavaScript holds no zod.
 */
export { forgotPasswordSchema, loginSchema, mobileSchema, otpCodeSchema };

/** The e-mail (its own rules) beside the password rules of the form. */
export const changePasswordSchema = z.intersection(
  z.object({ email: emailSchema }),
  changePasswordFormSchema,
);

/** An owner's sign-up: the mobile is verified apart (the form's `check`). */
export const ownerSignupSchema = registerSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  password: true,
});

/** A vet's sign-up, who may name the practice. */
export const vetSignupSchema = vendorSignupSchema.pick({
  first_name: true,
  last_name: true,
  practice_name: true,
  email: true,
  password: true,
});
