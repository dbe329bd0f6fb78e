import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MySmoRequestsQuery, MySmoRequestsQueryVariables } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import { MySmoPage } from './pages/my-smo-page';

type Row = MySmoRequestsQuery['service_requests'][number];

const FILE_KEY = 'smo_service/user-7/00000000-0000-4000-8000-000000000009/xray.png';
const ANSWER_KEY = 'smo_service/user-7/00000000-0000-4000-8000-000000000011/plan.pdf';

const smoRow = (overrides: Partial<Row> = {}): Row => ({
  id: 12,
  status: 0,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  details: {
    firstOpinion: 'Dr. Smith said it is arthritis.',
    query: 'Is surgery needed?',
    files: [FILE_KEY],
    authorization: true,
  },
  response: null,
  response_files: null,
  responded_at: null,
  pet: { name: 'Biscuit' },
  ...overrides,
});

/** Answers MySmoRequests with `pages[offset / 10]` and records every request's variables. */
function smoServer(pages: Row[][] | ((v: MySmoRequestsQueryVariables) => Row[])) {
  const asked: MySmoRequestsQueryVariables[] = [];
  server.use(
    graphql.query<MySmoRequestsQuery, MySmoRequestsQueryVariables>(
      'MySmoRequests',
      ({ variables }) => {
        asked.push(variables);
        const rows =
          typeof pages === 'function' ? pages(variables) : (pages[variables.offset / 10] ?? []);
        return HttpResponse.json({ data: { service_requests: rows } });
      },
    ),
  );
  return asked;
}

const owner = () => fakeToken({ role: 'user', id: 7 });

const rowOf = async (code: string) => {
  const row = (await screen.findByRole('heading', { name: code })).closest('li');
  if (!row) throw new Error('no row');
  return row;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an owner's SMO requests", () => {
  it('asks for second opinions by creation date, 10 at a time, and shows each as SMO-{id}', async () => {
    const asked = smoServer([[smoRow()]]);
    renderWithApp(<MySmoPage />, { token: owner() });
    const row = within(await rowOf('SMO-12'));
    expect(row.getByText('New')).toBeVisible();
    expect(row.getByText('Biscuit')).toBeVisible();
    expect(row.getByText('A vet answers your second opinion within 24–48 hours.')).toBeVisible();
    expect(asked[0]).toEqual({
      where: { type: { _eq: 'smo' } },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      limit: 10,
      offset: 0,
    });
  });

  it('filters by each of the six statuses and sorts by Updated Date', async () => {
    const asked = smoServer(() => []);
    const { user } = renderWithApp(<MySmoPage />, { token: owner() });
    expect(await screen.findByText('No SMO Requests Found')).toBeVisible();
    const statuses = ['New', 'Assigned', 'Pending', 'Completed', 'Returned', 'Other'];
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', ...statuses]);
    for (const [value, label] of statuses.entries()) {
      await user.selectOptions(screen.getByLabelText('Status'), label);
      await waitFor(() => {
        expect(asked.at(-1)?.where).toEqual({ type: { _eq: 'smo' }, status: { _eq: value } });
      });
    }
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Updated Date');
    await waitFor(() => {
      expect(asked.at(-1)?.orderBy).toEqual([{ updated_at: 'desc' }, { id: 'desc' }]);
    });
  });

  it('loads pages of 10 until a page is short', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => smoRow({ id: from + i }));
    smoServer([page(1, 10), page(11, 3)]);
    const { user } = renderWithApp(<MySmoPage />, { token: owner() });
    await rowOf('SMO-10');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('SMO-13');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the details, opens a document through a signed link, and the opinion once given', async () => {
    smoServer([
      [
        smoRow(),
        smoRow({
          id: 13,
          status: 3,
          response: 'No surgery: physiotherapy first.',
          response_files: [ANSWER_KEY],
          responded_at: '2026-11-22T08:00:00Z',
          pet: null,
        }),
      ],
    ]);
    const signed: unknown[] = [];
    server.use(
      http.post(`${ORIGIN}/files/sign`, async ({ request }) => {
        signed.push(await request.json());
        return HttpResponse.json({ url: `${ORIGIN}/files/private/read?sig=1`, expiresAt: '' });
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderWithApp(<MySmoPage />, { token: owner() });
    const row = within(await rowOf('SMO-12'));
    expect(row.getByText('Dr. Smith said it is arthritis.')).not.toBeVisible();
    await user.click(row.getByRole('button', { name: 'Show details of SMO-12' }));
    expect(row.getByText('Dr. Smith said it is arthritis.')).toBeVisible();
    expect(row.getByText('Is surgery needed?')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Open xray.png' }));
    await waitFor(() => {
      expect(tab.location.href).toBe(`${ORIGIN}/files/private/read?sig=1`);
    });
    expect(signed).toEqual([{ fileUrl: `/files/private/${FILE_KEY}` }]);

    const done = within(await rowOf('SMO-13'));
    expect(done.getByText('Completed')).toBeVisible();
    expect(done.queryByText(/within 24–48 hours/)).toBeNull();
    // The opinion shows without opening the details, with the vet's files.
    expect(done.getByRole('heading', { name: 'Second opinion' })).toBeVisible();
    expect(done.getByText('No surgery: physiotherapy first.')).toBeVisible();
    await user.click(done.getByRole('button', { name: 'Open plan.pdf' }));
    await waitFor(() => {
      expect(signed).toContainEqual({ fileUrl: `/files/private/${ANSWER_KEY}` });
    });
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      graphql.query<MySmoRequestsQuery, MySmoRequestsQueryVariables>('MySmoRequests', () =>
        HttpResponse.json({ errors: [{ message: 'boom' }] }),
      ),
    );
    renderWithApp(<MySmoPage />, { token: owner() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
  });
});
