import { EMAIL_INVALID_MESSAGE, isEmailAddress, MESSAGES } from '@petwell/domain';
import { type SyntheticEvent, useId, useState } from 'react';
import { useSubscribeNewsletterMutation } from '../../generated/graphql';
import { hasErrorCode } from '../../lib/errors';
import './newsletter-form.css';

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address.',
  invalid: EMAIL_INVALID_MESSAGE,
  failed: MESSAGES.generic,
  subscribed: (email: string) => `Thanks! We will send our newsletter to ${email}.`,
} as const;

/**
 * The footer's newsletter box (design 9.8: it stores the address and says so). An address
 * already on the list gets the same thanks, so the box does not reveal who subscribed.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [{ fetching }, subscribe] = useSubscribeNewsletterMutation();
  const id = useId();

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    setDone(null);
    if (!value) {
      setError(NEWSLETTER_MESSAGES.required);
      return;
    }
    if (!isEmailAddress(value)) {
      setError(NEWSLETTER_MESSAGES.invalid);
      return;
    }
    setError(null);
    const result = await subscribe({ email: value });
    // The uniqueness violation of an address already on the list: treated as subscribed.
    if (result.error && !hasErrorCode(result.error, 'constraint-violation')) {
      setError(NEWSLETTER_MESSAGES.failed);
      return;
    }
    setEmail('');
    setDone(NEWSLETTER_MESSAGES.subscribed(value));
  }

  return (
    <form className="newsletter" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={id} className="newsletter-label">
        Subscribe to our newsletter
      </label>
      <div className="newsletter-row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="field-input"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(e) => {
            setEmail(e.target.value.trim());
          }}
        />
        <button type="submit" className="button button-primary" disabled={fetching}>
          Submit
        </button>
      </div>
      <p id={`${id}-message`} className="newsletter-message" role="status" aria-live="polite">
        {error ? <span className="field-error">{error}</span> : done}
      </p>
    </form>
  );
}
