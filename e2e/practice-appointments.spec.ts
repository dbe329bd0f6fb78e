import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, firstDayWithSlots, LISTINGS } from './support/booking';
import { outboxMessages } from './support/outbox';
import { apiLogin, createOwner, createPet, signIn, STAFF } from './support/people';
import { pickSlot } from './support/scheduler';

/**
 * The practice's side of an appointment: it books for a customer with the customer's pet, and it
 * cancels a paid booking through cancel_booking, the owner is mailed (with the calendar file that
 * removes the event) and sees the payment refunded.
 */
test.use({ timezoneId: 'UTC' });

const HAPPY_PAWS = 2;
const main = (page: Page) => page.getByRole('main');

test('the practice cancels a paid booking: the owner gets the cancellation mail and sees the refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, 'canceled-by-practice');
  const petId = await createPet(request, owner.id, 'Clover');
  const { slots } = await firstDayWithSlots(request, LISTINGS.happyPawsClinic, 'clinic_visit', 9);
  const bookingId = await bookThroughApi(request, await apiLogin(request, owner.email), {
    listingId: LISTINGS.happyPawsClinic,
    vendorId: HAPPY_PAWS,
    type: 'clinic_visit',
    slot: slots[slots.length - 1] ?? '',
    petId,
  });
  const code = `PQC-${String(bookingId)}`;

  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto('/app/appointments');
  await page.getByLabel('Sort by').selectOption({ label: 'Booking Date' });
  const row = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Clover')).toBeVisible();
  await row.getByRole('button', { name: `Cancel ${code}` }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Are you sure you want to cancel this appointment?',
  });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Appointment ${code} is canceled.`)).toBeAttached();
  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  const canceled = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code }) });
  await expect(canceled.getByText('Canceled', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the practice's canceled appointment");

  // The owner's mail says the practice canceled, with the refund and METHOD:CANCEL.
  let mail: Awaited<ReturnType<typeof outboxMessages>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await outboxMessages(request, owner.email)).find(
        (m) => m.subject === `Your appointment ${code} was canceled`,
      );
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail?.body).toContain(`canceled your appointment ${code}`);
  expect(mail?.body).toContain('has been refunded');
  const ics = mail?.attachments?.[0];
  expect(ics?.content).toContain('METHOD:CANCEL');
  expect(ics?.content).toContain(`UID:booking-${String(bookingId)}@`);

  // The owner sees the booking canceled by the practice and the payment refunded.
  const ownerContext = await browser.newContext({ timezoneId: 'UTC' });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, request, owner.email);
  await ownerPage.goto('/app/my-appointments');
  await ownerPage.getByLabel('Status').selectOption({ label: 'Canceled' });
  const mine = main(ownerPage)
    .getByRole('listitem')
    .filter({ has: ownerPage.getByRole('heading', { name: code }) });
  await mine.getByRole('button', { name: `Show details of ${code}` }).click();
  await expect(mine.getByText('Refunded')).toBeVisible();
  await expect(mine.getByText('The practice')).toBeVisible();
  await expectNoAxeViolations(ownerPage, "the owner's canceled appointment");
  await ownerContext.close();
});

test('staff book for a customer and add the pet; the owner sees the pet in the booking', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await createOwner(request, 'customer-pet');
  const { date, slots } = await firstDayWithSlots(request, LISTINGS.happyPawsClinic, 'video', 8);
  await signIn(page, request, STAFF.mariaRootAdmin, 'vendor');
  await page.goto('/app/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  await main(page).getByRole('button', { name: 'Select Happy Paws Veterinary Clinic' }).click();
  await page.getByRole('radio', { name: /^Video consultation/ }).check();
  await pickSlot(main(page).getByRole('group', { name: 'Date and time' }), date, slots[0] ?? '');
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Yes' })
    .click();

  await page.getByLabel('Customer e-mail').fill(customer.email);
  await page.getByRole('button', { name: /Find|Search/ }).click();
  const pets = page.getByRole('group', { name: 'Pet' });
  await expect(pets.getByRole('radio', { name: 'The customer chooses later' })).toBeChecked();
  await pets.getByRole('radio', { name: 'Add a pet' }).check();
  await page.getByLabel(/Pet name/).fill('Biscotti');
  await page.getByLabel(/Pet type/).selectOption({ label: 'Dog' });
  await expectNoAxeViolations(page, "the staff wizard's pet choice");
  await page.getByRole('radio', { name: 'Payment Waived' }).check();
  await page.getByLabel('Reason for consult').fill('Vaccines.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Thanks for your Order!')).toBeVisible();
  const code =
    (await page
      .getByText(/^PQC-[0-9]+$/)
      .first()
      .textContent()) ?? '';
  expect(code).toMatch(/^PQC-/);

  await page.goto('/app/appointments');
  await page.getByLabel('Sort by').selectOption({ label: 'Booking Date' });
  const staffRow = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code }) });
  await expect(staffRow.getByText('Biscotti')).toBeVisible();

  const ownerContext = await browser.newContext({ timezoneId: 'UTC' });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, request, customer.email);
  await ownerPage.goto('/app/my-appointments');
  const mine = main(ownerPage)
    .getByRole('listitem')
    .filter({ has: ownerPage.getByRole('heading', { name: code }) });
  await expect(mine.getByText('Biscotti')).toBeVisible();
  await ownerContext.close();
});
