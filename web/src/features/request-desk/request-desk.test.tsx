import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PresignFileMutation, PresignFileMutationVariables } from '../../generated/graphql';
import type {
  AnswerServiceRequestMutation,
  AnswerServiceRequestMutationVariables,
  AssignServiceRequestMutation,
  AssignServiceRequestMutationVariables,
  PracticeVetsQuery,
  PracticeVetsQueryVariables,
  StaffServiceRequestsQuery,
  StaffServiceRequestsQueryVariables,
} from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { QuestionsDeskPage } from './pages/questions-desk-page';
import { SmoRequestsPage } from './pages/smo-requests-page';

type Row = StaffServiceRequestsQuery['service_requests'][number];
/** A GraphQL answer: the operation's data, or errors. */
interface Body<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const DOCUMENT = 'smo_service/user-7/00000000-0000-4000-8000-000000000009/xray.png';
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const smoRow = (overrides: Partial<Row> = {}): Row => ({
  id: 12,
  type: 'smo',
  status: 0,
  created_at: hoursAgo(2),
  updated_at: hoursAgo(2),
  details: {
    petName: 'Biscuit',
    firstOpinion: 'Cruciate tear, TPLO advised.',
    query: 'Is a brace enough?',
    files: [DOCUMENT],
    authorization: true,
  },
  response: null,
  response_files: null,
  responded_at: null,
  overdue_at: null,
  user_id: 7,
  vendor_id: 1,
  assigned_vendor_login_id: null,
  assigned_vendor_login: null,
  user: { first_name: 'Emma', last_name: 'Thompson', email: 'emma@example.com' },
  pet: { name: 'Biscuit', type: 1, breed: 'Golden Retriever' },
  ...overrides,
});

const questionRow = (overrides: Partial<Row> = {}): Row =>
  smoRow({
    id: 5,
    type: 'free_question',
    details: { question: 'Can Maple eat grapes?', pet: 8 },
    pet: { name: 'Maple', type: 1, breed: null },
    ...overrides,
  });

const VETS: PracticeVetsQuery['vendor_logins'] = [
  { id: 1, first_name: 'Paula', last_name: 'Platform' },
  { id: 2, first_name: 'Nina', last_name: 'Alvarez' },
];

const platformAdmin = () =>
  fakeToken({ id: 1, role: 'root_admin', vendor_id: 1, subrole: 1, main_vendor: true });
const platformVet = () =>
  fakeToken({ id: 2, role: 'vendor', vendor_id: 1, subrole: 3, main_vendor: true });

/**
 * The data service behind the desk: the list (answering `rows()` each time it is asked), the
 * team, and the two actions (their answers given), recording every call.
 */
function desk(
  rows: () => Row[],
  {
    assign,
    answer,
  }: {
    assign?: () => Body<AssignServiceRequestMutation>;
    answer?: (
      variables: AnswerServiceRequestMutationVariables,
    ) => Body<AnswerServiceRequestMutation>;
  } = {},
) {
  const lists: StaffServiceRequestsQueryVariables[] = [];
  const assigned: AssignServiceRequestMutationVariables[] = [];
  const answered: AnswerServiceRequestMutationVariables[] = [];
  const presigned: PresignFileMutationVariables[] = [];
  server.use(
    graphql.query<WithTypename<StaffServiceRequestsQuery>, StaffServiceRequestsQueryVariables>(
      'StaffServiceRequests',
      ({ variables }) => {
        lists.push(variables);
        return HttpResponse.json({
          data: {
            service_requests: rows().map((row) => ({ ...row, __typename: 'service_requests' })),
          },
        });
      },
    ),
    graphql.query<PracticeVetsQuery, PracticeVetsQueryVariables>('PracticeVets', () =>
      HttpResponse.json({ data: { vendor_logins: VETS } }),
    ),
    graphql.mutation<AssignServiceRequestMutation, AssignServiceRequestMutationVariables>(
      'AssignServiceRequest',
      ({ variables }) => {
        assigned.push(variables);
        return HttpResponse.json(
          assign?.() ?? {
            data: {
              assign_service_request: {
                id: variables.id,
                status: 1,
                assignedVendorLoginId: variables.vendorLoginId,
                notified: false,
              },
            },
          },
        );
      },
    ),
    graphql.mutation<AnswerServiceRequestMutation, AnswerServiceRequestMutationVariables>(
      'AnswerServiceRequest',
      ({ variables }) => {
        answered.push(variables);
        return HttpResponse.json(
          answer?.(variables) ?? {
            data: {
              answer_service_request: {
                id: variables.id,
                status: variables.outcome === 'completed' ? 3 : 4,
                assignedVendorLoginId: 2,
                notified: true,
              },
            },
          },
        );
      },
    ),
    graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
      'PresignFile',
      ({ variables }) => {
        presigned.push(variables);
        return HttpResponse.json({
          data: {
            presign_file: {
              fileUrl: `${ORIGIN}/files/private/smo_service/user-7/00000000-0000-4000-8000-000000000010/${variables.fileName}`,
              uploadUrl: `${ORIGIN}/files/upload/1`,
            },
          },
        });
      },
    ),
    http.put(`${ORIGIN}/files/upload/:id`, () => new HttpResponse(null, { status: 200 })),
  );
  return { lists, assigned, answered, presigned };
}

const itemOf = async (name: string) => within(await screen.findByRole('article', { name }));

describe('the SMO requests of the platform', () => {
  it('lists second opinions 10 at a time with owner, pet, question and documents, and marks the overdue', async () => {
    const { lists } = desk(() => [
      smoRow(),
      smoRow({ id: 11, created_at: hoursAgo(49), status: 1, assigned_vendor_login_id: 2 }),
      smoRow({ id: 10, created_at: hoursAgo(200), status: 3, response: 'Brace first.' }),
    ]);
    renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    const fresh = await itemOf('SMO-12');
    expect(fresh.getByText('New')).toBeVisible();
    expect(fresh.getByText('Emma Thompson')).toBeVisible();
    expect(fresh.getByRole('link', { name: 'emma@example.com' })).toBeVisible();
    expect(fresh.getByText('Biscuit (Dog, Golden Retriever)')).toBeVisible();
    expect(fresh.getByText('Cruciate tear, TPLO advised.')).toBeVisible();
    expect(fresh.getByText('Is a brace enough?')).toBeVisible();
    expect(
      within(fresh.getByRole('list', { name: 'Documents of SMO-12' })).getByRole('button', {
        name: 'Open xray.png',
      }),
    ).toBeVisible();
    expect(fresh.queryByText('Overdue')).toBeNull();

    const late = await itemOf('SMO-11');
    expect(late.getByText('Overdue')).toBeVisible();
    expect(late.getByText('Assigned')).toBeVisible();
    // Answered requests are never overdue, and show the answer.
    const done = await itemOf('SMO-10');
    expect(done.queryByText('Overdue')).toBeNull();
    expect(done.getByText('Brace first.')).toBeVisible();
    expect(done.queryByRole('button', { name: /^Assign/ })).toBeNull();

    expect(lists[0]).toEqual({
      where: { type: { _eq: 'smo' } },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      limit: 10,
      offset: 0,
    });
  });

  it('filters by status and says when there are none', async () => {
    const { lists } = desk(() => []);
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    expect(await screen.findByText('No SMO Requests Found')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => {
      expect(lists.at(-1)?.where).toEqual({ type: { _eq: 'smo' }, status: { _eq: 2 } });
    });
  });

  it('filters on Overdue: the requests the deadline trigger stamped and nobody answered yet', async () => {
    const { lists } = desk(() => []);
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    expect(await screen.findByText('No SMO Requests Found')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    await waitFor(() => {
      expect(lists.at(-1)?.where).toEqual({
        type: { _eq: 'smo' },
        overdue_at: { _is_null: false },
        responded_at: { _is_null: true },
      });
    });
  });

  it('marks a request Overdue when the deadline trigger stamped it, while it waits for its answer', async () => {
    desk(() => [
      // Created 2 hours ago by this browser's clock, but stamped overdue by the server's trigger.
      smoRow({ id: 21, overdue_at: hoursAgo(1) }),
      smoRow({
        id: 22,
        status: 3,
        overdue_at: hoursAgo(1),
        response: 'A brace is enough.',
        responded_at: hoursAgo(0.5),
      }),
    ]);
    renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    expect((await itemOf('SMO-21')).getByText('Overdue')).toBeVisible();
    expect((await itemOf('SMO-22')).queryByText('Overdue')).toBeNull();
  });

  it('assigns to a vet after the spec’s question, and the list is asked for again', async () => {
    let status = 0;
    const { lists, assigned } = desk(() => [
      smoRow(
        status === 1
          ? {
              status,
              assigned_vendor_login_id: 2,
              assigned_vendor_login: { id: 2, first_name: 'Nina', last_name: 'Alvarez' },
            }
          : {},
      ),
    ]);
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    const item = await itemOf('SMO-12');
    const assign = item.getByRole('button', { name: 'Assign SMO-12' });
    expect(assign).toBeDisabled();
    await user.selectOptions(await item.findByLabelText('Assign SMO-12 to'), 'Nina Alvarez');

    // Cancelling assigns nothing.
    await user.click(assign);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to assign the SMO?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(assigned).toEqual([]);

    status = 1;
    await user.click(assign);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Assign' }),
    );
    expect(await screen.findByText('SMO-12 was assigned to Nina Alvarez.')).toBeVisible();
    expect(assigned).toEqual([{ id: 12, vendorLoginId: 2 }]);
    await waitFor(() => {
      expect(lists.length).toBeGreaterThan(1);
    });
    const after = await itemOf('SMO-12');
    expect(after.getByText('Nina Alvarez', { selector: 'dd' })).toBeVisible();
    // Reassigning needs another vet.
    expect(after.getByRole('button', { name: 'Reassign SMO-12' })).toBeDisabled();
  });

  it('shows the server’s refusal of an assignment', async () => {
    desk(() => [smoRow()], {
      assign: () => ({
        errors: [
          {
            message: 'This request is Completed: it cannot be assigned.',
            extensions: { code: 'conflict' },
          },
        ],
      }),
    });
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    const item = await itemOf('SMO-12');
    await user.selectOptions(await item.findByLabelText('Assign SMO-12 to'), 'Paula Platform');
    await user.click(item.getByRole('button', { name: 'Assign SMO-12' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Assign' }),
    );
    expect(
      await screen.findByText('This request is Completed: it cannot be assigned.'),
    ).toBeVisible();
  });

  it('lets the assigned vet answer with a file uploaded for the owner, after a question', async () => {
    const { answered, presigned } = desk(() => [
      smoRow({ status: 1, assigned_vendor_login_id: 2 }),
    ]);
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformVet() });
    const item = await itemOf('SMO-12');
    expect(item.getByText('You')).toBeVisible();
    // Staff who are not root admins do not assign.
    expect(item.queryByRole('button', { name: /^Assign/ })).toBeNull();

    // Nothing is sent without the answer.
    await user.click(item.getByRole('button', { name: 'Complete SMO-12' }));
    expect(item.getByText('Please write the answer.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(item.getByLabelText('Answer to SMO-12'), 'A brace and physiotherapy first.');
    await user.upload(
      item.getByLabelText('Files for the owner', { selector: 'input' }),
      new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(await item.findByText('plan.pdf uploaded.')).toBeVisible();
    expect(presigned[0]).toMatchObject({ serviceType: 'smo_service', customerId: 7 });

    await user.click(item.getByRole('button', { name: 'Complete SMO-12' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Complete SMO-12 and send the answer to the owner?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('SMO-12 was completed and the owner was e-mailed.'),
    ).toBeVisible();
    expect(answered).toEqual([
      {
        id: 12,
        outcome: 'completed',
        response: 'A brace and physiotherapy first.',
        files: [
          `${ORIGIN}/files/private/smo_service/user-7/00000000-0000-4000-8000-000000000010/plan.pdf`,
        ],
      },
    ]);
  });

  it('returns with the reason, says when the owner could not be mailed, and sets Pending', async () => {
    const { answered } = desk(() => [smoRow({ status: 1, assigned_vendor_login_id: 2 })], {
      answer: (variables) => ({
        data: {
          answer_service_request: {
            id: variables.id,
            status: variables.outcome === 'pending' ? 2 : 4,
            assignedVendorLoginId: 2,
            notified: false,
          },
        },
      }),
    });
    const { user } = renderWithApp(<SmoRequestsPage />, { token: platformVet() });
    const item = await itemOf('SMO-12');
    await user.click(item.getByRole('button', { name: 'Set to Pending SMO-12' }));
    expect(await screen.findByText('SMO-12 is Pending.')).toBeVisible();

    await user.click(item.getByRole('button', { name: 'Return SMO-12' }));
    expect(item.getByText('Please give the reason for returning it.')).toBeVisible();
    await user.type(item.getByLabelText('Answer to SMO-12'), 'The X-rays are missing.');
    await user.click(item.getByRole('button', { name: 'Return SMO-12' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Return SMO-12 to the owner unanswered?' }),
      ).getByRole('button', { name: 'Return' }),
    );
    expect(
      await screen.findByText('SMO-12 was returned. The owner could not be e-mailed.'),
    ).toBeVisible();
    expect(answered).toEqual([
      { id: 12, outcome: 'pending' },
      { id: 12, outcome: 'returned', response: 'The X-rays are missing.', files: [] },
    ]);
  });

  it('shows no controls to staff who are neither root admins nor the assignee', async () => {
    desk(() => [smoRow({ status: 1, assigned_vendor_login_id: 1 })]);
    renderWithApp(<SmoRequestsPage />, { token: platformVet() });
    const item = await itemOf('SMO-12');
    expect(item.getByText('Another vet')).toBeVisible();
    expect(item.queryByRole('button', { name: /^(Assign|Complete|Return)/ })).toBeNull();
    expect(item.queryByRole('form')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      graphql.query<StaffServiceRequestsQuery, StaffServiceRequestsQueryVariables>(
        'StaffServiceRequests',
        () => HttpResponse.json({ errors: [{ message: 'boom' }] }),
      ),
      graphql.query<PracticeVetsQuery, PracticeVetsQueryVariables>('PracticeVets', () =>
        HttpResponse.json({ data: { vendor_logins: VETS } }),
      ),
    );
    renderWithApp(<SmoRequestsPage />, { token: platformAdmin() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
  });
});

describe('the questions of the platform', () => {
  it('lists free questions, overdue after 36 hours, and asks before assigning one', async () => {
    const { lists, assigned } = desk(() => [
      questionRow(),
      questionRow({ id: 4, created_at: hoursAgo(37) }),
    ]);
    const { user } = renderWithApp(<QuestionsDeskPage />, { token: platformAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    const item = await itemOf('Question 5');
    expect(item.getByText('Can Maple eat grapes?')).toBeVisible();
    expect(item.getByText('Maple (Dog)')).toBeVisible();
    expect(item.queryByText('Overdue')).toBeNull();
    expect((await itemOf('Question 4')).getByText('Overdue')).toBeVisible();
    expect(lists[0]?.where).toEqual({ type: { _eq: 'free_question' } });

    await user.selectOptions(await item.findByLabelText('Assign Question 5 to'), 'Nina Alvarez');
    await user.click(item.getByRole('button', { name: 'Assign Question 5' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', {
          name: 'Are you sure you want to assign the question?',
        }),
      ).getByRole('button', { name: 'Assign' }),
    );
    await waitFor(() => {
      expect(assigned).toEqual([{ id: 5, vendorLoginId: 2 }]);
    });
  });

  it("say 'No Questions Found' when there are none", async () => {
    desk(() => []);
    renderWithApp(<QuestionsDeskPage />, { token: platformAdmin() });
    expect(await screen.findByText('No Questions Found')).toBeVisible();
  });
});
