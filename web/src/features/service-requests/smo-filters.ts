import {
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  SMO_STATUS,
} from '@petwell/domain';
import type { Service_Requests_Bool_Exp, Service_Requests_Order_By } from '../../generated/graphql';

/**
 * The SMO list's filters: all requests or one of the six statuses, sorted by creation or update
 * date (newest first), pages of 10. That an owner sees only their own requests is the data
 * service's permission.
 */
export const SMO_FILTERS = [
  { value: 'all', label: 'All' },
  ...SERVICE_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: SERVICE_REQUEST_STATUS_LABELS[status],
  })),
] as const;
export type SmoFilter = 'all' | ServiceRequestStatus;

export const SMO_SORTS = [
  { value: 'created', label: 'Creation Date' },
  { value: 'updated', label: 'Updated Date' },
] as const;
export type SmoSort = (typeof SMO_SORTS)[number]['value'];

/** Requests per page; more pages load until a page is shorter than this. */
export const PAGE_SIZE = 10;

export interface SmoQuery {
  filter: SmoFilter;
  sort: SmoSort;
}

/** Second opinions only, of the chosen status. */
export function smoWhere(query: SmoQuery): Service_Requests_Bool_Exp {
  const smo: Service_Requests_Bool_Exp = { type: { _eq: 'smo' } };
  return query.filter === 'all' ? smo : { ...smo, status: { _eq: SMO_STATUS[query.filter] } };
}

/** Newest first by the chosen date; the id keeps pages stable. */
export function smoOrderBy(sort: SmoSort): Service_Requests_Order_By[] {
  return sort === 'created'
    ? [{ created_at: 'desc' }, { id: 'desc' }]
    : [{ updated_at: 'desc' }, { id: 'desc' }];
}
