import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '@petwell/domain';
import { type SyntheticEvent, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextArea } from '../../components/text-area';
import { TextField } from '../../components/text-field';
import { useSubmitContactRequestMutation } from '../../generated/graphql';
import { GENERIC_ERROR } from '../../lib/api';
import './contact-form.css';

/** What the request is about: the shelter program pages, or the general contact page. */
export type ContactKind = 'shelter' | 'contact';

export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  companyRequired: 'Please enter your company.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  sent: 'Thank you! We have received your message and will contact you within two business days.',
  failed: GENERIC_ERROR,
} as const;

/**
 * Input limits. `comments` and `email` are the database's own (contact_requests_comments_max_5000,
 * isEmailAddress's 254); the others keep stored values a sensible size.
 */
export const CONTACT_FORM_LIMITS = {
  name: 200,
  company: 200,
  email: 254,
  number: 40,
  comments: 5000,
} as const;

type FieldName = keyof typeof CONTACT_FORM_LIMITS;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string | undefined>>;

const EMPTY: Values = { name: '', company: '', email: '', number: '', comments: '' };

/** The order of the fields on screen: the first invalid one in it gets the focus. */
const FIELD_ORDER: readonly FieldName[] = ['name', 'company', 'email', 'number', 'comments'];

const trimAll = (values: Values): Values => ({
  name: values.name.trim(),
  company: values.company.trim(),
  email: values.email.trim(),
  number: values.number.trim(),
  comments: values.comments.trim(),
});

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name) errors.name = CONTACT_FORM_MESSAGES.nameRequired;
  if (!values.company) errors.company = CONTACT_FORM_MESSAGES.companyRequired;
  if (!values.email) errors.email = CONTACT_FORM_MESSAGES.emailRequired;
  else if (!isEmailAddress(values.email)) errors.email = CONTACT_FORM_MESSAGES.emailInvalid;
  return errors;
}

export interface ContactFormProps {
  kind: ContactKind;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The shelter and contact form (spec 000 section 2, "Shelter contact form"). It stores the
 * request and says so (design 9.8); on a failure the visitor's text stays for another try.
 */
export function ContactForm({ kind, labelledBy }: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [{ fetching }, submit] = useSubmitContactRequestMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes as soon as the visitor works on the field it is about.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (fetching) return;
    const trimmed = trimAll(values);
    setValues(trimmed);
    setSent(false);
    setFailed(false);
    const found = validate(trimmed);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const result = await submit({
      object: {
        kind,
        name: trimmed.name,
        company: trimmed.company,
        email: trimmed.email,
        number: trimmed.number || null,
        comments: trimmed.comments || null,
      },
    });
    if (result.error || !result.data?.insert_contact_requests?.affected_rows) {
      setFailed(true);
      return;
    }
    setValues(EMPTY);
    setSent(true);
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="contact-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-form-grid">
        <TextField
          label="Your Name"
          name="name"
          autoComplete="name"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            change('name')(event.target.value);
          }}
        />
        <TextField
          label="Company"
          name="company"
          autoComplete="organization"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.company}
          value={values.company}
          error={errors.company}
          onChange={(event) => {
            change('company')(event.target.value);
          }}
        />
        <TextField
          label="Your Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          requiredMarker
          maxLength={CONTACT_FORM_LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => {
            change('email')(event.target.value);
          }}
        />
        <TextField
          label="Number"
          name="number"
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_FORM_LIMITS.number}
          value={values.number}
          onChange={(event) => {
            change('number')(event.target.value);
          }}
        />
      </div>
      <TextArea
        label="Comments"
        name="comments"
        rows={5}
        maxLength={CONTACT_FORM_LIMITS.comments}
        value={values.comments}
        onChange={(event) => {
          change('comments')(event.target.value);
        }}
      />
      {failed ? <Alert tone="error">{CONTACT_FORM_MESSAGES.failed}</Alert> : null}
      <div role="status" aria-live="polite" className={sent ? 'alert alert-success' : undefined}>
        {sent ? CONTACT_FORM_MESSAGES.sent : null}
      </div>
      <Button type="submit" disabled={fetching}>
        {fetching ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
