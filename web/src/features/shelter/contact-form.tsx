import { useState } from 'react';
import type {
  SubmitContactRequestMutation,
  SubmitContactRequestMutationVariables,
} from '../../generated/graphql';
import { useLazyMutation } from '../../lib/lazy-mutation';
import {
  Form,
  FormError,
  FormTextArea,
  FormTextField,
  lazySchema,
  SubmitButton,
  useZodForm,
} from '../../ui/form';
import { CONTACT_FORM_LIMITS, CONTACT_FORM_MESSAGES, type ContactKind } from './contact-text';
import './contact-form.css';

export { type ContactKind, CONTACT_FORM_LIMITS, CONTACT_FORM_MESSAGES } from './contact-text';

const EMPTY = { name: '', company: '', email: '', number: '', comments: '' };

/**
 * The request's rules (contact-schema.ts), loaded beside the form: the page's first JavaScript
 * holds no zod.
 */
const contactSchema = lazySchema(() => import('./contact-schema').then((m) => m.contactSchema));

/** The request's mutation, loaded with the GraphQL client when the form has rendered. */
const loadSubmitDocument = () =>
  import('../../generated/graphql').then((m) => m.SubmitContactRequestDocument);

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
  const submit = useLazyMutation<{
    data: SubmitContactRequestMutation;
    variables: SubmitContactRequestMutationVariables;
  }>(loadSubmitDocument);

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
