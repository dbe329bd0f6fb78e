import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { firstDayWithSlots, LISTINGS } from './support/booking';
import { createAssessment, createOwner, createPet, DEMO_PASSWORD, signIn } from './support/people';
import { pickSlot } from './support/scheduler';

/**
 * The e-consultation: the platform's own online vets, booked through the booking wizard at
 * /e-consultation/order. A visitor starts at the landing's button and books a video consultation
 * through to the payment; an owner whose health report shows a high risk opens the wizard from
 * the report with video, the pet and the reason already filled in.
 */
test.use({ timezoneId: 'UTC' });

const TEXT = {
  landingTitle: 'e-Consultation',
  start: 'Start an e-Consultation',
  orderTitle: 'Book an e-Consultation',
  loginNeeded: 'Please log in to continue. Your choices are kept.',
  reportTitle: 'Health Assessment',
  bookVideo: 'Book a video consultation',
  highRisk: 'High risk',
  continueToPayment: 'Continue to payment',
  confirmAndPay: 'Confirm and Pay',
  thanks: 'Thanks for your Order!',
} as const;

/** The platform's practice (vendors.is_platform) in the demo data. */
const PLATFORM_VENDOR_ID = 1;
/** A phone's width: the page must fit it, never scrolling sideways. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function expectFitsAPhone(page: Page, where: string) {
  await page.setViewportSize(PHONE);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width, `${where} is ${String(width)} px wide on a phone`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

async function bookingsOf(request: APIRequestContext, userId: number) {
  const data = await adminGraphql<{
    bookings: { id: number; vendor_id: number; vendor_listing_id: number; type: string }[];
  }>(
    request,
    `query E2eEConsultBookings($userId: Int!) {
      bookings(where: { user_id: { _eq: $userId } }) { id vendor_id vendor_listing_id type }
    }`,
    { userId },
  );
  return data.bookings;
}

/** Picks `slot` on `date` in the wizard's strip and answers Yes to the confirmation. */
async function pickAndConfirm(page: Page, date: string, slot: string) {
  const strip = main(page).getByRole('group', { name: 'Date and time' });
  await expect(strip.getByRole('button', { name: 'Next week' })).toBeVisible();
  await pickSlot(strip, date, slot);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/^Confirm .+ at .+\?$/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

test("a visitor starts at the landing and books a video consultation with the platform's vet", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const owner = await createOwner(request, 'econsult');
  await createPet(request, owner.id, 'Pepper');
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.platformOnlineVets, 'video', 2);
  const slot = slots[0] ?? '';

  await test.step("the landing's start button opens the online vets' booking", async () => {
    await page.goto('/e-consultation/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.landingTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'the e-consultation landing');
    await main(page).getByRole('link', { name: TEXT.start }).click();
    await expect.poll(() => pathOf(page)).toBe('/e-consultation/order');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.orderTitle })).toBeVisible();
  });

  await test.step('only video, phone and chat are offered; video is chosen', async () => {
    const types = main(page).getByRole('radio');
    await expect(types).toHaveCount(3);
    await expect(page.getByRole('radio', { name: /^Video consultation/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Phone consultation/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Chat consultation/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Video consultation/ }).check();
    await expect(main(page).getByRole('group', { name: 'Date and time' })).toBeVisible();
    await expectNoAxeViolations(page, "the online vets' date strip");
    await expectFitsAPhone(page, "the online vets' date strip");
    await pickAndConfirm(page, date, slot);
  });

  await test.step('log in half-way and come back to the choices', async () => {
    await expect(page.getByText(TEXT.loginNeeded)).toBeVisible();
    await main(page).getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => pathOf(page)).toBe('/e-consultation/order');
    await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
  });

  await test.step('the pet and the reason, then the checkout', async () => {
    await page.getByRole('radio', { name: /Pepper/ }).click();
    await page.getByLabel(/^Reason for consult/).fill('Pepper keeps scratching her left ear.');
    await expectNoAxeViolations(page, "the online vets' information step");
    await page.getByRole('button', { name: TEXT.continueToPayment }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page, "the online vets' checkout");
    await expectFitsAPhone(page, "the online vets' checkout");
  });

  await test.step('pay with the test card: the booking is with the platform', async () => {
    await page.getByLabel('Name on card').fill('Olivia Parker');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry month (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: TEXT.confirmAndPay }).click();
    await expect(page.getByRole('heading', { name: TEXT.thanks })).toBeVisible();
    const bookings = await bookingsOf(request, owner.id);
    expect(
      bookings.map(({ vendor_id, vendor_listing_id, type }) => ({
        vendor_id,
        vendor_listing_id,
        type,
      })),
    ).toEqual([
      {
        vendor_id: PLATFORM_VENDOR_ID,
        vendor_listing_id: LISTINGS.platformOnlineVets,
        type: 'video',
      },
    ]);
    await expect(page.getByText(`PQC-${String(bookings[0]?.id)}`).first()).toBeVisible();
  });
});

test('a high risk on the health report opens the online vets’ booking with video, the pet and the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const owner = await createOwner(request, 'econsult-red');
  await createPet(request, owner.id, 'Milo');
  await createPet(request, owner.id, 'Luna');
  // Cardiovascular 10 + 10 + 8 = 28 of 40, 70 %: a high (red) risk.
  await createAssessment(request, owner.id, {
    'g-name': 'Luna',
    'g-type': 'Cat',
    'g-age': 9,
    'g-sex': 'Female',
    'g-cv1': 'Severe',
    'g-cv3': 'Severe',
    'g-cv4': 'Moderate',
  });
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.platformOnlineVets, 'video', 3);
  await signIn(page, request, owner.email);

  await test.step('the report offers a video consultation for the red category', async () => {
    await page.goto('/app/my-health');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.reportTitle })).toBeVisible();
    const cardio = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Cardiovascular' }) });
    await expect(cardio.getByText(TEXT.highRisk)).toBeVisible();
    await expectNoAxeViolations(page, 'the risk report');
    await expectFitsAPhone(page, 'the risk report');
    await cardio.getByRole('link', { name: TEXT.bookVideo }).click();
  });

  await test.step('the wizard opens with video chosen and the address clean', async () => {
    await expect.poll(() => pathOf(page)).toBe('/e-consultation/order');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.orderTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Video consultation/ })).toBeChecked();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page, 'the pre-filled wizard');
    await pickAndConfirm(page, date, slots[slots.length - 1] ?? '');
  });

  await test.step('Luna is chosen and the reason names the category', async () => {
    await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Luna/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: /Milo/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByLabel(/^Reason for consult/)).toHaveValue(
      'Health assessment for Luna: Cardiovascular, high risk (70 %).',
    );
    await expectNoAxeViolations(page, "the pre-filled wizard's information step");
    await expectFitsAPhone(page, "the pre-filled wizard's information step");
    await page.getByRole('button', { name: TEXT.continueToPayment }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });
});
