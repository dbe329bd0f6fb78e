/**
 * Where the browser tests' stack runs (e2e/playwright.config.ts starts it). `E2E_PORT` moves it,
 * so two checkouts on one machine can run their journeys at the same time.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
export const E2E_HOST = '127.0.0.1';
export const E2E_BASE_URL = `http://${E2E_HOST}:${String(E2E_PORT)}`;
/** The admin secret the tests' stack is started with, so tests can seed data as admin. */
export const E2E_ADMIN_SECRET = 'e2e-admin-secret-0123456789';
/** The data folder of the tests' stack, deleted before every run. */
export const E2E_DATA_DIR = '.data/e2e';

/** A practice site's address on the tests' stack, e.g. siteUrl('happypaws') or 'brightcare'. */
export function siteUrl(host: string, path = '/'): string {
  const name = host.includes('.') ? host : `${host}.localhost`;
  return `http://${name}:${String(E2E_PORT)}${path}`;
}
