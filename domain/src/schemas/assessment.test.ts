import { describe, expect, it } from 'vitest';
import { basicReport } from '../health-score';
import { assessmentStep2Schema, basicReportSchema, submitAssessmentSchema } from './assessment';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const pet = { 'g-name': 'Rex', 'g-type': 'Dog', 'g-age': 3, 'g-sex': 'Male' };

describe('health assessment step 1', () => {
  it('requires pet name, type, age and gender', () => {
    expect(messages(submitAssessmentSchema.safeParse({ answers: {} }))).toEqual({
      'answers.g-name': 'Pet name is required.',
      'answers.g-type': 'Pet type is required.',
      'answers.g-age': 'Age is required.',
      'answers.g-sex': 'Gender is required.',
    });
    expect(
      messages(
        submitAssessmentSchema.safeParse({
          answers: { 'g-name': '  ', 'g-type': '', 'g-age': '', 'g-sex': null },
        }),
      ),
    ).toEqual({
      'answers.g-name': 'Pet name is required.',
      'answers.g-type': 'Pet type is required.',
      'answers.g-age': 'Age is required.',
      'answers.g-sex': 'Gender is required.',
    });
  });

  it('takes the options Dog, Cat, Other and Male, Female, Other', () => {
    expect(
      messages(
        submitAssessmentSchema.safeParse({
          answers: { ...pet, 'g-type': 'Horse', 'g-sex': 'M' },
        }),
      ),
    ).toEqual({
      'answers.g-type': 'Pet type must be Dog, Cat or Other.',
      'answers.g-sex': 'Gender must be Male, Female or Other.',
    });
  });

  it('accepts an age from 0 to 100 with decimals (a minimum of 10 would reject young pets)', () => {
    for (const age of [0, 0.5, '0.25', '7', 10, 99.9, 100]) {
      expect(submitAssessmentSchema.safeParse({ answers: { ...pet, 'g-age': age } }).success).toBe(
        true,
      );
    }
    expect(
      submitAssessmentSchema.parse({ answers: { ...pet, 'g-age': ' 1.5 ' } }).answers['g-age'],
    ).toBe(1.5);
    expect(
      messages(submitAssessmentSchema.safeParse({ answers: { ...pet, 'g-age': 101 } })),
    ).toEqual({
      'answers.g-age': 'Age must be between 0 and 100.',
    });
    expect(
      messages(submitAssessmentSchema.safeParse({ answers: { ...pet, 'g-age': -1 } })),
    ).toEqual({
      'answers.g-age': 'Age must be between 0 and 100.',
    });
    expect(
      messages(submitAssessmentSchema.safeParse({ answers: { ...pet, 'g-age': 'two' } })),
    ).toEqual({
      'answers.g-age': 'Age must be a number.',
    });
  });

  it("keeps breed, species and neutering optional with the spec's options", () => {
    expect(
      submitAssessmentSchema.parse({
        answers: {
          ...pet,
          'g-breed': ' Beagle ',
          'g-species': 'Canine',
          'g-neutering': 'Neutered',
        },
      }).answers,
    ).toMatchObject({ 'g-breed': 'Beagle', 'g-species': 'Canine', 'g-neutering': 'Neutered' });
    expect(
      messages(
        submitAssessmentSchema.safeParse({
          answers: { ...pet, 'g-species': 'Bovine', 'g-neutering': 'Yes' },
        }),
      ),
    ).toEqual({
      'answers.g-species': 'Species must be Canine, Feline or Other.',
      'answers.g-neutering': 'Neutering must be Spayed, Neutered or None.',
    });
  });
});

describe('symptoms (steps 1-3)', () => {
  it('are optional, read 0/1/8/10 as their labels and drop keys the wizard does not have', () => {
    expect(assessmentStep2Schema.parse({})).toEqual({});
    const { answers } = submitAssessmentSchema.parse({
      answers: {
        ...pet,
        'g-id1': 8,
        'g-gi2': 'Severe',
        'g-de4': '',
        'g-xx1': 'Severe',
        admin: true,
      },
    });
    expect(answers).toEqual({ ...pet, 'g-id1': 'Moderate', 'g-gi2': 'Severe' });
  });

  it('refuse a severity that is not N/A, Mild, Moderate or Severe', () => {
    expect(messages(submitAssessmentSchema.safeParse({ answers: { ...pet, 'g-cv1': 5 } }))).toEqual(
      {
        'answers.g-cv1': 'Choose N/A, Mild, Moderate or Severe.',
      },
    );
  });
});

describe('a stored basic report', () => {
  it('reads back what the scoring writes and refuses another shape', () => {
    const report = basicReport({ 'g-id1': 'Severe', 'g-id2': 'Severe' });
    expect(basicReportSchema.parse(report)).toEqual(report);
    expect(basicReportSchema.safeParse({ trackers: {}, prescriptions: {} }).success).toBe(false);
  });
});
