import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, firstDayWithSlots, LISTINGS } from './support/booking';
import { unique } from '../test-support/people';
import { apiLogin, createOwner, createPet, type Owner, signIn, STAFF } from './support/people';

/**
 * The Customers screen (/app/users): the platform's root admin opens Users (spec 001: "Users
 * (/app/users) shows only when the current user id equals the main vendor constant"), sees the
 * real total, filters by e-mail, views a customer's pet's records and goes back; a practice's root
 * admin sees only the practice's own customers. What each role may read is proven by
 * functions/src/actions/customers-access.int.test.ts.
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC' });

const PLATFORM = { vendorId: 1, admin: 'admin@petwell.example.com' };
const HAPPY_PAWS = 2;

const main = (page: Page) => page.getByRole('main');

/** How many owners there are, as the database counts them (admin). */
async function ownerCount(request: APIRequestContext): Promise<number> {
  const data = await adminGraphql<{ users_aggregate: { aggregate: { count: number } } }>(
    request,
    `query E2eOwnerCount { users_aggregate { aggregate { count } } }`,
  );
  return data.users_aggregate.aggregate.count;
}

/** An owner who booked `listingId` with their pet (so it is shared), and a record of the pet. */
async function customerWithPet(
  request: APIRequestContext,
  prefix: string,
  at: { listingId: number; vendorId: number; type: string; fromDay: number },
  petName: string,
): Promise<Owner> {
  const owner = await createOwner(request, prefix);
  const petId = await createPet(request, owner.id, petName);
  const { slots } = await firstDayWithSlots(request, at.listingId, at.type, at.fromDay);
  await bookThroughApi(request, await apiLogin(request, owner.email), {
    listingId: at.listingId,
    vendorId: at.vendorId,
    type: at.type,
    slot: slots.at(-1) ?? '',
    petId,
  });
  await adminGraphql(
    request,
    `mutation E2eRecord($record: phr_insert_input!) { insert_phr_one(object: $record) { id } }`,
    {
      record: {
        user_id: owner.id,
        pet_id: petId,
        category: 'hh_foodplan',
        details: { name: `${petName}'s low-fat diet` },
      },
    },
  );
  return owner;
}

test('the platform opens Users, filters by e-mail, views a pet’s records and goes back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await customerWithPet(
    request,
    'platform-customer',
    {
      listingId: LISTINGS.platformOnlineVets,
      vendorId: PLATFORM.vendorId,
      type: 'video',
      fromDay: 9,
    },
    'Biscuit',
  );
  // Eleven owners of this run, more than a page holds, so their filtered list has a second page.
  // Other files add owners while this one runs, so the whole list's total is checked between
  // the counts before and after, and the exact paging on this run's owners alone.
  const before = await ownerCount(request);
  const tag = `listed-${unique()}`;
  for (let i = 0; i < 11; i += 1) await createOwner(request, tag);
  await signIn(page, request, PLATFORM.admin, 'vendor');

  await test.step('Users is in the menu and shows the real total, not the spec’s 72,030 pages', async () => {
    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Practice' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const totalText = main(page).getByText(/^[\d,]+ users$/);
    await expect(totalText).toBeVisible();
    const shown = Number((await totalText.innerText()).replace(/\D/g, ''));
    const after = await ownerCount(request);
    expect(shown).toBeGreaterThanOrEqual(before + 11);
    expect(shown).toBeLessThanOrEqual(after);
    await expect(main(page).getByText(`Page 1 of ${String(Math.ceil(shown / 10))}`)).toBeVisible();
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(11);
    await expectNoAxeViolations(page, 'the Users list');
  });

  await test.step('filtering by part of an e-mail pages through the matches', async () => {
    await main(page).getByLabel('E-mail').fill(tag);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(main(page).getByText('11 users', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(11);
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
    // The header row and the eleventh owner.
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(2);
  });

  await test.step('filtering by e-mail finds the customer', async () => {
    await main(page).getByLabel('E-mail').fill(customer.email);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(main(page).getByText('1 user', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('cell', { name: customer.email })).toBeVisible();
  });

  await test.step('View shows the pets and the chosen pet’s records, read-only', async () => {
    await main(page)
      .getByRole('link', { name: `View ${customer.firstName} ${customer.lastName}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    await main(page)
      .getByRole('button', { name: /Biscuit/ })
      .click();
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Biscuit’s health records' }),
    ).toBeVisible();
    await main(page)
      .getByRole('button', { name: /^Food plan/ })
      .click();
    await expect(main(page).getByRole('article', { name: "Biscuit's low-fat diet" })).toBeVisible();
    // The owner's records are read-only to the practice.
    await expect(main(page).getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'a customer’s pet’s records');
  });

  await test.step('Back returns to the filtered list', async () => {
    await main(page).getByRole('link', { name: 'Back to Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(main(page).getByLabel('E-mail')).toHaveValue(customer.email);
    await expect(main(page).getByRole('cell', { name: customer.email })).toBeVisible();
  });
});

test('Maria sees only Happy Paws’ customers', async ({ page, request }) => {
  test.setTimeout(60_000);
  const own = await customerWithPet(
    request,
    'happy-paws-customer',
    { listingId: LISTINGS.happyPawsTelehealth, vendorId: HAPPY_PAWS, type: 'chat', fromDay: 10 },
    'Pepper',
  );
  const platformOnly = await customerWithPet(
    request,
    'not-happy-paws',
    {
      listingId: LISTINGS.platformOnlineVets,
      vendorId: PLATFORM.vendorId,
      type: 'phone',
      fromDay: 11,
    },
    'Rex',
  );
  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto('/app');
  const menu = page.getByRole('navigation', { name: 'Practice' });
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(main(page).getByRole('cell', { name: own.email })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: 'Promo code' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a practice’s Customers');

  await main(page).getByLabel('E-mail').fill(platformOnly.email);
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(main(page).getByText('No Records Found')).toBeVisible();
  await expect(main(page).getByText('0 customers')).toBeVisible();

  // Even named in the address, another practice's customer is not shown.
  await page.goto(`/app/users?uid=${String(platformOnly.id)}`);
  await expect(
    main(page).getByText('This owner is not among your customers, or no longer is.'),
  ).toBeVisible();

  await page.goto(`/app/users?uid=${String(own.id)}`);
  await main(page)
    .getByRole('button', { name: /Pepper/ })
    .click();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Pepper’s health records' }),
  ).toBeVisible();

  // The owner shared Pepper: the practice adds a record of its own; the owner's stay read-only.
  await main(page)
    .getByRole('button', { name: /^Food plan/ })
    .click();
  await expect(main(page).getByRole('article', { name: "Pepper's low-fat diet" })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Add record' }).click();
  await main(page)
    .getByLabel(/^Name( \*)?$/)
    .fill('Dental diet');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('article', { name: 'Dental diet' })).toBeVisible();
  await expectNoAxeViolations(page, 'a practice’s view of its customer’s pet');
});
