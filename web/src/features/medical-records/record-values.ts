import {
  PHR_CATEGORIES,
  type PhrCategory,
  type PhrField,
  phrFieldKind,
  phrFieldLabel,
} from '@petwell/domain';

/** A stored record as the screens show it. */
export interface HealthRecord {
  id: number;
  category: string;
  details: Readonly<Record<string, unknown>>;
  created_at: string;
}

export function categoryOf(value: string): PhrCategory | undefined {
  return PHR_CATEGORIES.find((c) => c.value === value);
}

export const categoryLabel = (value: string) => categoryOf(value)?.label ?? value;

/** A detail as text ('' when absent); files are listed on their own. */
export function detailText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A record's files: the private-file addresses or storage keys it holds. */
export function recordFiles(details: Readonly<Record<string, unknown>>): string[] {
  const files = details['files'];
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as 'Nov 2, 2026'; other text as it is. */
export function formatDay(value: string): string {
  const match = DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A field's value as shown: dates formatted, the rest as stored. */
export function shownValue(category: string, field: PhrField, value: unknown): string {
  const text = detailText(value);
  return phrFieldKind(category, field) === 'date' ? formatDay(text) : text;
}

/** The field a record is known by: its name (or hospital), else its date (measurements). */
function titleField(record: HealthRecord): string | undefined {
  return ['name', 'hospital', 'date'].find((name) => detailText(record.details[name]) !== '');
}

/** A record's title: the value of its title field, or the category's label. */
export function recordTitle(record: HealthRecord): string {
  const name = titleField(record);
  if (!name) return categoryLabel(record.category);
  const title = detailText(record.details[name]);
  return DATE.test(title) ? formatDay(title) : title;
}

/** The fields a record shows under its title (filled ones, the title's and files apart). */
export function recordFacts(
  record: HealthRecord,
): { label: string; value: string; wide: boolean }[] {
  const category = categoryOf(record.category);
  if (!category) return [];
  const title = titleField(record);
  return category.fields.flatMap((field) => {
    if (field.name === 'files' || field.name === title) return [];
    const value = shownValue(record.category, field, record.details[field.name]);
    const wide = phrFieldKind(record.category, field) === 'textarea';
    return value ? [{ label: phrFieldLabel(field), value, wide }] : [];
  });
}

/** A row of the records queries (details are JSON: an object when written by the forms). */
export function toHealthRecord(row: {
  id: number;
  category: string;
  details: unknown;
  created_at: string;
}): HealthRecord {
  const details =
    typeof row.details === 'object' && row.details !== null && !Array.isArray(row.details)
      ? (row.details as Record<string, unknown>)
      : {};
  return { id: row.id, category: row.category, details, created_at: row.created_at };
}
