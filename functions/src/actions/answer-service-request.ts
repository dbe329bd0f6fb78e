import {
  answerServiceRequestInputSchema,
  FILE_REFERENCE_MESSAGE,
  SERVICE_REQUEST_MESSAGES,
  smoCode,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { type AnsweredRequest, moveRequest, requestForStaff } from '../lib/service-requests';
import type { ServiceRequestOutput } from './assign-service-request';

/** The storage key of a file reference: bare, or after `/files/private/` in its address. */
const storageKey = (reference: string) => {
  const at = reference.indexOf('/files/private/');
  return at < 0 ? reference : reference.slice(at + '/files/private/'.length);
};

/**
 * The answer's files must be SMO uploads made for the request's owner (`presign_file` with the
 * owner as customerId), so the owner can open them; any other upload is refused.
 */
async function checkFiles(deps: Deps, request: AnsweredRequest, files: readonly string[]) {
  if (files.length === 0) return;
  const { rows } = await deps.db.query<{ storage_key: string }>(
    `select storage_key from public.uploads
      where storage_key = any($1) and kind = 'smo_service' and owner_user_id = $2`,
    [files.map(storageKey), request.user_id],
  );
  const found = new Set(rows.map((row) => row.storage_key));
  const missing = files.findIndex((file) => !found.has(storageKey(file)));
  if (missing >= 0)
    throw new ActionError(
      'validation-failed',
      `files.${String(missing)}: ${FILE_REFERENCE_MESSAGE}`,
      {
        fields: { [`files.${String(missing)}`]: FILE_REFERENCE_MESSAGE },
      },
    );
}

/** The owner's mail when their request is completed or returned. */
export function answerMail(
  request: Pick<AnsweredRequest, 'id' | 'type'>,
  outcome: 'completed' | 'returned',
  firstName: string,
  publicUrl: string,
): { subject: string; text: string } {
  const smo = request.type === 'smo';
  const code = smoCode(request.id);
  const link = new URL(smo ? '/app/my-smo' : '/app/my-questions', publicUrl).toString();
  const subject = smo
    ? outcome === 'completed'
      ? `Your second medical opinion ${code} is ready`
      : `Your second medical opinion ${code} was returned`
    : outcome === 'completed'
      ? 'A vet answered your question'
      : 'Your question was returned';
  const what = smo
    ? outcome === 'completed'
      ? `A vet has answered your second medical opinion request ${code}.`
      : `A vet could not answer your second medical opinion request ${code} and returned it with the reason.`
    : outcome === 'completed'
      ? 'A vet has answered your question.'
      : 'A vet could not answer your question and returned it with the reason.';
  return {
    subject,
    text: `Hello ${firstName},\n\n${what}\n\nRead it: ${link}\n\nThe Petwell team`,
  };
}

/**
 * `answer_service_request(id, outcome, response, files)`: the vet assigned to a second opinion or
 * question, or a root admin of its practice (the platform's root admins: any), sets it Pending
 * (working on it), Completed with the answer, or Returned with the reason, with files uploaded for
 * the owner. Only the moves of domain SERVICE_REQUEST_TRANSITIONS are made. The owner is mailed
 * a completed or returned request; a mail that cannot be sent is logged and answered as
 * `notified: false`, and the answer stays.
 */
export const answerServiceRequestAction = defineAction({
  name: 'answer_service_request',
  roles: ['vendor', 'root_admin'],
  input: answerServiceRequestInputSchema,
  async run(input, { session }, deps): Promise<ServiceRequestOutput> {
    const { request, handler } = await requestForStaff(deps, session, input.id);
    if (!handler.handlesAll && request.assigned_vendor_login_id !== handler.loginId)
      throw new ActionError('access-denied', SERVICE_REQUEST_MESSAGES.answerAssigneeOnly);
    if (input.outcome === 'pending') {
      const moved = await moveRequest(deps.db, request, 'pending', '', []);
      return {
        id: request.id,
        status: moved.status,
        assignedVendorLoginId: moved.assigned_vendor_login_id,
        notified: false,
      };
    }
    await checkFiles(deps, request, input.files);
    const moved = await moveRequest(
      deps.db,
      request,
      input.outcome,
      `response = $3, response_files = $4::jsonb, responded_at = $5,
       responded_by_vendor_login_id = $6`,
      [input.response, JSON.stringify(input.files), deps.now(), handler.loginId],
    );
    const owner = await one<{ email: string; first_name: string }>(
      deps.db,
      'select email, first_name from public.users where id = $1',
      [request.user_id],
    );
    let notified = false;
    if (owner) {
      try {
        await deps.mail.send({
          to: owner.email,
          ...answerMail(request, input.outcome, owner.first_name, deps.env.PUBLIC_URL),
        });
        notified = true;
      } catch (error) {
        deps.log.error(
          `the answer mail of service request ${String(request.id)} to user ${String(request.user_id)} could not be sent`,
          error,
        );
      }
    }
    return {
      id: request.id,
      status: moved.status,
      assignedVendorLoginId: moved.assigned_vendor_login_id,
      notified,
    };
  },
});
