import bcrypt from 'bcryptjs';
import { PASSWORD_SALT_ROUNDS } from '@petwell/domain';

/**
 * bcrypt at cost 10 (spec: salt rounds 10), always through the asynchronous calls so a hash
 * (~90 ms) never blocks the event loop. Unknown accounts are compared against DUMMY_HASH, so a
 * login takes about as long whether or not the e-mail exists.
 */
const DUMMY_HASH = '$2b$10$3rYMIWpGpCnANNfVjUD1nOUVIZRpwn1JvRFqFHVYjSe.fJeGj8Pb.';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_SALT_ROUNDS);
}

/** False for a missing hash too, after the same amount of work. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && typeof hash === 'string';
}
