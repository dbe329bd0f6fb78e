import { presignFileSchema, type UploadKind, uploadRule } from '@petwell/domain';
import { contentTypeOf } from './upload-file';

/**
 * The presign request of a file of an upload kind (its access follows the kind), checked with
 * the domain rules before asking: a wrong type or size is refused here with the rule's message.
 * Staff name the customer a private file is for (the customer owns it and can open it). Loaded
 * apart, with the schema's zod, when a file is checked (use-upload.ts).
 */
export function uploadRequest(
  kind: UploadKind,
  file: Pick<File, 'name' | 'type' | 'size'>,
  customerId?: number,
) {
  return presignFileSchema.safeParse({
    accessType: uploadRule(kind).access,
    serviceType: kind,
    fileName: file.name,
    fileType: contentTypeOf(file),
    fileSize: file.size,
    ...(customerId === undefined ? {} : { customerId }),
  });
}
