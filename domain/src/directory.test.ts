import { describe, expect, it } from 'vitest';
import {
  directoryLabels,
  SERVICE_CATEGORIES,
  SPECIALTIES,
  specialtiesMatching,
  specialtyLabel,
} from './directory';

describe('the directory lists', () => {
  it('label every specialty code from 1000 to 1040 and every category from 1000 to 1007', () => {
    expect(Object.keys(SPECIALTIES).map(Number)).toEqual(
      Array.from({ length: 41 }, (_, i) => 1000 + i),
    );
    expect(Object.keys(SERVICE_CATEGORIES).map(Number)).toEqual(
      Array.from({ length: 8 }, (_, i) => 1000 + i),
    );
    expect(new Set(Object.values(SPECIALTIES)).size).toBe(41);
  });

  it('fit the demo listings: the dentist, the emergency specialist and the equine vet', () => {
    expect([specialtyLabel(1006), specialtyLabel(1003), specialtyLabel(1020)]).toEqual([
      'Dentistry',
      'Emergency and Critical Care',
      'Equine Medicine',
    ]);
  });

  it('turn a stored code list into labels, skipping what is not a known code', () => {
    expect(directoryLabels(SPECIALTIES, [1000, 1005, 9999, '1002'])).toEqual([
      'General Practice',
      'Dermatology',
    ]);
    expect(directoryLabels(SERVICE_CATEGORIES, null)).toEqual([]);
  });

  it('find the specialties whose label contains a search text', () => {
    expect(specialtiesMatching('  DERM ')).toEqual([1005]);
    expect(specialtiesMatching('surgery')).toEqual([1012, 1013, 1021]);
    expect(specialtiesMatching(' ')).toEqual([]);
    expect(specialtiesMatching('zebra')).toEqual([]);
  });
});
