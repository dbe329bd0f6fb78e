import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { firstDayWithSlots, LISTINGS } from './support/booking';
import { uniqueEmail, uniquePhone } from '../test-support/people';
import { latestOtp } from './support/outbox';
import { createPet } from './support/people';
import { pickSlot } from './support/scheduler';

/**
 * The health assessment, as a new owner takes it: the wizard
 * logged out (the answers survive a reload), sign-up after Finish, the result saved and the risk
 * report in /app/my-health, then the advanced report bought with the test card ($49, IHM) and
 * the consultation it includes booked for nothing ('booked appointment').
 */

const CARD = '4242424242424242';
const pathOf = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => page.getByRole('main');

async function severity(page: Page, symptom: string, answer: string) {
  await page.getByRole('group', { name: symptom }).getByRole('radio', { name: answer }).check();
}

/** Signs up a new owner in the form on the page; answers the e-mail used. */
async function signUp(page: Page, request: APIRequestContext): Promise<string> {
  const phone = uniquePhone();
  const email = uniqueEmail('assessment');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`We sent a 4-digit code to ${phone}.`)).toBeVisible();
  await page.getByLabel('Code', { exact: false }).fill(await latestOtp(request, phone));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await page.getByLabel('Password').fill(`pw-${String(Date.now())}`);
  await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
  return email;
}

async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const { users } = await adminGraphql<{ users: { id: number }[] }>(
    request,
    'query E2eUserByEmail($email: String!) { users(where: { email: { _eq: $email } }) { id } }',
    { email },
  );
  const id = users[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
}

test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.post('/api/account/refresh_token', { data: {} })).status(), {
      message: 'the account actions did not start',
      timeout: 60_000,
    })
    .not.toBe(503);
});

test('a visitor takes the assessment, signs up, sees the risk report, buys the advanced report and books its consultation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  let email = '';

  await test.step('start from the intro', async () => {
    await page.goto('/pet-health-assessment/');
    await page.getByRole('link', { name: 'Take Test' }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/pet-health-assessment/order/');
    await expect(page.getByRole('link', { name: 'I have already taken the test' })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
  });

  await test.step('step 1: the pet and the internal symptoms; the required fields first', async () => {
    await expect(page.getByText('Questions marked * are mandatory.')).toBeVisible();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Pet name is required.')).toBeVisible();
    await expectNoAxeViolations(page, 'step 1 with its messages');
    await page.getByLabel(/Pet name/).fill('Rex');
    await page.getByLabel(/^Type/).selectOption('Dog');
    await page.getByLabel(/Age/).fill('0.5');
    await page.getByLabel(/Gender/).selectOption('Male');
    await severity(page, 'Excessive thirst or urination', 'Moderate');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
  });

  await test.step('step 2 keeps its answers through a reload', async () => {
    await severity(page, 'Repeated coughing', 'Severe');
    await severity(page, 'Rapid respiration at rest', 'Severe');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Repeated coughing' }).getByRole('radio', { name: 'Severe' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Save & Continue' }).click();
  });

  await test.step('step 3 and Finish show the sign-up form', async () => {
    await severity(page, 'Hair loss', 'Mild');
    await expectNoAxeViolations(page, 'step 3');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(
      page.getByRole('heading', { name: 'Create your account to see the report' }),
    ).toBeVisible();
  });

  await test.step('sign up: the result is saved and the report opens', async () => {
    email = await signUp(page, request);
    await expect(page.getByText(/Saving your pet’s results/)).toBeVisible();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/app/my-health');
    await expect(main(page).getByText('basic report', { exact: true })).toBeVisible();
    const cardio = main(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Cardiovascular' }),
      });
    // Severe + Severe = 20 / 40 = 50 %: above BLUE 48, red.
    await expect(cardio.getByText('High risk')).toBeVisible();
    await expect(cardio.getByText('50 %')).toBeVisible();
    await expect(cardio.getByText('Repeated coughing: Severe')).toBeVisible();
    await expect(cardio.getByRole('link', { name: 'Book a video consultation' })).toBeVisible();
    const internal = main(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Internal disease' }),
      });
    // Moderate = 8 / 40 = 20 %: green, with the prescriptions of 20 % and more.
    await expect(internal.getByText('Low risk')).toBeVisible();
    await expect(internal.getByText('SDMA')).toBeVisible();
    await expectNoAxeViolations(page, 'the risk report');
  });

  await test.step("'Buy Now' with the test card: the status becomes paid", async () => {
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect.poll(() => pathOf(page)).toBe('/checkout');
    await expect(page.getByText('Doctor Consultation (Health Assessment)')).toBeVisible();
    await page.getByLabel('Name on card').fill('Nora Quinn');
    await page.getByLabel('Card number').fill(CARD);
    await page.getByLabel('Expiry month (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for your Order!' })).toBeVisible();
    await page.getByRole('link', { name: 'Go To Dashboard' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/my-health');
    await expect(main(page).getByText('paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book your consultation' })).toBeVisible();
  });

  await test.step('book the included consultation: nothing to pay, then booked appointment', async () => {
    await createPet(request, await userIdOf(request, email), 'Rex');
    const { date, slots } = await firstDayWithSlots(
      request,
      LISTINGS.platformOnlineVets,
      'video',
      2,
    );
    // The included consultation is an e-consultation with the platform's online vets.
    await page.getByRole('link', { name: 'Book your consultation' }).click();
    await expect.poll(() => pathOf(page)).toBe('/e-consultation/order');
    await expect(page.getByRole('radio', { name: /^Video consultation/ })).toBeChecked();
    const strip = main(page).getByRole('group', { name: 'Date and time' });
    await expect(strip.getByRole('button', { name: 'Next week' })).toBeVisible();
    await pickSlot(strip, date, slots[0] ?? '');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
    await page.getByRole('radio', { name: /Rex/ }).click();
    await expect(page.getByLabel(/^Reason for consult/)).toHaveValue(
      'Health assessment for Rex: go through the report and write the advanced report.',
    );
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByRole('definition').filter({ hasText: '$0.00' })).toBeVisible();
    await expect(page.getByText('Nothing to pay: no card is needed.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for your Order!' })).toBeVisible();
    await page.goto('/app/my-health');
    await expect(main(page).getByText('booked appointment', { exact: true })).toBeVisible();
    await expect(main(page).getByText(/Your consultation is booked \(PQC-\d+\)/)).toBeVisible();
    await expectNoAxeViolations(page, 'the report with its booked consultation');
  });
});
