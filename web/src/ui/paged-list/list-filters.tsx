import { type ReactNode, useId } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import './list-filters.css';

/**
 * The filters above a list: a form of labelled selects (and what a list adds, such as a listing
 * picker) that change the list as they change, so Enter sends nothing. On a prerendered page
 * they are disabled until the app has taken it over (`useHydrated`): a choice made before then
 * would show in the select but not in the list.
 */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form
      className="list-filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {/* No box of its own (list-filters.css): the filters lay out as the form's children. */}
      <fieldset className="list-filters-gate" role="none" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** One labelled select of a list's filters (a status, an order). */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => {
          // The options are the only values the select can take.
          onChange(event.target.value as Value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
