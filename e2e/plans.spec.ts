import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PLAN_COVER_TEXT } from '../domain/src/pricing';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { firstDayWithSlots, LISTINGS } from './support/booking';
import { latestOtp } from './support/outbox';
import { createOwner, createPet, signIn, STAFF } from './support/people';
import { pickSlot } from './support/scheduler';
import { uniqueEmail, uniquePhone } from '../test-support/people';

/**
 * Plans in the owner's experience: signing up with a plan link (?cc=GOLD) goes straight on to
 * pay for the plan, the profile shows it active with what is left this plan year, a covered
 * consultation is booked without a card and the count drops; a practice booking for a Gold
 * customer is told the plan covers it. The house-call package shows its year and visits.
 */
test.use({ timezoneId: 'UTC' });

const HAPPY_PAWS = 2;
const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The row of an entitlement in the profile's plan table, and what is left of it. */
const planRow = (page: Page, name: string) =>
  main(page)
    .getByRole('region', { name: 'Plan' })
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell');

async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const { users } = await adminGraphql<{ users: { id: number }[] }>(
    request,
    `query E2eUserByEmail($email: String!) { users(where: {email: {_eq: $email}}) { id } }`,
    { email },
  );
  const id = users[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
}

/** The owner's payments as the database has them (admin). */
async function paymentsOf(request: APIRequestContext, userId: number) {
  const { payments } = await adminGraphql<{
    payments: { payment_type: number; amount_cents: number; plan_id: number | null }[];
  }>(
    request,
    `query E2ePayments($id: Int!) {
      payments(where: {user_id: {_eq: $id}}, order_by: [{id: asc}]) { payment_type amount_cents plan_id }
    }`,
    { id: userId },
  );
  return payments;
}

test('signing up with the Gold plan: pay for it, see it on the profile, book a covered chat without a card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = {
    email: uniqueEmail('gold'),
    phone: uniquePhone(),
    password: `pw-${String(Date.now())}`,
  };

  // Sign-up with the plan link: the page names the plan and says it is paid for next.
  await page.goto('/signup?cc=GOLD');
  await expect(page.getByText('You are signing up with the Gold plan.')).toBeVisible();
  await expect(page.getByText(/^Next you pay \$144 for the year/)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up with the Gold plan');
  await page.getByLabel('First name').fill('Gwen');
  await page.getByLabel('Last name').fill('Gold');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mobile number').fill(person.phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Code', { exact: false }).fill(await latestOtp(request, person.phone));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await page.getByLabel('Password').fill(person.password);
  await main(page).getByRole('button', { name: 'Submit', exact: true }).click();

  // Straight on to the checkout of the plan, which asks for the card.
  await expect.poll(() => pathOf(page)).toBe('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Gold plan (1 year)')).toBeVisible();
  await expect(summary.getByText('$144.00').last()).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveCount(0);
  await expectNoAxeViolations(page, "the Gold plan's checkout");
  const userId = await userIdOf(request, person.email);
  // Not paid yet: the plan is chosen, not active.
  expect(await paymentsOf(request, userId)).toEqual([]);
  await page.getByLabel('Name on card').fill('Gwen Gold');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry month (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  await expect(page.getByText('Your Gold plan is active from today.')).toBeVisible();
  await expectNoAxeViolations(page, "the Gold plan's confirmation");
  expect(await paymentsOf(request, userId)).toEqual([
    { payment_type: 200, amount_cents: 14400, plan_id: expect.any(Number) as unknown },
  ]);

  // The profile: active, renewing in a year, with the whole allowance left.
  await page.getByRole('link', { name: 'See your plan' }).click();
  await expect(page.getByText('Gold plan, active.')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Plan' })).toContainText('It renews on');
  await expect(planRow(page, 'Chat consultations')).toHaveText('2 of 2');
  await expect(planRow(page, 'E-consults')).toHaveText('1 of 1');
  await expectNoAxeViolations(page, 'the profile with the Gold plan');

  // A chat with Happy Paws: the plan covers it, no card is asked for.
  await createPet(request, userId, 'Nugget');
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'chat', 5);
  const slot = slots[0] ?? '';
  await page.goto(`/vet-appointments/book/${String(HAPPY_PAWS)}`);
  await main(page).getByRole('button', { name: 'Select Happy Paws Telehealth' }).click();
  await page.getByRole('radio', { name: /^Chat consultation/ }).check();
  await pickSlot(main(page).getByRole('group', { name: 'Date and time' }), date, slot);
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('radio', { name: /Nugget/ }).click();
  await page.getByLabel('Reason for consult').fill('Nugget will not eat his dinner.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const cover = main(page).getByRole('status').filter({ hasText: 'Included in your Gold plan.' });
  await expect(cover).toContainText(PLAN_COVER_TEXT.leftAfter(1, 2, 'chats'));
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, 'a chat the Gold plan covers');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  expect((await paymentsOf(request, userId)).at(-1)).toMatchObject({
    payment_type: 300,
    amount_cents: 0,
  });

  // One chat of two used this plan year.
  await page.goto('/app/my-profile');
  await expect(planRow(page, 'Chat consultations')).toHaveText('1 of 2');
  await expect(planRow(page, 'E-consults')).toHaveText('1 of 1');
});

test('a plan chosen at sign-up and not paid shows on the profile with the way to pay for it', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request, 'platinum-unpaid');
  await adminGraphql(
    request,
    `mutation E2eChoosePlan($id: Int!) {
      update_users_by_pk(pk_columns: {id: $id}, _set: {signup_plan_id: 3, plan_started_at: null}) { id }
    }`,
    { id: owner.id },
  );
  await signIn(page, request, owner.email);
  await page.goto('/app/my-profile');
  await expect(page.getByText('Platinum plan, chosen at sign-up: not active yet.')).toBeVisible();
  await expect(planRow(page, 'Chat consultations')).toHaveText('Unlimited');
  await expectNoAxeViolations(page, 'the profile with an unpaid plan');
  await page.getByRole('link', { name: 'Pay for your Platinum plan' }).click();
  await expect.poll(() => pathOf(page)).toBe('/checkout');
  await expect(
    page.getByRole('complementary', { name: 'Order Summary' }).getByText('Platinum plan (1 year)'),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
});

test("a practice booking for a Gold customer is told the customer's plan covers it, and asks no card", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await createOwner(request, 'gold-customer');
  await adminGraphql(
    request,
    `mutation E2eGoldSince($id: Int!, $at: timestamptz!) {
      update_users_by_pk(pk_columns: {id: $id}, _set: {signup_plan_id: 2, plan_started_at: $at}) { id }
    }`,
    { id: customer.id, at: new Date(Date.now() - 30 * 86_400_000).toISOString() },
  );
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'chat', 8);
  const slot = slots[0] ?? '';
  await signIn(page, request, STAFF.priya, 'vendor');
  await page.goto('/app/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  await main(page).getByRole('button', { name: 'Select Happy Paws Telehealth' }).click();
  await page.getByRole('radio', { name: /^Chat consultation/ }).check();
  await pickSlot(main(page).getByRole('group', { name: 'Date and time' }), date, slot);
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.getByLabel('Customer e-mail').fill(customer.email);
  await page.getByRole('button', { name: /Find|Search/ }).click();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByLabel('Reason for consult').fill('Diet questions at the front desk.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const cover = main(page)
    .getByRole('status')
    .filter({ hasText: "Included in the customer's Gold plan." });
  await expect(cover).toContainText(PLAN_COVER_TEXT.leftAfter(1, 2, 'chats'));
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, "a practice's booking the customer's plan covers");
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  expect(await paymentsOf(request, customer.id)).toEqual([
    { payment_type: 300, amount_cents: 0, plan_id: 2 },
  ]);
});

test('the house-call package shows its year, its two visits and how many are used', async ({
  page,
  request,
}) => {
  // Liam (demo data) has a package with its first visit made.
  await signIn(page, request, 'liam.carter@example.org');
  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'House Calls' })
    .click();
  const pkg = main(page).getByRole('article', { name: 'Vet house call package' });
  await expect(pkg.getByText('1 of 2 visits used')).toBeVisible();
  await expect(pkg.getByText(/^The package year ends on /)).toBeVisible();
  await expect(pkg.getByRole('listitem')).toHaveCount(2);
  await expect(pkg.getByText('Not used yet')).toBeVisible();
  await expectNoAxeViolations(page, 'the house-call package');
});
