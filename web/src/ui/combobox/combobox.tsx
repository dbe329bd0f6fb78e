import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldError, FieldLabel } from '../../components/field-parts';
import { useFormField } from '../form';
import './combobox.css';

export interface ComboboxOption {
  /** What the field holds (a code as a string, as a select's value would be). */
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: ReactNode;
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  requiredMarker?: boolean;
  placeholder?: string;
  /** Said in the list when nothing matches what was typed. */
  noMatches?: string;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * How well a label matches what was typed: 0 starts with it, 1 has a word that starts with it,
 * 2 has it elsewhere; undefined when it does not have it at all.
 */
function rank(label: string, typed: string): number | undefined {
  const text = label.toLocaleLowerCase();
  const at = text.indexOf(typed);
  if (at < 0) return undefined;
  if (at === 0) return 0;
  return text.split(/[\s-]+/).some((word) => word.startsWith(typed)) ? 1 : 2;
}

/** The options that have the typed text, the best matches first (list order within each). */
function search(options: readonly ComboboxOption[], typed: string): readonly ComboboxOption[] {
  const text = typed.trim().toLocaleLowerCase();
  if (text === '') return options;
  return options
    .map((option) => ({ option, rank: rank(option.label, text) }))
    .filter((match): match is { option: ComboboxOption; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.option);
}

/**
 * A searchable choice from a long list (the WAI-ARIA combobox with a list box): typing filters
 * the options by any part of their label, those starting with it first; the arrow keys move through them, Enter or a click
 * chooses, Escape closes the list. Leaving the field keeps a label typed in full and otherwise
 * puts back the chosen option's label, so the field never holds text that is not an option.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  requiredMarker,
  placeholder,
  noMatches = 'No matches',
  ref,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const chosen = options.find((option) => option.value === value);
  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);

  // A value set from outside (a reset, another pet) shows its label.
  useEffect(() => {
    setText(chosen?.label ?? '');
  }, [chosen?.label]);

  const shown = useMemo(
    () => (text === (chosen?.label ?? '') ? options : search(options, text)),
    [options, text, chosen?.label],
  );

  useEffect(() => {
    if (!open || active < 0) return;
    const item = list.current?.children[active];
    if (item instanceof HTMLElement) item.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function choose(option: ComboboxOption) {
    onChange(option.value);
    setText(option.label);
    setOpen(false);
    setActive(-1);
  }

  /** Opens the list with the option at `index` active, wrapping around at either end. */
  function openAt(index: number) {
    const count = shown.length;
    setOpen(true);
    setActive(count === 0 ? -1 : ((index % count) + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        const current = shown.findIndex((option) => option.value === value);
        openAt(current >= 0 ? current : step === 1 ? 0 : -1);
      } else openAt(active + step);
    } else if (event.key === 'Enter' && open) {
      const option = shown[active];
      // Enter on an open list chooses; it never submits the form behind it.
      event.preventDefault();
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      // The list closes; a dialog around the field stays open.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  function leave() {
    setOpen(false);
    setActive(-1);
    const typed = text.trim().toLocaleLowerCase();
    const exact = options.find((option) => option.label.toLocaleLowerCase() === typed);
    if (typed === '') {
      if (value !== '') onChange('');
    } else if (exact) {
      if (exact.value !== value) onChange(exact.value);
      setText(exact.label);
    } else setText(chosen?.label ?? '');
    onBlur?.();
  }

  const activeOption = open ? shown[active] : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field combobox">
      <FieldLabel htmlFor={id} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="combobox-control">
        <input
          id={id}
          ref={ref}
          type="text"
          role="combobox"
          className="field-input combobox-input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-${activeOption.value}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={requiredMarker ? true : undefined}
          aria-describedby={describedBy || undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => {
            if (open) return;
            setOpen(true);
            setActive(shown.findIndex((option) => option.value === value));
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        <span className="combobox-arrow" aria-hidden="true">
          ▾
        </span>
        <ul
          id={listId}
          ref={list}
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          className="combobox-list"
          hidden={!open || shown.length === 0}
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-${option.value}`}
              role="option"
              aria-selected={option.value === value}
              className={index === active ? 'combobox-option is-active' : 'combobox-option'}
              // Chosen before the input loses the focus, so the blur sees the new value.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {open && shown.length === 0 ? (
          <p className="combobox-empty" role="status">
            {noMatches}
          </p>
        ) : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type FormComboboxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Omit<ComboboxProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: TName;
};

/** The combobox bound to a form field holding the chosen option's value ('' for none). */
export function FormCombobox<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ form, name, ...props }: FormComboboxProps<TValues, TName, TOutput>) {
  const field = useFormField({ form, name });
  return (
    <Combobox
      {...props}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.set as (value: string) => void}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
