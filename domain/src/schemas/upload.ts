import { z } from 'zod';
import { UPLOAD_KINDS } from '../constants';
import {
  extensionOf,
  cleanFileName,
  isImageKind,
  tooLargeMessage,
  UPLOAD_MESSAGES,
  UPLOAD_TYPE_EXTENSIONS,
  type UploadContentType,
  uploadRule,
} from '../upload-rules';

// The presign request's schema; the rules and messages it checks by are in upload-rules.ts.

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const uploadAccessSchema = z.enum(['public', 'private'], {
  error: UPLOAD_MESSAGES.accessType,
});
export const uploadKindSchema = z.enum(UPLOAD_KINDS, { error: UPLOAD_MESSAGES.kind });

/**
 * The presign request: `accessType` (the path parameter of the REST call), `fileName`, `fileType`
 * and `serviceType` as in the spec, plus two optional fields: `fileSize` (bytes; checked against
 * the kind's limit at once, and bound into the upload URL so that storage refuses any other
 * length) and `customerId` (staff filing a record for a customer who booked with the practice).
 */
export const presignFileSchema = z
  .object({
    accessType: uploadAccessSchema,
    serviceType: uploadKindSchema,
    fileName: z
      .string({ error: UPLOAD_MESSAGES.fileNameRequired })
      .transform(cleanFileName)
      .pipe(
        z
          .string()
          .min(1, UPLOAD_MESSAGES.fileNameRequired)
          .max(200, UPLOAD_MESSAGES.fileNameTooLong),
      ),
    fileType: z
      .string({ error: UPLOAD_MESSAGES.fileTypeRequired })
      .trim()
      .toLowerCase()
      .min(1, UPLOAD_MESSAGES.fileTypeRequired),
    fileSize: z.preprocess(
      emptyAsUndefined,
      z
        .number({ error: UPLOAD_MESSAGES.fileSize })
        .int(UPLOAD_MESSAGES.fileSize)
        .min(1, UPLOAD_MESSAGES.emptyFile)
        .optional(),
    ),
    customerId: z.preprocess(
      emptyAsUndefined,
      z
        .number({ error: UPLOAD_MESSAGES.customerId })
        .int(UPLOAD_MESSAGES.customerId)
        .positive(UPLOAD_MESSAGES.customerId)
        .optional(),
    ),
  })
  .superRefine((input, ctx) => {
    const rule = uploadRule(input.serviceType);
    if (input.accessType !== rule.access) {
      ctx.addIssue({
        code: 'custom',
        path: ['accessType'],
        message:
          rule.access === 'private'
            ? UPLOAD_MESSAGES.recordsArePrivate
            : UPLOAD_MESSAGES.imagesArePublic,
      });
    }
    const typeAllowed = (rule.contentTypes as readonly string[]).includes(input.fileType);
    if (!typeAllowed) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileType'],
        message: isImageKind(input.serviceType)
          ? UPLOAD_MESSAGES.imageTypes
          : UPLOAD_MESSAGES.recordTypes,
      });
    } else {
      const extension = extensionOf(input.fileName);
      const known = UPLOAD_TYPE_EXTENSIONS[
        input.fileType as UploadContentType
      ] as readonly string[];
      if (extension !== undefined && !known.includes(extension)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fileName'],
          message: `The file name must end with .${known.join(' or .')} for a ${input.fileType} file.`,
        });
      }
    }
    if (input.fileSize !== undefined && input.fileSize > rule.maxBytes) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileSize'],
        message: tooLargeMessage(input.serviceType),
      });
    }
  })
  .transform((input) => ({
    ...input,
    fileType: input.fileType as UploadContentType,
  }));

export type PresignFileInput = z.output<typeof presignFileSchema>;
