import { EMAIL_INVALID_MESSAGE, isEmailAddress, MESSAGES } from '@petwell/domain';
import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { z } from 'zod';
import { useSubscribeNewsletterMutation } from '../../generated/graphql';
import { hasErrorCode } from '../../lib/errors';
import { Form, useFormText, useZodForm } from '../../ui/form';
import './newsletter-form.css';

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address.',
  invalid: EMAIL_INVALID_MESSAGE,
  failed: MESSAGES.generic,
  subscribed: (email: string) => `Thanks! We will send our newsletter to ${email}.`,
} as const;

/** The address, lower-cased; the rule is the domain's isEmailAddress. */
const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: NEWSLETTER_MESSAGES.required, abort: true })
    .refine(isEmailAddress, NEWSLETTER_MESSAGES.invalid),
});

/**
 * The footer's newsletter box: it stores the address and says so. An address already on the list
 * gets the same thanks, so the box does not reveal who subscribed.
 */
export function NewsletterForm() {
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' } });
  const email = useFormText({ form, name: 'email' }, 'trim');
  const [done, setDone] = useState<string | null>(null);
  const [, subscribe] = useSubscribeNewsletterMutation();
  const id = useId();

  return (
    <Form
      form={form}
      className="newsletter"
      errorAt="own"
      onSubmit={async ({ email: value }) => {
        const result = await subscribe({ email: value });
        // The uniqueness violation of an address already on the list: treated as subscribed.
        if (result.error && !hasErrorCode(result.error, 'constraint-violation')) {
          form.setError('email', { type: 'server', message: NEWSLETTER_MESSAGES.failed });
          return;
        }
        form.reset();
        setDone(NEWSLETTER_MESSAGES.subscribed(value));
      }}
      onSubmitCapture={() => {
        setDone(null);
      }}
    >
      <label htmlFor={id} className="newsletter-label">
        Subscribe to our newsletter
      </label>
      <div className="newsletter-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="field-input"
          aria-invalid={email.error ? true : undefined}
          aria-describedby={`${id}-message`}
          name={email.name}
          ref={email.ref}
          value={email.value}
          onChange={email.onChange}
          onBlur={email.onBlur}
        />
        <SendButton />
      </div>
      <p id={`${id}-message`} className="newsletter-message" role="status" aria-live="polite">
        {email.error ? <span className="field-error">{email.error}</span> : done}
      </p>
    </Form>
  );
}

/** 'Submit', disabled while the address is sent (the box keeps its one-word button). */
function SendButton() {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className="button button-primary" disabled={isSubmitting}>
      Submit
    </button>
  );
}
