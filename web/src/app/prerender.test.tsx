import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender';

describe('the pages the build prerenders', () => {
  const paths = prerenderedPaths();

  it('are the home page and every marketing, for-vets and legal page', () => {
    for (const path of [
      '/',
      '/pricing',
      '/faqs',
      '/for-vet',
      '/become-petwell-vet',
      '/vet-appointments',
      '/privacy-policy',
      '/terms-conditions',
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leave out every page that sends GraphQL, needs a user or has a parameter', () => {
    for (const path of [
      '/vet-appointments/list',
      '/login',
      '/signup',
      '/contact-us',
      '/checkout',
      '/appointments',
      '/app/my-appointments',
      '/app/appointments',
    ])
      expect(paths).not.toContain(path);
    expect(paths.filter((path) => /[:*]/.test(path))).toEqual([]);
  });
});
