import { ASSESSMENT_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  MyAssessmentQuery,
  MyAssessmentQueryVariables,
  SubmitAssessmentMutation,
  SubmitAssessmentMutationVariables,
} from '../../generated/graphql';
import { clearToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { ASSESSMENT_STORAGE_KEY } from './assessment-store';
import { AssessmentOrderPage } from './pages/assessment-order-page';

const PATH = '/pet-health-assessment/order/';

/** Records each SubmitAssessment's answers and answers like the action does. */
function submitServer() {
  const sent: SubmitAssessmentMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitAssessmentMutation, SubmitAssessmentMutationVariables>(
      'SubmitAssessment',
      ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { submit_assessment: { id: 5, status: 1, basic_report: {} } },
        });
      },
    ),
  );
  return sent;
}

/** A sign-up form that completes at once with a new owner's token. */
const fakeSignup = (onSignedUp: (token: string) => Promise<void>) => (
  <button
    type="button"
    onClick={() => {
      void onSignedUp(fakeToken({ id: 99 }));
    }}
  >
    Sign me up
  </button>
);

const Landing = ({ path }: { path: string }) => <h1>{`Landed on ${path}`}</h1>;

function render(token?: string) {
  return renderWithApp(<AssessmentOrderPage renderSignup={fakeSignup} />, {
    path: PATH,
    pattern: PATH,
    routes: ['/app', '/app/my-health', '/login'].map((path) => ({
      path,
      element: <Landing path={path} />,
    })),
    ...(token ? { token } : {}),
  });
}

async function fillStep1(user: UserEvent) {
  // The step form loads apart from the intro.
  await user.type(await screen.findByLabelText(/Pet name/), 'Rex');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'Dog');
  await user.type(screen.getByLabelText(/Age/), '0.5');
  await user.selectOptions(screen.getByLabelText(/Gender/), 'Male');
  const thirst = screen.getByRole('group', { name: 'Excessive thirst or urination' });
  await user.click(within(thirst).getByRole('radio', { name: 'Severe' }));
}

async function takeTheTest(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
  const vomiting = await screen.findByRole('group', { name: 'Repeated vomiting' });
  await user.click(within(vomiting).getByRole('radio', { name: 'Moderate' }));
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
  const hairLoss = await screen.findByRole('group', { name: 'Hair loss' });
  await user.click(within(hairLoss).getByRole('radio', { name: 'Mild' }));
  await user.click(screen.getByRole('button', { name: 'Finish' }));
}

/** The owner's saved assessment (none by default). */
function savedAssessment(answers: Record<string, string | number> | null = null) {
  server.use(
    graphql.query<MyAssessmentQuery, MyAssessmentQueryVariables>('MyAssessment', () =>
      HttpResponse.json({
        data: {
          ihm: (answers ? [answers] : []).map((saved) => ({
            __typename: 'ihm',
            id: 5,
            answers: saved,
            basic_report: null,
            final_report: null,
            status: 1,
            booking_id: null,
            submitted_at: null,
            previous_basic_report: null,
            previous_submitted_at: null,
          })),
          pets: [],
        },
      }),
    ),
  );
}

beforeEach(() => {
  savedAssessment();
});

afterEach(() => {
  clearToken();
  sessionStorage.clear();
});

describe('the health assessment wizard', () => {
  it("opens with 'Start' and, for a visitor, 'I have already taken the test' to /login", async () => {
    const visitor = render();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'I have already taken the test' })).toHaveAttribute(
      'href',
      '/login',
    );
    visitor.unmount();
    render(fakeToken());
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'I have already taken the test' })).toBeNull();
  });

  it('asks about the pet and the internal symptoms first, and requires name, type, age and gender', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Questions marked * are mandatory.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
    for (const symptom of [
      'Excessive thirst or urination',
      'Weight loss or poor appetite',
      'Obesity',
      'Sluggishness or lethargy',
    ])
      expect(
        within(screen.getByRole('group', { name: symptom }))
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['N/A', 'Mild', 'Moderate', 'Severe']);
    expect(
      within(screen.getByLabelText(/^Type/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Dog', 'Cat', 'Other']);
    expect(
      within(screen.getByLabelText(/Neutering/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Spayed', 'Neutered', 'None']);
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText(ASSESSMENT_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(ASSESSMENT_MESSAGES.typeRequired)).toBeVisible();
    expect(screen.getByText(ASSESSMENT_MESSAGES.ageRequired)).toBeVisible();
    expect(screen.getByText(ASSESSMENT_MESSAGES.genderRequired)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Repeated diarrhea' })).toBeNull();
  });

  it('keeps the answers and the step through a reload of the page', async () => {
    const first = render();
    await first.user.click(await screen.findByRole('button', { name: 'Start' }));
    await fillStep1(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await screen.findByRole('group', { name: 'Repeated diarrhea' });
    // The next step starts at the top of the page.
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Health Assessment' })).toHaveFocus();
    first.unmount();
    const again = render();
    expect(await screen.findByRole('group', { name: 'Repeated diarrhea' })).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByLabelText(/Pet name/)).toHaveValue('Rex');
    expect(screen.getByLabelText(/Age/)).toHaveValue('0.5');
    expect(
      within(screen.getByRole('group', { name: 'Excessive thirst or urination' })).getByRole(
        'radio',
        { name: 'Severe' },
      ),
    ).toBeChecked();
  });

  it('starts at the intro when what the tab keeps is not an assessment', async () => {
    // Read back with its shape check, which loads only because something is kept.
    sessionStorage.setItem(
      ASSESSMENT_STORAGE_KEY,
      '{"stage":2,"answers":{"g-name":7},"complete":[]}',
    );
    render();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Repeated diarrhea' })).toBeNull();
  });

  it("says 'Please submit the required fields' at Finish while step 1 or 2 is not saved", async () => {
    const sent = submitServer();
    const { user } = render(fakeToken());
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: /Ortho & Skin/ }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please submit the required fields')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("saves a logged-in owner's answers (the server scores them) and opens /app", async () => {
    const sent = submitServer();
    const { user, router } = render(fakeToken());
    await takeTheTest(user);
    expect(await screen.findByRole('heading', { name: 'Landed on /app' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
    expect(sent).toEqual([
      {
        answers: {
          'g-name': 'Rex',
          'g-type': 'Dog',
          'g-age': 0.5,
          'g-sex': 'Male',
          'g-id1': 'Severe',
          'g-gi2': 'Moderate',
          'g-de3': 'Mild',
        },
      },
    ]);
    expect(sessionStorage.getItem(ASSESSMENT_STORAGE_KEY)).toBeNull();
  });

  it('shows a visitor the sign-up form after Finish and saves the result 1.5 s after sign-up, then opens /app/my-health', async () => {
    const sent = submitServer();
    const { user, router } = render();
    await takeTheTest(user);
    await user.click(await screen.findByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText(/Saving your pet’s results/)).toBeVisible();
    expect(sent).toEqual([]);
    await waitFor(
      () => {
        expect(sent).toHaveLength(1);
      },
      { timeout: 3000 },
    );
    expect(sent[0]?.answers).toMatchObject({ 'g-name': 'Rex', 'g-gi2': 'Moderate' });
    expect(await screen.findByRole('heading', { name: 'Landed on /app/my-health' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/my-health');
  });

  it('lets a visitor who logs in instead of signing up save the finished answers on return', async () => {
    const sent = submitServer();
    const visitor = render();
    await takeTheTest(visitor.user);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(PATH)}`,
    );
    visitor.unmount();
    const { user, router } = render(fakeToken());
    await user.click(await screen.findByRole('button', { name: 'Save my results' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /app' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
    expect(sent[0]?.answers).toMatchObject({ 'g-name': 'Rex', 'g-id1': 'Severe' });
  });

  it("starts an owner's retake from their last answers", async () => {
    savedAssessment({
      'g-name': 'Rex',
      'g-type': 'Dog',
      'g-age': 4,
      'g-sex': 'Male',
      'g-id2': 'Mild',
    });
    const { user } = render(fakeToken());
    expect(await screen.findByText(/Your last answers are filled in/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Rex');
    expect(screen.getByLabelText(/Age/)).toHaveValue('4');
    expect(
      within(screen.getByRole('group', { name: 'Weight loss or poor appetite' })).getByRole(
        'radio',
        { name: 'Mild' },
      ),
    ).toBeChecked();
  });

  it('says so when the result cannot be saved, and keeps the answers', async () => {
    server.use(
      graphql.mutation('SubmitAssessment', () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }),
      ),
    );
    const { user, router } = render(fakeToken());
    await takeTheTest(user);
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
    expect(sessionStorage.getItem(ASSESSMENT_STORAGE_KEY)).toContain('"g-name":"Rex"');
  });

  it('sends a practice account to the login page, to come back here', async () => {
    const { router } = render(fakeToken({ role: 'vendor', vendor_id: 2, subrole: 3 }));
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(PATH)}`);
  });
});
