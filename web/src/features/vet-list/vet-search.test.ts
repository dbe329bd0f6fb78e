import { describe, expect, it } from 'vitest';
import { clinicVetsWhere, isSearching, normalizeSearch } from './vet-search';

const clinicVisit = { consultations: { type: { _eq: 'clinic_visit' }, enabled: { _eq: true } } };

describe('the clinic vet search', () => {
  it('lists only listings with an enabled clinic visit when nothing is typed', () => {
    expect(clinicVetsWhere({ text: '  ', zipcode: '' })).toEqual({ _and: [clinicVisit] });
    expect(isSearching(normalizeSearch({ text: ' ', zipcode: ' ' }))).toBe(false);
  });

  it('matches the clinic, doctor and services literally, and specialties by their label', () => {
    expect(clinicVetsWhere({ text: ' derm_50% ', zipcode: '' })).toEqual({
      _and: [
        clinicVisit,
        {
          _or: [
            { title: { _ilike: '%derm\\_50\\%%' } },
            { line1: { _ilike: '%derm\\_50\\%%' } },
            { line2: { _ilike: '%derm\\_50\\%%' } },
          ],
        },
      ],
    });
    const where = clinicVetsWhere({ text: 'Derma', zipcode: '' });
    expect(where._and?.[1]?._or).toContainEqual({ specialization: { _contains: [1005] } });
  });

  it('matches zipcodes by their beginning', () => {
    expect(clinicVetsWhere({ text: '', zipcode: ' 112 ' })).toEqual({
      _and: [clinicVisit, { zipcode: { _ilike: '112%' } }],
    });
  });
});
