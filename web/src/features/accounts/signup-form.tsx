import {
  type AccountRole,
  PASSWORD_MIN_LENGTH,
  registerSchema,
  vendorSignupSchema,
} from '@petwell/domain';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError, postJson } from '../../lib/api';
import { useSite } from '../../lib/site-context';
import {
  apiFieldErrors,
  type FieldErrors,
  focusFirstInvalid,
  pickErrors,
  useFields,
  validate,
} from './form-state';
import { FailureBanner } from './failure-banner';
import { AUTH_MESSAGES } from './messages';
import { MobileVerification } from './mobile-verification';
import { signupSource } from './signup-source';
import { type TokenAnswer, tokenOf, useSignIn } from './use-sign-in';

/** The fields in the order they appear (the first invalid one takes focus). */
const FIELDS = ['first_name', 'last_name', 'practice_name', 'email', 'phone', 'password'] as const;
type Field = (typeof FIELDS)[number];

const ownerSchema = registerSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  password: true,
});
const vetSchema = vendorSignupSchema.pick({
  first_name: true,
  last_name: true,
  practice_name: true,
  email: true,
  password: true,
});

/** Codes whose server message is the one to show (the rest are the generic message). */
const TELLING_CODES = new Set(['mobile-not-verified', 'invalid-code', 'too-many-attempts']);

function signupFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.generic;
  if (error.code === 'duplicate-email' || error.status === 409) return AUTH_MESSAGES.duplicateEmail;
  return TELLING_CODES.has(error.code) || error.status === 429
    ? error.message
    : AUTH_MESSAGES.generic;
}

export interface SignupFormProps {
  /** 'user': an owner (POST /api/account/register); 'vendor': a vet and practice (vendor_signup). */
  role: AccountRole;
}

/**
 * The sign-up form of owners and vets (spec 000 sections 2, 4, 5 and 7): first and last name,
 * e-mail, the mobile verification step and password (vets may name their practice). The mobile
 * must be verified before anything is sent; success logs the new account in.
 */
export function SignupForm({ role }: SignupFormProps) {
  const form = useFields({
    first_name: '',
    last_name: '',
    practice_name: '',
    email: '',
    password: '',
  });
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [params] = useSearchParams();
  const site = useSite();
  const signIn = useSignIn();
  const vet = role === 'vendor';

  function showErrors(errors: FieldErrors<Field>) {
    const { phone, ...rest } = errors;
    form.setErrors(rest);
    setPhoneError(phone);
    focusFirstInvalid(formRef.current, errors, FIELDS);
  }

  function request(data: Record<string, string | null | undefined>, phone: string) {
    const base = {
      first_name: data['first_name'],
      last_name: data['last_name'],
      email: data['email'],
      phone,
      password: data['password'],
    };
    if (vet) {
      const practiceName = data['practice_name'];
      return postJson<TokenAnswer>('/api/account/vendor_signup', {
        ...base,
        ...(practiceName ? { practice_name: practiceName } : {}),
      });
    }
    const planCode = params.get('cc')?.trim();
    return postJson<TokenAnswer>('/api/account/register', {
      ...base,
      ...(planCode ? { plan_code: planCode } : {}),
      source: signupSource(navigator.userAgent),
      ...(site.kind === 'vendor' ? { vendor_id: site.website.vendorId } : {}),
    });
  }

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const { practice_name: practiceName, ...owner } = form.values;
    const result = vet
      ? validate(vetSchema, { ...owner, practice_name: practiceName })
      : validate(ownerSchema, owner);
    const errors: FieldErrors<Field> = result.ok ? {} : pickErrors(result.errors, FIELDS);
    if (verifiedMobile === null) errors.phone = AUTH_MESSAGES.mobileNotVerified;
    if (!result.ok || verifiedMobile === null) {
      showErrors(errors);
      return;
    }
    showErrors({});
    setPending(true);
    try {
      const token = tokenOf(await request(result.data, verifiedMobile));
      if (!token) throw new Error('the sign-up answer carries no token');
      signIn(token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'mobile-not-verified') {
        // The verification was used or is older than 15 minutes: verify the number again.
        setVerifiedMobile(null);
      }
      setFailure(signupFailure(error));
      showErrors(apiFieldErrors(error, FIELDS));
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FailureBanner message={failure} />
      <div className="auth-form-row">
        <TextField
          label="First name"
          autoComplete="given-name"
          requiredMarker
          {...form.bind('first_name', 'start')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          requiredMarker
          {...form.bind('last_name', 'start')}
        />
      </div>
      {vet ? (
        <TextField
          label="Practice name (optional)"
          hint="Leave it empty to use your name."
          autoComplete="organization"
          {...form.bind('practice_name', 'start')}
        />
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        requiredMarker
        {...form.bind('email')}
      />
      <MobileVerification
        name="phone"
        verifiedMobile={verifiedMobile}
        error={phoneError}
        onVerifiedChange={(mobile) => {
          setVerifiedMobile(mobile);
          setPhoneError(undefined);
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
        requiredMarker
        {...form.bind('password', 'raw')}
      />
      <Button type="submit" disabled={pending} className="auth-submit">
        {pending ? AUTH_MESSAGES.pleaseWait : 'Submit'}
      </Button>
    </form>
  );
}
