import { describe, expect, it } from 'vitest';
import { HH_COND_VISIT_TYPES, PHR_CATEGORIES } from '../phr';
import { PHR_MAX_FILES, PHR_MESSAGES, phrDetailsSchema, phrFieldKind, phrFieldLabel } from './phr';

/** The starred (required) fields of each category, typed out from the specification's table. */
const SPEC_REQUIRED: Record<string, string[]> = {
  hh_cond: ['name', 'type', 'visit_date'],
  hh_surgeries: ['name', 'date', 'reason'],
  hh_medications: ['name', 'date'],
  hh_allergies: ['name', 'reaction'],
  hh_immunizations: ['name', 'date'],
  hh_foodplan: ['name'],
  hh_hostpitalizations: ['hospital', 'reason'],
  hh_consultations: ['name', 'visit_date'],
  ht_height: ['date', 'ft'],
  ht_weight: ['date', 'lbs'],
  ht_pulse: ['date', 'pulse'],
  ht_temperature: ['date', 'fahrenheit'],
  ht_bp: ['date', 'systolic', 'diastolic'],
  ht_cholestrol: ['date', 'total_chol', 'hdl', 'ldl'],
  ht_cbg: ['date', 'cbg'],
  ht_hemoglobin: ['date', 'hemoglobin'],
  ht_hemogram: ['date', 'hemogram'],
  ht_serumel: ['date', 'serum'],
  hd_notes: ['type', 'name', 'date', 'files'],
  hd_imaging: ['type', 'name', 'date', 'files'],
  hd_lab: ['type', 'name', 'date', 'files'],
  hd_cardio: ['name', 'date', 'files'],
  hd_visits: ['name', 'date', 'files'],
  hd_procedures: ['name', 'date', 'files'],
  hd_insurance: ['name', 'date', 'files'],
  hd_otherdiag: ['name', 'date', 'files'],
  hd_misc: ['name', 'date', 'files'],
  hd_prescriptions: ['name', 'date', 'files'],
};

const FILE = 'phr/user-7/00000000-0000-4000-8000-000000000001/x-ray.pdf';

/** A valid value of every field of a category: the first choice, a date, a number, a file. */
function validDetails(category: string): Record<string, unknown> {
  const found = PHR_CATEGORIES.find((c) => c.value === category);
  return Object.fromEntries(
    (found?.fields ?? []).map((field) => {
      const kind = phrFieldKind(category, field);
      const value =
        kind === 'select'
          ? field.choices?.[0]
          : kind === 'files'
            ? [FILE]
            : kind === 'date'
              ? '2026-11-02'
              : kind === 'number'
                ? '42.5'
                : `A ${field.name}`;
      return [field.name, value];
    }),
  );
}

const messages = (category: string, input: unknown) =>
  Object.fromEntries(
    (phrDetailsSchema(category).safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the record forms', () => {
  it('cover the 25 categories of the spec with its starred fields', () => {
    expect(PHR_CATEGORIES.map((c) => c.value)).toEqual(Object.keys(SPEC_REQUIRED));
    for (const category of PHR_CATEGORIES) {
      expect(category.fields.filter((f) => f.required).map((f) => f.name)).toEqual(
        SPEC_REQUIRED[category.value],
      );
    }
  });

  describe.each(Object.entries(SPEC_REQUIRED))('%s', (category, required) => {
    it('saves a record with every field filled, numbers of measurements as numbers', () => {
      const parsed = phrDetailsSchema(category).parse(validDetails(category));
      expect(Object.keys(parsed).sort()).toEqual(Object.keys(validDetails(category)).sort());
      if (category.startsWith('ht_')) expect(Object.values(parsed)).toContain(42.5);
    });

    it.each(required)('refuses the record without %s', (name) => {
      const field = PHR_CATEGORIES.find((c) => c.value === category)?.fields.find(
        (f) => f.name === name,
      );
      if (!field) throw new Error(`${name} is not a field of ${category}`);
      const expected =
        name === 'files' ? PHR_MESSAGES.noFiles : PHR_MESSAGES.required(phrFieldLabel(field));
      for (const empty of ['', '   ', null, undefined, name === 'files' ? [] : '']) {
        expect(messages(category, { ...validDetails(category), [name]: empty })).toEqual({
          [name]: expected,
        });
      }
    });

    it('sends only the declared fields that hold a value', () => {
      const onlyRequired = Object.fromEntries(
        Object.entries(validDetails(category)).filter(([name]) => required.includes(name)),
      );
      const optionalEmpty = Object.fromEntries(
        Object.keys(validDetails(category))
          .filter((name) => !required.includes(name))
          .map((name) => [name, '']),
      );
      const parsed = phrDetailsSchema(category).parse({
        ...onlyRequired,
        ...optionalEmpty,
        injected: '<script>',
        user_id: 1,
      });
      expect(Object.keys(parsed).sort()).toEqual([...required].sort());
    });
  });

  it('names a missing field in its message', () => {
    expect(messages('hh_cond', {})).toEqual({
      name: 'Name is required.',
      type: 'Type is required.',
      visit_date: 'Visit date is required.',
    });
    expect(messages('ht_weight', {})).toEqual({
      date: 'Date is required.',
      lbs: 'Weight (lbs) is required.',
    });
    expect(messages('hd_misc', {})).toEqual({
      name: 'Name is required.',
      date: 'Date is required.',
      files: 'Please upload at least one file.',
    });
  });

  it('offers the dropdowns verbatim and refuses anything else', () => {
    const hhCond = PHR_CATEGORIES.find((c) => c.value === 'hh_cond');
    expect(hhCond?.fields.find((f) => f.name === 'type')?.choices).toEqual(HH_COND_VISIT_TYPES);
    expect(HH_COND_VISIT_TYPES).toHaveLength(34);
    expect(
      messages('hh_cond', { ...validDetails('hh_cond'), type: 'spay neuter surgery' }),
    ).toEqual({});
    expect(messages('hh_cond', { ...validDetails('hh_cond'), type: 'Exam' })).toEqual({
      type: PHR_MESSAGES.notAChoice,
    });
    expect(
      messages('hh_medications', { ...validDetails('hh_medications'), status: 'Paused' }),
    ).toEqual({ status: PHR_MESSAGES.notAChoice });
  });

  it('refuses a measurement that is not a number and a date that is not one', () => {
    expect(messages('ht_bp', { date: '2026-02-30x', systolic: '120/80', diastolic: '80' })).toEqual(
      {
        date: 'Date must be a date.',
        systolic: 'Systolic (mmHg) must be a number.',
      },
    );
  });

  it('takes a stored record back as it was saved, numbers included', () => {
    expect(phrDetailsSchema('ht_weight').parse({ date: '2026-08-20', lbs: 68, oz: 4 })).toEqual({
      date: '2026-08-20',
      lbs: 68,
      oz: 4,
    });
  });

  it('accepts only files the server issued, and at most ten', () => {
    const base = validDetails('hd_visits');
    expect(messages('hd_visits', { ...base, files: ['javascript:alert(1)'] })).toEqual({
      'files.0': 'Attach files by uploading them.',
    });
    expect(
      messages('hd_visits', {
        ...base,
        files: Array.from({ length: PHR_MAX_FILES + 1 }, () => FILE),
      }),
    ).toEqual({ files: PHR_MESSAGES.tooManyFiles(PHR_MAX_FILES) });
  });
});
