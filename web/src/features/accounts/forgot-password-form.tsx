import { type AccountRole, forgotPasswordSchema } from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError, postJson } from '../../lib/api';
import { useFields, validate } from './form-state';
import { FailureBanner } from './failure-banner';
import { AUTH_MESSAGES } from './messages';

/**
 * Forgot password (spec 000 sections 5 and 8): an e-mail; the answer is always the 'check your
 * inbox' message, so the form does not reveal who has an account. Failure: 'Invalid email or
 * password.', or the server's message when it is a limit.
 */
export function ForgotPasswordForm({ role }: { role: AccountRole }) {
  const form = useFields({ email: '' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const result = validate(forgotPasswordSchema, { ...form.values, role });
    if (!result.ok) {
      form.report(result.errors);
      return;
    }
    form.setErrors({});
    setPending(true);
    try {
      await postJson('/api/account/forgot_password', result.data);
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? error.message
          : AUTH_MESSAGES.invalidCredentials,
      );
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return <Alert tone="success">{AUTH_MESSAGES.forgotPasswordSent}</Alert>;
  }

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="auth-intro">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <FailureBanner message={failure} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        requiredMarker
        {...form.bind('email')}
      />
      <Button type="submit" disabled={pending} className="auth-submit">
        {pending ? AUTH_MESSAGES.pleaseWait : 'Submit'}
      </Button>
    </form>
  );
}
