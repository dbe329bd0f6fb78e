import { type CardInput, cardNumberDigits } from '@petwell/domain';
import { useLayoutEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import type { PaymentInfo } from '../../generated/graphql';
import { useFormText } from '../../ui/form';

/**
 * A card number as the owner types or pastes it, its digits in groups of four
 * ('4242 4242 42'). A number with anything but digits, spaces and dashes is left as typed, for
 * the card rule to refuse.
 */
function groupCardNumber(text: string): string {
  if (!/^[0-9\s-]*$/.test(text)) return text;
  return (cardNumberDigits(text).match(/[0-9]{1,4}/g) ?? []).join(' ');
}

const isSeparator = (char: string) => /[\s-]/.test(char);

/** How many characters of `text` before `end` are not spaces or dashes. */
const significantBefore = (text: string, end: number) =>
  text.slice(0, end).replace(/[\s-]/g, '').length;

/** Where the caret stands after the first `count` characters of `text` that are not separators. */
function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!isSeparator(text.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

interface Caret {
  input: HTMLInputElement;
  /** The characters before it, spaces and dashes not counted. */
  after: number;
}

/**
 * The card form's number field: grouped as it is typed, the caret kept after the digit it
 * followed (typing or deleting inside the number does not throw it to the end). The card rule
 * reads the digits (domain cardSchema).
 */
export function CardNumberField({
  form,
}: {
  form: UseFormReturn<PaymentInfo, unknown, CardInput>;
}) {
  const bound = useFormText({ form, name: 'cardNumber' }, 'raw');
  const caret = useRef<Caret | null>(null);
  const { value } = bound;

  useLayoutEffect(() => {
    const moved = caret.current;
    caret.current = null;
    if (!moved || document.activeElement !== moved.input) return;
    const at = caretAfter(value, moved.after);
    moved.input.setSelectionRange(at, at);
  }, [value]);

  return (
    <TextField
      label="Card number"
      autoComplete="cc-number"
      inputMode="numeric"
      requiredMarker
      {...bound}
      onChange={(event) => {
        const input = event.target;
        const typed = input.value;
        const end = input.selectionStart ?? typed.length;
        caret.current = { input, after: significantBefore(typed, end) };
        bound.onChange({ target: { value: groupCardNumber(typed) } });
      }}
    />
  );
}
