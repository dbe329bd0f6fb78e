import {
  type AnsweredRequestType,
  isAnsweredRequestType,
  SERVICE_REQUEST_MESSAGES,
  type ServiceRequestStatus,
  SMO_STATUS,
  statusesInto,
  transitionRefusal,
} from '@petwell/domain';
import { isPostgresError, one, PG, type Queryable } from './db';
import type { Deps } from './deps';
import { ActionError } from './errors';
import { requireApprovedPractice } from './practice-vetting';
import { requireStaff, type Session } from './session';

/** A second opinion or question as the assign and answer actions read it. */
export interface AnsweredRequest {
  id: number;
  type: AnsweredRequestType;
  status: number;
  user_id: number;
  /** The practice answering it (the platform's id for one ordered on the main site). */
  vendor_id: number;
  assigned_vendor_login_id: number | null;
}

/** The staff member calling, and what they may do with one request. */
export interface RequestHandler {
  loginId: number;
  vendorId: number;
  /** A root admin of the answering practice, or of the platform: assigns and answers. */
  handlesAll: boolean;
}

/**
 * The request as a staff member may act on it (hasura/README.md, "Rights per role"): staff of
 * the answering practice (`vendor_id`), and the platform's root admins for every second opinion
 * and question. Anyone else — another practice, a house call, an unknown id — is told it is not
 * found, as the select permission hides it. A practice the platform has not approved (or has
 * suspended) reaches no owner.
 */
export async function requestForStaff(
  deps: Deps,
  session: Session,
  id: number,
): Promise<{ request: AnsweredRequest; handler: RequestHandler }> {
  const staff = requireStaff(session);
  const rootAdmin = session.role === 'root_admin';
  const caller = await one<{ is_platform: boolean }>(
    deps.db,
    'select is_platform from public.vendors where id = $1',
    [staff.vendorId],
  );
  await requireApprovedPractice(deps.db, staff.vendorId);
  const request = await one<
    Omit<AnsweredRequest, 'type' | 'vendor_id'> & { type: string; vendor_id: number | null }
  >(
    deps.db,
    `select id, type, status, user_id, vendor_id, assigned_vendor_login_id
       from public.service_requests where id = $1`,
    [id],
  );
  const platformRootAdmin = rootAdmin && caller?.is_platform === true;
  if (
    !request ||
    !isAnsweredRequestType(request.type) ||
    request.vendor_id === null ||
    (request.vendor_id !== staff.vendorId && !platformRootAdmin)
  )
    throw new ActionError('not-found', SERVICE_REQUEST_MESSAGES.notFound);
  return {
    request: { ...request, type: request.type, vendor_id: request.vendor_id },
    handler: { ...staff, handlesAll: rootAdmin },
  };
}

/**
 * Moves the request into `to` only from a status the domain's table allows, in one statement
 * (two staff acting at once cannot both win); `set` names the other columns to write, from
 * parameter $3 on. A refused move changes nothing and answers `conflict` with the reason.
 */
export async function moveRequest(
  db: Queryable,
  request: AnsweredRequest,
  to: ServiceRequestStatus,
  set: string,
  params: readonly unknown[],
): Promise<{ status: number; assigned_vendor_login_id: number | null }> {
  let moved: { status: number; assigned_vendor_login_id: number | null } | undefined;
  try {
    moved = await one(
      db,
      `update public.service_requests
          set status = ${String(SMO_STATUS[to])}${set ? `, ${set}` : ''}
        where id = $1 and status = any($2::smallint[])
        returning status, assigned_vendor_login_id`,
      [request.id, statusesInto(to), ...params],
    );
  } catch (error) {
    // The request was handed to another practice meanwhile: the vet is not on its team.
    if (isPostgresError(error, PG.foreignKeyViolation))
      throw new ActionError('validation-failed', SERVICE_REQUEST_MESSAGES.vetNotOnTeam, {
        fields: { vendorLoginId: SERVICE_REQUEST_MESSAGES.vetNotOnTeam },
      });
    throw error;
  }
  if (moved) return moved;
  const now = await one<{ status: number }>(
    db,
    'select status from public.service_requests where id = $1',
    [request.id],
  );
  throw new ActionError('conflict', transitionRefusal(now?.status ?? request.status, to));
}
