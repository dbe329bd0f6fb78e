import { SMO_STATUS } from './constants';

/** A second opinion's or question's status by name (SMO_STATUS). */
export type ServiceRequestStatus = keyof typeof SMO_STATUS;

/** The label of each status; the spec leaves 5 unlabelled, so it is shown as 'Other'. */
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  pending: 'Pending',
  completed: 'Completed',
  returned: 'Returned',
  other: 'Other',
};

/** The six statuses in their stored order. */
export const SERVICE_REQUEST_STATUSES = Object.keys(SMO_STATUS) as ServiceRequestStatus[];

/** The name of a stored status; undefined for a value outside 0-5. */
export function serviceRequestStatus(value: number): ServiceRequestStatus | undefined {
  return SERVICE_REQUEST_STATUSES.find((status) => SMO_STATUS[status] === value);
}

/** New, assigned and pending requests still wait for the vet's answer. */
export function awaitsAnswer(value: number): boolean {
  return value === SMO_STATUS.new || value === SMO_STATUS.assigned || value === SMO_STATUS.pending;
}

/** How an SMO id is shown: SMO-{id}. */
export function smoCode(id: number): string {
  return `SMO-${String(id)}`;
}
