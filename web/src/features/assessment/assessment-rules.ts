// The assessment's answers rule (zod), which the page needs only at Finish: loaded then, or
// with the step form, which checks its fields with the same domain schemas.
export { assessmentAnswersSchema } from '@petwell/domain';
