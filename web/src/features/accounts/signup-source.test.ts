import { describe, expect, it } from 'vitest';
import { signupSource } from './signup-source';

describe('the sign-up source', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', version: '126.0.0.0', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
      { browser: 'Edge', version: '126.0.2592.68', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', version: '17.5', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox', version: '127.0', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', version: '17.5', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', version: '126.0.0.0', os: 'Android' },
    ],
  ])('reads %s', (userAgent, expected) => {
    expect(signupSource(userAgent)).toEqual({ medium: 'Web', ...expected });
  });

  it('says Other for what it does not know', () => {
    expect(signupSource('curl/8.0')).toEqual({
      medium: 'Web',
      browser: 'Other',
      version: '',
      os: 'Other',
    });
  });
});
