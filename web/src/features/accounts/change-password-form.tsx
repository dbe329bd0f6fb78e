import {
  ACCOUNT_MESSAGES,
  type AccountRole,
  changePasswordFormSchema,
  emailSchema,
  PASSWORD_MIN_LENGTH,
} from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError, postJson } from '../../lib/api';
import { type FieldErrors, pickErrors, useFields, validate } from './form-state';
import { FailureBanner } from './failure-banner';
import { AUTH_MESSAGES } from './messages';

const FIELDS = ['email', 'currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

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
}

/**
 * Change password (spec 000 sections 5, 7 and 8), with the current password or the code of a
 * reset link. New and confirm are required, at least 8 characters, and must match. The password
 * goes to the server as typed, over HTTPS; the server hashes it (design 9.3).
 */
export function ChangePasswordForm({
  role,
  forgotCode,
  initialEmail = '',
  lockEmail = false,
  loginHref,
}: ChangePasswordFormProps) {
  const form = useFields({
    email: initialEmail.trim(),
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const emailLocked = lockEmail && validate(emailSchema, initialEmail).ok;

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const { email, currentPassword, newPassword, confirmPassword } = form.values;
    const emailResult = validate(emailSchema, email);
    const passwords = validate(changePasswordFormSchema, {
      currentPassword,
      newPassword,
      confirmPassword,
      ...(forgotCode ? { forgotCode } : {}),
    });
    const errors: FieldErrors<Field> = passwords.ok ? {} : pickErrors(passwords.errors, FIELDS);
    if (!emailResult.ok) errors.email = emailResult.errors[''] ?? ACCOUNT_MESSAGES.emailInvalid;
    // The schema checks the current password only once the new ones pass; say it at once.
    if (!forgotCode && !currentPassword)
      errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
    if (!emailResult.ok || !passwords.ok || errors.currentPassword) {
      form.report(errors);
      return;
    }
    form.setErrors({});
    setPending(true);
    try {
      await postJson('/api/account/change_password', {
        email: emailResult.data,
        role,
        ...(forgotCode ? { forgotCode } : { currentPassword }),
        newPassword,
      });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : AUTH_MESSAGES.generic);
      form.report(error instanceof ApiError ? error.fields : {});
    } finally {
      setPending(false);
    }
  }

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
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FailureBanner message={failure} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        requiredMarker
        readOnly={emailLocked}
        {...form.bind('email')}
      />
      {forgotCode ? null : (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          requiredMarker
          {...form.bind('currentPassword', 'raw')}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        requiredMarker
        {...form.bind('newPassword', 'raw')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        requiredMarker
        {...form.bind('confirmPassword', 'raw')}
      />
      <Button type="submit" disabled={pending} className="auth-submit">
        {pending ? AUTH_MESSAGES.pleaseWait : 'Submit'}
      </Button>
    </form>
  );
}
