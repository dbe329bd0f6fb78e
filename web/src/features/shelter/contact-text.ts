import { EMAIL_INVALID_MESSAGE } from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';

/** What the request is about: the shelter program pages, or the general contact page. */
export type ContactKind = 'shelter' | 'contact';

export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  companyRequired: 'Please enter your company.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  sent: 'Thank you! We have received your message and will contact you within two business days.',
  failed: GENERIC_ERROR,
} as const;

/**
 * Input limits. `comments` and `email` are the database's own (contact_requests_comments_max_5000,
 * isEmailAddress's 254); the others keep stored values a sensible size.
 */
export const CONTACT_FORM_LIMITS = {
  name: 200,
  company: 200,
  email: 254,
  number: 40,
  comments: 5000,
} as const;
