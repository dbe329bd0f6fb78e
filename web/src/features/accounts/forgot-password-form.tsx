import type { AccountRole } from '@petwell/domain';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { ApiError, postJson } from '../../lib/api';
import { Form, FormError, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { lazyForgotPasswordSchema } from './lazy-schemas';
import { AUTH_MESSAGES } from './messages';

/**
 * Forgot password: an e-mail; the answer is always the 'check your inbox' message, so the form does
 * not reveal who has an account. Failure: 'Invalid email or password.', or the server's message
 * when it is a limit.
 */
export function ForgotPasswordForm({ role }: { role: AccountRole }) {
  const form = useZodForm(lazyForgotPasswordSchema, {
    defaultValues: { email: '' },
    input: (values) => ({ ...values, role }),
  });
  const [sent, setSent] = useState(false);

  if (sent) {
    return <Alert tone="success">{AUTH_MESSAGES.forgotPasswordSent}</Alert>;
  }

  return (
    <Form
      form={form}
      className="auth-form"
      errorAt="own"
      onSubmit={async (data) => {
        try {
          await postJson('/api/account/forgot_password', data);
          setSent(true);
        } catch (error) {
          form.setError('root', {
            message:
              error instanceof ApiError && error.status === 429
                ? error.message
                : AUTH_MESSAGES.invalidCredentials,
          });
        }
      }}
    >
      <p className="auth-intro">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <FormError title={AUTH_MESSAGES.errorTitle} />
      <FormTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        requiredMarker
      />
      <SubmitButton className="auth-submit">Submit</SubmitButton>
    </Form>
  );
}
