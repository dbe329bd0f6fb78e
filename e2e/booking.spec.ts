import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import {
  bookThroughApi,
  consultationLinkFromMail,
  firstDayWithSlots,
  LISTINGS,
} from './support/booking';
import {
  apiLogin,
  createOwner,
  createPet,
  DEMO_PASSWORD,
  type Owner,
  signIn,
  STAFF,
} from './support/people';
import { expectNoAxeViolations } from './support/axe';
import { pickSlot } from './support/scheduler';

/**
 * The marketplace's core journey (the clinic vet list, the scheduler, the checkout, the booking
 * wizard and the bookings' statuses): an owner finds a
 * practice, picks a time, pays with the test gateway's cards and sees the appointment; practices
 * see their own bookings and book for customers. Each test has owners of its own and a listing or
 * day of its own, so the tests can run side by side.
 */
test.use({ timezoneId: 'UTC' });

const HAPPY_PAWS = 2;
const CARD = { visa: '4242424242424242', declined: '4000000000000002' } as const;

const main = (page: Page) => page.getByRole('main');

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Olivia Parker');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

/** The checkout's 'About the visit' form: the pet and the reason for consult. */
async function aboutTheVisit(page: Page, pet: string) {
  await page.getByRole('radio', { name: new RegExp(pet) }).click();
  await page.getByLabel(/^Reason for consult/).fill('Check-up.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** A phone's width: the page must fit it, never scrolling sideways. */
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(
    width,
    `${where} is ${String(width)} px wide at ${String(PHONE.width)} px`,
  ).toBeLessThanOrEqual(PHONE.width);
}

/** Bookings of an owner as the database has them (admin). */
async function bookingsOf(request: APIRequestContext, userId: number) {
  const data = await adminGraphql<{
    bookings: {
      id: number;
      slot: string;
      status: number;
      price: number;
      payment_waived: boolean;
    }[];
  }>(
    request,
    `query E2eBookings($userId: Int!) {
      bookings(where: { user_id: { _eq: $userId } }, order_by: { id: asc }) {
        id slot status price payment_waived
      }
    }`,
    { userId },
  );
  return data.bookings;
}

/** Opens the vet list, finds Dr. Gonzalez's clinic by the search and opens its slot picker. */
async function openClinicPicker(page: Page, doctor: string) {
  await page.goto('/vet-appointments/list');
  await page.getByLabel('Doctor, clinic or specialization').fill(doctor);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = main(page).getByRole('article').filter({ hasText: doctor });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Book Appointment' }).click();
  return card.getByRole('group', { name: /Choose a clinic visit time/ });
}

test('an owner books a clinic visit from the vet list through checkout with a promo code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, 'clinic');
  await createPet(request, owner.id, 'Biscuit');
  const { date, slots } = await firstDayWithSlots(
    request,
    LISTINGS.happyPawsClinic,
    'clinic_visit',
    2,
  );
  const slot = slots[0] ?? '';

  await test.step('pick a time on the vet list', async () => {
    const picker = await openClinicPicker(page, 'Dr. Maria Gonzalez');
    await expect(picker.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expectNoAxeViolations(page, 'the vet list with a date strip');
    await pickSlot(picker, date, slot);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
  });

  await test.step('log in at the first step of the checkout', async () => {
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
    await expectNoSidewaysScroll(page, "the checkout's login step");
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Submit' }).click();
  });

  await test.step('say which pet and why (the vet list asks no more than a time)', async () => {
    await expect(page.getByRole('heading', { name: 'About the visit' })).toBeVisible();
    await page.getByRole('radio', { name: /Biscuit/ }).click();
    await page.getByLabel(/^Reason for consult/).fill('Yearly check-up and vaccinations.');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoSidewaysScroll(page, "the checkout's payment step");
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolations(page, "the checkout's payment step");
  });

  await test.step('a wrong promo code, then WELCOME20', async () => {
    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Error! Invalid code.')).toBeVisible();
    await page.getByLabel('Promo code').fill('welcome20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo Applied!')).toBeVisible();
    await expect(page.getByText('20% off your first appointment.')).toBeVisible();
    // $65 clinic visit, 20% off: discount = price - new price, total = new price.
    const money = page.getByRole('definition');
    await expect(money.filter({ hasText: '$13.00' })).toHaveCount(1);
    await expect(money.filter({ hasText: '$52.00' })).toHaveCount(1);
  });

  await test.step('pay with the test Visa card', async () => {
    await fillCard(page, CARD.visa);
    await page.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  });

  const [booking] = await bookingsOf(request, owner.id);
  expect(booking).toMatchObject({ slot: expect.any(String), price: 52, status: 0 });
  expect(new Date(booking?.slot ?? '').toISOString()).toBe(slot);
  await expect(page.getByText(`PQC-${String(booking?.id)}`).first()).toBeVisible();

  await test.step('the appointment is in My Appointments', async () => {
    await page.getByRole('link', { name: 'Go To Dashboard' }).click();
    await page.goto('/app/my-appointments');
    const row = main(page)
      .getByRole('listitem')
      .filter({ hasText: `PQC-${String(booking?.id)}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('the confirmation mail carries the link and a calendar invite', async () => {
    const link = await consultationLinkFromMail(request, owner.email, booking?.id ?? 0);
    expect(link).toContain('/appointments?z=');
  });
});

test('a declined card shows the gateway message and books nothing', async ({ page, request }) => {
  const owner = await createOwner(request, 'declined');
  await createPet(request, owner.id, 'Rex');
  await signIn(page, request, owner.email);
  const { date, slots } = await firstDayWithSlots(
    request,
    LISTINGS.happyPawsClinic,
    'clinic_visit',
    5,
  );
  const picker = await openClinicPicker(page, 'Dr. Maria Gonzalez');
  await pickSlot(picker, date, slots[1] ?? slots[0] ?? '');
  await aboutTheVisit(page, 'Rex');
  await fillCard(page, CARD.declined);
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByText('Thanks for your Order!')).toHaveCount(0);
  expect(await bookingsOf(request, owner.id)).toEqual([]);
});

/** An owner's browser at the checkout's Payment step for one slot of the dental suite. */
async function atPayment(
  browser: Browser,
  request: APIRequestContext,
  owner: Owner,
  date: string,
  slot: string,
) {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, request, owner.email);
  const picker = await openClinicPicker(page, 'Dr. Samuel Okafor');
  await pickSlot(picker, date, slot);
  await aboutTheVisit(page, 'Milo');
  await fillCard(page, CARD.visa);
  return page;
}

test('two owners racing for one slot: one booking, and a clear message for the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [first, second] = await Promise.all([
    createOwner(request, 'race-a'),
    createOwner(request, 'race-b'),
  ]);
  const { date, slots } = await firstDayWithSlots(
    request,
    LISTINGS.happyPawsDental,
    'clinic_visit',
    2,
  );
  const slot = slots[0] ?? '';
  await Promise.all([createPet(request, first.id, 'Milo'), createPet(request, second.id, 'Milo')]);
  const pages = await Promise.all([
    atPayment(browser, request, first, date, slot),
    atPayment(browser, request, second, date, slot),
  ]);
  await Promise.all(
    pages.map((page) => page.getByRole('button', { name: 'Confirm and Pay' }).click()),
  );

  const outcome = async (page: Page) => {
    const thanks = page.getByText('Thanks for your Order!');
    const taken = page.getByRole('alert').filter({
      hasText: 'Sorry, this time slot is no longer available. Please pick another one.',
    });
    await expect(thanks.or(taken)).toBeVisible();
    if (await thanks.isVisible()) return 'booked';
    // The page offers the way back to another time at the same practice.
    await expect(page.getByRole('link', { name: 'Pick another time' })).toHaveAttribute(
      'href',
      `/vet-appointments/book/${String(HAPPY_PAWS)}`,
    );
    return 'refused';
  };
  const results = await Promise.all(pages.map(outcome));
  expect(results.sort()).toEqual(['booked', 'refused']);

  const booked = [
    ...(await bookingsOf(request, first.id)),
    ...(await bookingsOf(request, second.id)),
  ].filter((b) => b.status !== 3);
  expect(booked).toHaveLength(1);
});

test('an owner books a video consultation through the wizard and opens its link', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, 'wizard');
  await createPet(request, owner.id, 'Pepper');
  await signIn(page, request, owner.email);
  const { date, slots } = await firstDayWithSlots(
    request,
    LISTINGS.happyPawsTelehealth,
    'video',
    6,
  );
  const slot = slots[0] ?? '';

  await page.goto(`/vet-appointments/book/${String(HAPPY_PAWS)}`);
  await main(page).getByRole('button', { name: 'Select Happy Paws Telehealth' }).click();
  await page.getByRole('radio', { name: /^Video consultation/ }).check();
  const strip = main(page).getByRole('group', { name: 'Date and time' });
  await expect(strip.getByRole('button', { name: 'Next week' })).toBeVisible();
  await expectNoAxeViolations(page, "the booking wizard's date strip");
  await pickSlot(strip, date, slot);
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(/^Confirm .+ at .+\?$/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await page.getByRole('radio', { name: /Pepper/ }).click();
  await page.getByLabel('Reason for consult').fill('Pepper has been limping since yesterday.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectNoAxeViolations(page, "the booking wizard's payment step");
  await fillCard(page, CARD.visa);
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  const [booking] = await bookingsOf(request, owner.id);
  await expect(page.getByText(`PQC-${String(booking?.id)}`).first()).toBeVisible();

  await page.route('https://meet.jit.si/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.JitsiMeetExternalAPI = undefined;',
    }),
  );
  await page.goto('/app/my-appointments');
  const row = main(page)
    .getByRole('listitem')
    .filter({ hasText: `PQC-${String(booking?.id)}` });
  await row
    .getByRole('link', { name: /Join|Open consultation/ })
    .or(row.getByRole('button', { name: /Join|Open consultation/ }))
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/appointments');
  await expect(page.getByText(`PQC-${String(booking?.id)}`).first()).toBeVisible();
  await expect(page.getByText('Pepper', { exact: true })).toBeVisible();
});

test('practice staff see only the bookings of the listings they manage', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request, 'staff-view');
  const petId = await createPet(request, owner.id, 'Luna');
  const token = await apiLogin(request, owner.email);
  const clinic = await firstDayWithSlots(request, LISTINGS.happyPawsClinic, 'clinic_visit', 12);
  const dental = await firstDayWithSlots(request, LISTINGS.happyPawsDental, 'clinic_visit', 12);
  const clinicBooking = await bookThroughApi(request, token, {
    listingId: LISTINGS.happyPawsClinic,
    vendorId: HAPPY_PAWS,
    type: 'clinic_visit',
    slot: clinic.slots[clinic.slots.length - 1] ?? '',
    petId,
  });
  const dentalBooking = await bookThroughApi(request, token, {
    listingId: LISTINGS.happyPawsDental,
    vendorId: HAPPY_PAWS,
    type: 'clinic_visit',
    slot: dental.slots[dental.slots.length - 1] ?? '',
    petId,
  });

  const newestFirst = async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Booking Date' });
  };

  // Tom manages only the dental suite.
  await signIn(page, request, STAFF.tom, 'vendor');
  await page.goto('/app/appointments');
  await newestFirst();
  await expect(
    main(page).getByRole('heading', { name: `PQC-${String(dentalBooking)}` }),
  ).toBeVisible();
  await expect(
    main(page).getByRole('heading', { name: `PQC-${String(clinicBooking)}` }),
  ).toHaveCount(0);

  // The practice's root admin sees both.
  const admin = await page.context().browser()?.newContext({ timezoneId: 'UTC' });
  const adminPage = await admin?.newPage();
  if (!adminPage) throw new Error('no browser');
  await signIn(adminPage, request, STAFF.mariaRootAdmin, 'vendor');
  await adminPage.goto('/app/appointments');
  await adminPage.getByLabel('Sort by').selectOption({ label: 'Booking Date' });
  await expect(
    adminPage.getByRole('main').getByRole('heading', { name: `PQC-${String(dentalBooking)}` }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole('main').getByRole('heading', { name: `PQC-${String(clinicBooking)}` }),
  ).toBeVisible();
});

test('a practice books for a customer found by e-mail, with payment waived', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await createOwner(request, 'customer');
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.happyPawsClinic, 'video', 7);
  const slot = slots[0] ?? '';
  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto('/app');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/app/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();

  await main(page).getByRole('button', { name: 'Select Happy Paws Veterinary Clinic' }).click();
  await page.getByRole('radio', { name: /^Video consultation/ }).check();
  await pickSlot(main(page).getByRole('group', { name: 'Date and time' }), date, slot);
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await page.getByLabel('Customer e-mail').fill('nobody-here@example.com');
  await page.getByRole('button', { name: /Find|Search/ }).click();
  await expect(page.getByText('Customer not found')).toBeVisible();
  await page.getByLabel('Customer e-mail').fill(customer.email.toUpperCase());
  await page.getByRole('button', { name: /Find|Search/ }).click();
  await expect(page.getByText(customer.email)).toBeVisible();
  await page.getByRole('radio', { name: 'Payment Waived' }).check();
  await page.getByLabel('Reason for consult').fill('Follow-up after surgery.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();

  const [booking] = await bookingsOf(request, customer.id);
  expect(booking).toMatchObject({ price: 0, payment_waived: true, status: 0 });
  await expect(page.getByText(`PQC-${String(booking?.id)}`).first()).toBeVisible();
});
