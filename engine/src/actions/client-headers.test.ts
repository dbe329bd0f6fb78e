import { describe, expect, it } from 'vitest';
import { forwardedClientHeaders } from './client-headers';

describe('forwardedClientHeaders', () => {
  it('forwards credentials and custom headers but not session variables or the request framing', () => {
    const forwarded = forwardedClientHeaders({
      authorization: 'Bearer t',
      cookie: 'refresh=r',
      'x-request-id': 'abc',
      'x-hasura-role': 'user',
      'x-hasura-admin-secret': 'root',
      'content-type': 'application/json',
      'content-length': '42',
      accept: '*/*',
      'accept-encoding': 'gzip',
      connection: 'keep-alive',
      'transfer-encoding': 'chunked',
      referer: 'http://web.test/',
      'x-missing': undefined,
    });
    expect(forwarded).toEqual([
      ['authorization', 'Bearer t'],
      ['cookie', 'refresh=r'],
      ['x-request-id', 'abc'],
    ]);
  });

  it('passes host, user agent and origin on as X-Forwarded headers', () => {
    expect(
      forwardedClientHeaders({
        host: 'api.test',
        'user-agent': 'curl/8',
        origin: 'http://web.test',
        'x-custom': '1',
      }),
    ).toEqual([
      ['x-forwarded-host', 'api.test'],
      ['x-forwarded-user-agent', 'curl/8'],
      ['x-forwarded-origin', 'http://web.test'],
      ['x-custom', '1'],
    ]);
  });
});
