import { describe, expect, it } from 'vitest';
import { brandSlug, DEFAULT_CONFIG, mergeConfig } from './config';

describe('the run-time configuration', () => {
  it("defaults the brand to 'Petwell'", () => {
    expect(DEFAULT_CONFIG.brandName).toBe('Petwell');
  });

  it('takes well-typed values from the served block and ignores the rest', () => {
    const merged = mergeConfig({
      brandName: 'VetNow',
      mainDomain: 'VetNow.com',
      consultHosts: ['Consult.VetNow.com', 7],
      paypalClientId: 42,
      social: [{ label: 'X', href: 'https://x.com/vetnow' }, { label: 3 }],
    });
    expect(merged.brandName).toBe('VetNow');
    expect(merged.mainDomain).toBe('vetnow.com');
    expect(merged.consultHosts).toEqual(['consult.vetnow.com']);
    expect(merged.paypalClientId).toBe(DEFAULT_CONFIG.paypalClientId);
    expect(merged.social).toEqual([{ label: 'X', href: 'https://x.com/vetnow' }]);
    expect(mergeConfig('nonsense')).toBe(DEFAULT_CONFIG);
  });

  it('builds the panel-vet path segment from the brand', () => {
    expect(brandSlug('Petwell')).toBe('petwell');
    expect(brandSlug('Happy Vets Co.')).toBe('happy-vets-co');
  });
});
