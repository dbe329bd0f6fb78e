import { expect, type Page, test } from '@playwright/test';
import {
  bookThroughApi,
  consultationLinkFromMail,
  firstDayWithSlots,
  LISTINGS,
  pathAndQuery,
} from './support/booking';
import { apiLogin, createOwner, createPet, STAFF } from './support/people';
import { siteUrl } from './support/stack';

/**
 * The consultation link (functions/README.md, "Links"): the signed `z` of the booking
 * mails opens the booking's page: a chat between owner and vet, a video room, or 'Invalid link'.
 * Bookings are made through POST /api/payment (the booking journeys themselves are in
 * booking.spec.ts); the links are read from the mails in the dev outbox.
 */

/** The HAPPY PAWS vendor id of the demo data. */
const HAPPY_PAWS = 2;
/** The practice owner of the telehealth listing (vendor_listings.vendor_login_id 5). */
const TELEHEALTH_OWNER = STAFF.priya;

/**
 * Jitsi Meet is an outside service this machine cannot reach: its external_api.js is answered by
 * a small stand-in that builds the room frame the way the real one does, so the test sees which
 * room the page asked for.
 */
async function fakeJitsi(page: Page) {
  await page.route('https://meet.jit.si/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/external_api.js')) {
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.JitsiMeetExternalAPI = class {
          constructor(domain, options) {
            this.frame = document.createElement('iframe');
            this.frame.src = 'https://' + domain + '/' + options.roomName;
            this.frame.dataset.displayName = options.userInfo && options.userInfo.displayName;
            options.parentNode.appendChild(this.frame);
          }
          getIFrame() { return this.frame; }
          on() {}
          addListener() {}
          dispose() { this.frame.remove(); }
        };`,
      });
      return;
    }
    await route.fulfill({ contentType: 'text/html', body: '<p>Jitsi room</p>' });
  });
}

test('owner and vet talk through the chat of a chat consultation, each from their link', async ({
  browser,
  request,
}) => {
  const owner = await createOwner(request, 'chat');
  const petId = await createPet(request, owner.id, 'Biscuit');
  const token = await apiLogin(request, owner.email);
  const { slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'chat', 2);
  const bookingId = await bookThroughApi(request, token, {
    listingId: LISTINGS.happyPawsTelehealth,
    vendorId: HAPPY_PAWS,
    type: 'chat',
    slot: slots[slots.length - 1] ?? '',
    petId,
  });
  const ownerLink = await consultationLinkFromMail(request, owner.email, bookingId);
  const vetLink = await consultationLinkFromMail(request, TELEHEALTH_OWNER, bookingId);
  expect(vetLink).not.toBe(ownerLink);

  const ownerPage = await (await browser.newContext()).newPage();
  const vetPage = await (await browser.newContext()).newPage();
  await ownerPage.goto(pathAndQuery(ownerLink));
  await expect(ownerPage.getByText(`PQC-${String(bookingId)}`).first()).toBeVisible();
  await expect(ownerPage.getByText('Biscuit')).toBeVisible();
  await expect(ownerPage.getByText('No messages yet.')).toBeVisible();

  await ownerPage.getByLabel('Your message').fill('Hello doctor, Biscuit keeps scratching.');
  await ownerPage.getByRole('button', { name: 'Send' }).click();
  await expect(ownerPage.getByText('Hello doctor, Biscuit keeps scratching.')).toBeVisible();

  // The vet's page picks the message up by polling, and the answer reaches the owner the same way.
  await vetPage.goto(pathAndQuery(vetLink));
  await expect(vetPage.getByText('Hello doctor, Biscuit keeps scratching.')).toBeVisible();
  await vetPage.getByLabel('Your message').fill('Please send a photo of the skin.');
  await vetPage.getByRole('button', { name: 'Send' }).click();
  await expect(ownerPage.getByText('Please send a photo of the skin.')).toBeVisible({
    timeout: 15_000,
  });
});

test('a video consultation link opens the booking room; a tampered link opens nothing', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request, 'video-link');
  const petId = await createPet(request, owner.id, 'Luna');
  const token = await apiLogin(request, owner.email);
  const { slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'video', 3);
  const bookingId = await bookThroughApi(request, token, {
    listingId: LISTINGS.happyPawsTelehealth,
    vendorId: HAPPY_PAWS,
    type: 'video',
    slot: slots[0] ?? '',
    petId,
  });
  const link = await consultationLinkFromMail(request, owner.email, bookingId);

  await fakeJitsi(page);
  await page.goto(pathAndQuery(link));
  await expect(page.getByText(`PQC-${String(bookingId)}`).first()).toBeVisible();
  const room = page.frameLocator('iframe[title="Video consultation room"]');
  await expect(room.getByText('Jitsi room')).toBeVisible();
  const src = await page.locator('iframe[title="Video consultation room"]').getAttribute('src');
  // The room name is the booking's unguessable room id, never its number.
  expect(src).toMatch(/^https:\/\/meet\.jit\.si\/petwell-[0-9a-f-]{36}$/);

  // Any change to the code (another booking id, another signature) is refused alike.
  const z = new URL(link).searchParams.get('z') ?? '';
  const otherBooking = z.replace(/U(\d+)\./, (_, id: string) => `U${String(Number(id) + 1)}.`);
  const otherSignature = z.slice(0, -1) + (z.endsWith('A') ? 'B' : 'A');
  for (const tampered of [otherBooking, otherSignature, `${z}x`, 'garbage']) {
    await page.goto(`/appointments?z=${encodeURIComponent(tampered)}`);
    await expect(page.getByText('Invalid link', { exact: true })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  }
});

test('the main site sends any page carrying z to /appointments; a practice site frames it', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request, 'redirect');
  const petId = await createPet(request, owner.id, 'Luna');
  const token = await apiLogin(request, owner.email);
  const { slots } = await firstDayWithSlots(request, LISTINGS.happyPawsTelehealth, 'phone', 4);
  const bookingId = await bookThroughApi(request, token, {
    listingId: LISTINGS.happyPawsTelehealth,
    vendorId: HAPPY_PAWS,
    type: 'phone',
    slot: slots[0] ?? '',
    petId,
  });
  const z = new URL(
    await consultationLinkFromMail(request, owner.email, bookingId),
  ).searchParams.get('z');
  if (!z) throw new Error('no z in the link');

  await page.goto(`/pricing/?z=${encodeURIComponent(z)}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/appointments');
  expect(new URL(page.url()).searchParams.get('z')).toBe(z);
  await expect(page.getByText('The doctor will call you at the appointment time')).toBeVisible();

  await page.goto(siteUrl('happypaws.localhost', `/appointments?z=${encodeURIComponent(z)}`));
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('The doctor will call you at the appointment time')).toBeVisible();
});
