import { z } from 'zod';

/** A house-call visit's note: at most 1000 characters (the database checks it too). */
export const HOUSE_CALL_NOTE_MAX_LENGTH = 1000;

export const HOUSE_CALL_VISIT_MESSAGES = {
  visitedAtRequired: 'Please enter the date and time of the visit.',
  visitedAtInvalid: 'Please enter a valid date and time.',
  noteTooLong: `The note can be at most ${String(HOUSE_CALL_NOTE_MAX_LENGTH)} characters.`,
  // The database's refusals (house_call_visits_two_per_package, ..._within_package_year).
  twoPerPackage: 'This package already has its two visits. Edit or delete a visit to change it.',
  withinPackageYear:
    'The visit must fall within the package year: on or after the order date and before it expires.',
} as const;

/**
 * The staff's record of a house-call visit: when it happens (a local date and time as a
 * datetime-local input gives it, sent as an instant) and an optional note. The database numbers
 * the visit and keeps it to two per package, within the package year.
 */
export const houseCallVisitSchema = z.object({
  visitedAt: z
    .string({ error: HOUSE_CALL_VISIT_MESSAGES.visitedAtRequired })
    .trim()
    .min(1, { error: HOUSE_CALL_VISIT_MESSAGES.visitedAtRequired, abort: true })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), {
      error: HOUSE_CALL_VISIT_MESSAGES.visitedAtInvalid,
      abort: true,
    })
    .transform((value) => new Date(value).toISOString()),
  note: z
    .string()
    .trim()
    .max(HOUSE_CALL_NOTE_MAX_LENGTH, HOUSE_CALL_VISIT_MESSAGES.noteTooLong)
    .transform((value) => (value === '' ? null : value)),
});
export type HouseCallVisitInput = z.infer<typeof houseCallVisitSchema>;
