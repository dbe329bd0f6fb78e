import { ACCOUNT_MESSAGES, FILE_REFERENCE_MESSAGE } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  type Listing,
  makeAssessment,
  makeServiceRequest,
  makeUploadedPicture,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, staffToken, VISA } from '../../test/request-helpers';
import { isPostgresError } from '../lib/db';

/**
 * Rules the actions keep that a direct table write skipped. Each write is
 * tried the way an attacker would, around the action, and refused.
 */
let stack: TestStack;
let practice: Practice;
let listing: Listing;
let owner: Owner;
let petId: number;
let tokens: Record<'user' | 'vendor' | 'root_admin', string>;

const db = () => stack.stack.db;
const JAVASCRIPT = 'javascript:alert(document.cookie)';
const uploadKey = (kind: 'phr' | 'smo_service', who: string) =>
  `${kind}/${who}/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/report.pdf`;

let nextHour = 0;
async function booking(type: 'chat' | 'clinic_visit', status = 0): Promise<number> {
  nextHour += 2;
  const slot = new Date(Date.UTC(2031, 2, 1) + nextHour * 3_600_000).toISOString();
  const values = { type, pet_id: petId, slot, status, details: {} };
  return (await createBooking(db(), owner, listing, values)).id;
}

/** The Postgres refusal of a statement: its code and constraint. */
async function refusal(statement: Promise<unknown>) {
  try {
    await statement;
    return null;
  } catch (error) {
    return isPostgresError(error) ? { code: error.code, constraint: error.constraint } : error;
  }
}

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(db());
  listing = await createListing(db(), practice, {
    consultations: [{ type: 'chat' }, { type: 'clinic_visit' }],
  });
  owner = await createOwner(db());
  petId = await createPet(db(), owner.id);
  tokens = {
    user: await ownerToken(stack, owner),
    // The staff member manages the listing (its owner column), the root admin runs the practice.
    vendor: await staffToken(stack, practice.staff),
    root_admin: await staffToken(stack, practice.rootAdmin),
  };
});
afterAll(async () => {
  await stack.close();
});

describe('chat messages are written only by send_consultation_message', () => {
  it('refuses a raw insert for every role, on a chat, a clinic and a canceled booking', async () => {
    const bookings = [
      await booking('chat'),
      await booking('clinic_visit'),
      await booking('chat', 3),
    ];
    for (const bookingId of bookings) {
      for (const [role, token] of [['anonymous', undefined], ...Object.entries(tokens)] as const) {
        const answer = await stack.gql(
          `mutation ($b: Int!) { insert_consult_messages_one(object: { booking_id: $b, body: "Hi" }) { id } }`,
          { b: bookingId },
          token ? { token } : {},
        );
        expect(answer.errors?.[0]?.message, `${role} on booking ${String(bookingId)}`).toBe(
          "field 'insert_consult_messages_one' not found in type: 'mutation_root'",
        );
      }
    }
    const { rows } = await db().query(
      'select 1 from public.consult_messages where booking_id = any($1)',
      [bookings],
    );
    expect(rows).toEqual([]);
  });
});

describe('person names are plain text', () => {
  const html = '<img src=x onerror=alert(1)>';

  it("refuses HTML in an owner's name written through GraphQL or straight to the table", async () => {
    const answer = await stack.gql(
      `mutation ($id: Int!, $name: String!) { update_users_by_pk(pk_columns: { id: $id }, _set: { first_name: $name }) { id } }`,
      { id: owner.id, name: html },
      { token: tokens.user },
    );
    expect(answer.errors?.[0]?.message).toMatch(/users_first_name_no_markup/);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    expect(
      await refusal(
        db().query(`update public.users set last_name = 'Evil<script>' where id = $1`, [owner.id]),
      ),
    ).toEqual({ code: '23514', constraint: 'users_last_name_no_markup' });
    const { rows } = await db().query<{ first_name: string }>(
      'select first_name from public.users where id = $1',
      [owner.id],
    );
    expect(rows[0]?.first_name).toBe('Olivia');
  });

  it("refuses HTML in a staff member's name", async () => {
    const answer = await stack.gql(
      `mutation ($id: Int!, $name: String!) { update_vendor_logins_by_pk(pk_columns: { id: $id }, _set: { last_name: $name }) { id } }`,
      { id: practice.staff.id, name: `Smith${html}` },
      { token: tokens.vendor },
    );
    expect(answer.errors?.[0]?.message).toMatch(/vendor_logins_last_name_no_markup/);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    expect(
      await refusal(
        db().query(`update public.vendor_logins set first_name = '<b>Sam</b>' where id = $1`, [
          practice.staff.id,
        ]),
      ),
    ).toEqual({ code: '23514', constraint: 'vendor_logins_first_name_no_markup' });
  });

  it('is what the sign-up schema says too: the person-name rule', async () => {
    const answer = await stack.rest('/api/account/register', {
      first_name: html,
      last_name: 'Owner',
      email: 'html-name@example.com',
      phone: '5550000000',
      password: 'a-good-password',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ first_name: ACCOUNT_MESSAGES.lettersOnly });
  });
});

describe('person names are kept trimmed, whoever writes them', () => {
  const namesOf = async (table: 'users' | 'vendor_logins', id: number) =>
    (
      await db().query<{ first_name: string; last_name: string }>(
        `select first_name, last_name from public.${table} where id = $1`,
        [id],
      )
    ).rows[0];

  it("trims an owner's name written through GraphQL, with one space between words", async () => {
    const someone = await createOwner(db());
    const answer = await stack.gql(
      `mutation ($id: Int!, $first: String!, $last: String!) {
        update_users_by_pk(pk_columns: { id: $id }, _set: { first_name: $first, last_name: $last }) { first_name last_name } }`,
      { id: someone.id, first: ' Ana   María ', last: 'Smith-Jones ' },
      { token: await ownerToken(stack, someone) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['update_users_by_pk']).toEqual({
      first_name: 'Ana María',
      last_name: 'Smith-Jones',
    });
    expect(await namesOf('users', someone.id)).toEqual({
      first_name: 'Ana María',
      last_name: 'Smith-Jones',
    });
  });

  it("trims a staff member's name written straight to the table, and refuses one of spaces only", async () => {
    await db().query(
      `update public.vendor_logins set first_name = E'\\tSam ', last_name = ' Lee' where id = $1`,
      [practice.staff.id],
    );
    expect(await namesOf('vendor_logins', practice.staff.id)).toEqual({
      first_name: 'Sam',
      last_name: 'Lee',
    });
    expect(
      await refusal(
        db().query(`update public.users set first_name = '   ' where id = $1`, [owner.id]),
      ),
    ).toEqual({ code: '23514', constraint: 'users_first_name_not_blank' });
  });
});

describe('record, assessment and SMO files are uploads the server issued', () => {
  const RECORD = `mutation ($pet: Int!, $details: jsonb!) {
    insert_phr_one(object: { pet_id: $pet, category: hd_lab, details: $details }) { id } }`;
  const lab = (files: unknown[]) => ({
    type: 'Lab',
    name: 'Blood panel',
    date: '2030-01-02',
    files,
  });

  it("refuses a javascript: URL or a stranger's address in a health record, keeps an upload's key", async () => {
    for (const files of [
      [JAVASCRIPT],
      ['https://evil.example/phish.pdf'],
      [`https://evil.example/x?${uploadKey('phr', 'user-1')}`],
      [`phr/user-${String(owner.id)}/../../etc/passwd`],
      [{ url: JAVASCRIPT }],
    ]) {
      const answer = await stack.gql(
        RECORD,
        { pet: petId, details: lab(files) },
        { token: tokens.user },
      );
      expect(answer.errors?.[0]?.message, JSON.stringify(files)).toMatch(/phr_files_are_uploads/);
    }
    const key = uploadKey('phr', `user-${String(owner.id)}`);
    const accepted = await stack.gql(
      RECORD,
      { pet: petId, details: lab([key, `http://localhost:8080/files/private/${key}`]) },
      { token: tokens.user },
    );
    expect(accepted.errors).toBeUndefined();
  });

  it('refuses the same in a record staff add for a customer and in the assessment files', async () => {
    await booking('chat');
    const staffAnswer = await stack.gql(
      `mutation ($pet: Int!, $user: Int!, $details: jsonb!) {
        insert_phr_one(object: { pet_id: $pet, user_id: $user, category: hd_notes, details: $details }) { id } }`,
      {
        pet: petId,
        user: owner.id,
        details: { type: 'Note', name: 'Visit', date: '2030-01-02', files: [JAVASCRIPT] },
      },
      { token: tokens.vendor },
    );
    expect(staffAnswer.errors?.[0]?.message).toMatch(/phr_files_are_uploads/);
    expect(staffAnswer.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    expect(
      (
        await db().query('select 1 from public.phr where user_id = $1 and category = $2', [
          owner.id,
          'hd_notes',
        ])
      ).rows,
    ).toEqual([]);

    await makeAssessment(db(), owner.id);
    const ihm = await stack.gql(
      `mutation ($files: jsonb!) { update_ihm(where: {}, _set: { files: $files }) { affected_rows } }`,
      { files: [JAVASCRIPT] },
      { token: tokens.user },
    );
    expect(ihm.errors?.[0]?.message).toMatch(/ihm_files_are_uploads/);
    expect(ihm.errors?.[0]?.extensions?.['code']).toBe('permission-error');
  });

  it('refuses a javascript: file in a second opinion order, and in its row written directly', async () => {
    const answer = await stack.gql(
      `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status } }`,
      {
        order: {
          paymentType: 100,
          productId: 7000,
          details: {
            firstOpinion: 'TPLO advised',
            query: 'Is a brace enough?',
            authorization: true,
            pet: petId,
            files: [JAVASCRIPT],
          },
          paymentInfo: VISA,
          idempotencyKey: newKey(),
        },
      },
      { token: tokens.user },
    );
    expect(answer.errors?.[0]?.message).toBe(`details.files.0: ${FILE_REFERENCE_MESSAGE}`);
    expect(
      await refusal(
        db().query(
          `insert into public.service_requests (type, product_id, user_id, pet_id, status, details)
           values ('smo', 7000, $1, $2, 0, $3)`,
          [
            owner.id,
            petId,
            JSON.stringify({
              firstOpinion: 'x',
              query: 'y',
              authorization: true,
              files: [JAVASCRIPT],
            }),
          ],
        ),
      ),
    ).toEqual({ code: '23514', constraint: 'service_requests_files_are_uploads' });
  });
});

describe("a person's picture is an image they uploaded", () => {
  const setOwnerPic = (pic: string) =>
    stack.gql(
      `mutation ($id: Int!, $pic: String!) { update_users_by_pk(pk_columns: { id: $id }, _set: { pic: $pic }) { id pic } }`,
      { id: owner.id, pic },
      { token: tokens.user },
    );
  const picOf = async (table: 'users' | 'vendor_logins', id: number) =>
    (
      await db().query<{ pic: string | null }>(`select pic from public.${table} where id = $1`, [
        id,
      ])
    ).rows[0]?.pic;

  it("refuses a stranger's address, a script URL and another person's upload, keeps an own upload", async () => {
    const other = await createOwner(db());
    const theirs = await makeUploadedPicture(db(), { userId: other.id });
    for (const pic of ['https://tracker.example/pixel.png', JAVASCRIPT, theirs]) {
      const answer = await setOwnerPic(pic);
      expect(answer.errors?.[0]?.message).toBe(
        'Check constraint violation. The picture must be an image you uploaded.',
      );
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    }
    expect(await picOf('users', owner.id)).toBeNull();
    const mine = await makeUploadedPicture(db(), { userId: owner.id });
    const saved = await setOwnerPic(mine);
    expect(saved.errors).toBeUndefined();
    expect(await picOf('users', owner.id)).toBe(mine);
  });

  it("holds for staff and for a write straight to the table, and accepts an own upload's address only", async () => {
    const staffUpload = await makeUploadedPicture(db(), { loginId: practice.staff.id });
    expect(
      await refusal(
        db().query(`update public.vendor_logins set pic = $2 where id = $1`, [
          practice.staff.id,
          staffUpload.replace('http://127.0.0.1:8080', 'https://evil.example'),
        ]),
      ),
    ).toEqual({ code: '23514', constraint: 'vendor_logins_pic_is_own_upload' });
    const answer = await stack.gql(
      `mutation ($id: Int!, $pic: String!) { update_vendor_logins_by_pk(pk_columns: { id: $id }, _set: { pic: $pic }) { id } }`,
      { id: practice.staff.id, pic: staffUpload },
      { token: tokens.vendor },
    );
    expect(answer.errors).toBeUndefined();
    expect(await picOf('vendor_logins', practice.staff.id)).toBe(staffUpload);
    const removed = await stack.gql(
      `mutation ($id: Int!) { update_vendor_logins_by_pk(pk_columns: { id: $id }, _set: { pic: null }) { id } }`,
      { id: practice.staff.id },
      { token: tokens.vendor },
    );
    expect(removed.errors).toBeUndefined();
  });
});

describe("a listing's avatar is a picture its practice uploaded", () => {
  const setAvatar = (avatar: string) =>
    stack.gql(
      `mutation ($id: Int!, $avatar: String!) { update_vendor_listings_by_pk(pk_columns: { id: $id }, _set: { avatar: $avatar }) { id } }`,
      { id: listing.id, avatar },
      { token: tokens.root_admin },
    );
  const avatarOf = async (id: number) =>
    (
      await db().query<{ avatar: string | null }>(
        `select avatar from public.vendor_listings where id = $1`,
        [id],
      )
    ).rows[0]?.avatar;

  it("refuses, straight through GraphQL, a stranger's address, a person's picture and another practice's upload", async () => {
    const before = await avatarOf(listing.id);
    const otherPractice = await createPractice(db());
    const refused = [
      'https://tracker.example/pixel.png',
      JAVASCRIPT,
      // A picture the staff member uploaded for their own profile is not a listing picture.
      await makeUploadedPicture(db(), { loginId: practice.staff.id }),
      await makeUploadedPicture(db(), { loginId: otherPractice.staff.id }, 'vendor_service_avatar'),
    ];
    for (const avatar of refused) {
      const answer = await setAvatar(avatar);
      expect(answer.errors?.[0]?.message).toBe(
        'Check constraint violation. The picture must be an image you uploaded.',
      );
    }
    expect(await avatarOf(listing.id)).toBe(before);
    const inserted = await stack.gql(
      `mutation ($avatar: String!, $owner: Int!) { insert_vendor_listings_one(object: { title: "Side door", line1: "Dr. X", timezone: "UTC", vendor_login_id: $owner, avatar: $avatar }) { id } }`,
      { avatar: refused[0], owner: practice.rootAdmin.id },
      { token: tokens.root_admin },
    );
    expect(inserted.errors?.[0]?.message).toBe(
      'Check constraint violation. The picture must be an image you uploaded.',
    );
  });

  it("takes a listing picture any of the practice's staff uploaded", async () => {
    const ours = await makeUploadedPicture(
      db(),
      { loginId: practice.staff.id },
      'vendor_service_avatar',
    );
    const answer = await setAvatar(ours);
    expect(answer.errors).toBeUndefined();
    expect(await avatarOf(listing.id)).toBe(ours);
  });
});

describe('a second opinion’s status, assignee and answer are written only by the actions', () => {
  const smo = (values: Record<string, unknown> = {}) =>
    makeServiceRequest(db(), owner.id, petId, { vendor_id: practice.vendorId, ...values });

  it('refuses a raw update of the status, the assignee or the answer for every role', async () => {
    const id = await smo();
    const changes = [
      { status: 3, response: 'Fine.' },
      { assigned_vendor_login_id: practice.staff.id },
      { response_files: [uploadKey('smo_service', `user-${String(owner.id)}`)] },
    ];
    for (const [role, token] of [['anonymous', undefined], ...Object.entries(tokens)] as const) {
      for (const set of changes) {
        const answer = await stack.gql(
          `mutation ($id: Int!, $set: service_requests_set_input!) {
            update_service_requests_by_pk(pk_columns: { id: $id }, _set: $set) { id } }`,
          { id, set },
          token ? { token } : {},
        );
        expect(answer.errors?.[0]?.extensions?.['code'], `${role} ${JSON.stringify(set)}`).toBe(
          'validation-failed',
        );
      }
    }
    const { rows } = await db().query(
      'select status, assigned_vendor_login_id, response from public.service_requests where id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 0, assigned_vendor_login_id: null, response: null }]);
  });

  it('refuses a completed or returned request without its answer, and answer files that are no uploads', async () => {
    const id = await smo({ assigned_vendor_login_id: practice.staff.id, status: 1 });
    for (const status of [3, 4]) {
      expect(
        await refusal(
          db().query(
            `update public.service_requests set status = $2, response = ' ', responded_at = now() where id = $1`,
            [id, status],
          ),
        ),
      ).toEqual({ code: '23514', constraint: 'service_requests_answer_required' });
    }
    expect(
      await refusal(
        db().query(`update public.service_requests set response_files = $2 where id = $1`, [
          id,
          JSON.stringify([JAVASCRIPT]),
        ]),
      ),
    ).toEqual({ code: '23514', constraint: 'service_requests_response_files_are_uploads' });
  });
});
