import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { refreshSession } from '../../lib/auth';
import { AvatarEditor } from '../../ui/avatar-editor/avatar-editor';
import { useUpload } from '../../ui/uploader/use-upload';
import { type ProfileAccount, useSavePicture } from './profile-account';
import { PROFILE_TEXT } from './profile-messages';

export interface AvatarSectionProps {
  id: number;
  /** The current picture's address. */
  pic: string | null;
  /** Shown in place of a picture. */
  initials: string;
  /** An owner's picture (users.pic, the default) or a staff member's (vendor_logins.pic). */
  account?: ProfileAccount;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * An owner's or a staff member's picture: a chosen image is placed and scaled in the avatar editor (0.1 to 2,
 * default 1), saved as a 150×150 PNG through the presigned upload of kind user_avatar, and set
 * as the account's pic; the session is then renewed so the header shows it at once. Every failure is
 * said (design 9.9).
 */
export function AvatarSection({ id, pic, initials, account = 'owner' }: AvatarSectionProps) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const upload = useUpload();
  const savePicture = useSavePicture(account);

  async function setPicture(next: string | null, done: string): Promise<boolean> {
    if (!(await savePicture({ id, pic: next }))) {
      setNotice({ tone: 'error', text: PROFILE_TEXT.failed });
      return false;
    }
    const renewed = await refreshSession();
    setNotice({ tone: 'success', text: renewed ? done : `${done} ${PROFILE_TEXT.notRenewed}` });
    return true;
  }

  async function save(avatar: Blob) {
    setBusy(true);
    setNotice(null);
    const uploaded = await upload(
      'user_avatar',
      new File([avatar], 'avatar.png', { type: 'image/png' }),
    );
    if (!uploaded.ok) setNotice({ tone: 'error', text: uploaded.message });
    else if (await setPicture(uploaded.url, PROFILE_TEXT.pictureSaved)) setFile(null);
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    setNotice(null);
    await setPicture(null, PROFILE_TEXT.pictureRemoved);
    setBusy(false);
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    setNotice(null);
    setFile(chosen);
  }

  return (
    <section className="profile-section" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{PROFILE_TEXT.pictureHeading}</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {file ? (
        <AvatarEditor
          file={file}
          saving={busy}
          onSave={(avatar) => void save(avatar)}
          onCancel={() => {
            setFile(null);
          }}
        />
      ) : (
        <div className="profile-avatar">
          {pic ? (
            <img
              src={pic}
              alt="Your profile picture"
              width={96}
              height={96}
              className="profile-avatar-image"
            />
          ) : (
            <span className="profile-avatar-initials" aria-hidden="true">
              {initials}
            </span>
          )}
          <div className="profile-avatar-actions">
            <div className="field">
              <label className="field-label" htmlFor={`${ids}-file`}>
                {PROFILE_TEXT.choosePicture}
              </label>
              <p id={`${ids}-hint`} className="field-hint">
                {PROFILE_TEXT.pictureHint}
              </p>
              <input
                id={`${ids}-file`}
                type="file"
                accept="image/*"
                aria-describedby={`${ids}-hint`}
                disabled={busy}
                onChange={onChoose}
              />
            </div>
            {pic ? (
              <Button variant="link" disabled={busy} onClick={() => void remove()}>
                {PROFILE_TEXT.removePicture}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
