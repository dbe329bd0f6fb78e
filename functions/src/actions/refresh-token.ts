import { z } from 'zod';
import { authUser, tokenExtras } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { refreshedAccount } from '../lib/refresh-sessions';

/**
 * `refresh_token`: a new access token from the refresh cookie, built from the account as it is
 * now (a profile change re-issues the token instead of logging the user out).
 */
export const refreshTokenAction = defineAction({
  name: 'refresh_token',
  roles: ANY_CLIENT,
  input: z.object({}),
  async run(_input, context, deps) {
    const account = await refreshedAccount(context, deps);
    return deps.tokens.issue(authUser(account), deps.now(), tokenExtras(account));
  },
});
