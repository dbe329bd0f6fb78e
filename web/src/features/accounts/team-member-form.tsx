import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileSchema,
  newPasswordSchema,
} from '@petwell/domain';
import { z } from 'zod';
import { Button } from '../../components/button';
import { ApiError, postJson } from '../../lib/api';
import { Form, FormTextField, setFieldErrors, SubmitButton, useZodForm } from '../../ui/form';
import { NameFields } from './name-fields';
import { TEAM_TEXT } from './team-text';

/** The member's fields; the password may stay empty (a new member sets their own by e-mail). */
const teamMemberFormSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: mobileSchema,
  password: z.union([z.literal(''), newPasswordSchema]),
});

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

export interface TeamMemberValues {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

export interface TeamMemberFormProps {
  /** The member to edit; none adds one. */
  member?: TeamMemberValues;
  onSaved: (email: string) => void;
  onCancel: () => void;
}

/**
 * Adds or edits a team member (upsert_team_member): first name, last name, e-mail and mobile
 * required; the password is optional, hashed by the server.
 */
export function TeamMemberForm({ member, onSaved, onCancel }: TeamMemberFormProps) {
  const form = useZodForm(teamMemberFormSchema, {
    defaultValues: {
      first_name: member?.first_name ?? '',
      last_name: member?.last_name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      password: '',
    },
  });
  return (
    <Form
      form={form}
      className="team-form"
      errorTitle={TEAM_TEXT.errorTitle}
      onSubmit={async ({ password, ...values }) => {
        try {
          await postJson('/api/account/team_member', {
            ...(member ? { id: member.id } : {}),
            ...values,
            ...(password ? { password } : {}),
          });
        } catch (error) {
          form.setError('root', {
            message: error instanceof ApiError ? error.message : TEAM_TEXT.saveFailed,
          });
          if (error instanceof ApiError) setFieldErrors(form, error.fields, FIELDS);
          return;
        }
        onSaved(values.email);
      }}
    >
      <NameFields form={form} className="team-form-row" />
      <div className="team-form-row">
        <FormTextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          requiredMarker
        />
        <FormTextField
          form={form}
          name="phone"
          trim="digits"
          label="Mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          requiredMarker
        />
      </div>
      <FormTextField
        form={form}
        name="password"
        trim="raw"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={member ? TEAM_TEXT.passwordHintEdit : TEAM_TEXT.passwordHintNew}
      />
      <div className="team-form-actions">
        <SubmitButton>{TEAM_TEXT.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {TEAM_TEXT.cancel}
        </Button>
      </div>
    </Form>
  );
}
