import { useState } from 'react';
import { Button } from '../../components/button';
import { openPrivateFile } from '../../lib/private-file';
import { fileName } from './request-details';

/** A request's documents, each opened in a new tab for those allowed to see it. */
export function RequestFiles({ files }: { files: readonly string[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0) return <>—</>;
  return (
    <>
      <ul className="request-files" aria-label="Documents">
        {files.map((reference) => (
          <li key={reference}>
            <Button
              variant="link"
              aria-label={`Open ${fileName(reference)}`}
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
    </>
  );
}
