import { z } from 'zod';

/**
 * A file of a health record, an SMO or an assessment: a private upload the
 * server issued, as its storage key (`<kind>/<user-<id>|staff-<id>>/<uuid>/<name>`, made by
 * `presign_file`) or as the private-file address the upload answered
 * (`<PUBLIC_URL>/files/private/<key>`). Never another URL: no javascript:, data: or a stranger's
 * page. The database checks the same shape (`public.is_file_reference`).
 */
export const FILE_REFERENCE_MESSAGE = 'Attach files by uploading them.';

const FILE_REFERENCE = new RegExp(
  '^(?:https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._~-]+)*/files/private/)?' +
    '(?:phr|smo_service)/(?:user|staff)-[1-9][0-9]{0,15}/' +
    '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/' +
    '[A-Za-z0-9][A-Za-z0-9._-]{0,127}$',
);

export function isFileReference(value: string): boolean {
  return FILE_REFERENCE.test(value) && !value.includes('..');
}

export const fileReferenceSchema = z
  .string()
  .trim()
  .refine(isFileReference, FILE_REFERENCE_MESSAGE);
