import {
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  SMO_STATUS,
} from '@petwell/domain';
import type { Service_Requests_Bool_Exp, Service_Requests_Order_By } from '../../generated/graphql';
import type { DeskKind } from './messages';

/**
 * The staff lists' filters: all requests or one of the six statuses, sorted by creation or update
 * date (newest first), pages of 10. Which requests a staff member sees is the data service's
 * permission (their practice's; the platform's root admins: all second opinions and questions).
 */
export const DESK_FILTERS = [
  { value: 'all', label: 'All' },
  ...SERVICE_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: SERVICE_REQUEST_STATUS_LABELS[status],
  })),
  // Unanswered past the §9 deadline, as the service_request_deadlines cron trigger stamps them.
  { value: 'overdue', label: 'Overdue' },
] as const;
export type DeskFilter = 'all' | 'overdue' | ServiceRequestStatus;

export const DESK_SORTS = [
  { value: 'created', label: 'Creation Date' },
  { value: 'updated', label: 'Updated Date' },
] as const;
export type DeskSort = (typeof DESK_SORTS)[number]['value'];

/** Requests per page; more pages load until a page is shorter than this. */
export const DESK_PAGE_SIZE = 10;

export interface DeskQuery {
  kind: DeskKind;
  filter: DeskFilter;
  sort: DeskSort;
}

/** Requests of the list's kind, of the chosen status, or overdue (stamped and still unanswered). */
export function deskWhere(query: DeskQuery): Service_Requests_Bool_Exp {
  const ofKind: Service_Requests_Bool_Exp = { type: { _eq: query.kind } };
  if (query.filter === 'all') return ofKind;
  if (query.filter === 'overdue')
    return { ...ofKind, overdue_at: { _is_null: false }, responded_at: { _is_null: true } };
  return { ...ofKind, status: { _eq: SMO_STATUS[query.filter] } };
}

/** Newest first by the chosen date; the id keeps pages stable. */
export function deskOrderBy(sort: DeskSort): Service_Requests_Order_By[] {
  return sort === 'created'
    ? [{ created_at: 'desc' }, { id: 'desc' }]
    : [{ updated_at: 'desc' }, { id: 'desc' }];
}

/** A query or a mutation of requests: the lists fetch again after an assignment or answer. */
export const DESK_CONTEXT = { additionalTypenames: ['service_requests'] };
