/** 'Show details' / 'Hide details' for the part of a row it controls; `subject` names the row. */
export function DetailsToggle({
  open,
  onToggle,
  controls,
  subject,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the details it shows and hides. */
  controls: string;
  subject: string;
}) {
  return (
    <button
      type="button"
      className="button button-link"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? 'Hide details' : 'Show details'}
      <span className="visually-hidden"> of {subject}</span>
    </button>
  );
}
