import type { UploadKind } from '@petwell/domain';
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { GENERIC_ERROR } from '../../lib/api';
import { usePreloadWhenIdle } from '../../lib/use-lazy-module';
import { DELETE_FILE_QUESTION } from '../confirm-dialog/confirm-dialog-text';
import { acceptOf } from './upload-file';
import { uploadCheck, useUpload } from './use-upload';
import './uploader.css';

const loadConfirmDialog = () => import('../confirm-dialog/confirm-dialog');
/** The remove question's dialog (Radix), loaded apart: it shows only once a file is uploaded. */
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/**
 * Loads what the uploader needs only once a file is chosen (the files' check, the remove
 * question's dialog): when the browser is idle, and at the latest as a file is chosen. A failed
 * load is tried again when it is needed.
 */
function preloadUploaderParts() {
  uploadCheck.load().catch(() => undefined);
  loadConfirmDialog().catch(() => undefined);
}

/** The uploader's texts. */
export const UPLOADER_TEXT = {
  uploading: (name: string, percent: number) => `Uploading ${name}: ${String(percent)}%`,
  uploaded: (name: string) => `${name} uploaded.`,
  uploadFailed: (name: string, reason: string) => `${name} was not uploaded: ${reason}`,
  removeFile: (name: string) => `Remove ${name}`,
  tooManyFiles: (max: number) => `You can attach at most ${String(max)} documents.`,
  removeEffect: 'The file is removed from this form.',
} as const;

interface Upload {
  key: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  percent: number;
  url?: string;
  message?: string;
}

/** The uploaded files' URLs, and whether an upload is still running. */
export interface UploaderState {
  urls: string[];
  busy: boolean;
}

export interface UploaderProps {
  /** The upload kind: it fixes the access, file types and size limit. */
  kind: UploadKind;
  label: string;
  hint: string;
  /** At most this many files. */
  maxFiles: number;
  /** The file input's `accept` (default: the kind's types and extensions). */
  accept?: string;
  /** Called when the uploads change; pass a stable function (a state setter). */
  onChange: (state: UploaderState) => void;
  /** Staff uploading a private file for a customer: the customer owns it and can open it. */
  customerId?: number;
}

function statusText(upload: Upload): string {
  if (upload.state === 'uploading') return UPLOADER_TEXT.uploading(upload.name, upload.percent);
  if (upload.state === 'done') return UPLOADER_TEXT.uploaded(upload.name);
  return UPLOADER_TEXT.uploadFailed(upload.name, upload.message ?? GENERIC_ERROR);
}

/**
 * Files of one upload kind: each is checked with the domain upload rules (its type and size errors
 * shown at once), presigned and PUT to storage with its progress shown. An uploaded file is removed
 * after 'Are you sure you wish to delete this item?'; a failed one at once.
 */
export function Uploader({
  kind,
  label,
  hint,
  maxFiles,
  accept,
  onChange,
  customerId,
}: UploaderProps) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const uploadFile = useUpload();
  const nextKey = useRef(1);
  usePreloadWhenIdle(preloadUploaderParts);

  useEffect(() => {
    onChange({
      urls: uploads.flatMap((u) => (u.state === 'done' && u.url ? [u.url] : [])),
      busy: uploads.some((u) => u.state === 'uploading'),
    });
  }, [uploads, onChange]);

  const update = (key: number, change: Partial<Upload>) => {
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  };
  const remove = (key: number) => {
    setUploads((current) => current.filter((u) => u.key !== key));
  };

  async function upload(file: File, key: number) {
    const result = await uploadFile(
      kind,
      file,
      (percent) => {
        update(key, { percent });
      },
      customerId,
    );
    update(
      key,
      result.ok
        ? { state: 'done', percent: 100, url: result.url }
        : { state: 'failed', message: result.message },
    );
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    // The remove question's dialog is there by the time a file is uploaded.
    preloadUploaderParts();
    const chosen = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure.
    event.target.value = '';
    const kept = uploads.filter((u) => u.state !== 'failed').length;
    const room = Math.max(0, maxFiles - kept);
    setNotice(chosen.length > room ? UPLOADER_TEXT.tooManyFiles(maxFiles) : null);
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
    <div className="field uploader">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        multiple={maxFiles > 1}
        className="uploader-input"
        accept={accept ?? acceptOf(kind)}
        aria-describedby={`${id}-hint`}
        onChange={onFiles}
      />
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="uploader-files" aria-label={label}>
          {uploads.map((u) => (
            <li key={u.key} className={`uploader-file uploader-file-${u.state}`}>
              <span role={u.state === 'failed' ? 'alert' : 'status'}>{statusText(u)}</span>
              {u.state === 'uploading' ? (
                <progress max={100} value={u.percent} aria-label={`${u.name} upload`} />
              ) : u.state === 'failed' ? (
                <Button
                  variant="link"
                  onClick={() => {
                    remove(u.key);
                  }}
                >
                  {UPLOADER_TEXT.removeFile(u.name)}
                </Button>
              ) : (
                <Suspense
                  fallback={
                    <Button variant="link" disabled>
                      {UPLOADER_TEXT.removeFile(u.name)}
                    </Button>
                  }
                >
                  <ConfirmDialog
                    trigger={<Button variant="link">{UPLOADER_TEXT.removeFile(u.name)}</Button>}
                    question={DELETE_FILE_QUESTION}
                    description={UPLOADER_TEXT.removeEffect}
                    hideDescription
                    confirmLabel="Yes"
                    cancelLabel="No"
                    onConfirm={() => {
                      remove(u.key);
                    }}
                  />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
