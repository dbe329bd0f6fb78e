import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyQuestionsQuery, MyQuestionsQueryVariables } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { MyQuestionsPage } from './pages/my-questions-page';

type Row = MyQuestionsQuery['service_requests'][number];

const ANSWER_FILE = 'smo_service/user-7/00000000-0000-4000-8000-000000000010/lump.pdf';

const questionRow = (overrides: Partial<Row> = {}): Row => ({
  id: 5,
  status: 0,
  created_at: '2026-11-20T10:00:00Z',
  details: { question: 'Why does Biscuit scratch at night?' },
  response: null,
  response_files: null,
  responded_at: null,
  pet: { name: 'Biscuit' },
  ...overrides,
});

/** Answers MyQuestions with `rows` and records every request's variables. */
function questionsServer(rows: Row[]) {
  const asked: MyQuestionsQueryVariables[] = [];
  server.use(
    graphql.query<MyQuestionsQuery, MyQuestionsQueryVariables>('MyQuestions', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          service_requests: rows.slice(variables.offset, variables.offset + variables.limit),
        },
      });
    }),
  );
  return asked;
}

const owner = () => fakeToken({ role: 'user', id: 7 });

describe("an owner's questions", () => {
  it('show each question with its status, and the answer or the promised time', async () => {
    const asked = questionsServer([
      questionRow(),
      questionRow({
        id: 4,
        status: 3,
        created_at: '2026-11-10T10:00:00Z',
        details: { question: 'Can Mochi eat grapes?' },
        response: 'No: grapes are toxic to dogs.',
        responded_at: '2026-11-11T09:30:00Z',
        pet: { name: 'Mochi' },
      }),
      questionRow({
        id: 3,
        status: 4,
        created_at: '2026-11-01T10:00:00Z',
        details: { question: 'Is this lump serious?' },
        response: 'Please book a visit: a lump needs an examination.',
        response_files: [ANSWER_FILE],
        responded_at: '2026-11-02T09:30:00Z',
      }),
    ]);
    renderWithApp(<MyQuestionsPage />, { token: owner() });
    const open = within(await screen.findByRole('article', { name: /Nov 20, 2026/ }));
    expect(open.getByText('Why does Biscuit scratch at night?')).toBeVisible();
    expect(open.getByText('New')).toBeVisible();
    expect(open.getByText('Not answered yet.')).toBeVisible();
    expect(open.getByText('A vet answers your question within 36 hours.')).toBeVisible();

    const answered = within(screen.getByRole('article', { name: /Nov 10, 2026/ }));
    expect(answered.getByText('Completed')).toBeVisible();
    expect(answered.getByText('Mochi')).toBeVisible();
    expect(answered.getByRole('heading', { name: 'Answer' })).toBeVisible();
    expect(answered.getByText('No: grapes are toxic to dogs.')).toBeVisible();
    expect(answered.getByText(/^Answered/)).toHaveTextContent('Answered Nov 11, 2026');
    expect(answered.queryByText(/within 36 hours/)).toBeNull();
    expect(answered.queryByText('Not answered yet.')).toBeNull();

    const returned = within(screen.getByRole('article', { name: /Nov 1, 2026/ }));
    expect(returned.getByText('Returned')).toBeVisible();
    expect(returned.getByRole('heading', { name: 'Returned by the vet' })).toBeVisible();
    expect(returned.getByText('Please book a visit: a lump needs an examination.')).toBeVisible();
    expect(
      within(returned.getByRole('list', { name: 'Files from the vet' })).getByRole('button', {
        name: 'Open lump.pdf',
      }),
    ).toBeVisible();

    expect(screen.queryByText('No Questions Found')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ask Question' })).toBeNull();
    expect(asked[0]).toEqual({ limit: 10, offset: 0 });
  });

  it("say 'No Questions Found' with the link to ask one when there are none", async () => {
    questionsServer([]);
    renderWithApp(<MyQuestionsPage />, { token: owner() });
    expect(await screen.findByText('No Questions Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask Question' })).toHaveAttribute(
      'href',
      '/talk-to-a-vet/order',
    );
  });

  it('load pages of 10 until a page is short', async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      questionRow({ id: 100 - i, details: { question: `Question ${String(i + 1)}` } }),
    );
    questionsServer(rows);
    const { user } = renderWithApp(<MyQuestionsPage />, { token: owner() });
    expect(await screen.findByText('Question 10')).toBeVisible();
    expect(screen.queryByText('Question 11')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question 12')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('say so when they cannot be loaded', async () => {
    server.use(
      graphql.query<MyQuestionsQuery, MyQuestionsQueryVariables>('MyQuestions', () =>
        HttpResponse.json({ errors: [{ message: 'boom' }] }),
      ),
    );
    renderWithApp(<MyQuestionsPage />, { token: owner() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
  });
});
