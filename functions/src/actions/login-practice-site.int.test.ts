import { request } from 'node:http';
import { MESSAGES, PRACTICE_SITE_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPractice,
  makeWebsite,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;
let practice: Practice;
let other: Practice;
let platform: Practice;
let owner: Owner;
let host: string;

const LOGIN = `mutation Login($email: String!, $password: String!, $role: String!) {
  login(email: $email, password: $password, role: $role) { id } }`;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  other = await createPractice(stack.stack.db);
  platform = await createPractice(stack.stack.db, { isPlatform: true });
  owner = await createOwner(stack.stack.db);
  const sub = `clinic${String(practice.vendorId)}x${String(Date.now() % 100_000)}`;
  await makeWebsite(stack.stack.db, practice.vendorId, { sub_domain: sub });
  // The test stack's platform domain is localhost.
  host = `${sub}.localhost`;
});
afterAll(async () => {
  await stack.close();
});

/**
 * A POST sent to the stack with another Host header, as a browser on that site sends it (fetch
 * always sends the URL's own host, so node:http does it).
 */
function postAs(
  at: string,
  pathname: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; cookie: string[] | undefined }> {
  const url = new URL(pathname, stack.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
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
            cookie: response.headers['set-cookie'],
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A REST login sent to a host. */
const loginAt = (at: string, who: { email: string; password: string }, role: string) =>
  postAs(at, '/api/account/login', { email: who.email, password: who.password, role });

describe("login on a practice's own site", () => {
  it("lets the practice's own staff in", async () => {
    for (const staff of [practice.rootAdmin, practice.staff]) {
      const answer = await loginAt(host, staff, 'vendor');
      expect(answer.status).toBe(200);
      expect(answer.body['id']).toBe(staff.id);
    }
  });

  it("refuses another practice's staff and the platform's, with a clear message", async () => {
    for (const staff of [other.rootAdmin, other.staff, platform.rootAdmin]) {
      const answer = await loginAt(host, staff, 'vendor');
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        message: PRACTICE_SITE_MESSAGES.otherPracticeSite,
        code: 'access-denied',
      });
      expect(answer.cookie).toBeUndefined();
    }
  });

  it('says only "Invalid email or password." to a wrong password, as anywhere', async () => {
    const answer = await loginAt(host, { ...other.staff, password: 'not-the-password' }, 'vendor');
    expect(answer.body['message']).toBe(MESSAGES.invalidCredentials);
  });

  it('lets owners in, and every staff member on the main site', async () => {
    expect((await loginAt(host, owner, 'user')).status).toBe(200);
    expect((await loginAt('localhost', other.staff, 'vendor')).status).toBe(200);
    expect((await loginAt('127.0.0.1', other.staff, 'vendor')).status).toBe(200);
  });

  it('refuses the same through GraphQL, where the engine forwards the host', async () => {
    const variables = { email: other.staff.email, password: other.staff.password, role: 'vendor' };
    const answer = await postAs(host, '/v1/graphql', { query: LOGIN, variables });
    expect((answer.body['errors'] as unknown[])[0]).toMatchObject({
      message: PRACTICE_SITE_MESSAGES.otherPracticeSite,
      extensions: { code: 'access-denied' },
    });
  });
});
