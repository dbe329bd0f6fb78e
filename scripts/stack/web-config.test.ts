import { describe, expect, it } from 'vitest';
import { readStackEnv } from './stack-env';
import { contentSecurityPolicy, pageHeaders } from './web-config';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('the Content-Security-Policy of the SPA', () => {
  const policy = directives(
    contentSecurityPolicy(
      readStackEnv({ MAIN_DOMAIN: 'petwell.example', JITSI_DOMAIN: 'meet.example' }),
    ),
  );

  it("lets a practice's site frame the main site's consultation page and the page frame the video room", () => {
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'petwell.example:*', 'https://meet.example']),
    );
  });

  it("lets the page PUT uploads to S3's bucket, and to no other origin with local storage", () => {
    const connect = (env: Record<string, string>) =>
      directives(contentSecurityPolicy(readStackEnv(env))).get('connect-src');
    expect(connect({})).toEqual(["'self'"]);
    expect(
      connect({ STORAGE_PROVIDER: 'local', S3_BUCKET: 'pets', AWS_REGION: 'eu-west-1' }),
    ).toEqual(["'self'"]);
    // The SDK's presigned PUT goes to the bucket's virtual-hosted origin.
    expect(connect({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'pets', AWS_REGION: 'eu-west-1' })).toEqual(
      ["'self'", 'https://pets.s3.eu-west-1.amazonaws.com'],
    );
    expect(
      connect({
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'pets',
        AWS_REGION: 'eu-west-1',
        S3_UPLOAD_ORIGIN: 'https://uploads.petwell.example/',
      }),
    ).toEqual(["'self'", 'https://uploads.petwell.example']);
  });

  it('loads the video SDK from the configured video host only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", 'https://meet.example']);
  });

  it("lets only the site itself frame a page, but the practices' hosts frame /appointments", () => {
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const env = readStackEnv({ MAIN_DOMAIN: 'petwell.example' });
    expect(directives(contentSecurityPolicy(env, '/login')).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(
      directives(contentSecurityPolicy(env, '/appointments', ['vets.example.org'])).get(
        'frame-ancestors',
      ),
    ).toEqual(["'self'", 'petwell.example:*', '*.petwell.example:*', 'vets.example.org:*']);
    expect(pageHeaders(env, '/login')['x-frame-options']).toBe('SAMEORIGIN');
    expect(pageHeaders(env, '/appointments')['x-frame-options']).toBeUndefined();
  });
});
