import { PrivateFileLinks } from '../../ui/private-files/private-file-links';
import { RECORDS_TEXT } from './messages';

/** A record's files, each opened in a new tab for those allowed to see it. */
export function RecordFileLinks({ files }: { files: readonly string[] }) {
  if (files.length === 0) return null;
  return (
    <div className="record-file-links">
      <p className="record-files-label" aria-hidden="true">
        {RECORDS_TEXT.files}
      </p>
      <PrivateFileLinks files={files} label={RECORDS_TEXT.files} />
    </div>
  );
}
