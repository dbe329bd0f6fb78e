import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { useMyAssessmentQuery, useSubmitAssessmentMutation } from '../../../generated/graphql';
import { Loading } from '../../../components/loading';
import { setToken, useAuthUser } from '../../../lib/auth';
import { lazyModule } from '../../../lib/lazy-module';
import { useLazyModule, usePreloadWhenIdle } from '../../../lib/use-lazy-module';
import {
  clearAssessment,
  EMPTY_ASSESSMENT,
  hasStoredAssessment,
  saveAssessment,
  type StoredAssessment,
} from '../assessment-store';
import {
  ASSESSMENT_ORDER_PATH,
  ASSESSMENT_TEXT,
  MY_HEALTH_PATH,
  SAVE_AFTER_SIGNUP_MS,
  WIZARD_STEPS,
  type WizardStep,
} from '../assessment-text';
import type { AnswerValues } from '../severity-field';
import '../assessment.css';

export interface AssessmentOrderPageProps {
  /**
   * The owner sign-up form (the accounts feature's), shown after Finish to a visitor without an
   * account; it hands the new account's token to `onSignedUp` instead of signing in itself.
   */
  renderSignup: (onSignedUp: (token: string) => Promise<void>) => ReactNode;
}

/** Stored answers as the fields hold them (texts); anything else is left out. */
function answerTexts(answers: unknown): AnswerValues {
  if (answers === null || typeof answers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(answers as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The step bar: where the visitor is and which steps are saved; any step can be opened. */
function StepBar({
  current,
  complete,
  onOpen,
}: {
  current: WizardStep;
  complete: readonly number[];
  onOpen: (step: WizardStep) => void;
}) {
  return (
    <ol className="assessment-steps" aria-label="Assessment steps">
      {WIZARD_STEPS.map(({ step, title }) => {
        const state = step === current ? 'current' : complete.includes(step) ? 'done' : 'todo';
        return (
          <li key={step} className={`assessment-step assessment-step-${state}`}>
            <button
              type="button"
              aria-current={step === current ? 'step' : undefined}
              onClick={() => {
                onOpen(step);
              }}
            >
              <span className="assessment-step-number" aria-hidden="true">
                {step}
              </span>
              {title}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function Intro({
  loggedIn,
  retake,
  onStart,
}: {
  loggedIn: boolean;
  retake: boolean;
  onStart: () => void;
}) {
  return (
    <div className="assessment-intro">
      <p>
        Three short pages about your pet and how they have been lately: general health, digestion,
        heart and breathing, joints and skin. You get a risk report for each area straight away.
      </p>
      {retake ? (
        <p>
          Your last answers are filled in: change what has changed. Your last result stays in your
          report for comparison.
        </p>
      ) : null}
      <div className="assessment-actions">
        <Button onClick={onStart}>{ASSESSMENT_TEXT.start}</Button>
        {loggedIn ? null : (
          <Link className="button button-secondary" to="/login">
            {ASSESSMENT_TEXT.alreadyTaken}
          </Link>
        )}
      </div>
    </div>
  );
}

// The intro shows first: the step form (react-hook-form, the domain's schemas and zod) loads
// apart, once the page shows; the check of an assessment kept in this tab loads only when there
// is one; the answers' rule loads at Finish (assessment-rules.ts).
const loadStepForm = () => import('../assessment-step-form');
const preloadStepForm = () => void loadStepForm().catch(() => undefined);
const AssessmentStepForm = lazy(() =>
  loadStepForm().then((m) => ({ default: m.AssessmentStepForm })),
);
const lazyLoadAssessment = lazyModule(() =>
  import('../assessment-kept').then((m) => m.loadAssessment),
);
const answersRule = () => import('../assessment-rules').then((m) => m.assessmentAnswersSchema);

/**
 * /pet-health-assessment/order/: the intro with 'Start', then
 * the three-step wizard. The answers and the step live in this tab's storage, so a reload loses
 * nothing. Finish needs steps 1 and 2 saved ('Please submit the required fields'); a logged-in
 * owner's result is saved (the server scores it) and the app opens; a visitor signs up first, and
 * the result is saved 1.5 s after the sign-up. Practice accounts go to the login page.
 */
export function AssessmentOrderPage({ renderSignup }: AssessmentOrderPageProps) {
  const [stored] = useState(hasStoredAssessment);
  const loadAssessment = useLazyModule(lazyLoadAssessment, stored);
  // The step form loads while the visitor reads the intro.
  usePreloadWhenIdle(preloadStepForm);
  if (stored && !loadAssessment) {
    return (
      <div className="container assessment-page">
        <PageTitle title={ASSESSMENT_TEXT.title} />
        <h1>{ASSESSMENT_TEXT.title}</h1>
        <Loading />
      </div>
    );
  }
  return <AssessmentWizard renderSignup={renderSignup} load={loadAssessment} />;
}

function AssessmentWizard({
  renderSignup,
  load,
}: AssessmentOrderPageProps & { load: (() => StoredAssessment) | undefined }) {
  const user = useAuthUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<StoredAssessment>(() => load?.() ?? EMPTY_ASSESSMENT);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, submit] = useSubmitAssessmentMutation();
  // An owner retaking the test starts from their last answers.
  const [{ data: taken }] = useMyAssessmentQuery({ pause: user?.role !== 'user' });
  const lastAnswers = answerTexts(taken?.ihm[0]?.answers);
  // Each new stage starts at its top: Save & Continue is at the bottom of a long page.
  const stageTop = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef(state.stage);
  useEffect(() => {
    if (state.stage === shownStage.current) return;
    shownStage.current = state.stage;
    stageTop.current?.focus();
  }, [state.stage]);

  const update = useCallback((change: (previous: StoredAssessment) => StoredAssessment) => {
    setState((previous) => {
      const next = change(previous);
      saveAssessment(next);
      return next;
    });
  }, []);
  const keepAnswers = useCallback(
    (answers: AnswerValues) => {
      update((previous) => ({ ...previous, answers: { ...previous.answers, ...answers } }));
    },
    [update],
  );

  if (user && user.role !== 'user')
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname)}`} replace />;

  const open = (stage: StoredAssessment['stage']) => {
    setNotice(null);
    update((previous) => ({ ...previous, stage }));
  };

  /** The answers' rule; null, with the save's failure message shown, when it cannot load. */
  async function loadedRule() {
    try {
      return await answersRule();
    } catch {
      setNotice(ASSESSMENT_TEXT.saveFailed);
      return null;
    }
  }

  /** Saves the answers to the owner's assessment; false (with the message shown) on failure. */
  async function store(answers: AnswerValues): Promise<boolean> {
    const rule = await loadedRule();
    if (!rule) return false;
    const result = await submit({ answers: rule.parse(answers) });
    if (result.error || !result.data?.submit_assessment) {
      setNotice(ASSESSMENT_TEXT.saveFailed);
      return false;
    }
    clearAssessment();
    return true;
  }

  async function finish(step3: AnswerValues) {
    const answers = { ...state.answers, ...step3 };
    const complete = [...new Set([...state.complete, 3 as const])];
    update((previous) => ({ ...previous, answers, complete }));
    const rule = await loadedRule();
    if (!rule) return;
    const ready = complete.includes(1) && complete.includes(2) && rule.safeParse(answers).success;
    if (!ready) {
      setNotice(ASSESSMENT_TEXT.required);
      return;
    }
    setNotice(null);
    if (!user) {
      open('signup');
      return;
    }
    if (await store(answers)) await navigate('/app');
  }

  async function afterSignup(token: string) {
    setSaving(true);
    setToken(token);
    await wait(SAVE_AFTER_SIGNUP_MS);
    const saved = await store(state.answers);
    setSaving(false);
    if (saved) await navigate(MY_HEALTH_PATH);
  }

  const { stage } = state;
  return (
    <div className="container assessment-page">
      <PageTitle title={ASSESSMENT_TEXT.title} />
      <h1 ref={stageTop} tabIndex={-1}>
        {ASSESSMENT_TEXT.title}
      </h1>
      {notice ? <Alert tone="error">{notice}</Alert> : null}
      <div className="card assessment-card">
        {stage === 'intro' ? (
          <Intro
            loggedIn={user !== null}
            retake={Object.keys(lastAnswers).length > 0}
            onStart={() => {
              if (Object.keys(state.answers).length === 0) keepAnswers(lastAnswers);
              open(1);
            }}
          />
        ) : stage === 'signup' ? (
          <div className="assessment-signup">
            <h2>{ASSESSMENT_TEXT.signupTitle}</h2>
            <p>{ASSESSMENT_TEXT.signupIntro}</p>
            {saving ? <Alert tone="info">{ASSESSMENT_TEXT.saving}</Alert> : null}
            {user && !saving ? (
              <Button
                onClick={() => {
                  void finish(state.answers);
                }}
              >
                Save my results
              </Button>
            ) : (
              <>
                {renderSignup(afterSignup)}
                <p>
                  Already have an account?{' '}
                  <Link to={`/login?redirect=${encodeURIComponent(ASSESSMENT_ORDER_PATH)}`}>
                    Log in
                  </Link>{' '}
                  and come back to save your results.
                </p>
              </>
            )}
            <Button
              variant="link"
              onClick={() => {
                open(3);
              }}
            >
              {ASSESSMENT_TEXT.goBack}
            </Button>
          </div>
        ) : (
          <>
            <StepBar current={stage} complete={state.complete} onOpen={open} />
            <Suspense fallback={<Loading />}>
              <AssessmentStepForm
                key={stage}
                step={stage}
                answers={state.answers}
                onChange={keepAnswers}
                onBack={() => {
                  open(stage === 1 ? 'intro' : ((stage - 1) as WizardStep));
                }}
                onSaved={async (answers) => {
                  if (stage === 3) {
                    await finish(answers);
                    return;
                  }
                  update((previous) => ({
                    answers: { ...previous.answers, ...answers },
                    complete: [...new Set([...previous.complete, stage])],
                    stage: (stage + 1) as WizardStep,
                  }));
                  setNotice(null);
                }}
              />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
