import {
  contentMatchesType,
  tooLargeMessage,
  type UploadContentType,
  type UploadKind,
} from '@petwell/domain';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { type HttpRequest, type HttpResponse, json, readJsonBody } from '../lib/http';
import type { Session } from '../lib/session';
import { contentDisposition, isStorageKey } from '../providers/storage-keys';

/**
 * The file routes of the stack (not actions; RAW_ROUTES):
 * - `PUT /files/upload/<id>?expires&[size&]sig` — the local upload URL of presign_file. One PUT
 *   of the declared Content-Type, at most the kind's limit (and exactly the declared size when
 *   one was given), whose bytes are what the type says, before the URL expires; then 200.
 * - `GET /files/public/<key>` — an uploaded public file (local storage).
 * - `GET /files/private/<key>` — a private file, to its owner and to the staff of a practice the
 *   owner has a booking with: with `Authorization: Bearer <token>`, or with a short-lived signed
 *   read URL from `POST /files/sign`. Local storage serves the bytes; S3 redirects (302) to a
 *   presigned GET.
 * - `POST /files/sign` `{fileUrl}` with a bearer token — `{url, expiresAt}`: a read URL that
 *   works for 5 minutes without credentials, for `<img>` and links.
 * Errors are JSON `{message, code}` with the codes of docs/error-codes.md.
 */
export const READ_URL_TTL_SECONDS = 5 * 60;

export const FILE_MESSAGES = {
  invalidLink: 'This upload link is invalid.',
  expiredLink: 'This upload link has expired. Please upload the file again.',
  usedLink: 'This upload link has already been used. Please upload the file again.',
  emptyFile: 'The file is empty.',
  sizeMismatch: 'The file size does not match the size declared for this upload.',
  invalidPath: 'This is not a valid file path.',
  notFound: 'File not found.',
  loginRequired: 'Please log in to see this file.',
  forbidden: 'You are not allowed to see this file.',
  invalidReadLink: 'This file link is invalid or has expired.',
  fileUrlRequired: 'fileUrl must be the URL of a private file.',
} as const;

interface UploadRow {
  id: number;
  kind: UploadKind;
  access_type: 'public' | 'private';
  storage_key: string;
  file_name: string;
  content_type: UploadContentType;
  max_bytes: number;
  status: 'pending' | 'uploaded';
  expires_at: Date;
  owner_user_id: number | null;
  owner_vendor_login_id: number | null;
}

const UPLOAD_COLUMNS = `id, kind, access_type, storage_key, file_name, content_type, max_bytes, status,
  expires_at, owner_user_id, owner_vendor_login_id`;

const fail = (
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) => json(status, { message, code }, headers);

/** The media type of a Content-Type header, without parameters, lower-case. */
const essence = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase();

async function receiveUpload(request: HttpRequest, deps: Deps, id: number): Promise<HttpResponse> {
  if (request.method !== 'PUT') return json(405, { message: 'use PUT' }, { allow: 'PUT' });
  const local = deps.storage.local;
  if (!local) return fail(404, 'not-found', FILE_MESSAGES.notFound);
  const now = deps.now();
  const signature = local.checkUploadUrl(id, request.query, now);
  if (!signature.ok)
    return signature.reason === 'expired'
      ? fail(403, 'access-denied', FILE_MESSAGES.expiredLink)
      : fail(403, 'access-denied', FILE_MESSAGES.invalidLink);
  const { rows } = await deps.db.query<UploadRow>(
    `select ${UPLOAD_COLUMNS} from public.uploads where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return fail(404, 'not-found', FILE_MESSAGES.invalidLink);
  if (row.status !== 'pending') return fail(409, 'conflict', FILE_MESSAGES.usedLink);
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return fail(403, 'access-denied', FILE_MESSAGES.expiredLink);
  if (essence(request.headers['content-type']) !== row.content_type)
    return fail(
      400,
      'validation-failed',
      `The file must be sent with Content-Type ${row.content_type}, the type it was declared with.`,
    );
  const body = request.body;
  if (body.length > row.max_bytes) return fail(413, 'validation-failed', tooLargeMessage(row.kind));
  if (body.length === 0) return fail(400, 'validation-failed', FILE_MESSAGES.emptyFile);
  if (signature.size !== undefined && body.length !== signature.size)
    return fail(400, 'validation-failed', FILE_MESSAGES.sizeMismatch);
  if (!contentMatchesType(body, row.content_type))
    return fail(
      400,
      'validation-failed',
      `The file's content is not ${row.content_type}: its bytes do not match the declared type.`,
    );

  // The body goes to a staging file first; only the request that flips the row from pending to
  // uploaded (one statement, so one winner) moves it under the key.
  const staged = await local.stage(body);
  const claimed = await deps.db.query(
    `update public.uploads set status = 'uploaded', size_bytes = $2, uploaded_at = $3
      where id = $1 and status = 'pending' and expires_at > $3 returning id`,
    [id, body.length, now],
  );
  if (claimed.rows.length === 0) {
    await local.discard(staged);
    return fail(409, 'conflict', FILE_MESSAGES.usedLink);
  }
  try {
    await local.commit(staged, row.storage_key);
  } catch (error) {
    await deps.db.query(
      `update public.uploads set status = 'pending', size_bytes = null, uploaded_at = null where id = $1`,
      [id],
    );
    await local.discard(staged);
    throw error;
  }
  return json(200, {
    status: 'uploaded',
    size: body.length,
    fileUrl: deps.storage.fileUrl(row.storage_key, row.access_type),
  });
}

/** The key named by a path after its prefix, or undefined when it is not one the server made. */
function keyFrom(path: string, prefix: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  return isStorageKey(key) ? key : undefined;
}

async function uploadByKey(
  deps: Deps,
  key: string,
  access: 'public' | 'private',
): Promise<UploadRow | undefined> {
  const { rows } = await deps.db.query<UploadRow>(
    `select ${UPLOAD_COLUMNS} from public.uploads where storage_key = $1 and access_type = $2`,
    [key, access],
  );
  return rows[0];
}

/**
 * True when a jsonb array of file references (a bare storage key or its private-file address,
 * public.is_file_reference) names the key $1.
 */
const names = (files: string) =>
  `exists (select 1 from jsonb_array_elements_text(
            case when jsonb_typeof(${files}) = 'array' then ${files} else '[]'::jsonb end) f
          where f = $1 or right(f, length($1) + 15) = '/files/private/' || $1)`;

/**
 * Whether staff may read an owner's private file: only through a row that names the file and
 * that the staff member may read (hasura/README.md, "Access to owners' data"), so access follows
 * the pet the owner shared, not the owner:
 * - a health record of a pet with a live booking at an approved practice that the owner shared
 *   — for staff who are not root admins, a booking of a listing they manage (the phr select
 *   permissions);
 * - a second opinion or question the practice answers, naming it among the owner's documents or
 *   the vet's answer files (the practice's own; for the platform's root admins every SMO and
 *   question), and for staff who are not root admins one assigned to them.
 * The practice must be approved.
 * A file no such row names (uploaded and not filed yet, or filed on another pet) is refused.
 */
async function staffReachesFile(
  deps: Deps,
  staff: { loginId: number; vendorId: number; rootAdmin: boolean },
  row: UploadRow,
): Promise<boolean> {
  const { rows } = await deps.db.query(
    `select 1 from public.vendors v
      where v.id = $3 and v.status = 'approved'
        and (exists (select 1 from public.phr p
                      where p.user_id = $2 and p.pet_id is not null
                        and ${names("p.details -> 'files'")}
                        and exists (select 1 from public.bookings b
                                     where b.pet_id = p.pet_id and b.user_id = $2
                                       and b.vendor_id = $3 and b.status <> 3
                                       and b.record_sharing = 'shared' and b.access_until > $6
                                       and ($5 or exists (select 1 from public.listing_managers m
                                                           where m.listing_id = b.vendor_listing_id
                                                             and m.vendor_login_id = $4))))
             or exists (select 1 from public.service_requests r
                         where r.user_id = $2
                           and (${names("r.details -> 'files'")} or ${names('r.response_files')})
                           and (r.vendor_id = $3
                                or ($5 and v.is_platform and r.type in ('smo', 'free_question')))
                           and ($5 or r.assigned_vendor_login_id = $4)))`,
    [
      row.storage_key,
      row.owner_user_id,
      staff.vendorId,
      staff.loginId,
      staff.rootAdmin,
      deps.now(),
    ],
  );
  return rows.length > 0;
}

/**
 * Who may read a private file: its owner; the staff who may read a row naming it
 * (staffReachesFile); and a file a staff member uploaded for themselves, their practice.
 */
export async function mayReadPrivate(
  deps: Deps,
  session: Session,
  row: UploadRow,
): Promise<boolean> {
  const staff =
    (session.role === 'vendor' || session.role === 'root_admin') &&
    session.userId !== undefined &&
    session.vendorId !== undefined;
  if (row.owner_user_id !== null) {
    if (session.role === 'user') return session.userId === row.owner_user_id;
    if (!staff) return false;
    return staffReachesFile(
      deps,
      {
        loginId: session.userId ?? 0,
        vendorId: session.vendorId ?? 0,
        rootAdmin: session.role === 'root_admin',
      },
      row,
    );
  }
  if (row.owner_vendor_login_id !== null && staff) {
    const { rows } = await deps.db.query(
      'select 1 from public.vendor_logins where id = $1 and vendor_id = $2',
      [row.owner_vendor_login_id, session.vendorId],
    );
    return rows.length > 0;
  }
  return false;
}

/** The bearer token's session; a response when there is none or it is not valid. */
async function bearerSession(request: HttpRequest, deps: Deps): Promise<Session | HttpResponse> {
  const header = request.headers['authorization'];
  const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (!token)
    return fail(401, 'invalid-jwt', FILE_MESSAGES.loginRequired, {
      'www-authenticate': 'Bearer',
    });
  try {
    return await deps.tokens.verify(token, request.headers['x-hasura-role'], deps.now());
  } catch (error) {
    if (error instanceof ActionError) return fail(error.status, error.code, error.message);
    throw error;
  }
}

const isResponse = (value: Session | HttpResponse): value is HttpResponse => 'status' in value;

async function serve(request: HttpRequest, deps: Deps, row: UploadRow): Promise<HttpResponse> {
  const image = row.content_type.startsWith('image/');
  const local = deps.storage.local;
  if (!local) {
    if (row.access_type === 'public')
      return {
        status: 302,
        headers: { location: deps.storage.fileUrl(row.storage_key, 'public') },
        body: '',
      };
    const location = await deps.storage.presignGet({
      key: row.storage_key,
      fileName: row.file_name,
      contentType: row.content_type,
      disposition: image ? 'inline' : 'attachment',
      expiresInSeconds: READ_URL_TTL_SECONDS,
      now: deps.now(),
    });
    return { status: 302, headers: { location, 'cache-control': 'no-store' }, body: '' };
  }
  const body = row.status === 'uploaded' ? await local.read(row.storage_key) : undefined;
  if (!body) return fail(404, 'not-found', FILE_MESSAGES.notFound);
  return {
    status: 200,
    headers: {
      'content-type':
        row.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.content_type,
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': contentDisposition(image ? 'inline' : 'attachment', row.file_name),
      ...(row.access_type === 'public'
        ? {
            'cache-control': 'public, max-age=31536000, immutable',
            'cross-origin-resource-policy': 'cross-origin',
          }
        : { 'cache-control': 'private, no-store', 'cross-origin-resource-policy': 'same-origin' }),
    },
    body: request.method === 'HEAD' ? '' : body,
  };
}

async function servePublic(request: HttpRequest, deps: Deps): Promise<HttpResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return json(405, { message: 'use GET' }, { allow: 'GET, HEAD' });
  const key = keyFrom(request.path, '/files/public/');
  if (!key) return fail(400, 'validation-failed', FILE_MESSAGES.invalidPath);
  const row = await uploadByKey(deps, key, 'public');
  if (!row) return fail(404, 'not-found', FILE_MESSAGES.notFound);
  return serve(request, deps, row);
}

async function servePrivate(request: HttpRequest, deps: Deps): Promise<HttpResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return json(405, { message: 'use GET' }, { allow: 'GET, HEAD' });
  const key = keyFrom(request.path, '/files/private/');
  if (!key) return fail(400, 'validation-failed', FILE_MESSAGES.invalidPath);
  if (request.query.has('sig')) {
    const check = deps.storage.local?.checkReadUrl(key, request.query, deps.now());
    if (!check?.ok) return fail(403, 'access-denied', FILE_MESSAGES.invalidReadLink);
    const row = await uploadByKey(deps, key, 'private');
    if (!row) return fail(404, 'not-found', FILE_MESSAGES.notFound);
    return serve(request, deps, row);
  }
  const session = await bearerSession(request, deps);
  if (isResponse(session)) return session;
  const row = await uploadByKey(deps, key, 'private');
  if (!row) return fail(404, 'not-found', FILE_MESSAGES.notFound);
  if (!(await mayReadPrivate(deps, session, row)))
    return fail(403, 'access-denied', FILE_MESSAGES.forbidden);
  return serve(request, deps, row);
}

async function signReadUrl(request: HttpRequest, deps: Deps): Promise<HttpResponse> {
  if (request.method !== 'POST') return json(405, { message: 'use POST' }, { allow: 'POST' });
  const session = await bearerSession(request, deps);
  if (isResponse(session)) return session;
  const parsed = readJsonBody(request);
  const fileUrl =
    parsed.ok && parsed.value !== null && typeof parsed.value === 'object'
      ? (parsed.value as Record<string, unknown>)['fileUrl']
      : undefined;
  let key: string | undefined;
  if (typeof fileUrl === 'string') {
    try {
      key = keyFrom(new URL(fileUrl, deps.env.PUBLIC_URL).pathname, '/files/private/');
    } catch {
      key = undefined;
    }
  }
  if (!key) return fail(400, 'validation-failed', FILE_MESSAGES.fileUrlRequired);
  const row = await uploadByKey(deps, key, 'private');
  if (!row) return fail(404, 'not-found', FILE_MESSAGES.notFound);
  if (!(await mayReadPrivate(deps, session, row)))
    return fail(403, 'access-denied', FILE_MESSAGES.forbidden);
  const now = deps.now();
  const image = row.content_type.startsWith('image/');
  const url = await deps.storage.presignGet({
    key,
    fileName: row.file_name,
    contentType: row.content_type,
    disposition: image ? 'inline' : 'attachment',
    expiresInSeconds: READ_URL_TTL_SECONDS,
    now,
  });
  return json(200, {
    url,
    expiresAt: new Date(now.getTime() + READ_URL_TTL_SECONDS * 1000).toISOString(),
  });
}

export async function filesRoute(
  request: HttpRequest,
  deps: Deps,
): Promise<HttpResponse | undefined> {
  const { path } = request;
  if (!path.startsWith('/files/')) return undefined;
  const upload = /^\/files\/upload\/([1-9][0-9]{0,9})$/.exec(path);
  if (upload) return receiveUpload(request, deps, Number(upload[1]));
  if (path.startsWith('/files/upload/')) return fail(404, 'not-found', FILE_MESSAGES.invalidLink);
  if (path.startsWith('/files/public/')) return servePublic(request, deps);
  if (path.startsWith('/files/private/')) return servePrivate(request, deps);
  if (path === '/files/sign') return signReadUrl(request, deps);
  return undefined;
}
