import {
  RECORD_CONTENT_TYPES,
  extensionOf,
  UPLOAD_TYPE_EXTENSIONS,
  type UploadContentType,
  type UploadKind,
  uploadRule,
} from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';

/**
 * The declared type of a file: the browser's, or from its extension when the browser has none
 * (DICOM files often come without one).
 */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const match = RECORD_CONTENT_TYPES.find((type: UploadContentType) =>
    (UPLOAD_TYPE_EXTENSIONS[type] as readonly string[]).includes(extension ?? ''),
  );
  return match ?? '';
}

/** The file input's `accept` of a kind: its types and their extensions. */
export function acceptOf(kind: UploadKind): string {
  const types = uploadRule(kind).contentTypes;
  const extensions = types.flatMap((type) => UPLOAD_TYPE_EXTENSIONS[type].map((e) => `.${e}`));
  return [...extensions, ...types].join(',');
}

/** A refused or failed upload, with the message to show. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the generic message.
  }
  return GENERIC_ERROR;
}

/**
 * PUTs a file's body to its presigned upload URL with the declared type, reporting progress in
 * percent (XMLHttpRequest: fetch cannot report upload progress). Rejects with an UploadError
 * carrying the storage's message, or the generic one.
 */
export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new UploadError(messageOf(xhr.responseText)));
    });
    xhr.addEventListener('error', () => {
      reject(new UploadError(GENERIC_ERROR));
    });
    xhr.addEventListener('abort', () => {
      reject(new UploadError(GENERIC_ERROR));
    });
    xhr.send(file);
  });
}
