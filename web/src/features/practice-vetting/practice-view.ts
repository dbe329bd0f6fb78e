/**
 * A practice as the approval list shows it, read from its vendors row; `details` is JSON the
 * practice wrote at sign-up ({mobile, email, summary}), so every key is checked.
 */
export interface PracticeView {
  id: number;
  name: string;
  email: string;
  mobile: string;
  summary: string;
  signedUp: Date;
  status: string;
}

export interface PracticeRow {
  id: number;
  name: string;
  details: unknown;
  status: string;
  created_at: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function practiceView(row: PracticeRow): PracticeView {
  const details = record(row.details);
  return {
    id: row.id,
    name: row.name,
    email: text(details['email']),
    mobile: text(details['mobile']),
    summary: text(details['summary']),
    signedUp: new Date(row.created_at),
    status: row.status,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A date in the viewer's zone, e.g. 'Nov 23, 2026'. */
export const formatDate = (instant: Date) => dateFormat.format(instant);
