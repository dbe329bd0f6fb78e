import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { signIn, STAFF } from './support/people';

/**
 * The practice's Reports: Maria (Happy Paws' root admin) reads the last 30 days' figures, which
 * equal what the database holds (counted here from the raw rows with the admin secret, not
 * through the report functions), and downloads one as CSV; the platform's root admin narrows
 * every practice's figures to Happy Paws; Priya (staff) has no Reports menu and gets the 404
 * page at /app/reports.
 */
test.describe.configure({ mode: 'serial' });

const PLATFORM_ADMIN = 'admin@petwell.example.com';
const DAY_MS = 86_400_000;

interface Expected {
  bookings: number;
  canceled: number;
  share: string;
  net: string;
  newCustomers: number;
  returningCustomers: number;
  listings: string[];
}

/** Happy Paws' figures for the last 30 UTC days (today included), from its raw rows. */
async function expectedFigures(request: APIRequestContext, vendorId: number): Promise<Expected> {
  const data = await adminGraphql<{
    bookings: {
      created_at: string;
      status: number;
      user_id: number;
      listing: { id: number; title: string };
    }[];
    payments: { created_at: string; status: string; amount_cents: number }[];
  }>(
    request,
    `query ($vendorId: Int!) {
      bookings(where: { vendor_id: { _eq: $vendorId } }) {
        created_at status user_id listing { id title }
      }
      payments(where: { vendor_id: { _eq: $vendorId } }) { created_at status amount_cents }
    }`,
    { vendorId },
  );
  const now = new Date();
  const since = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS;
  const inPeriod = (at: string) => Date.parse(at) >= since;
  const recent = data.bookings.filter((b) => inPeriod(b.created_at));
  const canceled = recent.filter((b) => b.status === 3).length;
  const firstBooking = new Map<number, number>();
  for (const b of data.bookings) {
    const at = Date.parse(b.created_at);
    firstBooking.set(b.user_id, Math.min(at, firstBooking.get(b.user_id) ?? at));
  }
  const customers = [...new Set(recent.map((b) => b.user_id))];
  const newCustomers = customers.filter((id) => (firstBooking.get(id) ?? 0) >= since).length;
  const paid = data.payments.filter((p) => inPeriod(p.created_at));
  const netCents = paid
    .filter((p) => p.status === 'captured')
    .reduce((sum, p) => sum + p.amount_cents, 0);
  // Canceled bookings are left out; ties go to the older listing (lower id).
  const perListing = new Map<number, { title: string; count: number }>();
  for (const b of recent.filter((r) => r.status !== 3)) {
    const entry = perListing.get(b.listing.id) ?? { title: b.listing.title, count: 0 };
    perListing.set(b.listing.id, { ...entry, count: entry.count + 1 });
  }
  return {
    bookings: recent.length,
    canceled,
    share:
      recent.length === 0
        ? ''
        : ` (${String(Math.round((1000 * canceled) / recent.length) / 10)}%)`,
    net: `$${(netCents / 100).toFixed(2)}`,
    newCustomers,
    returningCustomers: customers.length - newCustomers,
    listings: [...perListing.entries()]
      .sort(([idA, a], [idB, b]) => b.count - a.count || idA - idB)
      .slice(0, 10)
      .map(([, { title, count }]) => `${title}${String(count)}`),
  };
}

async function happyPawsId(request: APIRequestContext): Promise<number> {
  const data = await adminGraphql<{ vendor_logins: { vendor_id: number }[] }>(
    request,
    `query ($email: String!) { vendor_logins(where: { email: { _eq: $email } }) { vendor_id } }`,
    { email: STAFF.mariaRootAdmin },
  );
  const id = data.vendor_logins[0]?.vendor_id;
  if (id === undefined) throw new Error('Maria is not in the demo data');
  return id;
}

/**
 * The totals and busiest listings the screen shows equal the database's. Other journeys book and
 * cancel at Happy Paws while this one runs, so a mismatch opens the screen afresh (`open`) and
 * compares again with a fresh count.
 */
async function expectFiguresOfHappyPaws(
  page: Page,
  request: APIRequestContext,
  vendorId: number,
  open: () => Promise<void>,
) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await open();
    const expected = await expectedFigures(request, vendorId);
    const totals = page.getByLabel('Totals, last 30 days');
    const value = (name: string) => totals.getByText(name, { exact: true }).locator('xpath=../dd');
    await expect(value('Bookings')).toHaveText(String(expected.bookings), { timeout: 5_000 });
    const loaded = { timeout: 2_000 };
    await expect(value('Canceled')).toHaveText(
      `${String(expected.canceled)}${expected.share}`,
      loaded,
    );
    await expect(value('Net revenue')).toHaveText(expected.net, loaded);
    await expect(value('New customers')).toHaveText(String(expected.newCustomers), loaded);
    await expect(value('Returning customers')).toHaveText(
      String(expected.returningCustomers),
      loaded,
    );
    const listings = page.getByRole('table', { name: 'Busiest listings' }).getByRole('row');
    await expect(listings).toHaveText(['ListingBookings', ...expected.listings], loaded);
  }).toPass({ timeout: 30_000 });
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    });
  }
}

test('Maria reads the last 30 days of Happy Paws, as the database holds them, and downloads a figure', async ({
  page,
  request,
}) => {
  const vendorId = await happyPawsId(request);
  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto('/app/appointments');
  await page
    .getByRole('navigation', { name: 'Practice' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('30');
  // Only the platform filters by practice.
  await expect(page.getByRole('combobox', { name: 'Practice', exact: true })).toHaveCount(0);
  await expectFiguresOfHappyPaws(page, request, vendorId, async () => {
    await page.reload();
  });
  await expect(page.locator('.report-chart canvas').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the Reports screen');

  const listings = page.getByRole('table', { name: 'Busiest listings' }).getByRole('row');
  const shown = await listings.allTextContents();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Busiest listings' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('busiest-listings-last-30-days.csv');
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  const csvRows = csv.trimEnd().split('\r\n');
  expect(csvRows[0]).toBe('Listing,Bookings');
  expect(csvRows.map((row) => row.replace(/^"(.*)"(,\d+)$/, '$1$2').replace(',', ''))).toEqual(
    shown,
  );
  await screenshots(page, 'practice-reports');
});

test("the platform's root admin narrows every practice's figures to Happy Paws", async ({
  page,
  request,
}) => {
  const vendorId = await happyPawsId(request);
  await signIn(page, request, PLATFORM_ADMIN, 'vendor');
  const practice = page.getByRole('combobox', { name: 'Practice', exact: true });
  const open = async () => {
    await page.goto('/app/reports');
    await expect(practice).toHaveValue('all');
    await practice.selectOption({ label: 'Happy Paws Veterinary Clinic' });
  };
  await open();
  await expectFiguresOfHappyPaws(page, request, vendorId, open);
});

test('a staff member has no Reports menu, and /app/reports is the 404 page', async ({
  page,
  request,
}) => {
  await signIn(page, request, STAFF.priya, 'vendor');
  await page.goto('/app/appointments');
  const menu = page.getByRole('navigation', { name: 'Practice' });
  await expect(menu.getByRole('link', { name: 'My Appointments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
