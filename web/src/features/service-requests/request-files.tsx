import { PrivateFileLinks } from '../../ui/private-files/private-file-links';

/** A request's documents, each opened in a new tab for those allowed to see it; '—' for none. */
export function RequestFiles({ files }: { files: readonly string[] }) {
  if (files.length === 0) return <>—</>;
  return <PrivateFileLinks files={files} label="Documents" className="request-files" />;
}
