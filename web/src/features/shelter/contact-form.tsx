import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '@petwell/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSubmitContactRequestMutation } from '../../generated/graphql';
import { GENERIC_ERROR } from '../../lib/api';
import {
  Form,
  FormError,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import './contact-form.css';

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

const EMPTY = { name: '', company: '', email: '', number: '', comments: '' };

/** The request's rules: name, company and a valid e-mail are required; every value is trimmed. */
const contactSchema = z.object({
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

export interface ContactFormProps {
  kind: ContactKind;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The shelter and contact form: name, company and e-mail required. It stores the request and says
 * so; on a failure the visitor's text stays for another try.
 */
export function ContactForm({ kind, labelledBy }: ContactFormProps) {
  const form = useZodForm(contactSchema, { defaultValues: EMPTY });
  const [sent, setSent] = useState(false);
  const [, submit] = useSubmitContactRequestMutation();

  return (
    <Form
      form={form}
      className="contact-form"
      aria-labelledby={labelledBy}
      errorAt="own"
      onSubmitCapture={() => {
        setSent(false);
      }}
      onSubmit={async (values) => {
        const result = await submit({
          object: {
            kind,
            name: values.name,
            company: values.company,
            email: values.email,
            number: values.number || null,
            comments: values.comments || null,
          },
        });
        if (result.error || !result.data?.insert_contact_requests?.affected_rows) {
          form.setError('root', { message: CONTACT_FORM_MESSAGES.failed });
          return;
        }
        form.reset(EMPTY);
        setSent(true);
      }}
    >
      <p className="contact-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-form-grid">
        <FormTextField
          form={form}
          name="name"
          trim="start"
          label="Your Name"
          autoComplete="name"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.name}
        />
        <FormTextField
          form={form}
          name="company"
          trim="start"
          label="Company"
          autoComplete="organization"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.company}
        />
        <FormTextField
          form={form}
          name="email"
          label="Your Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.email}
        />
        <FormTextField
          form={form}
          name="number"
          trim="start"
          label="Number"
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_FORM_LIMITS.number}
        />
      </div>
      <FormTextArea
        form={form}
        name="comments"
        label="Comments"
        rows={5}
        maxLength={CONTACT_FORM_LIMITS.comments}
      />
      <FormError />
      <div role="status" aria-live="polite" className={sent ? 'alert alert-success' : undefined}>
        {sent ? CONTACT_FORM_MESSAGES.sent : null}
      </div>
      <SubmitButton pendingText="Sending...">Send</SubmitButton>
    </Form>
  );
}
