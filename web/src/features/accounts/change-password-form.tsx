import {
  ACCOUNT_MESSAGES,
  type AccountRole,
  isEmailAddress,
  PASSWORD_MIN_LENGTH,
} from '@petwell/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { ApiError, postJson } from '../../lib/api';
import { setToken } from '../../lib/auth';
import { Form, FormTextField, setFieldErrors, SubmitButton, useZodForm } from '../../ui/form';
import { lazyChangePasswordSchema } from './lazy-schemas';
import { AUTH_MESSAGES } from './messages';
import { type TokenAnswer, tokenOf } from './use-sign-in';

const FIELDS = ['email', 'currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  role: AccountRole;
  /** The code of a reset link (`?forgot=`): it stands in for the current password. */
  forgotCode: string | null;
  /** The e-mail to start with: the reset link's, or the signed-in user's. */
  initialEmail?: string;
  /** Shows the e-mail read-only (a reset link names its account). */
  lockEmail?: boolean;
  /** The login page, linked once the password is changed. */
  loginHref: string;
  /**
   * The signed-in user changes their own password (the profile): the e-mail is their account's
   * (`initialEmail`, not shown), and they stay signed in with the new password, since the change
   * ends every session of the account.
   */
  signedIn?: boolean;
}

/** After the change: the form, the new session's success message, or the link to log in. */
type Done = false | 'signed-in' | 'log-in';

/** Logs in with the new password; false when that fails (the user then logs in themselves). */
async function signInAgain(email: string, role: AccountRole, password: string): Promise<boolean> {
  try {
    const token = tokenOf(
      await postJson<TokenAnswer>('/api/account/login', { email, password, role }),
    );
    if (token) setToken(token);
    return token !== null;
  } catch {
    return false;
  }
}

/**
 * Change password, with the current password or the code of a reset link. New and confirm are
 * required, at least 8 characters, and must match. The password goes to the server as typed, over
 * HTTPS; only the server hashes passwords.
 */
export function ChangePasswordForm({
  role,
  forgotCode,
  initialEmail = '',
  lockEmail = false,
  loginHref,
  signedIn = false,
}: ChangePasswordFormProps) {
  const form = useZodForm(lazyChangePasswordSchema, {
    defaultValues: {
      email: initialEmail.trim(),
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    input: (values) => ({ ...values, ...(forgotCode ? { forgotCode } : {}) }),
    // The schema checks the current password only once the new ones pass; say it at once.
    check: (values) => ({
      currentPassword:
        !forgotCode && !values.currentPassword
          ? ACCOUNT_MESSAGES.currentPasswordRequired
          : undefined,
    }),
  });
  const [done, setDone] = useState<Done>(false);
  const emailLocked = lockEmail && isEmailAddress(initialEmail.trim());

  if (done === 'signed-in') return <Alert tone="success">{AUTH_MESSAGES.passwordReset}</Alert>;
  if (done) {
    return (
      <div className="auth-done">
        <Alert tone="success">{AUTH_MESSAGES.passwordReset}</Alert>
        <p>
          <Link to={loginHref}>Log in with your new password</Link>
        </p>
      </div>
    );
  }

  const newPasswordHint = `At least ${String(PASSWORD_MIN_LENGTH)} characters.`;
  return (
    <Form
      form={form}
      className="auth-form"
      errorTitle={AUTH_MESSAGES.errorTitle}
      onSubmit={async ({ email, currentPassword, newPassword }) => {
        try {
          await postJson('/api/account/change_password', {
            email,
            role,
            ...(forgotCode ? { forgotCode } : { currentPassword }),
            newPassword,
          });
        } catch (error) {
          form.setError('root', {
            message: error instanceof ApiError ? error.message : AUTH_MESSAGES.generic,
          });
          if (error instanceof ApiError) setFieldErrors(form, error.fields, FIELDS);
          return;
        }
        setDone(signedIn && (await signInAgain(email, role, newPassword)) ? 'signed-in' : 'log-in');
      }}
    >
      {signedIn ? (
        // For password managers: the account whose password changes.
        <input type="hidden" name="email" autoComplete="username" value={initialEmail} />
      ) : (
        <FormTextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          requiredMarker
          readOnly={emailLocked}
        />
      )}
      {forgotCode ? null : (
        <FormTextField
          form={form}
          name="currentPassword"
          trim="raw"
          label="Current password"
          type="password"
          autoComplete="current-password"
          requiredMarker
        />
      )}
      <FormTextField
        form={form}
        name="newPassword"
        trim="raw"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        requiredMarker
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        trim="raw"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        requiredMarker
      />
      <SubmitButton className="auth-submit">Submit</SubmitButton>
    </Form>
  );
}
