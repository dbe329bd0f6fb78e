import { UPLOAD_KINDS } from './constants';

/**
 * File uploads (POST /api/files/{accessType}, one upload kind of UPLOAD_KINDS each). The client
 * asks for an upload with fileName, fileType and serviceType (the kind) and
 * gets back a URL to PUT the body to; these rules are what the form checks before asking and what
 * the presign_file action checks again. The presign request's schema is schemas/upload.ts: the
 * rules and messages are apart from it, so that a screen that shows an uploader loads no zod
 * until a file is checked.
 */
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type UploadAccess = 'public' | 'private';

const MB = 1024 * 1024;

/** Pictures shown on pages (avatars, logos, listing pictures): public, 2 MB. */
export const IMAGE_UPLOAD_KINDS = [
  'user_avatar',
  'brand_logo',
  'vendor_service_avatar',
  'vendor_service_listings',
] as const satisfies readonly UploadKind[];
/** Medical documents (health records, SMO documents): private, 10 MB. */
export const RECORD_UPLOAD_KINDS = ['phr', 'smo_service'] as const satisfies readonly UploadKind[];
/** Kinds only practice staff upload (their website and listings). */
export const STAFF_UPLOAD_KINDS = [
  'brand_logo',
  'vendor_service_avatar',
  'vendor_service_listings',
] as const satisfies readonly UploadKind[];

export const IMAGE_MAX_BYTES = 2 * MB;
export const RECORD_MAX_BYTES = 10 * MB;

/**
 * Accepted types and the file-name extensions that go with each. Images are the four formats
 * every browser renders (no SVG: it can carry script). Records add PDF, plain text (lab values)
 * and DICOM (X-ray, CT and MRI exports, hd_imaging).
 */
export const UPLOAD_TYPE_EXTENSIONS = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'text'],
  'application/dicom': ['dcm', 'dicom'],
} as const satisfies Record<string, readonly string[]>;
export type UploadContentType = keyof typeof UPLOAD_TYPE_EXTENSIONS;

export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const satisfies readonly UploadContentType[];
export const RECORD_CONTENT_TYPES = [
  'application/pdf',
  ...IMAGE_CONTENT_TYPES,
  'text/plain',
  'application/dicom',
] as const satisfies readonly UploadContentType[];

export interface UploadRule {
  access: UploadAccess;
  maxBytes: number;
  contentTypes: readonly UploadContentType[];
  staffOnly: boolean;
}

export function isImageKind(kind: UploadKind): boolean {
  return (IMAGE_UPLOAD_KINDS as readonly string[]).includes(kind);
}

export function uploadRule(kind: UploadKind): UploadRule {
  const image = isImageKind(kind);
  return {
    access: image ? 'public' : 'private',
    maxBytes: image ? IMAGE_MAX_BYTES : RECORD_MAX_BYTES,
    contentTypes: image ? IMAGE_CONTENT_TYPES : RECORD_CONTENT_TYPES,
    staffOnly: (STAFF_UPLOAD_KINDS as readonly string[]).includes(kind),
  };
}

export const UPLOAD_MESSAGES = {
  accessType: 'Access type must be public or private.',
  kind: `Upload kind must be one of: ${UPLOAD_KINDS.join(', ')}.`,
  fileNameRequired: 'File name is required.',
  fileNameTooLong: 'File name must be at most 200 characters.',
  fileTypeRequired: 'File type is required.',
  imageTypes: 'Images must be JPEG, PNG, WebP or GIF files.',
  recordTypes: 'Documents must be PDF, JPEG, PNG, WebP, GIF, plain text or DICOM files.',
  recordsArePrivate:
    'Health records and SMO documents are private: upload them with access private.',
  imagesArePublic:
    'Avatars, logos and listing pictures are public: upload them with access public.',
  imageTooLarge: 'The image is too large: at most 2 MB.',
  recordTooLarge: 'The file is too large: at most 10 MB.',
  emptyFile: 'The file is empty.',
  fileSize: 'File size must be a whole number of bytes.',
  customerId: 'Customer must be a valid id.',
} as const;

/** "At most 2 MB" or "at most 10 MB" for a kind. */
export function tooLargeMessage(kind: UploadKind): string {
  return isImageKind(kind) ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.recordTooLarge;
}

export function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return undefined;
  return fileName.slice(dot + 1).toLowerCase();
}

/**
 * The name as the user knows it, made harmless: the last path segment only, without control
 * characters, bidirectional overrides or surrounding spaces. It is kept for display and for the
 * Content-Disposition of downloads.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  return (
    base
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
  );
}

/**
 * The name inside a storage key: ASCII letters, digits, dot, dash and underscore only, no leading
 * dot, at most 100 characters with the extension kept, and the declared type's extension when the
 * name has none.
 */
export function storageFileName(fileName: string, contentType: UploadContentType): string {
  const clean = cleanFileName(fileName);
  const extension = extensionOf(clean);
  const known = UPLOAD_TYPE_EXTENSIONS[contentType] as readonly string[];
  const keep = extension !== undefined && known.includes(extension);
  const stem = (keep ? clean.slice(0, -(extension.length + 1)) : clean)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/[._-]{2,}/g, (run) => run.charAt(0))
    .replace(/^[._-]+|[._-]+$/g, '');
  return `${(stem || 'file').slice(0, 90)}.${keep ? extension : (known[0] ?? 'bin')}`;
}

/**
 * Magic bytes of each accepted type, so that a file is what its declared type says (a PDF that
 * is really HTML is refused). Plain text must be UTF-8 without NUL bytes.
 */
export function contentMatchesType(body: Uint8Array, contentType: UploadContentType): boolean {
  const starts = (bytes: readonly number[], offset = 0) =>
    body.length >= offset + bytes.length && bytes.every((b, i) => body[offset + i] === b);
  const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
  switch (contentType) {
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return starts(ascii('GIF87a')) || starts(ascii('GIF89a'));
    case 'image/webp':
      return starts(ascii('RIFF')) && starts(ascii('WEBP'), 8);
    case 'application/pdf':
      return starts(ascii('%PDF-'));
    case 'application/dicom':
      return starts(ascii('DICM'), 128);
    case 'text/plain': {
      if (body.includes(0)) return false;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(body);
        return true;
      } catch {
        return false;
      }
    }
  }
}
