import { OTP_CODE_LENGTH } from '@petwell/domain';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError, postJson } from '../../lib/api';
import { digitsOnly } from '../../ui/form';
import { loadAccountSchemas } from './lazy-schemas';
import { AUTH_MESSAGES } from './messages';

export interface MobileVerificationProps {
  /** The mobile input's name (the sign-up forms focus it by name). */
  name?: string;
  /** The number the server verified, owned by the form; null until verified. */
  verifiedMobile: string | null;
  onVerifiedChange: (mobile: string | null) => void;
  /** The form's message for the mobile ('Mobile number must be verified'). */
  error?: string | undefined;
  /** The mobile input, focused by the form when the number is not verified. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A mobile number's digits (domain mobileSchema). */
const MOBILE_DIGITS = 10;

/** Codes whose server message says what to do (limits, SMS down, a refused number). */
const TELLING_CODES = new Set(['too-many-attempts', 'provider-unavailable', 'validation-failed']);

function sendFailure(error: unknown): string {
  return error instanceof ApiError && TELLING_CODES.has(error.code)
    ? error.message
    : AUTH_MESSAGES.generic;
}

/** A wrong or expired code is 'Invalid OTP.'; a limit (429) says when to try again. */
function verifyFailure(error: unknown): string {
  return error instanceof ApiError && (error.status === 429 || error.code === 'too-many-attempts')
    ? error.message
    : AUTH_MESSAGES.invalidOtp;
}

const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  // The step sits inside the sign-up form: Enter acts on the step instead of submitting it.
  if (event.key === 'Enter') {
    event.preventDefault();
    action();
  }
};

/**
 * The phone verification step of the owner and vet sign-up forms: enter a mobile number, send a code, enter the code, verify. The result shows
 * 'Verified' (the number is then locked until 'Change number') or 'Invalid OTP.'. The number and
 * the code keep their digits only, as typed or pasted ('555 123 4567'), up to their length.
 */
export function MobileVerification({
  name = 'phone',
  verifiedMobile,
  onVerifiedChange,
  error,
  inputRef,
}: MobileVerificationProps) {
  const [mobile, setMobile] = useState(verifiedMobile ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sends, setSends] = useState(0);
  const [mobileError, setMobileError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // TextField keeps its input to itself; the step finds its inputs by name to move focus.
  const focusInput = (inputName: string) => {
    groupRef.current?.querySelector<HTMLInputElement>(`input[name="${inputName}"]`)?.focus();
  };
  const verified = verifiedMobile !== null && verifiedMobile === mobile;
  const codeStep = sentTo !== null && sentTo === mobile && !verified;

  useEffect(() => {
    if (sends > 0) focusInput('otp');
  }, [sends]);

  function changeMobile(value: string) {
    setMobile(value);
    setMobileError(undefined);
    setFailure(null);
    if (value !== sentTo) setStatus(null);
  }

  /** The schemas (loaded beside the form), or null with the generic failure shown. */
  async function schemasOrFailure() {
    try {
      return await loadAccountSchemas();
    } catch {
      setFailure(AUTH_MESSAGES.generic);
      return null;
    }
  }

  async function sendCode() {
    if (pending) return;
    setFailure(null);
    const schemas = await schemasOrFailure();
    if (!schemas) return;
    const result = schemas.mobileSchema.safeParse(mobile);
    if (!result.success) {
      setMobileError(result.error.issues[0]?.message);
      focusInput(name);
      return;
    }
    setMobileError(undefined);
    setPending('send');
    try {
      await postJson('/api/account/send_otp', { mobile: result.data });
      setSentTo(result.data);
      setCode('');
      setCodeError(undefined);
      setStatus(AUTH_MESSAGES.codeSent(result.data));
      setSends((n) => n + 1);
    } catch (caught) {
      setStatus(null);
      setFailure(sendFailure(caught));
    } finally {
      setPending(null);
    }
  }

  async function verify() {
    if (pending || sentTo === null) return;
    setFailure(null);
    const schemas = await schemasOrFailure();
    if (!schemas) return;
    const result = schemas.otpCodeSchema.safeParse(code);
    if (!result.success) {
      setCodeError(result.error.issues[0]?.message);
      focusInput('otp');
      return;
    }
    setCodeError(undefined);
    setPending('verify');
    try {
      await postJson('/api/account/verify_otp', { mobile: sentTo, otp: result.data });
      // The code is used: should the form drop the verification, the step starts again.
      setSentTo(null);
      setCode('');
      setStatus(null);
      onVerifiedChange(sentTo);
    } catch (caught) {
      setFailure(verifyFailure(caught));
      focusInput('otp');
    } finally {
      setPending(null);
    }
  }

  function changeNumber() {
    onVerifiedChange(null);
    setSentTo(null);
    setCode('');
    setStatus(null);
    setFailure(null);
    focusInput(name);
  }

  return (
    <fieldset ref={groupRef} className="mobile-verification">
      <legend className="visually-hidden">Mobile number verification</legend>
      <div className="mobile-verification-row">
        <TextField
          label="Mobile number"
          hint="10 digits. We will text you a 4-digit code to verify it."
          name={name}
          ref={inputRef}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          readOnly={verified}
          error={verified ? undefined : (mobileError ?? error)}
          onChange={(event) => {
            changeMobile(digitsOnly(event.target.value, MOBILE_DIGITS));
          }}
          onKeyDown={onEnter(() => void sendCode())}
        />
        {verified ? (
          <Button variant="link" className="mobile-verification-action" onClick={changeNumber}>
            Change number
          </Button>
        ) : (
          <Button
            variant="secondary"
            className="mobile-verification-action"
            disabled={pending !== null}
            onClick={() => void sendCode()}
          >
            {pending === 'send' ? 'Sending...' : sentTo === mobile ? 'Resend Code' : 'Send Code'}
          </Button>
        )}
      </div>
      {codeStep ? (
        <div className="mobile-verification-row">
          <TextField
            label="Code"
            hint={`The ${String(OTP_CODE_LENGTH)}-digit code from the text message.`}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(digitsOnly(event.target.value, OTP_CODE_LENGTH));
              setCodeError(undefined);
            }}
            onKeyDown={onEnter(() => void verify())}
          />
          <Button
            variant="secondary"
            className="mobile-verification-action"
            disabled={pending !== null}
            onClick={() => void verify()}
          >
            {pending === 'verify' ? 'Verifying...' : 'Verify'}
          </Button>
        </div>
      ) : null}
      <p
        className={`mobile-verification-status${verified ? ' is-verified' : ''}`}
        role="status"
        aria-live="polite"
      >
        {verified ? AUTH_MESSAGES.verified : codeStep ? status : null}
      </p>
      {failure ? (
        <p className="field-error mobile-verification-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
