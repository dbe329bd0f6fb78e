import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyHouseCallsQuery, MyHouseCallsQueryVariables } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { HOUSE_CALL_TEXT } from './messages';
import { HOUSE_CALL_ORDER_PAGE, MyHouseCallsPage } from './pages/my-house-calls-page';

type Row = MyHouseCallsQuery['service_requests'][number];

const DAY = 86_400_000;
const iso = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString();
const day = (value: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(value));

const houseCall = (overrides: Partial<Row> = {}): Row => ({
  id: 1,
  created_at: iso(-40),
  expires_at: iso(325),
  details: {
    primaryPhone: '3125550171',
    address: '1847 N Orchard Street, Apt 2',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60614',
  },
  vendor: { name: 'BrightCare Animal Hospital' },
  visits: [],
  ...overrides,
});

function houseCallsServer(rows: Row[] | 'error') {
  const asked: MyHouseCallsQueryVariables[] = [];
  server.use(
    graphql.query<MyHouseCallsQuery, MyHouseCallsQueryVariables>(
      'MyHouseCalls',
      ({ variables }) => {
        asked.push(variables);
        if (rows === 'error')
          return HttpResponse.json({
            errors: [{ message: 'boom', extensions: { code: 'unexpected' } }],
          });
        return HttpResponse.json({ data: { service_requests: rows } });
      },
    ),
  );
  return asked;
}

const owner = () => fakeToken({ role: 'user', id: 7 });
const visits = (article: HTMLElement) =>
  within(within(article).getByRole('list', { name: HOUSE_CALL_TEXT.visits }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("an owner's house-call packages", () => {
  it('show the year, its two visits and how many are used', async () => {
    const visited = iso(-12);
    const asked = houseCallsServer([
      houseCall({
        visits: [{ id: 3, visit_number: 1, visited_at: visited, note: 'Annual check-up.' }],
      }),
    ]);
    renderWithApp(<MyHouseCallsPage />, { token: owner() });
    const article = await screen.findByRole('article', { name: HOUSE_CALL_TEXT.packageHeading });
    const pkg = within(article);
    expect(pkg.getByText(HOUSE_CALL_TEXT.active)).toBeVisible();
    expect(pkg.getByText(HOUSE_CALL_TEXT.yearEnds(day(iso(325))))).toBeVisible();
    expect(pkg.getByText(HOUSE_CALL_TEXT.used(1, 2))).toBeVisible();
    expect(visits(article)).toEqual([
      `${HOUSE_CALL_TEXT.visit(1)}${HOUSE_CALL_TEXT.visited(day(visited))}Annual check-up.`,
      `${HOUSE_CALL_TEXT.visit(2)}${HOUSE_CALL_TEXT.notUsed}`,
    ]);
    expect(pkg.getByText('1847 N Orchard Street, Apt 2, Chicago, IL 60614')).toBeVisible();
    expect(pkg.getByText('BrightCare Animal Hospital')).toBeVisible();
    expect(pkg.getByText(HOUSE_CALL_TEXT.arrange('(312) 555-0171'))).toBeVisible();
    expect(asked).toEqual([{ userId: 7 }]);
  });

  it('tell a visit booked ahead from one made, and count both as used', async () => {
    const ahead = iso(10);
    houseCallsServer([
      houseCall({
        visits: [
          { id: 3, visit_number: 1, visited_at: iso(-30), note: null },
          { id: 4, visit_number: 2, visited_at: ahead, note: null },
        ],
      }),
    ]);
    renderWithApp(<MyHouseCallsPage />, { token: owner() });
    const article = await screen.findByRole('article', { name: HOUSE_CALL_TEXT.packageHeading });
    const pkg = within(article);
    expect(pkg.getByText(HOUSE_CALL_TEXT.used(2, 2))).toBeVisible();
    expect(visits(article)[1]).toBe(
      `${HOUSE_CALL_TEXT.visit(2)}${HOUSE_CALL_TEXT.booked(day(ahead))}`,
    );
  });

  it('show a package whose year is over as ended, its unused visit not used', async () => {
    const ended = iso(-5);
    houseCallsServer([houseCall({ created_at: iso(-370), expires_at: ended, vendor: null })]);
    renderWithApp(<MyHouseCallsPage />, { token: owner() });
    const article = await screen.findByRole('article', { name: HOUSE_CALL_TEXT.packageHeading });
    const pkg = within(article);
    expect(pkg.getByText(HOUSE_CALL_TEXT.ended)).toBeVisible();
    expect(pkg.getByText(HOUSE_CALL_TEXT.yearEnded(day(ended)))).toBeVisible();
    expect(pkg.getByText(HOUSE_CALL_TEXT.used(0, 2))).toBeVisible();
    expect(visits(article)).toEqual([
      `${HOUSE_CALL_TEXT.visit(1)}${HOUSE_CALL_TEXT.notUsedEnded}`,
      `${HOUSE_CALL_TEXT.visit(2)}${HOUSE_CALL_TEXT.notUsedEnded}`,
    ]);
    expect(pkg.queryByText(/to arrange each visit/)).not.toBeInTheDocument();
  });

  it('offer to buy a package when there is none', async () => {
    houseCallsServer([]);
    renderWithApp(<MyHouseCallsPage />, { token: owner() });
    expect(await screen.findByText(HOUSE_CALL_TEXT.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: HOUSE_CALL_TEXT.buy })).toHaveAttribute(
      'href',
      HOUSE_CALL_ORDER_PAGE,
    );
  });

  it('say so when they cannot be loaded', async () => {
    houseCallsServer('error');
    renderWithApp(<MyHouseCallsPage />, { token: owner() });
    expect(await screen.findByRole('alert')).toHaveTextContent(HOUSE_CALL_TEXT.failed);
  });
});
