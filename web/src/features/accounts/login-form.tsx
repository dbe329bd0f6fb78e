import { type AccountRole, loginSchema } from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError, postJson } from '../../lib/api';
import { useFields, validate } from './form-state';
import { FailureBanner } from './failure-banner';
import { AUTH_MESSAGES } from './messages';
import { type TokenAnswer, tokenOf, useSignIn } from './use-sign-in';

/** Any failure is 'Invalid email or password.'; a login limit (429) says when to try again. */
function loginFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 429
    ? error.message
    : AUTH_MESSAGES.invalidCredentials;
}

/**
 * The login form of owners and vets (spec 000 sections 2, 4, 5 and 7): e-mail and password; the
 * e-mail is trimmed and lower-cased; invalid fields send nothing; 'Please Wait...' while sending;
 * any failure shows the 'Error!' banner; success stores the token and goes on.
 */
export function LoginForm({ role }: { role: AccountRole }) {
  const form = useFields({ email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const result = validate(loginSchema, { ...form.values, role });
    if (!result.ok) {
      form.report(result.errors);
      return;
    }
    form.setErrors({});
    setPending(true);
    try {
      const answer = await postJson<TokenAnswer>('/api/account/login', result.data);
      const token = tokenOf(answer);
      if (!token) throw new Error('the login answer carries no token');
      signIn(token);
    } catch (error) {
      setFailure(loginFailure(error));
      setPending(false);
    }
  }

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FailureBanner message={failure} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        requiredMarker
        {...form.bind('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        requiredMarker
        {...form.bind('password', 'raw')}
      />
      <Button type="submit" disabled={pending} className="auth-submit">
        {pending ? AUTH_MESSAGES.pleaseWait : 'Submit'}
      </Button>
    </form>
  );
}
