import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  PracticeListingsQuery,
  PracticeListingsQueryVariables,
} from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { LISTINGS_TEXT } from './messages';
import { ListingsPage } from './pages/listings-page';

type Row = PracticeListingsQuery['vendor_listings'][number];

const ROOT_ADMIN = fakeToken({ id: 3, role: 'vendor', vendor_id: 2, subrole: 1 });

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  id,
  title: `Clinic ${String(id)}`,
  line1: `Dr. Vet ${String(id)}`,
  avatar: null,
  city: 'Brooklyn',
  state: 'NY',
  zipcode: '11217',
  consultations: [],
  ...overrides,
});

/** The listings behind the query: answers each page by offset and limit, recording the asks. */
function listings(rows: Row[] | 'error') {
  const asked: PracticeListingsQueryVariables[] = [];
  server.use(
    graphql.query<PracticeListingsQuery, PracticeListingsQueryVariables>(
      'PracticeListings',
      ({ variables }) => {
        asked.push(variables);
        if (rows === 'error')
          return HttpResponse.json({
            errors: [{ message: 'boom', extensions: { code: 'unexpected' } }],
          });
        return HttpResponse.json({
          data: {
            vendor_listings: rows.slice(variables.offset, variables.offset + variables.limit),
          },
        });
      },
    ),
  );
  return asked;
}

const render = () => renderWithApp(<ListingsPage />, { path: '/app/listings', token: ROOT_ADMIN });

describe('the listings screen', () => {
  it("lists the practice's listings with their consultations and an Edit link each", async () => {
    const asked = listings([
      row(8, {
        title: 'Happy Paws Telehealth',
        line1: 'Dr. Priya Shah, DVM',
        consultations: [
          { id: 1, type: 'video', enabled: true, price: 30, duration: 15 },
          { id: 2, type: 'phone', enabled: false, price: null, duration: null },
        ],
      }),
    ]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
    const item = await screen.findByRole('listitem', { name: 'Happy Paws Telehealth' });
    expect(within(item).getByText('Dr. Priya Shah, DVM')).toBeVisible();
    expect(within(item).getByText('Brooklyn, NY 11217')).toBeVisible();
    const consultations = within(item).getByRole('list', { name: 'Consultations' });
    expect(
      within(consultations)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Video Consultation · $30', 'Phone Consultation · off']);
    expect(within(item).getByRole('link', { name: 'Edit Happy Paws Telehealth' })).toHaveAttribute(
      'href',
      '/app/listings/item?id=8',
    );
    expect(screen.getByRole('link', { name: LISTINGS_TEXT.newListing })).toHaveAttribute(
      'href',
      '/app/listings/item',
    );
    expect(asked[0]).toEqual({ where: { vendor_id: { _eq: 2 } }, limit: 10, offset: 0 });
  });

  it('loads ten at a time and the next ten on request', async () => {
    const asked = listings(Array.from({ length: 12 }, (_, i) => row(i + 1)));
    const { user } = render();
    expect(await screen.findByRole('list', { name: 'Listings 1 to 10' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('list', { name: 'Listings 11 to 12' });
    expect(within(second).getAllByRole('listitem', { name: /^Clinic/ })).toHaveLength(2);
    expect(asked.map((v) => v.offset)).toContain(10);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches by title on the server, taking LIKE wildcards literally', async () => {
    const asked = listings([row(1)]);
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Clinic 1' });
    await user.type(screen.getByLabelText(LISTINGS_TEXT.search), '50%_off');
    await expect
      .poll(() => asked.at(-1)?.where)
      .toEqual({ vendor_id: { _eq: 2 }, title: { _ilike: '%50\\%\\_off%' } });
    expect(asked.at(-1)?.offset).toBe(0);
  });

  it("says 'No listing found!' and offers a New Listing to a practice without one", async () => {
    listings([]);
    render();
    expect(await screen.findByText('No listing found!')).toBeVisible();
    const links = screen.getAllByRole('link', { name: LISTINGS_TEXT.newListing });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/app/listings/item');
  });

  it('says so when the list cannot be loaded', async () => {
    listings('error');
    render();
    expect(
      await screen.findByText('Sorry something went wrong. Please try again later.'),
    ).toBeVisible();
  });
});
