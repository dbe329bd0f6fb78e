import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN_SECRET } from './stack';

/**
 * GraphQL as admin (x-hasura-admin-secret) against the tests' stack, to seed or check data the
 * browser cannot reach (a practice's website, the newsletter list).
 */
export async function adminGraphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': E2E_ADMIN_SECRET },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(
    body.errors,
    `admin GraphQL failed: ${JSON.stringify(body.errors ?? [])}\n${query}`,
  ).toBeUndefined();
  expect(response.ok(), `admin GraphQL answered ${String(response.status())}`).toBe(true);
  if (body.data === undefined) throw new Error(`admin GraphQL returned no data for\n${query}`);
  return body.data;
}

export interface WebsiteFields {
  name: string;
  sub_domain?: string | null;
  custom_domain?: string | null;
  logo?: string | null;
  header_section?: string | null;
  body_section?: string | null;
}

/**
 * A new practice (vendor) with a website of its own, for tests that change a site's HTML
 * without touching the demo sites. The practice is approved (only approved practices' sites are
 * served), and the HTML is written raw as admin, around save_website's sanitiser, so the tests
 * check the SPA's own sanitising.
 */
export async function createPracticeWebsite(
  request: APIRequestContext,
  website: WebsiteFields,
): Promise<{ vendorId: number; websiteId: number }> {
  const { insert_vendors_one: vendor } = await adminGraphql<{
    insert_vendors_one: { id: number };
  }>(
    request,
    `mutation E2eCreateVendor($name: String!) {
      insert_vendors_one(object: { name: $name, type: 1, status: "approved" }) { id }
    }`,
    { name: `${website.name} (e2e)` },
  );
  const { insert_websites_one: row } = await adminGraphql<{ insert_websites_one: { id: number } }>(
    request,
    `mutation E2eCreateWebsite($website: websites_insert_input!) {
      insert_websites_one(object: $website) { id }
    }`,
    { website: { ...website, vendor_id: vendor.id } },
  );
  return { vendorId: vendor.id, websiteId: row.id };
}

/** Sets columns of a website row. */
export async function updateWebsite(
  request: APIRequestContext,
  id: number,
  set: Partial<WebsiteFields>,
): Promise<void> {
  await adminGraphql(
    request,
    `mutation E2eUpdateWebsite($id: Int!, $set: websites_set_input!) {
      update_websites_by_pk(pk_columns: { id: $id }, _set: $set) { id }
    }`,
    { id, set },
  );
}

/** Whether an address is on the newsletter list (stored lower-case by the form). */
export async function isSubscribed(request: APIRequestContext, email: string): Promise<boolean> {
  const data = await adminGraphql<{ newsletter_subscriptions: { id: number }[] }>(
    request,
    `query E2eNewsletter($email: String!) {
      newsletter_subscriptions(where: { email: { _eq: $email } }) { id }
    }`,
    { email: email.toLowerCase() },
  );
  return data.newsletter_subscriptions.length > 0;
}
