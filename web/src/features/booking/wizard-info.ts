import { appointmentInfoSchema, isPetType, PAYMENT_MESSAGES, PET_MESSAGES } from '@petwell/domain';
import { z } from 'zod';
import type { WizardPet } from './wizard-parts';
import type { WizardChoices, WizardCustomer, WizardNewPet } from './wizard-state';

/** Stage 3's fields as its form holds them; null while nothing is chosen. */
export interface InfoValues {
  pet: WizardPet | null;
  /** Reason for consult, as its field holds it (leading spaces dropped; the rule trims the rest). */
  summary: string;
  customer: WizardCustomer | null;
  /** Staff: a pet they add for the customer; its type is the select's value until parsed. */
  newPet: { name: string; type: string } | null;
  waived: boolean;
}

/** What the step's rule gives: the reason for consult, trimmed (the choices keep the rest). */
export interface InfoOutput {
  summary: string;
}

const ownerInfoSchema = appointmentInfoSchema.extend({
  pet: z.object({ id: z.number() }, { error: PAYMENT_MESSAGES.petRequired }),
});

const customerInfoSchema = appointmentInfoSchema.extend({
  customer: z.object({ id: z.number() }, { error: PAYMENT_MESSAGES.customerRequired }),
  // Optional: without a pet, the owner picks one when they share their records.
  newPet: z
    .object({
      name: z.string().trim().min(1, PET_MESSAGES.nameRequired).max(60, PET_MESSAGES.nameTooLong),
      type: z.string().refine((value) => isPetType(Number(value)), PET_MESSAGES.typeRequired),
    })
    .nullable(),
});

/**
 * What stage 3, the appointment info step, needs: the domain's reason for
 * consult, and the pet an owner books for or the customer staff book for. The step's form checks
 * its fields with it, and the wizard goes past stage 3 only with choices that pass it.
 */
export const infoSchema = (forCustomer: boolean): z.ZodType<InfoOutput> =>
  forCustomer ? customerInfoSchema : ownerInfoSchema;

/** Stage 3's fields as the choices hold them: the form's first values, and what the rule parses. */
export function infoValues(c: WizardChoices): InfoValues {
  return {
    pet: c.petId === undefined ? null : { id: c.petId, name: c.petName ?? '' },
    summary: c.summary,
    customer: c.customer ?? null,
    newPet: c.newPet ? { name: c.newPet.name, type: String(c.newPet.type) } : null,
    waived: c.waived,
  };
}

/** The pet staff add, as the order sends it, once it passes the rule. */
function newPetOf(info: InfoValues): WizardNewPet | undefined {
  if (!info.newPet) return undefined;
  const type = Number(info.newPet.type);
  return { name: info.newPet.name.trim(), type };
}

/** The choices with stage 3's fields as the form has them now. */
export const withInfo = (c: WizardChoices, info: InfoValues): WizardChoices => ({
  ...c,
  petId: info.pet?.id,
  petName: info.pet?.name,
  summary: info.summary,
  customer: info.customer ?? undefined,
  newPet: newPetOf(info),
  waived: info.waived,
});

/** Whether the wizard may go past stage 3. */
export const infoComplete = (c: WizardChoices, forCustomer: boolean): boolean =>
  infoSchema(forCustomer).safeParse(infoValues(c)).success;
