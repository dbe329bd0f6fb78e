import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('the redirect after login', () => {
  it.each(['/app', '/app/pets?tab=2', '/checkout#pay'])('keeps the path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'app',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/app\n//evil',
  ])('goes to /app instead of %j', (target) => {
    expect(safeRedirect(target)).toBe('/app');
  });
});
