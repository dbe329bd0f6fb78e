import { useState } from 'react';
import { Button } from '../../components/button';
import { openPrivateFile, privateFileName } from '../../lib/private-file';

/**
 * Private files (a health record's, an SMO's) as a list of links, each opened in a new tab for
 * those allowed to see it; a refusal is shown under the list.
 */
export function PrivateFileLinks({
  files,
  label,
  className,
}: {
  files: readonly string[];
  /** The list's accessible name ('Documents', 'Files'). */
  label: string;
  className?: string | undefined;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <ul className={className} aria-label={label}>
        {files.map((reference) => (
          <li key={reference}>
            <Button
              variant="link"
              aria-label={`Open ${privateFileName(reference)}`}
              onClick={() => {
                setFailure(null);
                void openPrivateFile(reference).then(setFailure);
              }}
            >
              {privateFileName(reference)}
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
