import { appointmentInfoSchema, isPetType, PAYMENT_MESSAGES, PET_MESSAGES } from '@petwell/domain';
import { z } from 'zod';
import { type InfoOutput, infoValues } from './wizard-info-values';
import type { WizardChoices } from './wizard-state';

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

/** Whether the wizard may go past stage 3. */
export const infoComplete = (c: WizardChoices, forCustomer: boolean): boolean =>
  infoSchema(forCustomer).safeParse(infoValues(c)).success;
