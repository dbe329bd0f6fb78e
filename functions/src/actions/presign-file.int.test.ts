import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPractice,
  makePet,
  makeRecord,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken as tokenOfOwner, staffToken as tokenOfStaff } from '../../test/request-helpers';
import type { Queryable } from '../lib/db';

let stack: TestStack;
let clock = new Date();
let owner: Owner;
let otherOwner: Owner;
let bookedPractice: Practice;
let otherPractice: Practice;
let ownerToken: string;
let otherOwnerToken: string;
let bookedStaffToken: string;
let otherStaffToken: string;
let storageDir: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const PRESIGN = `mutation ($a: String!, $n: String!, $t: String!, $s: String!, $size: Int) {
  presign_file(accessType: $a, fileName: $n, fileType: $t, serviceType: $s, fileSize: $size) { fileUrl uploadUrl } }`;

let bookedPetId: number;

/** A booking of the owner's pet (shared with the practice); answers the pet's id. */
async function book(db: Queryable, userId: number, practice: Practice): Promise<number> {
  const listing = await createListing(db, practice);
  const petId = await makePet(db, userId);
  await createBooking(db, { id: userId }, listing, {
    pet_id: petId,
    slot: new Date(Date.now() + 3 * 86_400_000),
  });
  return petId;
}

/** presign through REST; the access type is the path parameter. */
async function presign(
  token: string | undefined,
  body: Record<string, unknown>,
  accessType = 'private',
) {
  return stack.rest(`/api/files/${accessType}`, body, token ? { token } : {});
}

async function put(url: string, body: Buffer, contentType: string) {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.parentPath.includes('.staging'))
    .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)));
}

/** A private file of the owner's, uploaded and filed on the booked pet's record. */
async function uploadedRecord(): Promise<string> {
  const fileUrl = await uploadedFile();
  await makeRecord(stack.stack.db, owner.id, bookedPetId, {
    category: 'hd_lab',
    details: { type: 'Blood', name: 'Blood work', date: '2026-11-02', files: [fileUrl] },
  });
  return fileUrl;
}

/** A private file of the owner's, uploaded and not filed on any record yet. */
async function uploadedFile(): Promise<string> {
  const presigned = await presign(ownerToken, {
    fileName: 'blood work.pdf',
    fileType: 'application/pdf',
    serviceType: 'phr',
  });
  expect(presigned.status).toBe(200);
  expect((await put(presigned.body.uploadUrl as string, PDF, 'application/pdf')).status).toBe(200);
  return presigned.body.fileUrl as string;
}

beforeAll(async () => {
  stack = await startTestStack({ now: () => clock });
  storageDir = path.resolve(stack.deps.env.STORAGE_DIR);
  const db = stack.stack.db;
  owner = await createOwner(db);
  otherOwner = await createOwner(db);
  bookedPractice = await createPractice(db);
  otherPractice = await createPractice(db);
  bookedPetId = await book(db, owner.id, bookedPractice);
  await book(db, otherOwner.id, otherPractice);
  ownerToken = await tokenOfOwner(stack, owner);
  otherOwnerToken = await tokenOfOwner(stack, otherOwner);
  bookedStaffToken = await tokenOfStaff(stack, bookedPractice.staff);
  otherStaffToken = await tokenOfStaff(stack, otherPractice.rootAdmin);
});
afterAll(async () => {
  await stack.close();
});

describe('presign_file', () => {
  it('answers fileUrl and uploadUrl through GraphQL and records a pending upload under a server-chosen key', async () => {
    const result = await stack.gql(
      PRESIGN,
      { a: 'public', n: '../My Photo.PNG', t: 'image/png', s: 'user_avatar' },
      { token: ownerToken },
    );
    expect(result.errors).toBeUndefined();
    const { fileUrl, uploadUrl } = result.data?.['presign_file'] as {
      fileUrl: string;
      uploadUrl: string;
    };
    expect(fileUrl).toMatch(
      new RegExp(
        `^${stack.url}/files/public/user_avatar/user-${String(owner.id)}/[0-9a-f-]{36}/My_Photo\\.png$`,
      ),
    );
    expect(uploadUrl).toMatch(new RegExp(`^${stack.url}/files/upload/\\d+\\?expires=\\d+&sig=`));
    const { rows } = await stack.stack.db.query(
      'select kind, access_type, file_name, content_type, max_bytes, status, owner_user_id from public.uploads where storage_key = $1',
      [fileUrl.slice(`${stack.url}/files/public/`.length)],
    );
    expect(rows[0]).toEqual({
      kind: 'user_avatar',
      access_type: 'public',
      file_name: 'My Photo.PNG',
      content_type: 'image/png',
      max_bytes: 2 * 1024 * 1024,
      status: 'pending',
      owner_user_id: owner.id,
    });
  });

  it('works through REST with the access type in the path, and refuses public health records', async () => {
    const ok = await presign(ownerToken, {
      fileName: 'x-ray.pdf',
      fileType: 'application/pdf',
      serviceType: 'phr',
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body as object).sort()).toEqual(['fileUrl', 'uploadUrl']);
    expect(ok.body.fileUrl).toContain('/files/private/phr/');
    const refused = await presign(
      ownerToken,
      { fileName: 'x-ray.pdf', fileType: 'application/pdf', serviceType: 'phr' },
      'public',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'accessType: Health records and SMO documents are private: upload them with access private.',
    );
  });

  it('is refused to anonymous callers, and staff-only kinds to owners', async () => {
    const anonymous = await presign(
      undefined,
      { fileName: 'a.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    expect(anonymous.status).toBe(403);
    const viaGraphql = await stack.gql(PRESIGN, {
      a: 'public',
      n: 'a.png',
      t: 'image/png',
      s: 'user_avatar',
    });
    expect(viaGraphql.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    expect(viaGraphql.data?.['presign_file']).toBeUndefined();
    const logo = await presign(
      ownerToken,
      { fileName: 'logo.png', fileType: 'image/png', serviceType: 'brand_logo' },
      'public',
    );
    expect(logo.status).toBe(403);
    expect(logo.body.message).toBe('Only practice staff can upload this kind of file.');
  });
});

describe('the local upload URL', () => {
  it('accepts one PUT of the declared type (200) and refuses a second one', async () => {
    const presigned = await presign(
      ownerToken,
      { fileName: 'me.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const uploadUrl = presigned.body.uploadUrl as string;
    const first = await put(uploadUrl, PNG, 'image/png');
    expect(first).toEqual({
      status: 200,
      body: { status: 'uploaded', size: PNG.length, fileUrl: presigned.body.fileUrl },
    });
    const second = await put(uploadUrl, PNG, 'image/png');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'This upload link has already been used. Please upload the file again.',
    );
  });

  it('serves an uploaded public file with its type, nosniff and no credentials', async () => {
    const presigned = await presign(
      ownerToken,
      { fileName: 'me.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const before = await get(presigned.body.fileUrl as string);
    expect(before.status).toBe(404);
    await put(presigned.body.uploadUrl as string, PNG, 'image/png');
    const file = await get(presigned.body.fileUrl as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.body.equals(PNG)).toBe(true);
  });

  it('refuses an expired URL', async () => {
    const presigned = await presign(
      ownerToken,
      { fileName: 'me.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const started = clock;
    clock = new Date(started.getTime() + 11 * 60_000);
    try {
      const late = await put(presigned.body.uploadUrl as string, PNG, 'image/png');
      expect(late.status).toBe(403);
      expect(late.body.message).toBe('This upload link has expired. Please upload the file again.');
    } finally {
      clock = started;
    }
  });

  it("removes the owner's upload rows whose link expired unused, once outside the hourly quota", async () => {
    const unused = await presign(
      ownerToken,
      { fileName: 'never.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const key = new URL(unused.body.fileUrl as string).pathname.replace('/files/public/', '');
    const rows = () =>
      stack.stack.db.query('select 1 from public.uploads where storage_key = $1', [key]);
    const started = clock;
    /** A token valid at the moved clock (REST checks expiry against the functions' clock). */
    const tokenAt = async (at: Date) =>
      (
        await stack.deps.tokens.issue(
          {
            id: owner.id,
            vendor_id: null,
            email: owner.email,
            role: 'user',
            subrole: null,
            pic: null,
          },
          at,
        )
      ).token;
    const avatar = (name: string) => ({
      fileName: name,
      fileType: 'image/png',
      serviceType: 'user_avatar',
    });
    try {
      clock = new Date(started.getTime() + 30 * 60_000);
      expect((await presign(await tokenAt(clock), avatar('a.png'), 'public')).status).toBe(200);
      expect((await rows()).rows).toHaveLength(1);
      clock = new Date(started.getTime() + 2 * 3600_000);
      expect((await presign(await tokenAt(clock), avatar('b.png'), 'public')).status).toBe(200);
      expect((await rows()).rows).toHaveLength(0);
    } finally {
      clock = started;
    }
  });

  it('refuses another content type than the declared one, and bytes that are not the declared type', async () => {
    const presigned = await presign(ownerToken, {
      fileName: 'labs.pdf',
      fileType: 'application/pdf',
      serviceType: 'phr',
    });
    const url = presigned.body.uploadUrl as string;
    const html = await put(url, Buffer.from('<html><script>alert(1)</script>'), 'text/html');
    expect(html.status).toBe(400);
    expect(html.body.message).toBe(
      'The file must be sent with Content-Type application/pdf, the type it was declared with.',
    );
    const disguised = await put(
      url,
      Buffer.from('<html><script>alert(1)</script>'),
      'application/pdf',
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe(
      "The file's content is not application/pdf: its bytes do not match the declared type.",
    );
    // Refusals do not use the link up.
    expect((await put(url, PDF, 'application/pdf')).status).toBe(200);
  });

  it('refuses a body over the limit with 413 and stores nothing', async () => {
    const presigned = await presign(
      ownerToken,
      { fileName: 'big.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const before = await storedFiles();
    const oversize = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const result = await put(presigned.body.uploadUrl as string, oversize, 'image/png');
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('The image is too large: at most 2 MB.');
    expect(await storedFiles()).toEqual(before);
    const { rows } = await stack.stack.db.query<{ status: string }>(
      'select status from public.uploads where storage_key = $1',
      [(presigned.body.fileUrl as string).slice(`${stack.url}/files/public/`.length)],
    );
    expect(rows[0]?.status).toBe('pending');
  });

  it('refuses a size declared over the limit at once, and binds a declared size into the URL', async () => {
    const tooBig = await presign(
      ownerToken,
      {
        fileName: 'me.png',
        fileType: 'image/png',
        serviceType: 'user_avatar',
        fileSize: 3_000_000,
      },
      'public',
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields).toEqual({ fileSize: 'The image is too large: at most 2 MB.' });
    const declared = await presign(
      ownerToken,
      {
        fileName: 'me.png',
        fileType: 'image/png',
        serviceType: 'user_avatar',
        fileSize: PNG.length + 1,
      },
      'public',
    );
    const url = declared.body.uploadUrl as string;
    expect(new URL(url).searchParams.get('size')).toBe(String(PNG.length + 1));
    const other = await put(url, PNG, 'image/png');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      'The file size does not match the size declared for this upload.',
    );
  });

  it('refuses a tampered signature', async () => {
    const presigned = await presign(
      ownerToken,
      { fileName: 'me.png', fileType: 'image/png', serviceType: 'user_avatar' },
      'public',
    );
    const url = new URL(presigned.body.uploadUrl as string);
    const sig = url.searchParams.get('sig') ?? '';
    url.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const tampered = await put(url.toString(), PNG, 'image/png');
    expect(tampered.status).toBe(403);
    expect(tampered.body.message).toBe('This upload link is invalid.');
    const longer = new URL(presigned.body.uploadUrl as string);
    longer.searchParams.set('expires', String(Number(longer.searchParams.get('expires')) + 86_400));
    expect((await put(longer.toString(), PNG, 'image/png')).status).toBe(403);
    const otherId = new URL(presigned.body.uploadUrl as string);
    otherId.pathname = otherId.pathname.replace(/\d+$/, (id) => String(Number(id) + 1000));
    expect((await put(otherId.toString(), PNG, 'image/png')).status).toBe(403);
  });
});

describe('private files', () => {
  it('are served to their owner with a download disposition', async () => {
    const fileUrl = await uploadedRecord();
    const file = await get(fileUrl, ownerToken);
    expect(file.status).toBe(200);
    expect(file.body.equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="blood work.pdf"; filename*=UTF-8''blood%20work.pdf`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');
  });

  it('are refused to another owner (403) and to a caller without a token (401)', async () => {
    const fileUrl = await uploadedRecord();
    expect((await get(fileUrl, otherOwnerToken)).status).toBe(403);
    expect((await get(fileUrl)).status).toBe(401);
    expect((await get(fileUrl, 'not-a-token')).status).toBe(401);
  });

  it('are served to staff of a practice the owner booked with, and refused to staff of another practice', async () => {
    const fileUrl = await uploadedRecord();
    const booked = await get(fileUrl, bookedStaffToken);
    expect(booked.status).toBe(200);
    expect(booked.body.equals(PDF)).toBe(true);
    expect((await get(fileUrl, otherStaffToken)).status).toBe(403);
  });

  it('are refused to the booked practice while no record it may read names them', async () => {
    const unfiled = await uploadedFile();
    expect((await get(unfiled, bookedStaffToken)).status).toBe(403);
    expect((await get(unfiled, ownerToken)).status).toBe(200);
  });

  it('can be read through a short-lived signed URL handed to those allowed', async () => {
    const fileUrl = await uploadedRecord();
    const refused = await stack.rest('/files/sign', { fileUrl }, { token: otherOwnerToken });
    expect(refused.status).toBe(403);
    const signed = await stack.rest('/files/sign', { fileUrl }, { token: bookedStaffToken });
    expect(signed.status).toBe(200);
    const url = signed.body.url as string;
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(file.body.equals(PDF)).toBe(true);
    const started = clock;
    clock = new Date(started.getTime() + 6 * 60_000);
    try {
      expect((await get(url)).status).toBe(403);
    } finally {
      clock = started;
    }
    const forged = new URL(url);
    forged.searchParams.set('sig', 'x'.repeat(43));
    expect((await get(forged.toString())).status).toBe(403);
  });

  it('let staff file a record for a customer who booked with the practice only', async () => {
    const forCustomer = await presign(bookedStaffToken, {
      fileName: 'exam.pdf',
      fileType: 'application/pdf',
      serviceType: 'phr',
      customerId: owner.id,
    });
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.body.fileUrl).toContain(`/phr/user-${String(owner.id)}/`);
    await put(forCustomer.body.uploadUrl as string, PDF, 'application/pdf');
    expect((await get(forCustomer.body.fileUrl as string, ownerToken)).status).toBe(200);
    const notBooked = await presign(otherStaffToken, {
      fileName: 'exam.pdf',
      fileType: 'application/pdf',
      serviceType: 'phr',
      customerId: owner.id,
    });
    expect(notBooked.status).toBe(403);
    expect(notBooked.body.message).toBe(
      'This customer has not shared their pets’ records with your practice.',
    );
  });
});

describe('file paths', () => {
  it('refuse path traversal and keys the server did not make', async () => {
    for (const attempt of [
      '/files/public/..%2F..%2F..%2Fetc%2Fpasswd',
      '/files/public/user_avatar%2F..%2F..%2Fpackage.json',
      '/files/private/..%2Fpglite%2FPG_VERSION',
      '/files/public/user_avatar/user-1/..%2F..%2F..%2F.staging/x.png',
    ]) {
      const response = await fetch(`${stack.url}${attempt}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(response.status, attempt).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'This is not a valid file path.',
      );
    }
    // Dot segments (also as %2e) are resolved by URL parsing before any route sees them.
    const dotted = await fetch(`${stack.url}/files/public/%2e%2e/%2e%2e/package.json`);
    expect(dotted.status).toBe(404);
    const upload = await fetch(`${stack.url}/files/upload/..%2F1`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(404);
  });

  it('do not serve a private file under the public path', async () => {
    const fileUrl = await uploadedRecord();
    const asPublic = fileUrl.replace('/files/private/', '/files/public/');
    expect((await get(asPublic)).status).toBe(404);
  });
});
