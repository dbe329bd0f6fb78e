import { SERVICE_REQUEST_STATUS_LABELS, serviceRequestStatus } from '@petwell/domain';
import { StatusBadge } from '../../ui/status-badge/status-badge';

/** A request's status as a badge ('New' for a new one); a value outside 0-5 shows as 'Other'. */
export function RequestStatus({ status }: { status: number }) {
  const name = serviceRequestStatus(status) ?? 'other';
  return (
    <StatusBadge kind="request" status={name} className="request-badge">
      {SERVICE_REQUEST_STATUS_LABELS[name]}
    </StatusBadge>
  );
}
