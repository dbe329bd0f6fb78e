import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { Alert } from '../../components/alert';
import { useOwnPracticeQuery } from '../../generated/shell';

/**
 * A practice that is not approved yet, or suspended, reaches no owner (hasura/README.md,
 * "Access to owners' data"); every practice screen says so, so staff know why. The staff member's
 * practice (vendors row) is looked up with its vetting status; its own chunk, with the GraphQL
 * client, loaded for staff only (app-layout.tsx).
 */
export function PracticeStatusBanner({ vendorId }: { vendorId: number }) {
  const [{ data }] = useOwnPracticeQuery({ variables: { id: vendorId } });
  const status = data?.vendors_by_pk?.status;
  if (status === 'pending') return <Alert tone="info">{PRACTICE_ACCESS_MESSAGES.pending}</Alert>;
  if (status === 'suspended')
    return <Alert tone="error">{PRACTICE_ACCESS_MESSAGES.suspended}</Alert>;
  return null;
}
