import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createOwner, signIn } from './support/people';

/**
 * The practice's House Calls screen: an owner's yearly house-call package, ordered on the main
 * site (so the platform serves it), is listed for the platform's root admin, who records the
 * first visit with a note; the owner then sees it used, with one visit left. Who may record what
 * is covered by functions/src/actions/house-call-visits.int.test.ts.
 */
test.use({ timezoneId: 'UTC' });

const PLATFORM_ADMIN = 'admin@petwell.example.com';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const DAY = 86_400_000;

const main = (page: Page) => page.getByRole('main');

/** An owner's house-call package as the order leaves it, ordered a day ago (admin). */
async function createPackage(request: APIRequestContext, userId: number): Promise<number> {
  const { insert_service_requests_one: row } = await adminGraphql<{
    insert_service_requests_one: { id: number };
  }>(
    request,
    `mutation E2eHouseCall($request: service_requests_insert_input!) {
      insert_service_requests_one(object: $request) { id }
    }`,
    {
      request: {
        type: 'house_call',
        product_id: 3000,
        user_id: userId,
        details: {
          primaryPhone: '3125550188',
          address: '221 Lake Shore Drive',
          city: 'Chicago',
          state: 'IL',
          zipcode: '60611',
        },
        created_at: new Date(Date.now() - DAY).toISOString(),
        expires_at: new Date(Date.now() + 364 * DAY).toISOString(),
      },
    },
  );
  return row.id;
}

/** The page fits a phone's width, and a screenshot of both widths is kept with the results. */
async function checkWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width, `${name} is ${String(width)} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
}

test('the platform records a house-call visit and the owner sees one visit left', async ({
  browser,
  request,
}) => {
  const owner = await createOwner(request, 'house-call');
  const id = await createPackage(request, owner.id);
  const name = `House call ${String(id)}`;

  const staffContext = await browser.newContext({ timezoneId: 'UTC' });
  const staff = await staffContext.newPage();
  await signIn(staff, request, PLATFORM_ADMIN, 'vendor');
  await staff.goto('/app');
  await staff
    .getByRole('navigation', { name: 'Practice' })
    .getByRole('link', { name: 'House Calls' })
    .click();
  await expect(main(staff).getByRole('heading', { level: 1, name: 'House Calls' })).toBeVisible();
  const pkg = main(staff).getByRole('article', { name });
  await expect(pkg.getByText(`${owner.firstName} ${owner.lastName}`)).toBeVisible();
  await expect(pkg.getByText('(312) 555-0188')).toBeVisible();
  await expect(pkg.getByText('221 Lake Shore Drive, Chicago, IL 60611')).toBeVisible();
  await expect(pkg.getByText('0 / 2 visits')).toBeVisible();
  await expectNoAxeViolations(staff, 'the House Calls screen');

  await pkg.getByRole('button', { name: `Record visit of ${name}` }).click();
  const form = staff.getByRole('form', { name: `Record visit of ${name}` });
  await expect(form.getByLabel(/Date and time of the visit/)).not.toHaveValue('');
  await form.getByLabel('Note').fill('Yearly check-up; vaccines given.');
  await expect(form.getByText('32 / 1000 characters')).toBeVisible();
  await expectNoAxeViolations(staff, 'the Record visit form');
  await checkWidths(staff, 'house-calls-record-visit');
  await form.getByRole('button', { name: 'Save visit' }).click();
  await expect(main(staff).getByText(`Visit 1 of ${name} was recorded.`)).toBeVisible();
  await expect(pkg.getByText('1 / 2 visits')).toBeVisible();
  await expect(pkg.getByText('Yearly check-up; vaccines given.')).toBeVisible();
  await checkWidths(staff, 'house-calls-list');

  // A visit before the package was ordered is refused by the database, in words.
  await pkg.getByRole('button', { name: `Record visit of ${name}` }).click();
  await form.getByLabel(/Date and time of the visit/).fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Save visit' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'The visit must fall within the package year: on or after the order date and before it expires.',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();
  await staffContext.close();

  const ownerContext = await browser.newContext({ timezoneId: 'UTC' });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, request, owner.email);
  await ownerPage.goto('/app/my-house-calls');
  const mine = main(ownerPage).getByRole('article', { name: 'Vet house call package' });
  await expect(mine.getByText('1 of 2 visits used')).toBeVisible();
  await expect(mine.getByText('Yearly check-up; vaccines given.')).toBeVisible();
  await expect(mine.getByText('Not used yet')).toBeVisible();
  await ownerContext.close();
});
