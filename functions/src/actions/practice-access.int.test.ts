import { FIND_CUSTOMER_PER_HOUR, PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  makeOtpCode,
  makeRecord,
  type Owner,
  type Practice,
  uniquePhone,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';

/**
 * Who reaches an owner's data, through the engine and the real functions: the attack (a practice that
 * signs up books for an owner it found and reads the owner's contact, pets and records) and the
 * owner's choices (share, refuse, revoke). The permission rules themselves are exercised row by
 * row in engine/test/cases/permissions/owner-data-access.yaml.
 */
let stack: TestStack;
let platform: Practice;
const db = () => stack.stack.db;

const FIND = `query Find($email: String!) { find_customer(email: $email) { id first_name last_name } }`;
const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;
const OWNER_DATA = `query { users { id email phone } pets { id name } phr { id } }`;
const SET_STATUS = `mutation S($vendorId: Int!, $status: String!) {
  set_practice_status(vendorId: $vendorId, status: $status) { id status notified } }`;
const ANSWER = `mutation A($bookingId: Int!, $share: Boolean!, $petId: Int) {
  answer_record_request(bookingId: $bookingId, share: $share, petId: $petId) { message bookings } }`;
const REVOKE = `mutation R($vendorId: Int!) { revoke_record_access(vendorId: $vendorId) { message bookings } }`;

beforeAll(async () => {
  stack = await startTestStack();
  platform = await createPractice(db(), { isPlatform: true, name: 'Petwell' });
});
afterAll(async () => {
  await stack.close();
});

async function ownerWithRecord(): Promise<{ owner: Owner; petId: number; token: string }> {
  const owner = await createOwner(db(), { first_name: 'Uma' });
  const petId = await createPet(db(), owner.id, 'Nibbles');
  await makeRecord(db(), owner.id, petId, { category: 'hh_foodplan', details: { name: 'Hay' } });
  return { owner, petId, token: await ownerToken(stack, owner) };
}

/** A chat consultation of the practice, bookable around the clock. */
const chatListing = (practice: Practice) =>
  createListing(db(), practice, { consultations: [{ type: 'chat', price: 20, duration: 15 }] });

const staffBooking = (listingId: number, customerId: number, daysAhead: number) => ({
  paymentType: 300,
  productId: 6000,
  vendorServiceId: listingId,
  for_ts: slotAt(daysAhead, '10:00').toISOString(),
  customerId,
  waivePayment: true,
  details: { summary: 'Follow-up' },
  idempotencyKey: newKey(),
});

const errorOf = (answer: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.['code'],
});

describe('the attack: a practice that signs up books for an owner and reads their data', () => {
  it('is stopped at every step while the practice is pending, and after approval sees only name and contact', async () => {
    const { owner } = await ownerWithRecord();
    const hostile = await createPractice(db(), { status: 'pending' });
    const listing = await chatListing(hostile);
    const root = await staffToken(stack, hostile.rootAdmin);

    // find_customer, booking for the customer and registering customers are refused while pending.
    expect(errorOf(await stack.gql(FIND, { email: owner.email }, { token: root }))).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.pending,
      code: 'access-denied',
    });
    const refused = await stack.gql(
      PAY,
      { order: staffBooking(listing.id, owner.id, 3) },
      {
        token: root,
      },
    );
    expect(errorOf(refused)).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.pending,
      code: 'access-denied',
    });
    expect(
      (await db().query('select 1 from public.bookings where user_id = $1', [owner.id])).rows,
    ).toEqual([]);

    // Booked by the database directly (as if before the fix): still nothing is readable.
    await createBooking(db(), owner, listing, {
      type: 'chat',
      slot: new Date(Date.now() + 3 * 86_400_000),
      duration: 15,
      payment_waived: true,
      booked_by_vendor_login_id: hostile.rootAdmin.id,
    });
    expect((await stack.gql(OWNER_DATA, {}, { token: root })).data).toEqual({
      users: [],
      pets: [],
      phr: [],
    });

    // Approved: the booking it made gives the customer's name and contact, not pets or records.
    await db().query(`update public.vendors set status = 'approved' where id = $1`, [
      hostile.vendorId,
    ]);
    expect((await stack.gql(OWNER_DATA, {}, { token: root })).data).toEqual({
      users: [{ id: owner.id, email: owner.email, phone: owner.phone }],
      pets: [],
      phr: [],
    });
  });

  it('answers find_customer with id and names only, and limits lookups per practice', async () => {
    const practice = await createPractice(db());
    const token = await staffToken(stack, practice.staff);
    const owner = await createOwner(db(), { first_name: 'Olga' });
    const found = await stack.gql(
      `query { find_customer(email: "${owner.email}") { id first_name last_name email } }`,
      {},
      { token },
    );
    expect(errorOf(found).code).toBe('validation-failed');
    expect((await stack.gql(FIND, { email: owner.email }, { token })).data).toEqual({
      find_customer: { id: owner.id, first_name: 'Olga', last_name: 'Owner' },
    });
    // One lookup was made above; the practice has FIND_CUSTOMER_PER_HOUR in an hour, shared by its staff.
    const root = await staffToken(stack, practice.rootAdmin);
    for (let i = 1; i < FIND_CUSTOMER_PER_HOUR; i++) {
      const answer = await stack.gql(
        FIND,
        { email: `nobody-${String(i)}@example.com` },
        { token: root },
      );
      expect(answer.errors).toBeUndefined();
    }
    const limited = await stack.gql(FIND, { email: owner.email }, { token });
    expect(errorOf(limited)).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.tooManyLookups,
      code: 'too-many-attempts',
    });
    // Another practice is not affected.
    const other = await createPractice(db());
    const otherToken = await staffToken(stack, other.staff);
    expect(
      (await stack.gql(FIND, { email: owner.email }, { token: otherToken })).errors,
    ).toBeUndefined();
  });

  it('refuses a pet id in a booking a practice makes, so no pet is learnt by guessing ids', async () => {
    const { owner, petId } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const token = await staffToken(stack, practice.rootAdmin);
    const answer = await stack.gql(
      PAY,
      { order: { ...staffBooking(listing.id, owner.id, 4), petId } },
      { token },
    );
    expect(errorOf(answer)).toMatchObject({ code: 'validation-failed' });
    expect(errorOf(answer).message).toContain(PRACTICE_ACCESS_MESSAGES.staffNamesNoPet);
  });

  it("adds the pet a practice names for its customer: the pet is the customer's, and both sides see it in the booking", async () => {
    const { owner, token: ownerTokenValue } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const token = await staffToken(stack, practice.staff);
    const answer = await stack.gql(
      PAY,
      {
        order: {
          ...staffBooking(listing.id, owner.id, 5),
          newPet: { name: 'Pumpkin', type: 2, breed: 'Tabby' },
        },
      },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const bookingId = (answer.data?.['payment'] as { id: number }).id;
    const { rows } = await db().query<{ user_id: number; name: string; pet_name: string }>(
      `select p.user_id, p.name, b.details -> 'pet' ->> 'name' as pet_name
         from public.bookings b join public.pets p on p.id = b.pet_id where b.id = $1`,
      [bookingId],
    );
    expect(rows).toEqual([{ user_id: owner.id, name: 'Pumpkin', pet_name: 'Pumpkin' }]);
    // The owner has the pet in their account; the practice still reads none of the owner's pets.
    const mine = await stack.gql(
      'query { pets(order_by: {id: asc}) { name } }',
      {},
      {
        token: ownerTokenValue,
      },
    );
    expect(mine.data?.['pets']).toEqual([{ name: 'Nibbles' }, { name: 'Pumpkin' }]);
    const theirs = await stack.gql('query { pets { name } }', {}, { token });
    expect(theirs.data?.['pets']).toEqual([]);
  });

  it('refuses a pet without a name or type and creates nothing', async () => {
    const { owner } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const answer = await stack.gql(
      PAY,
      { order: { ...staffBooking(listing.id, owner.id, 6), newPet: { name: ' ', type: 2 } } },
      { token: await staffToken(stack, practice.rootAdmin) },
    );
    expect(errorOf(answer).code).toBe('validation-failed');
    expect(
      (await db().query('select name from public.pets where user_id = $1', [owner.id])).rows,
    ).toEqual([{ name: 'Nibbles' }]);
  });

  it('lets a practice name a pet the customer shares with it, and no other', async () => {
    const { owner, petId, token: ownerTokenValue } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const token = await staffToken(stack, practice.rootAdmin);
    const first = await stack.gql(PAY, { order: staffBooking(listing.id, owner.id, 7) }, { token });
    const firstId = (first.data?.['payment'] as { id: number }).id;
    // Not shared yet: refused as a pet the practice cannot see.
    const early = await stack.gql(
      PAY,
      { order: { ...staffBooking(listing.id, owner.id, 8), petId } },
      { token },
    );
    expect(errorOf(early).message).toContain(PRACTICE_ACCESS_MESSAGES.staffNamesNoPet);
    const shared = await stack.gql(
      ANSWER,
      { bookingId: firstId, share: true, petId },
      { token: ownerTokenValue },
    );
    expect(shared.errors).toBeUndefined();
    const named = await stack.gql(
      PAY,
      { order: { ...staffBooking(listing.id, owner.id, 8), petId } },
      { token },
    );
    expect(named.errors).toBeUndefined();
    const bookingId = (named.data?.['payment'] as { id: number }).id;
    expect(
      (await db().query('select pet_id from public.bookings where id = $1', [bookingId])).rows,
    ).toEqual([{ pet_id: petId }]);
    // Another practice, to which nothing is shared, cannot name it.
    const other = await createPractice(db());
    const otherListing = await chatListing(other);
    const refused = await stack.gql(
      PAY,
      { order: { ...staffBooking(otherListing.id, owner.id, 9), petId } },
      { token: await staffToken(stack, other.rootAdmin) },
    );
    expect(errorOf(refused).message).toContain(PRACTICE_ACCESS_MESSAGES.staffNamesNoPet);
  });

  it('does not let an owner book, or see the slots of, a practice that is not approved', async () => {
    const { petId, token } = await ownerWithRecord();
    const pending = await createPractice(db(), { status: 'pending' });
    const listing = await chatListing(pending);
    const answer = await stack.gql(
      PAY,
      {
        order: {
          paymentType: 300,
          productId: 6000,
          vendorServiceId: listing.id,
          for_ts: slotAt(3, '11:00').toISOString(),
          petId,
          details: { summary: 'Itchy' },
          paymentInfo: VISA,
          idempotencyKey: newKey(),
        },
      },
      { token },
    );
    expect(answer.data?.['payment']).toMatchObject({
      result: 'Error',
      status: 'Consultations are not available currently.',
    });
    const slots = await stack.gql(
      `query S($id: Int!, $date: date!) { available_slots(listing_id: $id, type: "chat", date: $date, time_zone: "UTC") { slots } }`,
      { id: listing.id, date: slotAt(3, '11:00').toISOString().slice(0, 10) },
      { token },
    );
    expect(errorOf(slots).code).toBe('not-found');
  });
});

describe("the owner's choice", () => {
  async function requested() {
    const { owner, petId, token } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const root = await staffToken(stack, practice.rootAdmin);
    const booked = await stack.gql(
      PAY,
      { order: staffBooking(listing.id, owner.id, 5) },
      { token: root },
    );
    const bookingId = (booked.data?.['payment'] as { id: number }).id;
    return { owner, petId, token, practice, root, bookingId };
  }

  it('mails the customer of a practice-made booking a link to share or refuse', async () => {
    const { owner, practice, bookingId } = await requested();
    const [mail] = await stack.awaitMail(owner.email, 'Your appointment is booked');
    expect(mail?.body).toContain('Dr. Test, DVM booked this appointment for you.');
    expect(mail?.body).toContain("not your pets' health records");
    expect(mail?.body).toContain('/app/record-sharing');
    const row = await db().query<{ record_sharing: string; vendor_id: number }>(
      'select record_sharing, vendor_id from public.bookings where id = $1',
      [bookingId],
    );
    expect(row.rows[0]).toEqual({ record_sharing: 'requested', vendor_id: practice.vendorId });
  });

  it('shares the pet the owner picks, and its records, with the practice', async () => {
    const { owner, petId, token, root, bookingId } = await requested();
    expect(errorOf(await stack.gql(ANSWER, { bookingId, share: true }, { token }))).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.petRequired,
      code: 'validation-failed',
    });
    const stranger = await createOwner(db());
    const strangersPet = await createPet(db(), stranger.id, 'Other');
    expect(
      errorOf(await stack.gql(ANSWER, { bookingId, share: true, petId: strangersPet }, { token })),
    ).toEqual({ message: PRACTICE_ACCESS_MESSAGES.notYourPet, code: 'validation-failed' });

    const shared = await stack.gql(ANSWER, { bookingId, share: true, petId }, { token });
    expect(shared.data?.['answer_record_request']).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.shared,
      bookings: 1,
    });
    const seen = (await stack.gql(OWNER_DATA, {}, { token: root })).data;
    expect(seen?.['pets']).toEqual([{ id: petId, name: 'Nibbles' }]);
    expect((seen?.['phr'] as unknown[]).length).toBe(1);
    expect(seen?.['users']).toEqual([{ id: owner.id, email: owner.email, phone: owner.phone }]);
  });

  it('refuses: the practice keeps the booking and the contact, never the records', async () => {
    const { petId, token, root, bookingId } = await requested();
    const refused = await stack.gql(ANSWER, { bookingId, share: false, petId }, { token });
    expect(refused.data?.['answer_record_request']).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.refused,
      bookings: 1,
    });
    const seen = (
      await stack.gql(`query { bookings { id } pets { id } phr { id } }`, {}, { token: root })
    ).data;
    expect(seen).toEqual({ bookings: [{ id: bookingId }], pets: [], phr: [] });
  });

  it("cannot answer for someone else's booking, or a canceled one", async () => {
    const { petId, bookingId } = await requested();
    const other = await createOwner(db());
    const otherToken = await ownerToken(stack, other);
    expect(
      errorOf(await stack.gql(ANSWER, { bookingId, share: true, petId }, { token: otherToken })),
    ).toEqual({ message: PRACTICE_ACCESS_MESSAGES.bookingNotFound, code: 'not-found' });

    const mine = await requested();
    await db().query('update public.bookings set status = 3 where id = $1', [mine.bookingId]);
    expect(
      errorOf(
        await stack.gql(
          ANSWER,
          { bookingId: mine.bookingId, share: true, petId: mine.petId },
          { token: mine.token },
        ),
      ),
    ).toEqual({ message: PRACTICE_ACCESS_MESSAGES.bookingNotFound, code: 'not-found' });
  });

  it('revokes a practice: its bookings stay, the records go; booking again shares again', async () => {
    const { petId, token } = await ownerWithRecord();
    const practice = await createPractice(db());
    const listing = await chatListing(practice);
    const root = await staffToken(stack, practice.rootAdmin);
    const order = (days: number) => ({
      paymentType: 300,
      productId: 6000,
      vendorServiceId: listing.id,
      for_ts: slotAt(days, '09:00').toISOString(),
      petId,
      details: { summary: 'Check-up' },
      paymentInfo: VISA,
      idempotencyKey: newKey(),
    });
    expect((await stack.gql(PAY, { order: order(6) }, { token })).data?.['payment']).toMatchObject({
      result: 'Success',
    });
    expect((await stack.gql(`query { pets { id } }`, {}, { token: root })).data).toEqual({
      pets: [{ id: petId }],
    });

    const revoked = await stack.gql(REVOKE, { vendorId: practice.vendorId }, { token });
    expect(revoked.data?.['revoke_record_access']).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.revoked,
      bookings: 1,
    });
    expect(
      (await stack.gql(`query { bookings { id } pets { id } phr { id } }`, {}, { token: root }))
        .data,
    ).toMatchObject({ bookings: [{}], pets: [], phr: [] });

    // Another owner cannot revoke for this one (nothing of theirs changes).
    const other = await ownerToken(stack, await createOwner(db()));
    expect(
      (await stack.gql(REVOKE, { vendorId: practice.vendorId }, { token: other })).data?.[
        'revoke_record_access'
      ],
    ).toMatchObject({ bookings: 0 });

    expect((await stack.gql(PAY, { order: order(7) }, { token })).data?.['payment']).toMatchObject({
      result: 'Success',
    });
    expect((await stack.gql(`query { pets { id } }`, {}, { token: root })).data).toEqual({
      pets: [{ id: petId }],
    });
  });
});

describe('the platform vets practices', () => {
  it('approves and suspends, mailing the practice; the practice is listed only while approved', async () => {
    const practice = await createPractice(db(), { status: 'pending' });
    await createListing(db(), practice);
    const admin = await staffToken(stack, platform.rootAdmin);
    const listed = async () =>
      (
        (
          await stack.gql(`query L($id: Int!) { vendors(where: {id: {_eq: $id}}) { id } }`, {
            id: practice.vendorId,
          })
        ).data?.['vendors'] as unknown[]
      ).length;
    expect(await listed()).toBe(0);

    const approved = await stack.gql(
      SET_STATUS,
      { vendorId: practice.vendorId, status: 'approved' },
      { token: admin },
    );
    expect(approved.data?.['set_practice_status']).toEqual({
      id: practice.vendorId,
      status: 'approved',
      notified: true,
    });
    expect(await listed()).toBe(1);
    const [mail] = await stack.outbox(practice.rootAdmin.email);
    expect(mail?.subject).toMatch(/ is approved$/);

    await stack.gql(
      SET_STATUS,
      { vendorId: practice.vendorId, status: 'suspended' },
      { token: admin },
    );
    expect(await listed()).toBe(0);
    const [suspended] = await stack.outbox(practice.rootAdmin.email);
    expect(suspended?.subject).toMatch(/ is suspended$/);
  });

  it('is refused to every practice but the platform, to its staff, and for the platform itself', async () => {
    const practice = await createPractice(db(), { status: 'pending' });
    // The action refuses another practice's root admin; the platform's staff have no such field.
    for (const [staff, code] of [
      [practice.rootAdmin, 'access-denied'],
      [platform.staff, 'validation-failed'],
    ] as const) {
      const token = await staffToken(stack, staff);
      const answer = await stack.gql(
        SET_STATUS,
        { vendorId: practice.vendorId, status: 'approved' },
        { token },
      );
      expect(answer.errors?.[0]?.extensions?.['code']).toBe(code);
      expect(answer.data).toBeUndefined();
    }
    const self = await stack.gql(
      SET_STATUS,
      { vendorId: platform.vendorId, status: 'suspended' },
      { token: await staffToken(stack, platform.rootAdmin) },
    );
    expect(errorOf(self)).toEqual({
      message: PRACTICE_ACCESS_MESSAGES.practiceNotFound,
      code: 'not-found',
    });
    const status = await db().query<{ status: string }>(
      'select status from public.vendors where id = $1',
      [practice.vendorId],
    );
    expect(status.rows[0]?.status).toBe('pending');
  });

  it('is told by mail when a practice signs up, and the new practice starts pending', async () => {
    const phone = uniquePhone();
    const email = `vet-${phone}@newpractice.example.com`;
    // The mobile was verified through send_otp and verify_otp (tested in register.int.test.ts).
    await makeOtpCode(db(), phone, { verified_at: new Date() });
    const signup = await stack.gql(
      `mutation V($phone: String!, $email: String!) {
         vendor_signup(first_name: "Nate", last_name: "New", email: $email, phone: $phone,
                       password: "Secret-pass-1", practice_name: "Newcomer Vets") { token } }`,
      { phone, email },
    );
    expect(signup.errors).toBeUndefined();
    const row = await db().query<{ status: string }>(
      `select v.status from public.vendors v join public.vendor_logins l on l.vendor_id = v.id
        where l.email = $1`,
      [email],
    );
    expect(row.rows[0]?.status).toBe('pending');
    const [mail] = await stack.outbox(platform.rootAdmin.email);
    expect(mail?.subject).toBe('New practice waiting for approval: Newcomer Vets');
    expect(mail?.body).toContain('/app/practices');
  });
});
