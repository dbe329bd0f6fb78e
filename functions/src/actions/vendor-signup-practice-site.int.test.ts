import { request } from 'node:http';
import { PRACTICE_SITE_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, makeWebsite, uniquePhone } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;
let host: string;

beforeAll(async () => {
  stack = await startTestStack();
  const practice = await createPractice(stack.stack.db);
  const sub = `signup${String(practice.vendorId)}x${String(Date.now() % 100_000)}`;
  await makeWebsite(stack.stack.db, practice.vendorId, { sub_domain: sub });
  // The test stack's platform domain is localhost.
  host = `${sub}.localhost`;
});
afterAll(async () => {
  await stack.close();
});

/** A POST with another Host header, as a browser on that site sends it (fetch cannot). */
function postAs(at: string, pathname: string, body: unknown) {
  const url = new URL(pathname, stack.url);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: {
          host: `${at}:8080`,
          origin: `http://${at}:8080`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A mobile number verified through send_otp and verify_otp (the signup consumes it). */
async function verifiedPhone(): Promise<string> {
  const phone = uniquePhone();
  expect((await stack.rest('/api/account/send_otp', { mobile: phone })).status).toBe(200);
  const [sms] = await stack.outbox(phone);
  const otp = /code is (\d{4})\b/.exec(sms?.body ?? '')?.[1];
  const verified = await stack.rest('/api/account/verify_otp', { mobile: phone, otp });
  expect(verified.body).toEqual({ status: 'Verified' });
  return phone;
}

const signup = (phone: string, email: string) => ({
  first_name: 'Sam',
  last_name: 'Site',
  email,
  phone,
  password: 'vet-password-1',
});

const vendorCount = async () =>
  (await stack.stack.db.query<{ n: number }>('select count(*)::int as n from public.vendors'))
    .rows[0]?.n;

describe("vendor_signup on a practice's own site", () => {
  it('is refused and creates no practice and no login', async () => {
    const phone = await verifiedPhone();
    const email = `site-${phone}@vet.example.com`;
    const before = await vendorCount();
    const answer = await postAs(host, '/api/account/vendor_signup', signup(phone, email));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      message: PRACTICE_SITE_MESSAGES.signupOnMainSite,
      code: 'access-denied',
    });
    expect(await vendorCount()).toBe(before);
    const { rows } = await stack.stack.db.query(
      'select id from public.vendor_logins where email = $1',
      [email],
    );
    expect(rows).toEqual([]);
  });

  it('is refused through GraphQL too, where the engine forwards the host', async () => {
    const phone = await verifiedPhone();
    const query = `mutation Signup($first_name: String!, $last_name: String!, $email: String!, $phone: String!, $password: String!) {
      vendor_signup(first_name: $first_name, last_name: $last_name, email: $email, phone: $phone, password: $password) { id } }`;
    const answer = await postAs(host, '/v1/graphql', {
      query,
      variables: signup(phone, `site-gql-${phone}@vet.example.com`),
    });
    expect((answer.body['errors'] as unknown[])[0]).toMatchObject({
      message: PRACTICE_SITE_MESSAGES.signupOnMainSite,
      extensions: { code: 'access-denied' },
    });
  });

  it('still signs a new practice up on the main site', async () => {
    const phone = await verifiedPhone();
    const answer = await postAs(
      'localhost',
      '/api/account/vendor_signup',
      signup(phone, `main-${phone}@vet.example.com`),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ role: 'vendor', subrole: 1 });
  });
});
