import { CONSULTATION_TYPES, isValidTimeZone } from '@petwell/domain';
import { z } from 'zod';
import { readSession } from '../../lib/session-store';
import {
  browserTimeZone,
  initialChoices,
  WIZARD_STORAGE_KEY,
  type WizardChoices,
} from './wizard-state';

/**
 * Reading back the choices the wizard keeps through a login (wizard-state.ts saves them). Storage
 * is only as trustworthy as the page that wrote it, so they are shape-checked; the wizard loads
 * this module only when the tab keeps choices for its practice (hasKeptChoices).
 */
const storedSchema = z.object({
  vendorId: z.number().int().positive(),
  choices: z.object({
    stage: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    listingId: z.number().int().positive().optional(),
    type: z.enum(CONSULTATION_TYPES).optional(),
    timeZone: z.string().min(1).max(64),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    slot: z.string().min(1).max(40).optional(),
    petId: z.number().int().positive().optional(),
    petName: z.string().max(200).optional(),
    summary: z.string().max(2000),
  }),
});

/**
 * The kept choices for this practice, shape-checked; undefined when none or another's. A slot
 * that has begun meanwhile is dropped (the time is picked again).
 */
export function loadChoices(vendorId: number, now: Date = new Date()): WizardChoices | undefined {
  const stored = readSession(WIZARD_STORAGE_KEY, storedSchema);
  if (stored?.vendorId !== vendorId) return undefined;
  const kept = stored.choices;
  const slotAt = kept.slot === undefined ? NaN : Date.parse(kept.slot);
  const slot = slotAt > now.getTime() ? kept.slot : undefined;
  return {
    ...initialChoices(isValidTimeZone(kept.timeZone) ? kept.timeZone : browserTimeZone()),
    stage: kept.stage,
    listingId: kept.listingId,
    type: kept.type,
    date: kept.date,
    slot,
    petId: kept.petId,
    petName: kept.petName,
    summary: kept.summary,
  };
}
