import { z } from 'zod';
import { readSession, removeSession, writeSession } from '../../lib/session-store';

/** The sessionStorage key of the assessment in progress (this tab only). */
export const ASSESSMENT_STORAGE_KEY = 'petwell.assessment';

/** Where the visitor is: the intro, a step of the wizard, or the sign-up after Finish. */
export type AssessmentStage = 'intro' | 1 | 2 | 3 | 'signup';

const storedSchema = z.object({
  stage: z.union([
    z.literal('intro'),
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal('signup'),
  ]),
  /** The answers as the fields hold them (strings), by answer key (g-name ... g-de4). */
  answers: z.record(z.string(), z.string()),
  /** The steps saved with Save & Continue (spec: finishing needs steps 1 and 2 complete). */
  complete: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type StoredAssessment = z.output<typeof storedSchema>;

export const EMPTY_ASSESSMENT: StoredAssessment = { stage: 'intro', answers: {}, complete: [] };

/** The assessment in progress, so a reload of the page keeps the answers and the step. */
export function loadAssessment(): StoredAssessment {
  return readSession(ASSESSMENT_STORAGE_KEY, storedSchema) ?? EMPTY_ASSESSMENT;
}

export function saveAssessment(value: StoredAssessment): void {
  writeSession(ASSESSMENT_STORAGE_KEY, value);
}

/** Forgets the answers once they are saved to the owner's account. */
export function clearAssessment(): void {
  removeSession(ASSESSMENT_STORAGE_KEY);
}
