import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bookThroughApi, firstDayWithSlots, LISTINGS } from './support/booking';
import { outboxMessages } from './support/outbox';
import { apiLogin, createOwner, createPet, signIn, STAFF } from './support/people';

/**
 * The practice's side of an appointment: it cancels a paid booking through cancel_booking, the
 * owner is mailed (with the calendar file that removes the event) and sees the payment refunded.
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
