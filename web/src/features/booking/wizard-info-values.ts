import type { WizardPet } from './wizard-parts';
import type { WizardChoices, WizardCustomer, WizardNewPet } from './wizard-state';

// Stage 3's fields and how the choices hold them, apart from their rule (wizard-info.ts, which
// brings zod and loads with the step): the wizard keeps what the step's form holds.

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
