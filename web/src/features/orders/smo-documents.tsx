import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { useOrderPresignFileMutation } from '../../generated/graphql';
import { GENERIC_ERROR } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { ORDER_TEXT } from './order-text';
import { contentTypeOf, putFile, smoUploadRequest, UploadError } from './upload-file';

/** At most 20 documents per request (domain smoDetailsSchema). */
export const SMO_MAX_FILES = 20;

interface Upload {
  key: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  percent: number;
  url?: string;
  message?: string;
}

/** The uploaded files' URLs, and whether an upload is still running. */
export interface SmoDocumentsState {
  urls: string[];
  busy: boolean;
}

export interface SmoDocumentsProps {
  /** Called when the uploads change; pass a stable function (a state setter). */
  onChange: (documents: SmoDocumentsState) => void;
}

function statusText(upload: Upload): string {
  if (upload.state === 'uploading') return ORDER_TEXT.uploading(upload.name, upload.percent);
  if (upload.state === 'done') return ORDER_TEXT.uploaded(upload.name);
  return ORDER_TEXT.uploadFailed(upload.name, upload.message ?? GENERIC_ERROR);
}

/**
 * The SMO's document upload: each file is checked with the domain upload rules, presigned
 * (presign_file, kind smo_service, private) and PUT to storage, with its progress and its
 * failure shown (design 9.9: no upload failure is silent).
 */
export function SmoDocuments({ onChange }: SmoDocumentsProps) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [, presign] = useOrderPresignFileMutation();
  const nextKey = useRef(1);

  useEffect(() => {
    onChange({
      urls: uploads.flatMap((u) => (u.state === 'done' && u.url ? [u.url] : [])),
      busy: uploads.some((u) => u.state === 'uploading'),
    });
  }, [uploads, onChange]);

  const update = (key: number, change: Partial<Upload>) => {
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  };

  async function upload(file: File, key: number) {
    const request = smoUploadRequest(file);
    if (!request.success) {
      update(key, {
        state: 'failed',
        message: request.error.issues[0]?.message ?? GENERIC_ERROR,
      });
      return;
    }
    const presigned = await presign(request.data);
    const target = presigned.data?.presign_file;
    if (presigned.error || !target) {
      const message = presigned.error ? errorMessage(presigned.error) : GENERIC_ERROR;
      update(key, { state: 'failed', message });
      return;
    }
    try {
      await putFile(target.uploadUrl, file, contentTypeOf(file), (percent) => {
        update(key, { percent });
      });
      update(key, { state: 'done', percent: 100, url: target.fileUrl });
    } catch (error) {
      update(key, {
        state: 'failed',
        message: error instanceof UploadError ? error.message : GENERIC_ERROR,
      });
    }
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure.
    event.target.value = '';
    const kept = uploads.filter((u) => u.state !== 'failed').length;
    const room = Math.max(0, SMO_MAX_FILES - kept);
    setNotice(chosen.length > room ? ORDER_TEXT.tooManyFiles : null);
    const added = chosen.slice(0, room).map((file) => ({ file, key: nextKey.current++ }));
    setUploads((current) => [
      ...current,
      ...added.map(({ file, key }) => ({
        key,
        name: file.name,
        state: 'uploading' as const,
        percent: 0,
      })),
    ]);
    for (const { file, key } of added) void upload(file, key);
  }

  return (
    <div className="field smo-documents">
      <label htmlFor={id} className="field-label">
        Documents
      </label>
      <p id={`${id}-hint`} className="field-hint">
        Medical records, lab results and X-rays: PDF, images, plain text or DICOM, up to 10 MB each.
      </p>
      <input
        id={id}
        type="file"
        multiple
        className="smo-file-input"
        accept=".pdf,.jpg,.jpeg,.png,.webp,.gif,.txt,.dcm,application/pdf,image/*,text/plain,application/dicom"
        aria-describedby={`${id}-hint`}
        onChange={onFiles}
      />
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="smo-uploads" aria-label="Documents">
          {uploads.map((u) => (
            <li key={u.key} className={`smo-upload smo-upload-${u.state}`}>
              <span role={u.state === 'failed' ? 'alert' : 'status'}>{statusText(u)}</span>
              {u.state === 'uploading' ? (
                <progress max={100} value={u.percent} aria-label={`${u.name} upload`} />
              ) : (
                <Button
                  variant="link"
                  onClick={() => {
                    setUploads((current) => current.filter((x) => x.key !== u.key));
                  }}
                >
                  {ORDER_TEXT.removeFile(u.name)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
