import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  bookForCustomerThroughApi,
  firstDayWithSlots,
  LISTINGS,
  pathAndQuery,
} from './support/booking';
import { outboxMessages } from './support/outbox';
import { apiLogin, createOwner, createPet, signIn, STAFF } from './support/people';

/**
 * Who reaches an owner's data: a practice that signed up waits for the
 * platform's approval and is told so; the platform approves it on its Practices screen; an owner
 * answers a practice that booked for them, shares a pet's records and revokes the access. What a
 * practice then sees is covered by the permission tests (engine/test/cases/permissions).
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC' });

const HAPPY_PAWS = { id: 2, name: 'Happy Paws Veterinary Clinic' };
const RIVERSIDE = {
  name: 'Riverside Pet Care',
  rootAdmin: 'grace.whitman@riversidepets.example.com',
};
const PLATFORM_ADMIN = 'admin@petwell.example.com';

const PENDING_BANNER =
  'Your practice is waiting for approval. Once the platform approves it, your listings and site go live and you can book for customers.';

const main = (page: Page) => page.getByRole('main');

/** A page of its own (own local storage) signed in as `email`. */
async function pageFor(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  role: 'user' | 'vendor',
): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, request, email, role);
  return page;
}

/** What a booking shares with its practice, as the database has it (admin). */
async function sharingOf(request: APIRequestContext, bookingId: number) {
  const data = await adminGraphql<{
    bookings_by_pk: { record_sharing: string; pet_id: number | null } | null;
  }>(request, `query E2eSharing($id: Int!) { bookings_by_pk(id: $id) { record_sharing pet_id } }`, {
    id: bookingId,
  });
  return data.bookings_by_pk;
}

test('a practice waits for approval until the platform approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const grace = await pageFor(browser, request, RIVERSIDE.rootAdmin, 'vendor');

  await test.step('the new practice is told it waits for approval', async () => {
    await grace.goto('/app/appointments');
    await expect(main(grace).getByRole('status').filter({ hasText: PENDING_BANNER })).toBeVisible();
    await expect(grace.getByRole('link', { name: 'Practices' })).toHaveCount(0);
    await expectNoAxeViolations(grace, 'appointments of a pending practice');
  });

  await test.step('another practice’s root admin cannot open the approval screen', async () => {
    await grace.goto('/app/practices');
    await expect(main(grace).getByText('Only the platform can approve practices.')).toBeVisible();
    await expect(main(grace).getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  });

  const admin = await pageFor(browser, request, PLATFORM_ADMIN, 'vendor');
  await test.step('the platform sees it waiting and approves it', async () => {
    await admin.goto('/app');
    await admin
      .getByRole('navigation', { name: 'Practice' })
      .getByRole('link', { name: 'Practices' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Practices' })).toBeVisible();
    await expect(admin.getByLabel('Status')).toHaveValue('pending');
    const waiting = main(admin).getByRole('list', { name: 'Waiting for approval' });
    const row = waiting.getByRole('listitem').filter({ hasText: RIVERSIDE.name });
    await expect(row.getByText('owner@riversidepets.example.com')).toBeVisible();
    await expectNoAxeViolations(admin, 'practices waiting for approval');

    await row.getByRole('button', { name: `Approve ${RIVERSIDE.name}` }).click();
    await expect(main(admin).getByText(`${RIVERSIDE.name} was approved.`)).toBeVisible();
    await expect(main(admin).getByRole('heading', { name: RIVERSIDE.name })).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('approved');
    await expect(main(admin).getByRole('heading', { name: RIVERSIDE.name })).toBeVisible();
  });

  await test.step('the practice is mailed and its banner is gone', async () => {
    await expect
      .poll(async () =>
        (await outboxMessages(request, RIVERSIDE.rootAdmin)).some(
          (message) => message.subject === `${RIVERSIDE.name} is approved`,
        ),
      )
      .toBe(true);
    await grace.goto('/app/appointments');
    await expect(grace.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    await expect(grace.getByText(PENDING_BANNER)).toHaveCount(0);
  });
  await grace.context().close();
  await admin.context().close();
});

test('an owner shares a pet’s records with a practice that booked for them, then revokes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, 'sharing');
  await createPet(request, owner.id, 'Biscuit');
  const { slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'chat', 10);
  const bookingId = await bookForCustomerThroughApi(
    request,
    await apiLogin(request, STAFF.mariaRootAdmin, 'vendor'),
    {
      listingId: LISTINGS.happyPawsTelehealth,
      vendorId: HAPPY_PAWS.id,
      type: 'chat',
      slot: slots.at(-1) ?? '',
      customerId: owner.id,
    },
  );
  expect(await sharingOf(request, bookingId)).toEqual({
    record_sharing: 'requested',
    pet_id: null,
  });

  await test.step('the booking mail leads to the request', async () => {
    let link = '';
    await expect
      .poll(async () => {
        for (const message of await outboxMessages(request, owner.email)) {
          const match = /https?:\/\/\S+\/app\/record-sharing\S*/.exec(message.body);
          if (match) link = match[0];
        }
        return link;
      })
      .not.toBe('');
    await signIn(page, request, owner.email);
    await page.goto(pathAndQuery(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Record Sharing' })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Waiting for your answer' });
    await expect(
      waiting.getByText(
        `${HAPPY_PAWS.name} booked this appointment for you. Share your pet's records with them?`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'record sharing with a request');
  });

  await test.step('share Biscuit', async () => {
    const waiting = page.getByRole('region', { name: 'Waiting for your answer' });
    await waiting
      .getByRole('radiogroup', { name: `Pet whose records you share with ${HAPPY_PAWS.name}` })
      .getByRole('radio', { name: /Biscuit/ })
      .click();
    await waiting
      .getByRole('button', { name: `Share with ${HAPPY_PAWS.name}`, exact: true })
      .click();
    await expect(page.getByText('Your pet’s records are shared with this practice.')).toBeVisible();
    const access = page.getByRole('region', { name: 'Practices with access' });
    await expect(access.getByRole('heading', { name: HAPPY_PAWS.name })).toBeVisible();
    await expect(access.getByText('Biscuit')).toBeVisible();
    await expect(access.getByText(/^until /)).toBeVisible();
    expect(await sharingOf(request, bookingId)).toMatchObject({ record_sharing: 'shared' });
    await expectNoAxeViolations(page, 'record sharing with a practice with access');
  });

  await test.step('revoke the practice’s access', async () => {
    const access = page.getByRole('region', { name: 'Practices with access' });
    await access.getByRole('button', { name: `Revoke access of ${HAPPY_PAWS.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText('Its appointments stay; it loses your pets’ records.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'revoke access question');
    await dialog.getByRole('button', { name: 'Revoke access' }).click();
    await expect(
      page.getByText('This practice no longer has access to your pets’ records.'),
    ).toBeVisible();
    await expect(access.getByText('No practice has access to your pets’ records.')).toBeVisible();
    const notShared = page.getByRole('region', { name: 'Not shared' });
    await expect(notShared.getByRole('heading', { name: HAPPY_PAWS.name })).toBeVisible();
    expect(await sharingOf(request, bookingId)).toMatchObject({ record_sharing: 'withheld' });
  });
});
