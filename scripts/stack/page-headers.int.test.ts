import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASURA_DIR, throwawayDatabase } from '../../engine/test/test-database';
import { createPractice, makeWebsite } from '../../test-support/factories';
import { type Stack, startStack } from './start-stack';

/**
 * No site may frame the app's pages (clickjacking of /login, the dashboards,
 * the GraphQL explorer) except the consultation page, which the practices' own sites frame.
 */
let dir: string;
let database: { url: string | undefined; drop(): Promise<void> };
let stack: Stack;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-headers-'));
  database = await throwawayDatabase('headers');
  const web = path.join(dir, 'web');
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Petwell</title>\n');
  stack = await startStack({
    env: {
      PORT: '0',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      DATABASE_URL: database.url,
      HASURA_PROJECT_DIR: HASURA_DIR,
      WEB_DIST_DIR: web,
      MAIN_DOMAIN: 'petwell.test',
    },
    seed: false,
  });
  // The stack set platform_settings.main_domain from MAIN_DOMAIN.
  const settings = await stack.db.query<{ main_domain: string }>(
    'select main_domain from public.platform_settings',
  );
  expect(settings.rows[0]?.main_domain).toBe('petwell.test');
  // One practice with a custom domain it proved, one with a custom domain it did not.
  for (const [host, verified] of [
    ['vets.example.org', true],
    ['claimed.example.net', false],
  ] as const) {
    const practice = await createPractice(stack.db);
    await makeWebsite(stack.db, practice.vendorId, { custom_domain: host });
    if (verified)
      await stack.db.query(`update public.website_hosts set verified_at = now() where host = $1`, [
        host,
      ]);
  }
}, 120_000);

afterAll(async () => {
  await stack.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const page = (pathname: string) =>
  fetch(`${stack.url}${pathname}`, { headers: { accept: 'text/html' } });
const ancestorsOf = (response: Response) =>
  (/frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '')
    .split(' ')
    .filter(Boolean);

describe('who may frame a page', () => {
  it('no other site may frame /login, the dashboards or the home page', async () => {
    for (const pathname of ['/login', '/vendor/login', '/dashboard', '/', '/checkout']) {
      const response = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(ancestorsOf(response), pathname).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
    }
  });

  it("practices' sites may frame /appointments: the main domain's sub-domains and verified custom domains only", async () => {
    for (const pathname of ['/appointments?z=abc', '/appointments/']) {
      const response = await page(pathname);
      expect(ancestorsOf(response), pathname).toEqual([
        "'self'",
        'petwell.test:*',
        '*.petwell.test:*',
        'vets.example.org:*',
      ]);
      expect(response.headers.get('x-frame-options'), pathname).toBeNull();
    }
  });

  it('the GraphQL explorer (/console) has a policy of its own: never framed, only its own script', async () => {
    const response = await fetch(`${stack.url}/console`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(ancestorsOf(response)).toEqual(["'none'"]);
    expect(policy).toContain("default-src 'none'");
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the dev outbox page is never framed either', async () => {
    const response = await fetch(`${stack.url}/dev/outbox`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(ancestorsOf(response)).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
