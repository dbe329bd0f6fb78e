import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { availableSlots, bookThroughApi, firstDayWithSlots } from './support/booking';
import { outboxMessages } from './support/outbox';
import { apiLogin, createOwner, createPet, DEMO_PASSWORD, signIn, STAFF } from './support/people';
import { showDay, slotLabel } from './support/scheduler';
import { siteUrl } from './support/stack';

/**
 * A practice's listings from the practice's side: its root admin creates a listing with two
 * consultations and their hours, and owners find the new times at once in the clinic vet list
 * and the booking wizard; the root admin narrows the hours and decides about the booking they
 * leave out; staff see only the listings they manage. Who may save what is covered by
 * functions/src/actions/save-listing.int.test.ts.
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC' });

const HAPPY_PAWS = 2;
const TITLE = 'Riverside Annex (e2e)';
const DOCTOR = 'Dr. Ellis Reyes, DVM';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const EVERY_DAY = ['Saturday', 'Sunday'];

const main = (page: Page) => page.getByRole('main');

/** An 8×8 PNG, placed and scaled by the avatar editor. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EaCBFTEMLQkAaplQAc/OcKAAAAAASUVORK5CYII=',
  'base64',
);

let listingId = 0;

async function pageFor(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  role: 'user' | 'vendor',
) {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, request, email, role);
  return page;
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

/** Fills one consultation card: duration, price, and its first hours row on every day. */
async function fillConsultation(page: Page, name: string, duration: string, price: string) {
  const card = main(page).getByRole('listitem', { name });
  await card.getByLabel(/^Duration/).fill(duration);
  await card.getByLabel(/^Price/).fill(price);
  const hours = card.getByRole('group', { name: `Hours 1 of ${name}` });
  for (const day of EVERY_DAY) await hours.getByRole('checkbox', { name: day }).check();
  await hours.getByLabel('From').selectOption('09:00');
  await hours.getByLabel('To').selectOption('17:00');
  return card;
}

test('a root admin creates a listing with two consultations, and owners find its times at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');

  await test.step('the practice’s menu and header, and its listings', async () => {
    await page.goto('/app/listings');
    const menu = page.getByRole('navigation', { name: 'Practice' });
    await expect(menu.getByRole('link', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/app/listings',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Happy Paws' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Petwell')).toHaveCount(0);
    await expect(
      main(page).getByRole('listitem', { name: 'Happy Paws Dental Suite' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the listings');
    await checkWidths(page, 'listings');
  });

  await test.step('New Listing: details, profile, owner and two consultations', async () => {
    await main(page).getByRole('link', { name: 'New Listing' }).first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'New Listing' })).toBeVisible();
    await expect(main(page).getByText('Click the button below to Add Consultation')).toBeVisible();
    await main(page)
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: PICTURE });
    const scale = main(page).getByRole('slider', { name: 'Scale' });
    await expect(scale).toHaveValue('1');
    await scale.press('ArrowRight');
    await expect(scale).toHaveValue('1.05');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main(page).getByRole('img', { name: /^Picture of/ })).toHaveAttribute(
      'src',
      /\/files\/public\/vendor_service_avatar\/staff-3\/[0-9a-f-]{36}\/listing\.png$/,
    );
    await main(page)
      .getByLabel(/^Title/)
      .fill(TITLE);
    await main(page)
      .getByLabel(/^Line 1/)
      .fill(DOCTOR);
    await main(page).getByLabel('Address').fill('12 River Street');
    await main(page).getByLabel('City').fill('Brooklyn');
    await main(page).getByLabel('State').fill('NY');
    await main(page).getByLabel('Zip code').fill('11201');
    const zone = main(page).getByRole('combobox', { name: /Time zone/ });
    await zone.fill('New York');
    await page.getByRole('option', { name: 'America/New York' }).click();
    await main(page).getByRole('checkbox', { name: 'Dermatology' }).check();
    await main(page).getByRole('checkbox', { name: 'Vaccinations' }).check();
    await main(page)
      .getByRole('combobox', { name: 'Owner', exact: true })
      .selectOption({ label: 'Maria Gonzalez' });

    await main(page).getByRole('button', { name: 'Add Consultation' }).click();
    await main(page).getByRole('button', { name: 'Add Consultation' }).click();
    await fillConsultation(page, 'Clinic Visit', '30', '70');
    await fillConsultation(page, 'Video Consultation', '20', '40');
    await expectNoAxeViolations(page, 'the new listing');
    await checkWidths(page, 'listing-editor');

    await main(page).getByRole('button', { name: 'Save Listing' }).click();
    await expect(main(page).getByText('Saved Successfully!')).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    listingId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Update Listing' }),
    ).toBeVisible();
  });

  const owner = await pageFor(
    browser,
    request,
    (await createOwner(request, 'listing')).email,
    'user',
  );
  const { date, slots } = await firstDayWithSlots(request, listingId, 'clinic_visit', 2);
  const slot = slots[0] ?? '';

  await test.step('the clinic vet list offers the new clinic visit times', async () => {
    await owner.goto('/vet-appointments/list');
    await owner.getByLabel('Doctor, clinic or specialization').fill(DOCTOR);
    await owner.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const card = main(owner).getByRole('article').filter({ hasText: DOCTOR });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('$70')).toBeVisible();
    await card.getByRole('button', { name: 'Book Appointment' }).click();
    const picker = card.getByRole('group', { name: /Choose a clinic visit time/ });
    await (await showDay(picker, date)).click();
    await expect(picker.getByRole('button', { name: slotLabel(slot), exact: true })).toBeVisible();
  });

  await test.step('the booking wizard offers the new video times', async () => {
    const video = await firstDayWithSlots(request, listingId, 'video', 2);
    await owner.goto(`/vet-appointments/book/${String(HAPPY_PAWS)}`);
    await main(owner)
      .getByRole('button', { name: `Select ${TITLE}` })
      .click();
    await owner.getByRole('radio', { name: /^Video consultation/ }).check();
    const strip = main(owner).getByRole('group', { name: 'Date and time' });
    await (await showDay(strip, video.date)).click();
    await expect(
      strip.getByRole('button', { name: slotLabel(video.slots[0] ?? ''), exact: true }),
    ).toBeVisible();
  });
});

test('a root admin narrows the hours and decides about the booking they leave out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(listingId, 'the listing of the first journey').toBeGreaterThan(0);
  const owner = await createOwner(request, 'narrowed');
  const petId = await createPet(request, owner.id, 'Juniper');
  const token = await apiLogin(request, owner.email);
  const { date, slots } = await firstDayWithSlots(request, listingId, 'video', 3);
  // The day's last video slot: after 16:00 in New York, outside the narrowed hours.
  const late = slots[slots.length - 1] ?? '';
  const bookingId = await bookThroughApi(request, token, {
    listingId,
    vendorId: HAPPY_PAWS,
    type: 'video',
    slot: late,
    petId,
  });

  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto(`/app/listings/item?id=${String(listingId)}`);
  const video = main(page).getByRole('listitem', { name: 'Video Consultation' });
  await video
    .getByRole('group', { name: 'Hours 1 of Video Consultation' })
    .getByLabel('To')
    .selectOption('12:00');
  await main(page).getByRole('button', { name: 'Save Listing' }).click();

  const panel = main(page).getByRole('region', {
    name: 'Upcoming bookings outside the new hours',
  });
  await expect(panel).toBeVisible();
  const booking = panel.getByRole('group', {
    name: `PQC-${String(bookingId)}: Olivia Parker (Juniper)`,
  });
  await expect(booking).toBeVisible();
  await expectNoAxeViolations(page, 'the bookings outside the new hours');
  await checkWidths(page, 'affected-bookings');
  await booking.getByRole('radio', { name: 'Cancel and tell the owner' }).check();
  await booking
    .getByLabel(/^Message to the owner/)
    .fill('Dr. Reyes now sees video patients in the mornings only.');
  await panel.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(
    main(page).getByText('Saved Successfully! 1 booking was canceled; 1 owner was e-mailed.'),
  ).toBeVisible();

  await expect
    .poll(async () => (await outboxMessages(request, owner.email)).map((m) => m.subject))
    .toContain(`Your appointment PQC-${String(bookingId)} was canceled`);
  const [mail] = (await outboxMessages(request, owner.email)).filter((m) =>
    (m.subject ?? '').endsWith('was canceled'),
  );
  expect(mail?.body).toContain('Dr. Reyes now sees video patients in the mornings only.');
  // The narrowed hours apply at once: nothing after noon in New York that day.
  const after = await availableSlots(request, listingId, 'video', date, 'America/New_York');
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((s) => new Date(s).getUTCHours() < 17)).toBe(true);

  await test.step('a day off in the roster closes that day at once', async () => {
    const card = main(page).getByRole('listitem', { name: 'Video Consultation' });
    await card.getByRole('button', { name: /^Days that differ/ }).click();
    const strip = card.getByRole('group', { name: /^Times of Video Consultation/ });
    await (await showDay(strip, date)).click();
    await card.getByRole('button', { name: 'Day off' }).click();
    await expect(card.getByRole('status')).toHaveText(/Day off$/);
    await expectNoAxeViolations(page, 'the days that differ');
    await checkWidths(page, 'roster');
    await main(page).getByRole('button', { name: 'Save Listing' }).click();
    await expect(main(page).getByText('Saved Successfully!')).toBeVisible();
    expect(await availableSlots(request, listingId, 'video', date, 'America/New_York')).toEqual([]);
  });
});

test('staff see only the listings they manage, and no owner picker', async ({ page, request }) => {
  // Two axe runs, one over the whole listing editor (its hours, rosters and waitlist panel).
  test.setTimeout(60_000);
  await signIn(page, request, STAFF.priya, 'vendor');
  await page.goto('/app/listings');
  await expect(main(page).getByRole('listitem', { name: 'Happy Paws Telehealth' })).toBeVisible();
  await expect(
    main(page).getByRole('listitem', { name: 'Happy Paws Veterinary Clinic' }),
  ).toBeVisible();
  await expect(main(page).getByRole('listitem', { name: 'Happy Paws Dental Suite' })).toHaveCount(
    0,
  );
  await expect(main(page).getByRole('listitem', { name: TITLE })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a staff member’s listings');

  await main(page).getByRole('link', { name: 'Edit Happy Paws Telehealth' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Update Listing' })).toBeVisible();
  await expect(main(page).getByLabel(/^Line 1/)).toHaveValue('Dr. Priya Shah, DVM');
  await expect(main(page).getByRole('combobox', { name: 'Owner', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a staff member’s listing');

  await page.goto('/app/listings/item?id=3');
  await expect(main(page).getByText('No listing found!')).toBeVisible();
});

test("a practice's own site lets only its staff log in, and offers no Vet Signup", async ({
  page,
}) => {
  await page.goto(siteUrl('happypaws', '/vendor/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Vet Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vet Signup' })).toHaveCount(0);
  await page.getByLabel('Email').fill('robert.hughes@brightcare.example.org');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      "Only this practice's staff can log in on its site. Please log in on the main site.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, "another practice's staff refused");

  await page.getByLabel('Email').fill(STAFF.priya);
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/app/appointments');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Happy Paws' })).toBeVisible();
});
