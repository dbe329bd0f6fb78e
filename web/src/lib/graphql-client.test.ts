import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/render';
import { ORIGIN, server } from '../test/server';
import { clearToken, getToken, onSessionEnded, setToken } from './auth';
import { createGraphqlClient } from './graphql-client';

/** An operation of this test's own: the client sends any query, not only the generated ones. */
const query = 'query Me { users { id } }';
interface MeQuery {
  users: { id: number }[];
}
type MeQueryVariables = Record<string, never>;

afterEach(() => {
  clearToken();
});

describe('the GraphQL client', () => {
  it('sends the token as a bearer header, with POST', async () => {
    const seen: { method: string; auth: string | null }[] = [];
    server.use(
      graphql.query<MeQuery, MeQueryVariables>('Me', ({ request }) => {
        seen.push({ method: request.method, auth: request.headers.get('authorization') });
        return HttpResponse.json({ data: { users: [] } });
      }),
    );
    const token = fakeToken();
    setToken(token);
    await createGraphqlClient(`${ORIGIN}/v1/graphql`).query(query, {}).toPromise();
    expect(seen).toEqual([{ method: 'POST', auth: `Bearer ${token}` }]);
  });

  it('refreshes an expired token with the refresh cookie before sending', async () => {
    const fresh = fakeToken({ id: 7 });
    server.use(
      http.post('/api/account/refresh_token', () => HttpResponse.json({ token: fresh })),
      graphql.query<MeQuery, MeQueryVariables>('Me', ({ request }) =>
        HttpResponse.json({
          data: {
            users: [{ id: request.headers.get('authorization') === `Bearer ${fresh}` ? 1 : 0 }],
          },
        }),
      ),
    );
    setToken(fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const result = await createGraphqlClient(`${ORIGIN}/v1/graphql`).query(query, {}).toPromise();
    expect(result.data).toEqual({ users: [{ id: 1 }] });
    expect(getToken()).toBe(fresh);
  });

  it('ends the session and goes home when the data service refuses a token that cannot be refreshed', async () => {
    const home = vi.fn();
    onSessionEnded(home);
    server.use(
      http.post('/api/account/refresh_token', () =>
        HttpResponse.json({ message: 'not signed in', code: 'invalid-jwt' }, { status: 401 }),
      ),
      graphql.query<MeQuery, MeQueryVariables>('Me', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Could not verify JWT: JWSInvalidSignature',
              extensions: { code: 'invalid-jwt', path: '$' },
            },
          ],
        }),
      ),
    );
    setToken(fakeToken());
    await createGraphqlClient(`${ORIGIN}/v1/graphql`).query(query, {}).toPromise();
    await vi.waitFor(() => {
      expect(home).toHaveBeenCalled();
    });
    expect(getToken()).toBeNull();
  });
});
