import { useId } from 'react';

export interface CodeChecklistProps {
  legend: string;
  /** The list's codes and their labels, in the order shown. */
  codes: Readonly<Record<number, string>>;
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/**
 * A directory list (specialties, service categories, pets treated) as labelled checkboxes in a
 * scrolling box, with how many are chosen in its legend.
 */
export function CodeChecklist({ legend, codes, value, onChange }: CodeChecklistProps) {
  const id = useId();
  const chosen = new Set(value);
  return (
    <fieldset className="code-checklist">
      <legend className="field-label">
        {legend}
        <span className="code-checklist-count"> ({chosen.size} chosen)</span>
      </legend>
      <ul className="code-checklist-options">
        {Object.entries(codes).map(([code, label]) => {
          const n = Number(code);
          return (
            <li key={code} className="checkbox-field">
              <input
                id={`${id}-${code}`}
                type="checkbox"
                checked={chosen.has(n)}
                onChange={(event) => {
                  onChange(
                    event.target.checked ? [...value, n] : value.filter((other) => other !== n),
                  );
                }}
              />
              <label htmlFor={`${id}-${code}`}>{label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
