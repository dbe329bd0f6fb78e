import { LISTING_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  createStaff,
  insert,
  makeVendor,
  type Owner,
  type Practice,
  type Staff,
  makePayment,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken } from '../../test/request-helpers';

let stack: TestStack;
let practice: Practice;
let other: Practice;
let owner: Owner;

// Friday 1 March 2030, 07:00 in New York: the clock of the actions.
const NOW = new Date('2030-03-01T12:00:00Z');
const NEW_YORK = 'America/New_York';

const SAVE = `mutation Save($listing: ListingInput!) {
  save_listing(listing: $listing) {
    id saved canceled notified
    affected { id code slot type duration customer pet }
  } }`;

const SLOTS = `query Slots($listing: Int!, $type: String!, $date: date!) {
  available_slots(listing_id: $listing, type: $type, date: $date, time_zone: "America/New_York") { slots }
}`;

interface SaveAnswer {
  id: number | null;
  saved: boolean;
  canceled: number[];
  notified: number;
  affected: { id: number; code: string; slot: string; customer: string; pet: string | null }[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];

/** A listing as the editor sends it: video and a clinic visit, weekday hours. */
function listingInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Riverside Clinic',
    line1: 'Dr. Ada Vet, DVM',
    line2: 'Wellness, vaccines',
    address: '2 River Road',
    city: 'Springfield',
    state: 'NY',
    zipcode: '12345',
    timezone: NEW_YORK,
    specialization: [1000, 1005],
    categories: [1000],
    pets: [1, 2],
    education: [{ degree: 'DVM', institution: 'Cornell', year: 2012 }],
    consultations: [
      {
        type: 'video',
        enabled: true,
        duration: 30,
        price: 45,
        schedules: [{ days: WEEKDAYS, from: '09:00', to: '12:00' }],
      },
      {
        type: 'clinic_visit',
        enabled: true,
        duration: 60,
        price: 90,
        schedules: [{ days: WEEKDAYS, from: '14:00', to: '17:00' }],
      },
    ],
    ...overrides,
  };
}

async function save(token: string, listing: Record<string, unknown>) {
  return stack.gql(SAVE, { listing }, { token });
}

async function saved(token: string, listing: Record<string, unknown>): Promise<SaveAnswer> {
  const answer = await save(token, listing);
  expect(answer.errors).toBeUndefined();
  return answer.data?.['save_listing'] as SaveAnswer;
}

async function slots(listing: number, type: string, date: string): Promise<string[]> {
  const answer = await stack.gql(SLOTS, { listing, type, date });
  expect(answer.errors).toBeUndefined();
  return (answer.data?.['available_slots'] as { slots: string[] }).slots;
}

const q = <R>(text: string, params: unknown[] = []) =>
  stack.stack.db.query<R>(text, params).then((r) => r.rows);

beforeAll(async () => {
  stack = await startTestStack({ now: () => NOW });
  practice = await createPractice(stack.stack.db);
  other = await createPractice(stack.stack.db);
  owner = await createOwner(stack.stack.db);
});
afterAll(async () => {
  await stack.close();
});

describe('save_listing: a new listing', () => {
  it('asks a root admin of a practice of several staff to choose the owner', async () => {
    const answer = await save(await staffToken(stack, practice.rootAdmin), listingInput());
    expect(answer.errors?.[0]).toMatchObject({
      message: LISTING_MESSAGES.ownerRequired,
      extensions: {
        code: 'validation-failed',
        fields: { owner_id: LISTING_MESSAGES.ownerRequired },
      },
    });
  });

  it('saves details, profile, owner, managers and consultations at once, and the slots show at once', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    const answer = await saved(
      token,
      listingInput({ owner_id: practice.staff.id, manager_ids: [practice.rootAdmin.id] }),
    );
    expect(answer).toMatchObject({ saved: true, affected: [], canceled: [] });
    const id = answer.id as number;
    const [row] = await q<Record<string, unknown>>(
      `select vendor_id, vendor_login_id, title, line1, line2, city, zipcode, specialization,
              categories, pets, education from public.vendor_listings where id = $1`,
      [id],
    );
    expect(row).toEqual({
      vendor_id: practice.vendorId,
      vendor_login_id: practice.staff.id,
      title: 'Riverside Clinic',
      line1: 'Dr. Ada Vet, DVM',
      line2: 'Wellness, vaccines',
      city: 'Springfield',
      zipcode: '12345',
      specialization: [1000, 1005],
      categories: [1000],
      pets: [1, 2],
      education: [{ degree: 'DVM', institution: 'Cornell', year: 2012 }],
    });
    const managers = await q<{ vendor_login_id: number }>(
      'select vendor_login_id from public.listing_managers where listing_id = $1 order by 1',
      [id],
    );
    expect(managers.map((m) => m.vendor_login_id).sort()).toEqual(
      [practice.rootAdmin.id, practice.staff.id].sort(),
    );
    // Monday 4 March: video 09:00-12:00 every 30 minutes, clinic visits 14:00-17:00 hourly.
    expect(await slots(id, 'video', '2030-03-04')).toHaveLength(6);
    expect(await slots(id, 'clinic_visit', '2030-03-04')).toEqual([
      '2030-03-04T19:00:00.000Z',
      '2030-03-04T20:00:00.000Z',
      '2030-03-04T21:00:00.000Z',
    ]);
  });

  it('makes the only staff member of a practice owner and manager', async () => {
    const vendorId = await makeVendor(stack.stack.db);
    const alone = await createStaff(stack.stack.db, vendorId, { subrole: 1 });
    const answer = await saved(await staffToken(stack, alone), listingInput());
    const [row] = await q<{ vendor_login_id: number }>(
      'select vendor_login_id from public.vendor_listings where id = $1',
      [answer.id],
    );
    expect(row?.vendor_login_id).toBe(alone.id);
  });

  it('makes a listing a staff member creates their own, and refuses other owners', async () => {
    const token = await staffToken(stack, practice.staff);
    const answer = await saved(token, listingInput({ title: 'Staff Annex' }));
    const [row] = await q<{ vendor_login_id: number }>(
      'select vendor_login_id from public.vendor_listings where id = $1',
      [answer.id],
    );
    expect(row?.vendor_login_id).toBe(practice.staff.id);
    const refused = await save(token, listingInput({ owner_id: practice.rootAdmin.id }));
    expect(refused.errors?.[0]).toMatchObject({
      message: LISTING_MESSAGES.ownerChangeRootAdminOnly,
      extensions: { code: 'access-denied' },
    });
  });

  it('refuses an owner or manager who is not staff of the practice', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    for (const input of [
      { owner_id: other.staff.id },
      { owner_id: practice.staff.id, manager_ids: [other.rootAdmin.id] },
    ]) {
      const answer = await save(token, listingInput(input));
      expect(answer.errors?.[0]?.message).toBe(LISTING_MESSAGES.staffNotFound);
    }
  });

  it('takes only an avatar the practice uploaded as a listing picture', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    const url = (who: Staff) =>
      `http://127.0.0.1:8080/files/public/vendor_service_avatar/staff-${String(who.id)}/${crypto.randomUUID()}/a.png`;
    const upload = async (who: Staff, kind = 'vendor_service_avatar') => {
      const fileUrl = url(who);
      await insert(stack.stack.db, 'uploads', {
        kind,
        access_type: 'public',
        storage_key: fileUrl.split('/files/public/')[1],
        file_name: 'a.png',
        content_type: 'image/png',
        max_bytes: 2_000_000,
        owner_vendor_login_id: who.id,
        status: 'uploaded',
        expires_at: new Date(Date.now() + 600_000),
        file_url: fileUrl,
      });
      return fileUrl;
    };
    const own = await upload(practice.staff);
    const accepted = await saved(token, listingInput({ owner_id: practice.staff.id, avatar: own }));
    expect(accepted.saved).toBe(true);
    for (const avatar of [
      'https://tracker.example.com/pixel.png',
      await upload(other.staff),
      await upload(practice.staff, 'brand_logo'),
    ]) {
      const answer = await save(token, listingInput({ owner_id: practice.staff.id, avatar }));
      expect(answer.errors?.[0]?.message).toBe(LISTING_MESSAGES.avatarInvalid);
    }
  });
});

describe('save_listing: who may update a listing', () => {
  it('lets staff update only listings they manage, and nobody another practice’s', async () => {
    const listing = await createListing(stack.stack.db, practice);
    const managed = listingInput({ id: listing.id, title: 'Renamed' });
    // Another staff member of the practice who does not manage it, another practice's root
    // admin: as if the listing did not exist.
    const bystander = await createStaff(stack.stack.db, practice.vendorId);
    for (const who of [bystander, other.rootAdmin, other.staff]) {
      const answer = await save(await staffToken(stack, who), managed);
      expect(answer.errors?.[0]).toMatchObject({
        message: LISTING_MESSAGES.listingNotFound,
        extensions: { code: 'not-found' },
      });
    }
    // An owner and a visitor cannot call it at all.
    const asOwner = await save(await ownerToken(stack, owner), managed);
    expect(asOwner.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const anonymous = await stack.gql(SAVE, { listing: managed });
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    expect(
      (
        await q<{ title: string }>('select title from public.vendor_listings where id = $1', [
          listing.id,
        ])
      )[0]?.title,
    ).toBe('Test Clinic');

    // The manager (the factory's staff member) may.
    expect((await saved(await staffToken(stack, practice.staff), managed)).saved).toBe(true);
    expect(
      (
        await q<{ title: string }>('select title from public.vendor_listings where id = $1', [
          listing.id,
        ])
      )[0]?.title,
    ).toBe('Renamed');
  });

  it('keeps the owner when a staff member saves, and lets a root admin hand the listing over', async () => {
    const listing = await createListing(stack.stack.db, practice);
    const handOver = listingInput({
      id: listing.id,
      owner_id: practice.rootAdmin.id,
      manager_ids: [],
    });
    const refused = await save(await staffToken(stack, practice.staff), handOver);
    expect(refused.errors?.[0]?.message).toBe(LISTING_MESSAGES.ownerChangeRootAdminOnly);
    await saved(await staffToken(stack, practice.rootAdmin), handOver);
    const managers = await q<{ vendor_login_id: number }>(
      'select vendor_login_id from public.listing_managers where listing_id = $1',
      [listing.id],
    );
    expect(managers).toEqual([{ vendor_login_id: practice.rootAdmin.id }]);
  });

  it('writes nothing when any part fails', async () => {
    const listing = await createListing(stack.stack.db, practice);
    // A database rule the form cannot know breaks on the second consultation's hours.
    await stack.stack.db.query(`
      create or replace function public.test_refuse_hours() returns trigger language plpgsql as $$
      begin
        if new.from_time = '13:15' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await stack.stack.db
      .query(`create trigger refuse_hours before insert on public.consultation_schedules
        for each row execute function public.test_refuse_hours()`);
    try {
      const input = listingInput({ id: listing.id, title: 'Half Saved' });
      (input.consultations[1] as { schedules: unknown[] }).schedules = [
        { days: [1], from: '13:15', to: '14:00' },
      ];
      const answer = await save(await staffToken(stack, practice.rootAdmin), input);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('unexpected');
    } finally {
      await stack.stack.db.query('drop trigger refuse_hours on public.consultation_schedules');
      await stack.stack.db.query('drop function public.test_refuse_hours()');
    }
    expect(await q('select title from public.vendor_listings where id = $1', [listing.id])).toEqual(
      [{ title: 'Test Clinic' }],
    );
    const consultations = await q<{ type: string; price: number }>(
      'select type, price from public.consultations where listing_id = $1 order by type',
      [listing.id],
    );
    expect(consultations).toEqual([{ type: 'video', price: 40 }]);
    expect(
      await q(
        `select to_char(from_time, 'HH24:MI') as from, to_char(to_time, 'HH24:MI') as to
           from public.consultation_schedules s join public.consultations c on c.id = s.consultation_id
          where c.listing_id = $1`,
        [listing.id],
      ),
    ).toEqual([{ from: '00:00', to: '23:59' }]);
  });
});

describe('save_listing: changing hours never drops a booking silently', () => {
  /** A listing open every day around the clock, and two video bookings on Monday 4 March. */
  async function bookedListing() {
    const listing = await createListing(stack.stack.db, practice, { timezone: NEW_YORK });
    const petId = await createPet(stack.stack.db, owner.id, 'Biscuit');
    const morning = await createBooking(stack.stack.db, owner, listing, {
      slot: '2030-03-04T15:00:00Z', // 10:00 in New York
      pet_id: petId,
      price: 40,
    });
    const evening = await createBooking(stack.stack.db, owner, listing, {
      slot: '2030-03-04T22:00:00Z', // 17:00
      pet_id: petId,
      price: 40,
    });
    // Past: never asked about.
    await createBooking(stack.stack.db, owner, listing, { slot: '2030-02-25T22:00:00Z' });
    return { listing, morning: morning.id, evening: evening.id };
  }

  const mornings = (id: number, extra: Record<string, unknown> = {}) =>
    listingInput({
      id,
      owner_id: practice.staff.id,
      consultations: [
        {
          type: 'video',
          enabled: true,
          duration: 30,
          price: 55,
          schedules: [{ days: WEEKDAYS, from: '09:00', to: '12:00' }],
        },
      ],
      ...extra,
    });

  it('answers the bookings the new hours leave out and writes nothing', async () => {
    const { listing, evening } = await bookedListing();
    const token = await staffToken(stack, practice.rootAdmin);
    const answer = await saved(token, mornings(listing.id));
    expect(answer).toEqual({
      id: listing.id,
      saved: false,
      canceled: [],
      notified: 0,
      affected: [
        {
          id: evening,
          code: `PQC-${String(evening)}`,
          slot: '2030-03-04T22:00:00.000Z',
          type: 'video',
          duration: 30,
          customer: 'Olivia Owner',
          pet: 'Biscuit',
        },
      ],
    });
    expect(
      await q('select price from public.consultations where listing_id = $1', [listing.id]),
    ).toEqual([{ price: 40 }]);
  });

  it('cancels the bookings the practice chose to cancel and mails their owners the message', async () => {
    const { listing, morning, evening } = await bookedListing();
    const token = await staffToken(stack, practice.rootAdmin);
    const answer = await saved(
      token,
      mornings(listing.id, {
        decisions: [{ booking_id: evening, keep: false, message: 'Dr. Vet now works mornings.' }],
      }),
    );
    expect(answer).toMatchObject({ saved: true, canceled: [evening], notified: 1 });
    const statuses = await q<{ id: number; status: number }>(
      'select id, status from public.bookings where id = any($1::int[]) order by id',
      [[morning, evening]],
    );
    expect(statuses).toEqual([
      { id: morning, status: 0 },
      { id: evening, status: 3 },
    ]);
    const [mail] = await stack.outbox(owner.email);
    expect(mail?.subject).toBe(`Your appointment PQC-${String(evening)} was canceled`);
    expect(mail?.body).toContain('Dr. Vet now works mornings.');
    expect(mail?.body).toContain('Monday, March 4, 2030 at 5:00 PM');
  });

  it('refunds the payment of a booking it cancels, as cancel_booking does', async () => {
    const { listing, evening } = await bookedListing();
    const gateway = stack.deps.payments.test;
    const held = await gateway.authorize({
      idempotencyKey: `hours-${String(evening)}`,
      amountCents: 4000,
      currency: 'USD',
      description: 'Video consultation',
      card: {
        number: '4242424242424242',
        name: 'Olivia Owner',
        cvc: '123',
        expMonth: 12,
        expYear: 2040,
      },
    });
    if (!held.ok) throw new Error('the test gateway refused the card');
    await gateway.capture(held.reference, {
      amountCents: 4000,
      currency: 'USD',
      idempotencyKey: `hours-${String(evening)}`,
    });
    const paymentId = await makePayment(stack.stack.db, owner.id, {
      vendor_id: practice.vendorId,
      payment_type: 300,
      product_id: 4000,
      amount_cents: 4000,
      provider_ref: held.reference,
    });
    await stack.stack.db.query('update public.bookings set payment_id = $2 where id = $1', [
      evening,
      paymentId,
    ]);
    const token = await staffToken(stack, practice.rootAdmin);
    const answer = await saved(
      token,
      mornings(listing.id, { decisions: [{ booking_id: evening, keep: false, message: null }] }),
    );
    expect(answer).toMatchObject({ saved: true, canceled: [evening] });
    expect(
      await q(
        `select b.canceled_by, p.status from public.bookings b
           join public.payments p on p.id = b.payment_id where b.id = $1`,
        [evening],
      ),
    ).toEqual([{ canceled_by: 'practice', status: 'refunded' }]);
    expect(gateway.ledger().find((a) => a.reference === held.reference)).toMatchObject({
      status: 'refunded',
      refunds: 1,
    });
  });

  it('keeps a booking the practice chose to keep, and does not ask about it again', async () => {
    const { listing, evening } = await bookedListing();
    const token = await staffToken(stack, practice.rootAdmin);
    const kept = await saved(
      token,
      mornings(listing.id, { decisions: [{ booking_id: evening, keep: true }] }),
    );
    expect(kept).toMatchObject({ saved: true, canceled: [], notified: 0 });
    expect(await q('select status from public.bookings where id = $1', [evening])).toEqual([
      { status: 0 },
    ]);
    expect((await saved(token, mornings(listing.id, { title: 'Again' }))).saved).toBe(true);
  });

  it('asks about the bookings of a consultation switched off or removed', async () => {
    const { listing, morning, evening } = await bookedListing();
    const token = await staffToken(stack, practice.rootAdmin);
    const clinicOnly = listingInput({
      id: listing.id,
      owner_id: practice.staff.id,
      consultations: [listingInput().consultations[1]],
    });
    const answer = await saved(token, clinicOnly);
    expect(answer.affected.map((b) => b.id)).toEqual([morning, evening]);
  });

  it('applies a new price to new bookings only', async () => {
    const { listing, morning } = await bookedListing();
    const token = await staffToken(stack, practice.rootAdmin);
    await saved(
      token,
      mornings(listing.id, {
        consultations: [
          {
            type: 'video',
            enabled: true,
            duration: 30,
            price: 55,
            schedules: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }],
          },
        ],
      }),
    );
    expect(await q('select price from public.bookings where id = $1', [morning])).toEqual([
      { price: 40 },
    ]);
    const quote = await stack.gql(
      `query { check_discount(productId: 4000, vendorServiceId: ${String(listing.id)}) { price } }`,
      {},
      { token: await ownerToken(stack, owner) },
    );
    expect(quote.data?.['check_discount']).toEqual({ price: 55 });
  });
});

describe('save_listing: the roster', () => {
  it('closes a day off and replaces a day’s hours, and available_slots follows at once', async () => {
    const listing = await createListing(stack.stack.db, practice, { timezone: NEW_YORK });
    const token = await staffToken(stack, practice.rootAdmin);
    const video = {
      type: 'video',
      enabled: true,
      duration: 30,
      price: 45,
      schedules: [{ days: WEEKDAYS, from: '09:00', to: '12:00' }],
      rosters: [
        { date: '2030-03-04', slots: [] },
        { date: '2030-03-05', slots: ['13:00', '13:30'] },
        // Before today in the listing's zone: not written.
        { date: '2030-02-20', slots: ['09:00'] },
      ],
    };
    await saved(
      token,
      listingInput({ id: listing.id, owner_id: practice.staff.id, consultations: [video] }),
    );
    expect(await slots(listing.id, 'video', '2030-03-04')).toEqual([]);
    expect(await slots(listing.id, 'video', '2030-03-05')).toEqual([
      '2030-03-05T18:00:00.000Z',
      '2030-03-05T18:30:00.000Z',
    ]);
    expect(await slots(listing.id, 'video', '2030-03-06')).toHaveLength(6);
    expect(
      await q(
        `select to_char(r.date, 'YYYY-MM-DD') as date from public.consultation_rosters r
           join public.consultations c on c.id = r.consultation_id where c.listing_id = $1 order by 1`,
        [listing.id],
      ),
    ).toEqual([{ date: '2030-03-04' }, { date: '2030-03-05' }]);

    // Leaving the rosters out keeps them; an empty list clears them from today on.
    await saved(
      token,
      listingInput({
        id: listing.id,
        owner_id: practice.staff.id,
        consultations: [{ ...video, rosters: null }],
      }),
    );
    expect(await slots(listing.id, 'video', '2030-03-04')).toEqual([]);
    await saved(
      token,
      listingInput({
        id: listing.id,
        owner_id: practice.staff.id,
        consultations: [{ ...video, rosters: [] }],
      }),
    );
    expect(await slots(listing.id, 'video', '2030-03-04')).toHaveLength(6);
  });
});

describe('the listing list', () => {
  const LIST = `query PracticeListings($where: vendor_listings_bool_exp!, $limit: Int!, $offset: Int!) {
    vendor_listings(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit, offset: $offset) { id title }
  }`;

  it('shows staff only the listings they manage, and a root admin all of the practice’s', async () => {
    const shop = await createPractice(stack.stack.db);
    const mine = await createListing(stack.stack.db, shop);
    const theirs = await createListing(stack.stack.db, {
      vendorId: shop.vendorId,
      staff: shop.rootAdmin,
    });
    await createListing(stack.stack.db, other);
    const ids = async (who: Staff, where: Record<string, unknown> = {}) => {
      const answer = await stack.gql(
        LIST,
        { where: { vendor_id: { _eq: shop.vendorId }, ...where }, limit: 10, offset: 0 },
        { token: await staffToken(stack, who) },
      );
      expect(answer.errors).toBeUndefined();
      return (answer.data?.['vendor_listings'] as { id: number }[]).map((l) => l.id);
    };
    expect(await ids(shop.staff)).toEqual([mine.id]);
    expect(await ids(shop.rootAdmin)).toEqual([theirs.id, mine.id]);
    // Another practice's staff see none of them, whatever they ask for.
    expect(await ids(other.rootAdmin)).toEqual([]);
  });
});
