import { type AccountRole, PASSWORD_MIN_LENGTH } from '@petwell/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { ApiError, postJson } from '../../lib/api';
import { useSite } from '../../lib/site-context';
import {
  Form,
  FormTextField,
  setFieldErrors,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../ui/form';
import type { ownerSignupSchema } from './account-schemas';
import { lazyOwnerSignupSchema, lazyVetSignupSchema } from './lazy-schemas';
import { AUTH_MESSAGES } from './messages';
import { NameFields } from './name-fields';
import { PLAN_CHECKOUT_PATH } from './plan-checkout-path';
import { MobileVerification } from './mobile-verification';
import type { PlanLookup } from './signup-plan';
import { signupSource } from './signup-source';
import { type TokenAnswer, tokenOf, useSignIn } from './use-sign-in';

/** The fields in the order they appear (the first invalid one takes focus). */
const FIELDS = ['first_name', 'last_name', 'practice_name', 'email', 'phone', 'password'] as const;

/** The form's values: the mobile is the number the server verified (null until then). */
interface SignupValues {
  first_name: string;
  last_name: string;
  practice_name: string;
  email: string;
  phone: string | null;
  password: string;
}

/** What the schemas give: the owner's fields, and the vet's practice name. */
type SignupData = z.output<typeof ownerSignupSchema> & {
  practice_name?: string | null | undefined;
};

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
  /**
   * Takes the new account's token instead of signing in and leaving the page (a page that has
   * more to do first, such as saving a finished assessment); the form waits for it.
   */
  onSignedUp?: (token: string) => Promise<void>;
  /**
   * The sign-up page's look-up of its `cc` plan (signup-plan.ts): an owner signing up with a paid
   * plan goes straight on to pay for it.
   */
  planLookup?: PlanLookup | undefined;
}

/**
 * The verified mobile as a form field, rendered in its place so that it takes the focus in the
 * order of the form (fields register as they render).
 */
function VerifiedPhone({ form }: { form: UseFormReturn<SignupValues, unknown, SignupData> }) {
  const phone = useFormField({ form, name: 'phone' });
  return (
    <MobileVerification
      name="phone"
      inputRef={phone.ref}
      verifiedMobile={phone.value}
      error={phone.error}
      onVerifiedChange={phone.set}
    />
  );
}

/**
 * The sign-up form of owners and vets: first and last name, e-mail, the mobile verification step
 * and password (vets may name their practice). The mobile must be verified before anything is sent;
 * success logs the new account in.
 */
export function SignupForm({ role, onSignedUp, planLookup }: SignupFormProps) {
  const vet = role === 'vendor';
  const form = useZodForm<SignupValues, SignupData>(
    vet ? lazyVetSignupSchema : lazyOwnerSignupSchema,
    {
      defaultValues: {
        first_name: '',
        last_name: '',
        practice_name: '',
        email: '',
        phone: null,
        password: '',
      },
      // The picked schemas drop the fields they do not check (the mobile; an owner's practice).
      check: ({ phone }) => ({
        phone: phone === null ? AUTH_MESSAGES.mobileNotVerified : undefined,
      }),
    },
  );
  const [params] = useSearchParams();
  const site = useSite();
  const signIn = useSignIn();
  // The plan named by `cc` goes with an owner's sign-up; a paid one is paid for right after it.
  const planCode = params.get('cc')?.trim();

  function request(data: SignupData, mobile: string) {
    const base = {
      first_name: data.first_name,
      last_name: data.last_name,
      email: data.email,
      phone: mobile,
      password: data.password,
    };
    if (vet) {
      const practiceName = data.practice_name;
      return postJson<TokenAnswer>('/api/account/vendor_signup', {
        ...base,
        ...(practiceName ? { practice_name: practiceName } : {}),
      });
    }
    return postJson<TokenAnswer>('/api/account/register', {
      ...base,
      ...(planCode ? { plan_code: planCode } : {}),
      source: signupSource(navigator.userAgent),
      ...(site.kind === 'vendor' ? { vendor_id: site.website.vendorId } : {}),
    });
  }

  async function onSubmit(data: SignupData) {
    const mobile = form.getValues('phone');
    if (mobile === null) return;
    let token: string | null;
    try {
      token = tokenOf(await request(data, mobile));
      if (!token) throw new Error('the sign-up answer carries no token');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'mobile-not-verified') {
        // The verification was used or is older than 15 minutes: verify the number again.
        form.setValue('phone', null);
      }
      form.setError('root', { message: signupFailure(error) });
      if (error instanceof ApiError) setFieldErrors(form, error.fields, FIELDS);
      return;
    }
    if (onSignedUp) {
      await onSignedUp(token);
      return;
    }
    // A sign-up with a paid plan goes straight on to pay for it (a look-up still on its way is
    // waited for; a failed one goes on as usual, the plan is still recorded with the account).
    const plan = !vet && planLookup ? await planLookup : null;
    const payPlan = plan !== null && plan !== 'failed' && plan.paid;
    await signIn(token, payPlan ? PLAN_CHECKOUT_PATH : undefined);
  }

  return (
    <Form
      form={form}
      className="auth-form"
      errorTitle={AUTH_MESSAGES.errorTitle}
      onSubmit={onSubmit}
    >
      <NameFields form={form} className="auth-form-row" />
      {vet ? (
        <FormTextField
          form={form}
          name="practice_name"
          trim="start"
          label="Practice name (optional)"
          hint="Leave it empty to use your name."
          autoComplete="organization"
        />
      ) : null}
      <FormTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        requiredMarker
      />
      <VerifiedPhone form={form} />
      <FormTextField
        form={form}
        name="password"
        trim="raw"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${String(PASSWORD_MIN_LENGTH)} characters.`}
        requiredMarker
      />
      <SubmitButton className="auth-submit">Submit</SubmitButton>
    </Form>
  );
}
