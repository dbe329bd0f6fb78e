import { readSessionJson, removeSession, writeSession } from '../../lib/session-store';

/** The sessionStorage key of the assessment in progress (this tab only). */
export const ASSESSMENT_STORAGE_KEY = 'petwell.assessment';

/** Where the visitor is: the intro, a step of the wizard, or the sign-up after Finish. */
export type AssessmentStage = 'intro' | 1 | 2 | 3 | 'signup';

/** The assessment in progress, as this tab keeps it (assessment-kept.ts reads it back, checked). */
export interface StoredAssessment {
  stage: AssessmentStage;
  /** The answers as the fields hold them (strings), by answer key (g-name ... g-de4). */
  answers: Record<string, string>;
  /** The steps saved with Save & Continue (spec: finishing needs steps 1 and 2 complete). */
  complete: (1 | 2 | 3)[];
}

export const EMPTY_ASSESSMENT: StoredAssessment = { stage: 'intro', answers: {}, complete: [] };

/**
 * Whether this tab keeps an assessment in progress: only then does the page load the check that
 * reads it back (assessment-kept.ts, zod), so a first visit's page loads no schema library.
 */
export function hasStoredAssessment(): boolean {
  return readSessionJson(ASSESSMENT_STORAGE_KEY) !== undefined;
}

export function saveAssessment(value: StoredAssessment): void {
  writeSession(ASSESSMENT_STORAGE_KEY, value);
}

/** Forgets the answers once they are saved to the owner's account. */
export function clearAssessment(): void {
  removeSession(ASSESSMENT_STORAGE_KEY);
}
