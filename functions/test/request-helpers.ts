import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, localToInstants, todayIn } from '@petwell/domain';
import type { Owner, Staff } from '../../test-support/factories';
import type { TestStack } from './harness';

/**
 * What the handler tests send besides rows (those come from test-support/factories.ts): a
 * person's token, a slot time, an idempotency key and the test gateway's card.
 */

/**
 * An operation of the web app as the web sends it (web/src/features/<feature>/<file>), so an
 * access test tries exactly what the screens ask.
 */
export function webOperation(feature: string, file: string): string {
  return readFileSync(
    path.join(import.meta.dirname, '../../web/src/features', feature, file),
    'utf8',
  );
}

export async function ownerToken(stack: TestStack, owner: Owner): Promise<string> {
  const issued = await stack.deps.tokens.issue(
    { id: owner.id, vendor_id: null, email: owner.email, role: 'user', subrole: null, pic: null },
    new Date(),
  );
  return issued.token;
}

export async function staffToken(stack: TestStack, staff: Staff): Promise<string> {
  const issued = await stack.deps.tokens.issue(
    {
      id: staff.id,
      vendor_id: staff.vendorId,
      email: staff.email,
      role: 'vendor',
      subrole: staff.subrole,
      pic: null,
    },
    new Date(),
  );
  return issued.token;
}

/** The instant at which the listing's clock reads `time`, `daysAhead` days from today there. */
export function slotAt(daysAhead: number, time: string, timeZone = 'America/New_York'): Date {
  const date = addDays(todayIn(new Date(), timeZone), daysAhead);
  const slot = localToInstants(date, time, timeZone)[0];
  if (!slot) throw new Error(`no ${time} on ${date} in ${timeZone}`);
  return slot;
}

export const newKey = () => `key-${randomUUID()}`;

export const VISA = {
  cardNumber: '4242424242424242',
  name: 'Olivia Owner',
  ccv: '123',
  expDt: '12/40',
};
