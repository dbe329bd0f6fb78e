import { profileSchema } from '@petwell/domain';
import { useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { refreshSession } from '../../lib/auth';
import { Form, SubmitButton, useZodForm } from '../../ui/form';
import { NameFields } from './name-fields';
import { type ProfileAccount, useSaveNames } from './profile-account';
import { PROFILE_TEXT } from './profile-messages';

export interface ProfileFormProps {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** An owner's profile (the default) or a staff member's. */
  account?: ProfileAccount;
}

/**
 * An owner's or a staff member's names (first and last name required, the sign-up rule for
 * letters; e-mail and mobile read-only). After a save the session is renewed, so the new token
 * carries the new names and the header shows them at once, without logging out (design 9.11).
 */
export function ProfileForm({
  id,
  firstName,
  lastName,
  email,
  phone,
  account = 'owner',
}: ProfileFormProps) {
  const form = useZodForm(profileSchema, {
    defaultValues: { first_name: firstName, last_name: lastName },
  });
  const saveNames = useSaveNames(account);
  // 'renewed': saved and the token carries it; 'stale': saved, but the session was not renewed.
  const [saved, setSaved] = useState<'renewed' | 'stale' | null>(null);
  const readOnlyHint = useId();
  return (
    <Form
      form={form}
      className="profile-form"
      errorTitle={PROFILE_TEXT.errorTitle}
      onSubmit={async (values) => {
        setSaved(null);
        if (!(await saveNames({ id, ...values }))) {
          form.setError('root', { message: PROFILE_TEXT.failed });
          return;
        }
        setSaved((await refreshSession()) ? 'renewed' : 'stale');
      }}
    >
      {saved ? (
        <Alert tone="success">
          {PROFILE_TEXT.saved}
          {saved === 'stale' ? ` ${PROFILE_TEXT.notRenewed}` : null}
        </Alert>
      ) : null}
      <NameFields form={form} className="profile-names" />
      <div className="profile-names profile-contact">
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          aria-describedby={readOnlyHint}
        />
        <TextField
          label="Mobile"
          type="tel"
          value={phone ?? ''}
          readOnly
          aria-describedby={readOnlyHint}
        />
      </div>
      <p id={readOnlyHint} className="field-hint profile-read-only">
        {PROFILE_TEXT.readOnlyHint}
      </p>
      <SubmitButton>{PROFILE_TEXT.save}</SubmitButton>
    </Form>
  );
}
