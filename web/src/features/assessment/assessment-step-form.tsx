import {
  ASSESSMENT_GENDERS,
  ASSESSMENT_NEUTERING,
  ASSESSMENT_PET_TYPES,
  ASSESSMENT_SPECIES,
  assessmentStep1Schema,
  assessmentStep2Schema,
  assessmentStep3Schema,
  SYMPTOMS,
  symptomKeys,
} from '@petwell/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Form, FormSelect, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import {
  ASSESSMENT_TEXT,
  CATEGORY_LABELS,
  STEP_CATEGORIES,
  type WizardStep,
} from './assessment-text';
import { type AnswerValues, SeverityField } from './severity-field';

const PET_KEYS = [
  'g-name',
  'g-type',
  'g-age',
  'g-sex',
  'g-breed',
  'g-species',
  'g-neutering',
] as const;

const STEP_SCHEMAS: Record<WizardStep, z.ZodType> = {
  1: assessmentStep1Schema,
  2: assessmentStep2Schema,
  3: assessmentStep3Schema,
};

/** The answer keys of a step, in the order its fields appear. */
export function stepKeys(step: WizardStep): string[] {
  const symptoms = STEP_CATEGORIES[step].flatMap((c) => symptomKeys(c));
  return step === 1 ? [...PET_KEYS, ...symptoms] : symptoms;
}

type AnswerForm = UseFormReturn<AnswerValues, unknown, unknown>;

function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      <option value="">Select…</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** Step 1's questions about the pet (name, type, age, gender required). */
function AboutPet({ form }: { form: AnswerForm }) {
  return (
    <fieldset className="assessment-section">
      <legend>About Pet</legend>
      <div className="assessment-grid">
        <FormTextField form={form} name="g-name" trim="start" label="Pet name" requiredMarker />
        <FormSelect form={form} name="g-type" label="Type" requiredMarker>
          <Options values={ASSESSMENT_PET_TYPES} />
        </FormSelect>
        <FormTextField
          form={form}
          name="g-age"
          label="Age (years)"
          inputMode="decimal"
          requiredMarker
        />
        <FormSelect form={form} name="g-sex" label="Gender" requiredMarker>
          <Options values={ASSESSMENT_GENDERS} />
        </FormSelect>
        <FormTextField form={form} name="g-breed" trim="start" label="Breed" />
        <FormSelect form={form} name="g-species" label="Species">
          <Options values={ASSESSMENT_SPECIES} />
        </FormSelect>
        <FormSelect form={form} name="g-neutering" label="Neutering">
          <Options values={ASSESSMENT_NEUTERING} />
        </FormSelect>
      </div>
    </fieldset>
  );
}

export interface AssessmentStepFormProps {
  step: WizardStep;
  answers: AnswerValues;
  /** Every change, so a reload keeps what was typed. */
  onChange: (answers: AnswerValues) => void;
  onBack: () => void;
  /** After Save & Continue (or Finish) with the step's fields valid. */
  onSaved: (answers: AnswerValues) => Promise<void> | void;
}

/**
 * One step of the wizard: its questions, Go Back and Save & Continue
 * ('Finish' on step 3). The step's domain schema checks the fields; the form keeps the answers as
 * typed, and the server checks them all again.
 */
export function AssessmentStepForm({
  step,
  answers,
  onChange,
  onBack,
  onSaved,
}: AssessmentStepFormProps) {
  const form = useZodForm<AnswerValues, unknown>(STEP_SCHEMAS[step], {
    defaultValues: Object.fromEntries(stepKeys(step).map((key) => [key, answers[key] ?? ''])),
  });
  useEffect(() => {
    const subscription = form.watch((values) => {
      onChange(values as AnswerValues);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form, onChange]);

  return (
    <Form
      form={form}
      className="assessment-form"
      onSubmit={async () => {
        await onSaved(form.getValues());
      }}
    >
      {step === 1 ? <p className="assessment-note">{ASSESSMENT_TEXT.starredNote}</p> : null}
      {step === 1 ? <AboutPet form={form} /> : null}
      {STEP_CATEGORIES[step].map((category) => {
        const keys = symptomKeys(category);
        return (
          <fieldset key={category} className="assessment-section">
            <legend>{CATEGORY_LABELS[category]} symptoms</legend>
            <p className="assessment-hint">How severe has each sign been lately?</p>
            {SYMPTOMS[category].map((symptom, index) => (
              <SeverityField
                key={symptom}
                form={form}
                name={keys[index] ?? symptom}
                symptom={symptom}
              />
            ))}
          </fieldset>
        );
      })}
      <div className="assessment-actions">
        <Button variant="secondary" onClick={onBack}>
          {ASSESSMENT_TEXT.goBack}
        </Button>
        <SubmitButton>
          {step === 3 ? ASSESSMENT_TEXT.finish : ASSESSMENT_TEXT.saveAndContinue}
        </SubmitButton>
      </div>
    </Form>
  );
}
