import { z } from 'zod';
import {
  HEALTH_CATEGORIES,
  type HealthCategory,
  type Severity,
  symptomKeys,
} from '../health-score';
import { ASSESSMENT_MESSAGES } from '../assessment-messages';

// The health assessment wizard's answers: the pet (keys g-name, g-type, g-age, g-sex, g-breed,
// g-species, g-neutering) and the symptoms (health-score.ts). Step 1 is about the pet plus the
// internal symptoms, step 2 the gastro-intestinal and cardiovascular ones, step 3 the orthopedic
// and dermatology ones; only the pet's name, type, age and gender are required. Age accepts 0 to
// 100 years with decimals (a minimum of 10 would reject young pets).

export const ASSESSMENT_PET_TYPES = ['Dog', 'Cat', 'Other'] as const;
export const ASSESSMENT_GENDERS = ['Male', 'Female', 'Other'] as const;
export const ASSESSMENT_SPECIES = ['Canine', 'Feline', 'Other'] as const;
export const ASSESSMENT_NEUTERING = ['Spayed', 'Neutered', 'None'] as const;

const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const required = <T extends z.ZodType>(message: string, schema: T) =>
  z
    .preprocess(
      blankAsUndefined,
      z.unknown().refine((v): boolean => v !== undefined, message),
    )
    .pipe(schema);

const choice = <const T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.enum(values, { error: invalid });

/** N/A, Mild, Moderate or Severe; the values 0, 1, 8 and 10 are read as their labels. */
const BY_VALUE: Record<number, Severity> = { 0: 'N/A', 1: 'Mild', 8: 'Moderate', 10: 'Severe' };
export const severitySchema = z.preprocess(
  (value) => (typeof value === 'number' ? (BY_VALUE[value] ?? value) : value),
  z.enum(['N/A', 'Mild', 'Moderate', 'Severe'], { error: ASSESSMENT_MESSAGES.severityInvalid }),
);

const optionalSeverity = z.preprocess(blankAsUndefined, severitySchema.optional());

function symptomShape(categories: readonly HealthCategory[]) {
  const shape: Record<string, typeof optionalSeverity> = {};
  for (const category of categories)
    for (const key of symptomKeys(category)) shape[key] = optionalSeverity;
  return shape;
}

export const ageSchema = required(
  ASSESSMENT_MESSAGES.ageRequired,
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^(\d+(\.\d*)?|\.\d+)$/, ASSESSMENT_MESSAGES.ageNumeric),
      ],
      {
        error: ASSESSMENT_MESSAGES.ageNumeric,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .refine(Number.isFinite, ASSESSMENT_MESSAGES.ageNumeric)
        .min(0, ASSESSMENT_MESSAGES.ageRange)
        .max(100, ASSESSMENT_MESSAGES.ageRange),
    ),
);

/** Step 1: about the pet (name, type, age, gender required) and the internal symptoms. */
export const assessmentStep1Schema = z.object({
  'g-name': required(
    ASSESSMENT_MESSAGES.nameRequired,
    z
      .string({ error: ASSESSMENT_MESSAGES.nameRequired })
      .trim()
      .max(60, ASSESSMENT_MESSAGES.nameTooLong),
  ),
  'g-type': required(
    ASSESSMENT_MESSAGES.typeRequired,
    choice(ASSESSMENT_PET_TYPES, ASSESSMENT_MESSAGES.typeInvalid),
  ),
  'g-age': ageSchema,
  'g-sex': required(
    ASSESSMENT_MESSAGES.genderRequired,
    choice(ASSESSMENT_GENDERS, ASSESSMENT_MESSAGES.genderInvalid),
  ),
  'g-breed': z.preprocess(
    blankAsUndefined,
    z.string().trim().max(100, ASSESSMENT_MESSAGES.breedTooLong).optional(),
  ),
  'g-species': z.preprocess(
    blankAsUndefined,
    choice(ASSESSMENT_SPECIES, ASSESSMENT_MESSAGES.speciesInvalid).optional(),
  ),
  'g-neutering': z.preprocess(
    blankAsUndefined,
    choice(ASSESSMENT_NEUTERING, ASSESSMENT_MESSAGES.neuteringInvalid).optional(),
  ),
  ...symptomShape(['internal']),
});

/** Step 2: gastro-intestinal and cardiovascular symptoms, all optional. */
export const assessmentStep2Schema = z.object(symptomShape(['gastroIntestinal', 'cardiovascular']));

/** Step 3: orthopedic and dermatology symptoms, all optional. */
export const assessmentStep3Schema = z.object(symptomShape(['orthopedic', 'dermatology']));

/**
 * Every answer of the wizard. Keys the wizard does not have are dropped, so what is stored is
 * exactly what the report was computed from.
 */
export const assessmentAnswersSchema = assessmentStep1Schema
  .extend(assessmentStep2Schema.shape)
  .extend(assessmentStep3Schema.shape);

export type AssessmentAnswers = z.output<typeof assessmentAnswersSchema>;

export const submitAssessmentSchema = z.object({
  answers: z
    .record(z.string(), z.unknown(), { error: ASSESSMENT_MESSAGES.required })
    .pipe(assessmentAnswersSchema),
});

/** Every symptom key of the wizard, g-id1 .. g-de4. */
export const ASSESSMENT_SYMPTOM_KEYS = HEALTH_CATEGORIES.flatMap((c) => symptomKeys(c));

const categoryScoreSchema = z.object({
  score: z.number(),
  percent: z.number(),
  risk: z.enum(['green', 'blue', 'red']),
});

/** A stored basic report (ihm.basic_report), as submit_assessment writes it. */
export const basicReportSchema = z.object({
  trackers: z.object(
    Object.fromEntries(HEALTH_CATEGORIES.map((c) => [c, categoryScoreSchema])) as Record<
      HealthCategory,
      typeof categoryScoreSchema
    >,
  ),
  prescriptions: z.partialRecord(z.enum(HEALTH_CATEGORIES), z.array(z.string())),
});
