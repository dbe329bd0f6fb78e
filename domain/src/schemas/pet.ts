import { z } from 'zod';
import { isPetType } from '../pet-types';

/** The pet form's messages: name and type are required. */
export const PET_MESSAGES = {
  nameRequired: 'Please enter your pet’s name.',
  nameTooLong: 'The name can be at most 60 characters.',
  typeRequired: 'Please choose the type of pet.',
  breedTooLong: 'The breed can be at most 80 characters.',
  notesTooLong: 'The notes can be at most 2000 characters.',
} as const;

/** An optional text: trimmed, and null when empty (so the column holds null, not ''). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The pet add/update form: name required, type required (a code of the
 * pet-type list; the form's select gives a string, accepted too), breed and notes optional.
 */
export const petSchema = z.object({
  name: z
    .string({ error: PET_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PET_MESSAGES.nameRequired, abort: true })
    .max(60, PET_MESSAGES.nameTooLong),
  type: z
    .union([z.number(), z.string().trim()], { error: PET_MESSAGES.typeRequired })
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .refine(isPetType, PET_MESSAGES.typeRequired),
  breed: optionalText(80, PET_MESSAGES.breedTooLong),
  notes: optionalText(2000, PET_MESSAGES.notesTooLong),
});
export type PetInput = z.input<typeof petSchema>;
export type PetValues = z.output<typeof petSchema>;
