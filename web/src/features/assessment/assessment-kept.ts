import { z } from 'zod';
import { readSession } from '../../lib/session-store';
import {
  ASSESSMENT_STORAGE_KEY,
  EMPTY_ASSESSMENT,
  type StoredAssessment,
} from './assessment-store';

/**
 * Reading back the assessment this tab keeps (assessment-store.ts saves it), shape-checked:
 * storage is only as trustworthy as the page that wrote it. The page loads this module only when
 * the tab keeps one (hasStoredAssessment).
 */
const storedSchema: z.ZodType<StoredAssessment> = z.object({
  stage: z.union([
    z.literal('intro'),
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal('signup'),
  ]),
  answers: z.record(z.string(), z.string()),
  complete: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

/** The assessment in progress, so a reload of the page keeps the answers and the step. */
export function loadAssessment(): StoredAssessment {
  return readSession(ASSESSMENT_STORAGE_KEY, storedSchema) ?? EMPTY_ASSESSMENT;
}
