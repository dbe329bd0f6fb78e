import { z } from 'zod';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { revokeCookieSession } from '../lib/refresh-sessions';

/** `logout`: revokes the refresh session of the cookie and clears the cookie. */
export const logoutAction = defineAction({
  name: 'logout',
  roles: ANY_CLIENT,
  input: z.object({}),
  async run(_input, context, deps) {
    await revokeCookieSession(context, deps);
    return { message: 'You have been logged out.' };
  },
});
