import { z } from 'zod';
import { fileReferenceSchema } from '../file-reference';
import {
  RESPONSE_MAX_FILES,
  RESPONSE_MAX_LENGTH,
  SERVICE_REQUEST_MESSAGES as M,
} from '../service-request';

/**
 * Inputs of `assign_service_request` and `answer_service_request`, shared by the staff's
 * request screens and the actions.
 */
const requestId = z.number().int().positive();

export const assignServiceRequestInputSchema = z.object({
  id: requestId,
  vendorLoginId: z.number({ error: M.vetNotOnTeam }).int(M.vetNotOnTeam).positive(M.vetNotOnTeam),
});
export type AssignServiceRequestInput = z.infer<typeof assignServiceRequestInputSchema>;

const text = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(RESPONSE_MAX_LENGTH, M.responseTooLong);

/** The answer's files: uploads the server issued (the owner reads them), 20 at most. */
const files = z
  .array(fileReferenceSchema)
  .max(RESPONSE_MAX_FILES, M.tooManyFiles)
  .nullish()
  .transform((value) => value ?? []);

/**
 * What the vet does: `pending` (working on it; nothing else is stored), `completed` with the
 * answer, or `returned` with the reason it cannot be answered; either may attach files.
 */
export const answerServiceRequestInputSchema = z.discriminatedUnion('outcome', [
  z.object({ id: requestId, outcome: z.literal('pending') }),
  z.object({
    id: requestId,
    outcome: z.literal('completed'),
    response: text(M.responseRequired),
    files,
  }),
  z.object({
    id: requestId,
    outcome: z.literal('returned'),
    response: text(M.reasonRequired),
    files,
  }),
]);
export type AnswerServiceRequestInput = z.infer<typeof answerServiceRequestInputSchema>;
