/** The spec's loading text ('loading...'), announced politely. */
export function Loading({ label = 'loading...' }: { label?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}
