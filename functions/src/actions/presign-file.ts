import { randomUUID } from 'node:crypto';
import { presignFileSchema, storageFileName, uploadRule } from '@petwell/domain';
import { SIGNED_IN } from '../lib/session';
import { defineAction } from '../lib/action';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { practiceReachesOwner } from '../lib/practice-vetting';
import { tooManyAttempts } from '../lib/rate-limit';
import type { Session } from '../lib/session';

/** How long an upload URL works: at most 10 minutes, so a leaked URL soon stops working. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** Presigns per account per hour (a quota against filling the disk or the bucket). */
export const UPLOADS_PER_HOUR = 100;

export const PRESIGN_MESSAGES = {
  notAllowed: 'Please log in to upload files.',
  staffOnly: 'Only practice staff can upload this kind of file.',
  customerStaffOnly: 'Only practice staff can upload a file for a customer.',
  customerPrivateOnly: 'A file for a customer must be a health record or an SMO document.',
  customerNotBooked: 'This customer has not shared their pets’ records with your practice.',
  sizeRequired: 'fileSize: the file size in bytes is required.',
} as const;

/** Who owns a new upload: the owner, the staff member, or the customer staff file it for. */
export type UploadOwner = { userId: number; loginId: null } | { userId: null; loginId: number };

async function ownerOf(
  session: Session,
  customerId: number | undefined,
  deps: Deps,
): Promise<UploadOwner> {
  if (session.role === 'user' && session.userId !== undefined) {
    if (customerId !== undefined && customerId !== session.userId)
      throw new ActionError('access-denied', PRESIGN_MESSAGES.customerStaffOnly);
    return { userId: session.userId, loginId: null };
  }
  if (
    (session.role === 'vendor' || session.role === 'root_admin') &&
    session.userId !== undefined &&
    session.vendorId !== undefined
  ) {
    if (customerId === undefined) return { userId: null, loginId: session.userId };
    const reaches = await practiceReachesOwner(
      deps.db,
      {
        loginId: session.userId,
        vendorId: session.vendorId,
        rootAdmin: session.role === 'root_admin',
      },
      customerId,
      deps.now(),
    );
    if (!reaches) throw new ActionError('access-denied', PRESIGN_MESSAGES.customerNotBooked);
    return { userId: customerId, loginId: null };
  }
  throw new ActionError('access-denied', PRESIGN_MESSAGES.notAllowed);
}

/**
 * Local storage only: the owner's upload rows whose URL expired unused are dead (nothing was
 * stored), so each presign removes them once they are also outside the hourly quota's window.
 * With S3 the rows stay: S3 does not tell us which uploads arrived, and reads need the row.
 */
async function sweepExpired(owner: UploadOwner, now: Date, deps: Deps): Promise<void> {
  if (!deps.storage.local) return;
  await deps.db.query(
    `delete from public.uploads
      where ($1::int is not null and owner_user_id = $1 or $2::int is not null and owner_vendor_login_id = $2)
        and status = 'pending' and expires_at < $3`,
    [owner.userId, owner.loginId, new Date(now.getTime() - 3600_000)],
  );
}

async function assertQuota(owner: UploadOwner, now: Date, deps: Deps): Promise<void> {
  const since = new Date(now.getTime() - 3600_000);
  const { rows } = await deps.db.query<{ count: number; oldest: Date | null }>(
    `select count(*)::int as count, min(created_at) as oldest from public.uploads
      where ($1::int is not null and owner_user_id = $1 or $2::int is not null and owner_vendor_login_id = $2)
        and created_at > $3`,
    [owner.userId, owner.loginId, since],
  );
  const row = rows[0];
  if (row && row.count >= UPLOADS_PER_HOUR) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    throw tooManyAttempts(
      'uploads',
      Math.max(1, Math.ceil((oldest + 3600_000 - now.getTime()) / 1000)),
    );
  }
}

/**
 * `presign_file` (`POST /api/files/{accessType}` with fileName, fileType and
 * serviceType, answering fileUrl and uploadUrl). Records an `uploads` row under a key the server
 * chooses, `<kind>/<user-<id>|staff-<id>>/<uuid>/<safe name>`, and answers where to PUT the body
 * (one PUT of the declared type, at most the kind's limit, within 10 minutes) and the URL to keep.
 */
export const presignFileAction = defineAction({
  name: 'presign_file',
  roles: SIGNED_IN,
  input: presignFileSchema,
  async run(input, context, deps) {
    const { session } = context;
    const rule = uploadRule(input.serviceType);
    if (rule.staffOnly && session.role === 'user')
      throw new ActionError('access-denied', PRESIGN_MESSAGES.staffOnly);
    if (input.customerId !== undefined && rule.access !== 'private')
      throw new ActionError('validation-failed', PRESIGN_MESSAGES.customerPrivateOnly, {
        fields: { customerId: PRESIGN_MESSAGES.customerPrivateOnly },
      });
    const owner = await ownerOf(session, input.customerId, deps);
    if (deps.storage.needsDeclaredSize && input.fileSize === undefined)
      throw new ActionError('validation-failed', PRESIGN_MESSAGES.sizeRequired, {
        fields: { fileSize: 'The file size in bytes is required.' },
      });

    const now = deps.now();
    await sweepExpired(owner, now, deps);
    await assertQuota(owner, now, deps);
    const ownerSegment =
      owner.userId === null ? `staff-${String(owner.loginId)}` : `user-${String(owner.userId)}`;
    const key = `${input.serviceType}/${ownerSegment}/${randomUUID()}/${storageFileName(input.fileName, input.fileType)}`;
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const fileUrl = deps.storage.fileUrl(key, input.accessType);
    // file_url: the address answered, the only one a picture may be set to (users.pic).
    const { rows } = await deps.db.query<{ id: number }>(
      `insert into public.uploads
         (kind, access_type, storage_key, file_name, content_type, max_bytes,
          owner_user_id, owner_vendor_login_id, expires_at, created_at, file_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        input.serviceType,
        input.accessType,
        key,
        input.fileName,
        input.fileType,
        rule.maxBytes,
        owner.userId,
        owner.loginId,
        expiresAt,
        now,
        fileUrl,
      ],
    );
    const uploadId = rows[0]?.id;
    if (uploadId === undefined) throw new Error('the uploads row was not written');
    const uploadUrl = await deps.storage.presignPut({
      uploadId,
      key,
      contentType: input.fileType,
      maxBytes: rule.maxBytes,
      size: input.fileSize,
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      access: input.accessType,
      now,
    });
    return { fileUrl, uploadUrl };
  },
});
