import { isEmailAddress } from '@petwell/domain';
import { z } from 'zod';
import { CONTACT_FORM_MESSAGES } from './contact-text';

/** The request's rules: name, company and a valid e-mail are required; every value is trimmed. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, CONTACT_FORM_MESSAGES.nameRequired),
  company: z.string().trim().min(1, CONTACT_FORM_MESSAGES.companyRequired),
  email: z
    .string()
    .trim()
    .min(1, { error: CONTACT_FORM_MESSAGES.emailRequired, abort: true })
    .refine(isEmailAddress, CONTACT_FORM_MESSAGES.emailInvalid),
  number: z.string().trim(),
  comments: z.string().trim(),
});
