import { basicReport } from '@petwell/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminGraphql } from './admin';
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  OWNER,
  PET,
  uniqueEmail,
  uniquePhone,
} from '../../test-support/people';

// People's default fields and unique e-mails and phones come from the factory module the
// database tests use.
export { DEMO_PASSWORD };

/** Demo practice staff (hasura/seeds/default): who manages which listing matters to the tests. */
export const STAFF = {
  /** Happy Paws root admin: sees every booking of the practice. */
  mariaRootAdmin: 'maria.gonzalez@happypaws.example.com',
  /** Happy Paws staff (sub-role user) managing listings 1 and 2. */
  priya: 'priya.shah@happypaws.example.com',
  /** Happy Paws staff (sub-role user) managing only listing 3 (the dental suite). */
  tom: 'tom.becker@happypaws.example.com',
} as const;

export interface Owner {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A new pet owner with the demo password, written as admin: journeys that start after sign-up
 * (the sign-up itself is covered by accounts.spec.ts) get an account of their own, so a promo code
 * meant once per owner or a list of appointments never depends on another test.
 */
export async function createOwner(request: APIRequestContext, prefix: string): Promise<Owner> {
  const email = uniqueEmail(prefix);
  const { insert_users_one: row } = await adminGraphql<{ insert_users_one: { id: number } }>(
    request,
    `mutation E2eCreateOwner($user: users_insert_input!) { insert_users_one(object: $user) { id } }`,
    {
      user: {
        first_name: OWNER.first_name,
        last_name: 'Parker',
        email,
        phone: uniquePhone(),
        password: DEMO_PASSWORD_HASH,
      },
    },
  );
  return { id: row.id, firstName: OWNER.first_name, lastName: 'Parker', email };
}

/** A pet for an owner (admin), so booking journeys can pick it. */
export async function createPet(
  request: APIRequestContext,
  userId: number,
  name: string,
): Promise<number> {
  const { insert_pets_one: row } = await adminGraphql<{ insert_pets_one: { id: number } }>(
    request,
    `mutation E2eCreatePet($pet: pets_insert_input!) { insert_pets_one(object: $pet) { id } }`,
    { pet: { user_id: userId, name, type: PET.type, breed: 'Beagle' } },
  );
  return row.id;
}

/**
 * A health assessment for an owner (admin) with the basic report the server computes from the
 * answers (the domain's health score), as the submit_assessment action saves it.
 */
export async function createAssessment(
  request: APIRequestContext,
  userId: number,
  answers: Record<string, string | number>,
): Promise<number> {
  const { insert_ihm_one: row } = await adminGraphql<{ insert_ihm_one: { id: number } }>(
    request,
    `mutation E2eCreateAssessment($ihm: ihm_insert_input!) { insert_ihm_one(object: $ihm) { id } }`,
    {
      ihm: {
        user_id: userId,
        answers,
        basic_report: basicReport(answers),
        status: 1,
        submitted_at: new Date().toISOString(),
      },
    },
  );
  return row.id;
}

/** A token from POST /api/account/login (role user or vendor). */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  role: 'user' | 'vendor' = 'user',
): Promise<string> {
  const response = await request.post('/api/account/login', {
    data: { email, password: DEMO_PASSWORD, role },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`no token for ${email}`);
  return body.token;
}

/** Signs a page in the way the app does: the token in local storage before any page loads. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  role: 'user' | 'vendor' = 'user',
): Promise<void> {
  const token = await apiLogin(request, email, role);
  await page.addInitScript(
    `window.localStorage.setItem('petwell.token', ${JSON.stringify(token)});`,
  );
}
