/** What an owner wrote when ordering a second opinion or asking a question (the details jsonb). */
export interface RequestDetails {
  petName: string;
  firstOpinion: string;
  query: string;
  question: string;
  files: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The details as the order forms store them; a missing or malformed field reads as empty. */
export function requestDetails(details: unknown): RequestDetails {
  const record = (typeof details === 'object' && details !== null ? details : {}) as Record<
    string,
    unknown
  >;
  const files = Array.isArray(record['files']) ? record['files'] : [];
  return {
    petName: text(record['petName']),
    firstOpinion: text(record['firstOpinion']),
    query: text(record['query']),
    question: text(record['question']),
    files: files.filter((file): file is string => typeof file === 'string' && file !== ''),
  };
}

/** A date and time as 'Nov 2, 2026, 10:00 AM' in the viewer's zone. */
export const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
