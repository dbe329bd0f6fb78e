import { assignServiceRequestInputSchema, SERVICE_REQUEST_MESSAGES } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { ActionError } from '../lib/errors';
import { moveRequest, requestForStaff } from '../lib/service-requests';

/** ServiceRequestOutput of actions.graphql. */
export interface ServiceRequestOutput {
  id: number;
  status: number;
  assignedVendorLoginId: number | null;
  /** Whether the owner was mailed (only an answer is mailed). */
  notified: boolean;
}

/**
 * `assign_service_request(id, vendorLoginId)`: a root admin of the practice answering a second
 * opinion or question (the platform's root admins: any) hands it to a vet of that practice. New,
 * assigned and pending requests may be (re)assigned (domain SERVICE_REQUEST_TRANSITIONS); the
 * request becomes Assigned. A vet of another practice is refused, and so is every other move.
 */
export const assignServiceRequestAction = defineAction({
  name: 'assign_service_request',
  roles: ['vendor', 'root_admin'],
  input: assignServiceRequestInputSchema,
  async run({ id, vendorLoginId }, { session }, deps): Promise<ServiceRequestOutput> {
    const { request, handler } = await requestForStaff(deps, session, id);
    if (!handler.handlesAll)
      throw new ActionError('access-denied', SERVICE_REQUEST_MESSAGES.assignRootAdminOnly);
    const vet = await one(
      deps.db,
      'select 1 from public.vendor_logins where id = $1 and vendor_id = $2',
      [vendorLoginId, request.vendor_id],
    );
    if (!vet)
      throw new ActionError('validation-failed', SERVICE_REQUEST_MESSAGES.vetNotOnTeam, {
        fields: { vendorLoginId: SERVICE_REQUEST_MESSAGES.vetNotOnTeam },
      });
    const moved = await moveRequest(deps.db, request, 'assigned', 'assigned_vendor_login_id = $3', [
      vendorLoginId,
    ]);
    return {
      id: request.id,
      status: moved.status,
      assignedVendorLoginId: moved.assigned_vendor_login_id,
      notified: false,
    };
  },
});
