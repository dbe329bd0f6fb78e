import type { UploadKind } from '@petwell/domain';
import { useCallback } from 'react';
import { usePresignFileMutation } from '../../generated/graphql';
import { GENERIC_ERROR } from '../../lib/api';
import { lazyModule } from '../../lib/lazy-module';
import { contentTypeOf, putFile, UploadError } from './upload-file';

/**
 * The check of a file against the upload rules, with the rules' schema (zod, about 25 KiB gz):
 * loaded when the first file is checked, or when the browser is idle on a screen with an
 * uploader, not with the screen.
 */
export const uploadCheck = lazyModule(() => import('./upload-request'));

/** Where an upload ended: the stored file's URL, or the message to show. */
export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Uploads one file of a kind: checked with the domain upload rules, presigned (the `presign_file`
 * action) and PUT to storage with its progress in percent. Every failure comes back with its
 * message, since no upload failure may be silent: the rule's, the server's, or the generic one for
 * internals. Staff uploading for a customer pass the customer's id.
 */
export function useUpload() {
  const [, presign] = usePresignFileMutation();
  return useCallback(
    async (
      kind: UploadKind,
      file: File,
      onProgress: (percent: number) => void = () => undefined,
      customerId?: number,
    ): Promise<UploadResult> => {
      let check;
      try {
        check = await uploadCheck.load();
      } catch {
        return { ok: false, message: GENERIC_ERROR };
      }
      const request = check.uploadRequest(kind, file, customerId);
      if (!request.success)
        return { ok: false, message: request.error.issues[0]?.message ?? GENERIC_ERROR };
      const presigned = await presign(request.data);
      const target = presigned.data?.presign_file;
      if (presigned.error || !target) {
        const first = presigned.error?.graphQLErrors[0];
        const message =
          first && first.extensions['code'] !== 'unexpected' ? first.message : GENERIC_ERROR;
        return { ok: false, message };
      }
      try {
        await putFile(target.uploadUrl, file, contentTypeOf(file), onProgress);
        return { ok: true, url: target.fileUrl };
      } catch (error) {
        return { ok: false, message: error instanceof UploadError ? error.message : GENERIC_ERROR };
      }
    },
    [presign],
  );
}
