import { useState } from 'react';
import { Button } from '../../components/button';
import { RECORDS_TEXT } from './messages';
import { openPrivateFile } from '../../lib/private-file';
import { fileName } from './record-values';

/** A record's files, each opened in a new tab for those allowed to see it. */
export function RecordFileLinks({ files }: { files: readonly string[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0) return null;
  return (
    <div className="record-file-links">
      <p className="record-files-label" aria-hidden="true">
        {RECORDS_TEXT.files}
      </p>
      <ul aria-label={RECORDS_TEXT.files}>
        {files.map((reference) => (
          <li key={reference}>
            <Button
              variant="link"
              aria-label={RECORDS_TEXT.openFile(fileName(reference))}
              onClick={() => {
                setFailure(null);
                void openPrivateFile(reference).then(setFailure);
              }}
            >
              {fileName(reference)}
            </Button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
