import type { GraphqlErrorCode } from '@petwell/domain';
import { authExchange } from '@urql/exchange-auth';
import { Client, cacheExchange, type CombinedError, fetchExchange } from 'urql';
import { endSession, getToken, getUser, isExpired, refreshSession } from './auth';
import { hasErrorCode } from './errors';

/** Hasura's codes for a token it will not accept (a bad or expired JWT, bad claims or headers). */
const AUTH_ERROR_CODES: readonly GraphqlErrorCode[] = [
  'invalid-jwt',
  'jwt-invalid-claims',
  'invalid-headers',
];

export function isAuthError(error: CombinedError): boolean {
  return AUTH_ERROR_CODES.some((code) => hasErrorCode(error, code));
}

/**
 * The GraphQL client: urql's document cache is the app's server state. The auth exchange adds
 * the bearer token, refreshes an expired one with the refresh cookie before sending, and ends
 * the session (token cleared, back to '/') when the data service refuses a token that cannot be
 * refreshed.
 */
export function createGraphqlClient(url = '/v1/graphql'): Client {
  return new Client({
    url,
    exchanges: [
      cacheExchange,
      authExchange((utils) =>
        Promise.resolve({
          addAuthToOperation(operation) {
            const token = getToken();
            return token
              ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` })
              : operation;
          },
          willAuthError() {
            const user = getUser();
            return user !== null && isExpired(user);
          },
          didAuthError(error) {
            return isAuthError(error);
          },
          async refreshAuth() {
            if (!(await refreshSession())) await endSession();
          },
        }),
      ),
      fetchExchange,
    ],
    // Hasura's /v1/graphql takes POST only (urql 5 would send queries as GET).
    preferGetMethod: false,
    requestPolicy: 'cache-first',
  });
}
