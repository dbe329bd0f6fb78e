import type { AccountRole } from '@petwell/domain';
import { ApiError, postJson } from '../../lib/api';
import { Form, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { lazyLoginSchema } from './lazy-schemas';
import { AUTH_MESSAGES } from './messages';
import { type TokenAnswer, tokenOf, useSignIn } from './use-sign-in';

/**
 * Any failure is 'Invalid email or password.'; a login limit (429) says when to try again, and a
 * refusal that is no matter of the password (another practice's site: only its staff log in there)
 * says why.
 */
function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.invalidCredentials;
  if (error.status === 429) return error.message;
  if (error.code === 'access-denied') return error.message;
  return AUTH_MESSAGES.invalidCredentials;
}

/**
 * The login form of owners and vets: e-mail and password; the e-mail is trimmed and lower-cased;
 * invalid fields send nothing; 'Please Wait...' while sending; any failure shows the 'Error!'
 * banner; success stores the token and goes on.
 */
export function LoginForm({ role }: { role: AccountRole }) {
  const form = useZodForm(lazyLoginSchema, {
    defaultValues: { email: '', password: '' },
    input: (values) => ({ ...values, role }),
  });
  const signIn = useSignIn();

  return (
    <Form
      form={form}
      className="auth-form"
      errorTitle={AUTH_MESSAGES.errorTitle}
      onSubmit={async (data) => {
        let token: string | null;
        try {
          token = tokenOf(await postJson<TokenAnswer>('/api/account/login', data));
          if (!token) throw new Error('the login answer carries no token');
        } catch (error) {
          form.setError('root', { message: loginFailure(error) });
          return;
        }
        await signIn(token);
      }}
    >
      <FormTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        requiredMarker
      />
      <FormTextField
        form={form}
        name="password"
        trim="raw"
        label="Password"
        type="password"
        autoComplete="current-password"
        requiredMarker
      />
      <SubmitButton className="auth-submit">Submit</SubmitButton>
    </Form>
  );
}
