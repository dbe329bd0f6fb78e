import { type APIRequestContext, expect } from '@playwright/test';
import { outboxMessages } from './outbox';

/** The e2e stack's demo listings and their consultations (hasura/seeds/default). */
export const LISTINGS = {
  /** Happy Paws clinic (Dr. Maria Gonzalez): clinic visit 30 min $65, video. Managers 3, 4, 5. */
  happyPawsClinic: 1,
  /** Happy Paws telehealth (Dr. Priya Shah): video, phone, chat every day. Managers 4, 5. */
  happyPawsTelehealth: 2,
  /** Happy Paws dental suite (Dr. Samuel Okafor): clinic visit 60 min $180. Managers 4, 6. */
  happyPawsDental: 3,
  /** The platform's online vets (Dr. Nina Alvarez, vendor 1): video, phone, chat every day. */
  platformOnlineVets: 9,
} as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The bookable slots of a listing's consultation on a date (the public REST path). */
export async function availableSlots(
  request: APIRequestContext,
  listingId: number,
  type: string,
  date: string,
  timeZone = 'UTC',
): Promise<string[]> {
  const response = await request.post('/api/gql/available_slots', {
    data: { listing_id: listingId, type, date, time_zone: timeZone },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { slots: string[] } };
  return body.data.slots;
}

/** The first day from `fromDay` days ahead (UTC) with a free slot, and that day's slots. */
export async function firstDayWithSlots(
  request: APIRequestContext,
  listingId: number,
  type: string,
  fromDay = 1,
): Promise<{ date: string; slots: string[] }> {
  for (let day = fromDay; day <= 14; day += 1) {
    const date = isoDate(new Date(Date.now() + day * 86_400_000));
    const slots = await availableSlots(request, listingId, type, date);
    if (slots.length > 0) return { date, slots };
  }
  throw new Error(`listing ${String(listingId)} has no ${type} slot in the next two weeks`);
}

const PRODUCT: Record<string, number> = {
  clinic_visit: 2000,
  video: 4000,
  phone: 5000,
  chat: 6000,
};

/** The order fields every booking through POST /api/payment sends. */
interface ApiOrder {
  listingId: number;
  vendorId: number;
  type: string;
  slot: string;
}

/** Posts a booking to /api/payment and answers the new booking's id. */
async function postBooking(
  request: APIRequestContext,
  token: string,
  order: ApiOrder,
  extra: Record<string, unknown>,
): Promise<number> {
  const response = await request.post('/api/payment', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      paymentType: 300,
      productId: PRODUCT[order.type],
      vendorId: order.vendorId,
      vendorServiceId: order.listingId,
      consultationType: order.type,
      for_ts: order.slot,
      userTZ: 'UTC',
      idempotencyKey: `e2e-${String(Date.now())}-${String(Math.random()).slice(2, 10)}`,
      ...extra,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result?: string; id?: number | null };
  expect(body.result, JSON.stringify(body)).toBe('Success');
  if (typeof body.id !== 'number') throw new Error(`no booking id in ${JSON.stringify(body)}`);
  return body.id;
}

/** A paid booking made through POST /api/payment with the test gateway's Visa card. */
export function bookThroughApi(
  request: APIRequestContext,
  token: string,
  order: ApiOrder & { petId: number },
): Promise<number> {
  return postBooking(request, token, order, {
    petId: order.petId,
    details: { summary: 'Itchy skin for a week' },
    paymentInfo: {
      name: 'Olivia Parker',
      cardNumber: '4242424242424242',
      expDt: '12/30',
      ccv: '123',
    },
  });
}

/**
 * A booking a practice's staff member makes for a customer through POST /api/payment, with the
 * payment waived and no pet: the customer chooses which pet's records to share.
 */
export function bookForCustomerThroughApi(
  request: APIRequestContext,
  staffToken: string,
  order: ApiOrder & { customerId: number },
): Promise<number> {
  return postBooking(request, staffToken, order, {
    details: { summary: 'Booked at the front desk' },
    customerId: order.customerId,
    waivePayment: true,
  });
}

/** The consultation link (`/appointments?z=...`) of the newest mail to `to` about a booking. */
export async function consultationLinkFromMail(
  request: APIRequestContext,
  to: string,
  bookingId: number,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const message of await outboxMessages(request, to)) {
          if (!`${message.subject ?? ''}\n${message.body}`.includes(`PQC-${String(bookingId)}`))
            continue;
          const match = /https?:\/\/\S+\/appointments\?z=[^\s"<]+/.exec(message.body);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `no mail to ${to} with the link of PQC-${String(bookingId)}` },
    )
    .toBe(true);
  return link;
}

/** The path and query of a link, so it opens on the tests' own host. */
export const pathAndQuery = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
