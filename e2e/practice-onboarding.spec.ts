import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '../test-support/people';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { firstDayWithSlots } from './support/booking';
import { latestOtp } from './support/outbox';
import { apiLogin, createOwner, createPet, DEMO_PASSWORD, signIn } from './support/people';
import { pickSlot } from './support/scheduler';

/**
 * A practice's first day: a vet signs up, the platform approves the practice, its root admin
 * finds no listing and creates the first one (two consultations and their hours, the only staff
 * member set as its owner and manager), and an owner books it from the clinic vet list and pays.
 * The sign-up and approval screens have journeys of their own (accounts.spec.ts,
 * record-sharing.spec.ts); here they run through the API to reach the first listing.
 */
test.use({ timezoneId: 'UTC' });

const main = (page: Page) => page.getByRole('main');
const DOCTOR = 'Dr. Noor Haddad, DVM';
const PRACTICE = 'Haddad Vet House (e2e)';
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A vet account and practice, made through the REST paths the sign-up form uses. */
async function signUpVet(request: APIRequestContext): Promise<{ email: string; vendorId: number }> {
  const vet = { email: uniqueEmail('first-listing'), phone: uniquePhone() };
  expect((await request.post('/api/account/send_otp', { data: { mobile: vet.phone } })).ok()).toBe(
    true,
  );
  const otp = await latestOtp(request, vet.phone);
  expect(
    (await request.post('/api/account/verify_otp', { data: { mobile: vet.phone, otp } })).ok(),
  ).toBe(true);
  const signedUp = await request.post('/api/account/vendor_signup', {
    data: {
      first_name: 'Noor',
      last_name: 'Haddad',
      email: vet.email,
      phone: vet.phone,
      password: DEMO_PASSWORD,
      practice_name: PRACTICE,
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const { vendor_logins: logins } = await adminGraphql<{ vendor_logins: { vendor_id: number }[] }>(
    request,
    `query E2eVetPractice { vendor_logins(where: { email: { _eq: ${JSON.stringify(vet.email)} } }) { vendor_id } }`,
  );
  const vendorId = logins[0]?.vendor_id;
  if (!vendorId) throw new Error(`no practice for ${vet.email}`);
  return { email: vet.email, vendorId };
}

/** The platform's root admin approves the practice (set_practice_status, as the Practices screen). */
async function approve(request: APIRequestContext, vendorId: number) {
  const token = await apiLogin(request, 'admin@petwell.example.com', 'vendor');
  const answer = await request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `mutation E2eApprove($id: Int!) { set_practice_status(vendorId: $id, status: "approved") { status } }`,
      variables: { id: vendorId },
    },
  });
  const body = (await answer.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

/** One consultation card: duration, price, and its first hours row on every day, 08:00–20:00. */
async function fillConsultation(page: Page, name: string, duration: string, price: string) {
  const card = main(page).getByRole('listitem', { name });
  await card.getByLabel(/^Duration/).fill(duration);
  await card.getByLabel(/^Price/).fill(price);
  const hours = card.getByRole('group', { name: `Hours 1 of ${name}` });
  for (const day of EVERY_DAY) await hours.getByRole('checkbox', { name: day }).check();
  await hours.getByLabel('From').selectOption('08:00');
  await hours.getByLabel('To').selectOption('20:00');
}

test('a new practice is approved, creates its first listing, and an owner books it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await signUpVet(request);
  await approve(request, vet.vendorId);

  const context = await browser.newContext({ timezoneId: 'UTC' });
  const practice = await context.newPage();
  await signIn(practice, request, vet.email, 'vendor');
  let listingId = 0;

  await test.step('no listing yet, and the way to create the first one', async () => {
    await practice.goto('/app/listings');
    await expect(main(practice).getByText('No listing found!')).toBeVisible();
    await expectNoAxeViolations(practice, 'the listings of a new practice');
    await main(practice).getByRole('link', { name: 'New Listing' }).first().click();
    await expect(
      main(practice).getByRole('heading', { level: 1, name: 'New Listing' }),
    ).toBeVisible();
  });

  await test.step('the first listing: details and two consultations with their hours', async () => {
    await main(practice)
      .getByLabel(/^Title/)
      .fill(PRACTICE);
    await main(practice)
      .getByLabel(/^Line 1/)
      .fill(DOCTOR);
    await main(practice).getByLabel('Address').fill('7 Orchard Lane');
    await main(practice).getByLabel('City').fill('Hoboken');
    await main(practice).getByLabel('State').fill('NJ');
    await main(practice).getByLabel('Zip code').fill('07030');
    // The only staff member owns and manages the listing: there is no one else to choose.
    await expect(main(practice).getByRole('combobox', { name: 'Owner', exact: true })).toHaveCount(
      0,
    );
    await main(practice).getByRole('button', { name: 'Add Consultation' }).click();
    await main(practice).getByRole('button', { name: 'Add Consultation' }).click();
    await fillConsultation(practice, 'Clinic Visit', '30', '80');
    await fillConsultation(practice, 'Video Consultation', '15', '35');
    await main(practice).getByRole('button', { name: 'Save Listing' }).click();
    await expect(main(practice).getByText('Saved Successfully!')).toBeVisible();
    await expect.poll(() => new URL(practice.url()).searchParams.get('id')).toMatch(/^\d+$/);
    listingId = Number(new URL(practice.url()).searchParams.get('id'));
    await practice.goto('/app/listings');
    await expect(main(practice).getByRole('listitem', { name: PRACTICE })).toBeVisible();
  });

  const owner = await createOwner(request, 'first-listing');
  await createPet(request, owner.id, 'Pepper');
  const { date, slots } = await firstDayWithSlots(request, listingId, 'clinic_visit', 1);
  const slot = slots[0] ?? '';
  const page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();

  await test.step('an owner finds the practice on the clinic vet list and books it', async () => {
    await page.goto('/vet-appointments/list');
    await page.getByLabel('Doctor, clinic or specialization').fill(DOCTOR);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const card = main(page).getByRole('article').filter({ hasText: DOCTOR });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('$80')).toBeVisible();
    await card.getByRole('button', { name: 'Book Appointment' }).click();
    await pickSlot(card.getByRole('group', { name: /Choose a clinic visit time/ }), date, slot);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('radio', { name: /Pepper/ }).click();
    await page.getByLabel(/^Reason for consult/).fill('First visit.');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Name on card').fill('Omar Haddad');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry month (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  });

  await test.step('the practice sees the booking with the pet', async () => {
    await practice.goto('/app/appointments');
    const row = main(practice)
      .getByRole('listitem')
      .filter({ hasText: `${owner.firstName} ${owner.lastName}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Pepper')).toBeVisible();
  });
  await context.close();
  await page.context().close();
});
