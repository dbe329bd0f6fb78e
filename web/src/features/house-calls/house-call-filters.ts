import type { Service_Requests_Bool_Exp } from '../../generated/graphql';

/**
 * The staff list's filter: the packages whose year still runs (open, the default) or all of them,
 * newest first, pages of 10. Which packages a staff member sees is the data service's permission
 * (their practice's; the platform's staff: also those no practice serves).
 */
export const HOUSE_CALL_FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;
export type HouseCallFilter = (typeof HOUSE_CALL_FILTERS)[number]['value'];

export const HOUSE_CALL_PAGE_SIZE = 10;

export interface HouseCallQuery {
  filter: HouseCallFilter;
}

/** House-call packages; open ones have no end or end after `now`. */
export function houseCallWhere(query: HouseCallQuery, now: Date): Service_Requests_Bool_Exp {
  const packages: Service_Requests_Bool_Exp = { type: { _eq: 'house_call' } };
  if (query.filter === 'all') return packages;
  return {
    ...packages,
    _or: [{ expires_at: { _is_null: true } }, { expires_at: { _gt: now.toISOString() } }],
  };
}

/** A query or a mutation of visits: the list fetches again after a visit is recorded or changed. */
export const HOUSE_CALL_CONTEXT = {
  additionalTypenames: ['service_requests', 'house_call_visits'],
};
