import { type ReactNode, useId } from 'react';
import { HydrationGate } from '../../lib/use-hydrated';
import './list-filters.css';

/**
 * The filters above a list: a form of labelled selects (and what a list adds, such as a listing
 * picker) that change the list as they change, so Enter sends nothing. On a prerendered page
 * they wait for the app (`HydrationGate`): a choice made before then would show in the select
 * but not in the list.
 */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      className="list-filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <HydrationGate>{children}</HydrationGate>
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
