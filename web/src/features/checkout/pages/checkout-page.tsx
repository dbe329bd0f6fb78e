import { bookingCode, MESSAGES, PAYMENT_TYPES, PRODUCT_IDS } from '@petwell/domain';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { NotFound } from '../../../components/not-found';
import { PageTitle } from '../../../components/page-title';
import { config } from '../../../config/config';
import { postJson } from '../../../lib/api';
import type { CheckoutOrder } from '@petwell/domain';
import { clearToken, isStaff, useAuthUser } from '../../../lib/auth';
import { clearCheckout, loadCheckout } from '../checkout-data';
import { PaymentPanel } from '../payment-panel';
import type { PaymentAnswer } from '../payment-panel-text';
import { needsVisitDetails, VisitDetails, type VisitPetPicker } from '../visit-details';
import '../checkout.css';

/** The checkout's path: the login and sign-up forms come back here (their `redirect`). */
export const CHECKOUT_PATH = '/checkout';

export const CHECKOUT_STEPS = ['Login', 'Payment', 'Confirmation'] as const;
type Step = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_MESSAGES = {
  thanks: MESSAGES.thanksForOrder,
  ownersOnly: 'Checkout is for pet owners. You are logged in with a practice account.',
  loginToContinue: 'Please log in or sign up as a pet owner to continue.',
  planActive: (planName: string) => `Your ${planName} plan is active from today.`,
  seePlan: 'See your plan',
} as const;

export interface CheckoutPageProps {
  /** The owner login form (the accounts feature's, role user); after login it returns here. */
  loginForm: ReactNode;
  /** The owner sign-up form (role user); after sign-up it returns here. */
  signupForm: ReactNode;
  /** The login page's 'Forgot password?' link, coming back here after logging in. */
  forgotPasswordHref: string;
  /** The pets feature's picker, for an appointment that comes without a pet (the vet list). */
  PetPicker: VisitPetPicker;
  /**
   * The booking feature's way back to pick another time for an appointment whose time the
   * server refused (taken meanwhile): the booking wizard on the same listing and consultation.
   */
  PickAnotherTime: ComponentType<{ order: CheckoutOrder }>;
}

/** The id of what was bought as the app shows it: PQC-{id} (appointments), SMO-{id}. */
export function orderCode(order: CheckoutOrder, id: number): string | undefined {
  if (order.paymentType === PAYMENT_TYPES.appointments) return bookingCode(id);
  if (order.productId === PRODUCT_IDS.secondMedicalOpinion) return `SMO-${String(id)}`;
  return undefined;
}

function Progress({ current }: { current: Step }) {
  return (
    <ol className="checkout-progress" aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((step, index) => {
        const position = CHECKOUT_STEPS.indexOf(current);
        const state = index < position ? 'done' : index === position ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`checkout-step checkout-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        );
      })}
    </ol>
  );
}

/** Logs the practice account out here, so the visitor can log in as an owner on this page. */
async function leavePracticeAccount() {
  try {
    await postJson('/api/account/logout', {});
  } catch {
    // Offline: the token is forgotten anyway; the refresh cookie expires on its own.
  }
  clearToken();
}

function LoginStep({
  loginForm,
  signupForm,
  forgotPasswordHref,
}: Omit<CheckoutPageProps, 'PetPicker' | 'PickAnotherTime'>) {
  const user = useAuthUser();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [params, setParams] = useSearchParams();
  const redirect = params.get('redirect');

  // The accounts forms go to their `redirect` after signing in: back here, to the Payment step.
  useEffect(() => {
    if (redirect !== CHECKOUT_PATH) setParams({ redirect: CHECKOUT_PATH }, { replace: true });
  }, [redirect, setParams]);

  if (user && isStaff(user))
    return (
      <div className="checkout-vendor">
        <h2>Login</h2>
        <p>{CHECKOUT_MESSAGES.ownersOnly}</p>
        <div className="checkout-actions">
          <Button onClick={() => void leavePracticeAccount()}>
            Log out and continue as a pet owner
          </Button>
          <Link className="button button-secondary" to="/app">
            Go To Dashboard
          </Link>
        </div>
      </div>
    );

  return (
    <div className="checkout-login">
      <h2>{mode === 'login' ? 'Login' : 'Sign Up'}</h2>
      <p>{CHECKOUT_MESSAGES.loginToContinue}</p>
      <div className="checkout-auth">{mode === 'login' ? loginForm : signupForm}</div>
      {mode === 'login' ? (
        <p className="checkout-auth-forgot">
          <Link to={forgotPasswordHref}>Forgot password?</Link>
        </p>
      ) : null}
      <p className="checkout-auth-switch">
        {mode === 'login' ? `New to ${config.brandName}? ` : 'Already registered? '}
        <Button
          variant="link"
          onClick={() => {
            setMode(mode === 'login' ? 'signup' : 'login');
          }}
        >
          {mode === 'login' ? 'Sign Up' : 'Login'}
        </Button>
      </p>
    </div>
  );
}

function Confirmation({ order, answer }: { order: CheckoutOrder; answer: PaymentAnswer }) {
  const user = useAuthUser();
  const code = answer.id === null ? undefined : orderCode(order, answer.id);
  const planName = order.details['planName'];
  return (
    <div className="checkout-confirmation">
      <h2 className="checkout-thanks">{CHECKOUT_MESSAGES.thanks}</h2>
      {order.paymentType === PAYMENT_TYPES.promo && typeof planName === 'string' ? (
        <p>
          {CHECKOUT_MESSAGES.planActive(planName)}{' '}
          <Link to="/app/my-profile">{CHECKOUT_MESSAGES.seePlan}</Link>
        </p>
      ) : null}
      {code ? (
        <p>
          Your order number is <strong>{code}</strong>.
        </p>
      ) : null}
      <p>
        A confirmation e-mail is on its way
        {user?.email ? (
          <>
            {' '}
            to <strong>{user.email}</strong>
          </>
        ) : null}
        .
      </p>
      <div className="checkout-actions">
        <Link className="button button-secondary" to="/">
          Go Home
        </Link>
        <Link className="button button-primary" to="/app">
          Go To Dashboard
        </Link>
      </div>
    </div>
  );
}

/**
 * /checkout: a three-step progress, Login, Payment, Confirmation, without header or footer. No
 * checkout data is the 404 page. A visitor who is not logged in with the role user gets the login
 * and sign-up forms in the first step; then the Payment step (PaymentPanel); after a successful
 * payment the confirmation, and the checkout data is forgotten.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const [order, setOrder] = useState(loadCheckout);
  const [answer, setAnswer] = useState<PaymentAnswer | null>(null);
  const user = useAuthUser();
  const stepRef = useRef<HTMLElement>(null);
  const step: Step = answer ? 'Confirmation' : user?.role === 'user' ? 'Payment' : 'Login';
  const shownStep = useRef(step);

  // A new step is announced: focus moves to it (not on the first render).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  if (!order)
    return (
      <main id="main" tabIndex={-1}>
        <NotFound />
      </main>
    );

  return (
    <main id="main" tabIndex={-1} className="checkout-page">
      <PageTitle title="Checkout" />
      <div className="container">
        <h1>Checkout</h1>
        <Progress current={step} />
        {/* Named apart from the Payment section inside it: landmarks are told apart by name. */}
        <section
          ref={stepRef}
          tabIndex={-1}
          className="checkout-step-panel"
          aria-label={`Step ${String(CHECKOUT_STEPS.indexOf(step) + 1)} of ${String(CHECKOUT_STEPS.length)}: ${step}`}
        >
          {step === 'Login' ? (
            <LoginStep
              loginForm={props.loginForm}
              signupForm={props.signupForm}
              forgotPasswordHref={props.forgotPasswordHref}
            />
          ) : null}
          {step === 'Payment' && needsVisitDetails(order) ? (
            <VisitDetails order={order} PetPicker={props.PetPicker} onDone={setOrder} />
          ) : null}
          {step === 'Payment' && !needsVisitDetails(order) ? (
            <PaymentPanel
              order={order}
              slotRefusedAction={<props.PickAnotherTime order={order} />}
              onPaid={(paid) => {
                clearCheckout();
                setAnswer(paid);
              }}
            />
          ) : null}
          {step === 'Confirmation' && answer ? (
            <Confirmation order={order} answer={answer} />
          ) : null}
        </section>
      </div>
    </main>
  );
}
