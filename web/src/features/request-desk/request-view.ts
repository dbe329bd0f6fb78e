import {
  answerDueAt,
  awaitsAnswer,
  fileList,
  isAnsweredRequestType,
  isOverdue,
  PET_TYPES,
  SERVICE_REQUEST_STATUS_LABELS,
  type ServiceRequestDetails,
  type ServiceRequestStatus,
  serviceRequestDetails,
  serviceRequestStatus,
  SMO_STATUS,
  smoCode,
} from '@petwell/domain';
import type { StaffServiceRequestsQuery } from '../../generated/practice';
import type { AuthUser } from '../../lib/auth';
import { mayBeHidden } from '../../lib/hidden-row';

export type DeskRow = StaffServiceRequestsQuery['service_requests'][number];

/** A request as a staff list shows it, and what the signed-in staff member may do with it. */
export interface DeskRequest {
  row: DeskRow;
  /** 'SMO-12', or 'Question 12'. */
  name: string;
  status: ServiceRequestStatus;
  statusLabel: string;
  details: ServiceRequestDetails;
  owner: string | null;
  ownerEmail: string | null;
  pet: string;
  assignee: string | null;
  dueAt: Date | null;
  overdue: boolean;
  answerFiles: string[];
  /** Assign (or reassign) it: a root admin of the practice answering it, while it is open. */
  canAssign: boolean;
  /** Set it Pending, complete or return it: the assignee or a root admin, once assigned. */
  canAnswer: boolean;
  /** Set it Pending: only from Assigned. */
  canSetPending: boolean;
}

const fullName = (person: { first_name: string; last_name: string } | null | undefined) =>
  person ? `${person.first_name} ${person.last_name}` : null;

/** A pet as 'Biscuit (Dog, Golden Retriever)', from the pet row or the order's snapshot. */
function petLabel(row: DeskRow, details: ServiceRequestDetails): string {
  const name = row.pet?.name ?? details.petName;
  if (!name) return '—';
  const kind = row.pet ? PET_TYPES[row.pet.type] : undefined;
  const extra = [kind, row.pet?.breed].filter(Boolean).join(', ');
  return extra ? `${name} (${extra})` : name;
}

export function deskRequest(row: DeskRow, user: AuthUser, now: Date): DeskRequest {
  const status = serviceRequestStatus(row.status) ?? 'other';
  const details = serviceRequestDetails(row.details);
  const open = awaitsAnswer(row.status);
  const answering = row.status === SMO_STATUS.assigned || row.status === SMO_STATUS.pending;
  const rootAdmin = user.role === 'root_admin';
  const ownPractice = row.vendor_id === user.vendorId;
  // A vet reads only the owners the users permission shows.
  const owner = mayBeHidden(row.user);
  const assignee =
    row.assigned_vendor_login_id === null
      ? null
      : row.assigned_vendor_login_id === user.id
        ? 'You'
        : (fullName(row.assigned_vendor_login) ?? 'Another vet');
  const canAnswer =
    answering &&
    ((rootAdmin && (ownPractice || user.isMainVendor)) || row.assigned_vendor_login_id === user.id);
  return {
    row,
    name: row.type === 'smo' ? smoCode(row.id) : `Question ${String(row.id)}`,
    status,
    statusLabel: SERVICE_REQUEST_STATUS_LABELS[status],
    details,
    owner: fullName(owner),
    ownerEmail: owner?.email ?? null,
    pet: petLabel(row, details),
    assignee,
    dueAt:
      open && isAnsweredRequestType(row.type)
        ? answerDueAt(row.type, new Date(row.created_at))
        : null,
    // Stamped by the service_request_deadlines cron trigger, or past the deadline since then.
    overdue: (row.overdue_at != null && open) || isOverdue(row, now),
    answerFiles: fileList(row.response_files),
    // The vets of another practice are not the platform's to list, so only its own are assigned here.
    canAssign: open && rootAdmin && ownPractice,
    canAnswer,
    canSetPending: canAnswer && row.status === SMO_STATUS.assigned,
  };
}

/** A date and time as 'Nov 2, 2026, 10:00 AM' in the viewer's zone. */
export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
