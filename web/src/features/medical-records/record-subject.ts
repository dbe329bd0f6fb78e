import type { HealthRecordsQueryVariables } from '../../generated/graphql';

/** Whose records a screen shows: one of the owner's pets, or the owner's own (no pet). */
export type RecordSubject = { kind: 'pet'; id: number; name: string } | { kind: 'owner' };

/** The records query's filter for a subject (by pet, or by user). */
export function recordsWhere(
  subject: RecordSubject,
  userId: number,
): HealthRecordsQueryVariables['where'] {
  return subject.kind === 'pet'
    ? { pet_id: { _eq: subject.id }, user_id: { _eq: userId } }
    : { user_id: { _eq: userId }, pet_id: { _is_null: true } };
}

/** A query or a mutation of records: the lists refetch after a change to `phr`. */
export const RECORDS_CONTEXT = { additionalTypenames: ['phr'] };
