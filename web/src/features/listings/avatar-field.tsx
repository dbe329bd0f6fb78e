import { type ChangeEvent, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import type { ListingInput } from '@petwell/domain';
import { AvatarEditor } from '../../ui/avatar-editor/avatar-editor';
import { useFormField } from '../../ui/form';
import { useUpload } from '../../ui/uploader/use-upload';
import type { ListingValues } from './listing-values';

/**
 * The listing's picture: a chosen image is placed and scaled in the avatar editor (0.1 to 2,
 * default 1), uploaded as a 150×150 PNG of kind vendor_service_avatar, and kept in the form until
 * the listing is saved. A failed upload is said.
 */
export function AvatarField({
  form,
  title,
}: {
  form: UseFormReturn<ListingValues, unknown, ListingInput>;
  title: string;
}) {
  const ids = useId();
  const field = useFormField({ form, name: 'avatar' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUpload();
  const avatar = field.value;
  // A picture that cannot load (an address gone stale) shows the initial instead.
  const [broken, setBroken] = useState<string | null>(null);

  async function save(picture: Blob) {
    setBusy(true);
    setFailure(null);
    const uploaded = await upload(
      'vendor_service_avatar',
      new File([picture], 'listing.png', { type: 'image/png' }),
    );
    setBusy(false);
    if (!uploaded.ok) {
      setFailure(uploaded.message);
      return;
    }
    field.set(uploaded.url);
    setFile(null);
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailure(null);
    setFile(chosen);
  }

  return (
    <div className="listing-avatar-field" role="group" aria-labelledby={`${ids}-label`}>
      <p id={`${ids}-label`} className="field-label">
        Picture
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {field.error ? (
        <p className="field-error" role="alert">
          {field.error}
        </p>
      ) : null}
      {file ? (
        <AvatarEditor
          file={file}
          saving={busy}
          onSave={(picture) => void save(picture)}
          onCancel={() => {
            setFile(null);
          }}
        />
      ) : (
        <div className="listing-avatar-current">
          {avatar && broken !== avatar ? (
            <img
              src={avatar}
              alt={`Picture of ${title || 'the listing'}`}
              width={96}
              height={96}
              className="listing-avatar-preview"
              onError={() => {
                setBroken(avatar);
              }}
            />
          ) : (
            <span className="listing-avatar-preview listing-avatar-empty" aria-hidden="true">
              {title.slice(0, 1).toUpperCase() || '?'}
            </span>
          )}
          <div className="listing-avatar-actions">
            <div className="field">
              <label className="field-label" htmlFor={`${ids}-file`}>
                Choose a picture
              </label>
              <input
                id={`${ids}-file`}
                ref={field.ref as never}
                type="file"
                accept="image/*"
                disabled={busy}
                onChange={onChoose}
              />
            </div>
            {avatar ? (
              <Button
                variant="link"
                onClick={() => {
                  field.set('');
                }}
              >
                Remove picture
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
