import { type PhrCategory, phrFieldKind } from '@petwell/domain';
import { detailText, recordFiles } from './record-values';

/** The record form's values: text per field, the file addresses for `files`. */
export type RecordFormValues = Record<string, string | string[]>;

/** Every declared field of the category, from a stored record or empty. */
export function recordFormValues(
  category: PhrCategory,
  details: Readonly<Record<string, unknown>> = {},
): RecordFormValues {
  return Object.fromEntries(
    category.fields.map((field) => [
      field.name,
      phrFieldKind(category.value, field) === 'files'
        ? recordFiles(details)
        : detailText(details[field.name]),
    ]),
  );
}
