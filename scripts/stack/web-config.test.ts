import { describe, expect, it } from 'vitest';
import { readStackEnv } from './stack-env';
import { contentSecurityPolicy } from './web-config';

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

  it('loads the video SDK from the configured video host only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", 'https://meet.example']);
  });

  it('sets no frame-ancestors, so practice sites on any domain can frame /appointments', () => {
    expect(policy.has('frame-ancestors')).toBe(false);
  });
});
