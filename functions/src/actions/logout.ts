import { z } from 'zod';
import { defineAction } from '../lib/action';
import { revokeCookieSession } from '../lib/refresh-sessions';

/** `logout`: revokes the refresh session of the cookie and clears the cookie. */
export const logoutAction = defineAction({
  name: 'logout',
  roles: ['anonymous', 'user', 'vendor', 'root_admin'],
  input: z.object({}),
  async run(_input, context, deps) {
    await revokeCookieSession(context, deps);
    return { message: 'You have been logged out.' };
  },
});
