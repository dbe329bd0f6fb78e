import { z } from 'zod';

/** Inputs of set_practice_status, answer_record_request and revoke_record_access. */
export const setPracticeStatusInputSchema = z.object({
  vendorId: z.number().int().positive(),
  status: z.enum(['approved', 'suspended']),
});

export const answerRecordRequestInputSchema = z.object({
  bookingId: z.number().int().positive(),
  share: z.boolean(),
  petId: z.number().int().positive().nullish(),
});

export const revokeRecordAccessInputSchema = z.object({
  vendorId: z.number().int().positive(),
});
