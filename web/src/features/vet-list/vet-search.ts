import { specialtiesMatching } from '@petwell/domain';
import type { Vendor_Listings_Bool_Exp } from '../../generated/graphql';
import { likeExact } from '../../lib/like-pattern';

/** Listings per page of the clinic vet list. */
export const VET_PAGE_SIZE = 5;

/** Longest search text sent; a longer one is cut (it would match nothing anyway). */
const MAX_TEXT = 100;
const MAX_ZIPCODE = 10;

/** The two search boxes of the list: doctor, clinic or specialization; and zipcode. */
export interface VetSearch {
  text: string;
  zipcode: string;
}

/** The search as it is applied: trimmed and bounded. */
export function normalizeSearch(search: VetSearch): VetSearch {
  return {
    text: search.text.trim().slice(0, MAX_TEXT),
    zipcode: search.zipcode.trim().slice(0, MAX_ZIPCODE),
  };
}

export const isSearching = (search: VetSearch) => search.text !== '' || search.zipcode !== '';

/**
 * The where of one clinic vet list query: listings with an enabled clinic visit (it is the clinic
 * list, and each card shows that visit's price), whose clinic (title), doctor (line1) or services
 * (line2) contain the text or whose specialties include one whose label contains it, and whose
 * zipcode starts with the zipcode typed. The typed text is matched literally: LIKE's wildcards
 * in it are escaped.
 */
export function clinicVetsWhere(search: VetSearch): Vendor_Listings_Bool_Exp {
  const { text, zipcode } = normalizeSearch(search);
  const conditions: Vendor_Listings_Bool_Exp[] = [
    { consultations: { type: { _eq: 'clinic_visit' }, enabled: { _eq: true } } },
  ];
  if (text) {
    const pattern = `%${likeExact(text)}%`;
    conditions.push({
      _or: [
        { title: { _ilike: pattern } },
        { line1: { _ilike: pattern } },
        { line2: { _ilike: pattern } },
        ...specialtiesMatching(text).map((code) => ({ specialization: { _contains: [code] } })),
      ],
    });
  }
  if (zipcode) conditions.push({ zipcode: { _ilike: `${likeExact(zipcode)}%` } });
  return { _and: conditions };
}
