import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender';

describe('the pages the build prerenders', () => {
  const paths = prerenderedPaths();

  it('are the home page, every marketing, for-vets and legal page, and the vet list', () => {
    for (const path of [
      '/',
      '/pricing',
      '/faqs',
      '/for-vet',
      '/become-petwell-vet',
      '/vet-appointments',
      '/vet-appointments/list',
      '/privacy-policy',
      '/terms-conditions',
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are the account pages, whose mode without a query string is their address alone', () => {
    for (const path of ['/login', '/signup', '/vendor/login', '/vendor/signup', '/for-vet/signup'])
      expect(paths).toContain(path);
  });

  it("are the owner's appointments, whose HTML is the owner's frame with the list loading", () => {
    expect(paths).toContain('/app/my-appointments');
    expect(paths.filter((path) => path.startsWith('/app'))).toEqual(['/app/my-appointments']);
  });

  it('leave out every other signed-in screen, the checkout, the contact page and every page with a parameter', () => {
    for (const path of [
      '/vet-appointments/book/:vendorId',
      '/contact-us',
      '/checkout',
      '/appointments',
      '/app/my-health',
      '/app/appointments',
    ])
      expect(paths).not.toContain(path);
    expect(paths.filter((path) => /[:*]/.test(path))).toEqual([]);
  });
});
