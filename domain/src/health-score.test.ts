import { describe, expect, it } from 'vitest';
import {
  basicReport,
  CATEGORY_TOTAL,
  HEALTH_CATEGORIES,
  PRESCRIPTIONS,
  riskColour,
  riskDrivers,
  scoreCategory,
  severityValue,
  symptomKeys,
} from './health-score';

describe('health score', () => {
  it('"Severity per symptom: N/A = 0, Mild = 1, Moderate = 8, Severe = 10", by label or by value', () => {
    expect(['N/A', 'Mild', 'Moderate', 'Severe'].map(severityValue)).toEqual([0, 1, 8, 10]);
    expect([0, 1, 8, 10].map(severityValue)).toEqual([0, 1, 8, 10]);
    expect([undefined, '', 'Extreme', 5, null].map(severityValue)).toEqual([0, 0, 0, 0, 0]);
  });

  it('has four symptoms per category under the keys g-id, g-gi, g-cv, g-os and g-de', () => {
    expect(HEALTH_CATEGORIES.map((c) => symptomKeys(c))).toEqual([
      ['g-id1', 'g-id2', 'g-id3', 'g-id4'],
      ['g-gi1', 'g-gi2', 'g-gi3', 'g-gi4'],
      ['g-cv1', 'g-cv2', 'g-cv3', 'g-cv4'],
      ['g-os1', 'g-os2', 'g-os3', 'g-os4'],
      ['g-de1', 'g-de2', 'g-de3', 'g-de4'],
    ]);
  });

  it('"The total is 40 and is the denominator for the percent, rounded"', () => {
    expect(CATEGORY_TOTAL).toBe(40);
    expect(
      scoreCategory(
        { 'g-id1': 'Severe', 'g-id2': 'Severe', 'g-id3': 'Severe', 'g-id4': 'Severe' },
        'internal',
      ),
    ).toMatchObject({ score: 40, percent: 100 });
    // 9 / 40 = 22.5 % -> 23; 1 / 40 = 2.5 % -> 3 (Math.round rounds halves up)
    expect(
      scoreCategory({ 'g-gi1': 'Moderate', 'g-gi2': 'Mild' }, 'gastroIntestinal'),
    ).toMatchObject({ score: 9, percent: 23 });
    expect(scoreCategory({ 'g-cv3': 'Mild' }, 'cardiovascular')).toMatchObject({
      score: 1,
      percent: 3,
    });
    expect(scoreCategory({}, 'orthopedic')).toEqual({ score: 0, percent: 0, risk: 'green' });
  });

  it('"Risk colour: above the upper threshold red, above the lower threshold blue, else green" (GREEN 20, BLUE 48)', () => {
    expect([0, 20, 21, 48, 49, 100].map(riskColour)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'red',
      'red',
    ]);
  });

  it('colours by the rounded percent: 19 / 40 rounds to 48 (BLUE), 20 / 40 is 50 (above 48, RED), 9 / 40 rounds to 23 (above GREEN 20)', () => {
    const at = (answers: Record<string, string>) => scoreCategory(answers, 'internal');
    expect(at({ 'g-id1': 'Severe', 'g-id2': 'Moderate', 'g-id3': 'Mild' })).toEqual({
      score: 19,
      percent: 48,
      risk: 'blue',
    });
    expect(at({ 'g-id1': 'Severe', 'g-id2': 'Severe' })).toEqual({
      score: 20,
      percent: 50,
      risk: 'red',
    });
    expect(at({ 'g-id1': 'Moderate', 'g-id2': 'Mild' })).toEqual({
      score: 9,
      percent: 23,
      risk: 'blue',
    });
    expect(at({ 'g-id1': 'Moderate' })).toEqual({ score: 8, percent: 20, risk: 'green' });
  });

  it('names the answers behind a category, most severe first, leaving out N/A', () => {
    expect(
      riskDrivers(
        {
          'g-gi1': 'Mild',
          'g-gi2': 'N/A',
          'g-gi3': 'Severe',
          'g-gi4': 'Moderate',
          'g-id1': 'Severe',
        },
        'gastroIntestinal',
      ),
    ).toEqual([
      { key: 'g-gi3', symptom: 'Blood in stool', severity: 'Severe' },
      { key: 'g-gi4', symptom: 'History of intestinal parasites', severity: 'Moderate' },
      { key: 'g-gi1', symptom: 'Repeated diarrhea', severity: 'Mild' },
    ]);
    expect(riskDrivers({}, 'dermatology')).toEqual([]);
  });

  it('"A category gets a diagnostic prescription list when its percent is at least 20"', () => {
    // One Moderate is 8 / 40 = 20 %: prescriptions, though still green.
    const atTwenty = basicReport({ 'g-de1': 'Moderate' });
    expect(atTwenty.trackers.dermatology).toEqual({ score: 8, percent: 20, risk: 'green' });
    expect(atTwenty.prescriptions).toEqual({
      dermatology: ['CBC', 'CHEM', 'Total-T4', 'Skin tests'],
    });
    // Mild on all four is 4 / 40 = 10 %: none.
    const low = basicReport({ 'g-os1': 'Mild', 'g-os2': 'Mild', 'g-os3': 'Mild', 'g-os4': 'Mild' });
    expect(low.trackers.orthopedic.percent).toBe(10);
    expect(low.prescriptions).toEqual({});
  });

  it('reports every category and the spec\'s lists ("Prescription suggestions by category")', () => {
    const report = basicReport({
      'g-id1': 'Severe',
      'g-id2': 'Moderate',
      'g-gi1': 'Severe',
      'g-cv1': 'Severe',
      'g-cv2': 'Severe',
      'g-cv3': 'Moderate',
      'g-os2': 'Moderate',
      'g-de4': 'Mild',
    });
    expect(report.trackers).toEqual({
      internal: { score: 18, percent: 45, risk: 'blue' },
      gastroIntestinal: { score: 10, percent: 25, risk: 'blue' },
      cardiovascular: { score: 28, percent: 70, risk: 'red' },
      orthopedic: { score: 8, percent: 20, risk: 'green' },
      dermatology: { score: 1, percent: 3, risk: 'green' },
    });
    expect(report.prescriptions).toEqual({
      internal: PRESCRIPTIONS.internal,
      gastroIntestinal: PRESCRIPTIONS.gastroIntestinal,
      cardiovascular: PRESCRIPTIONS.cardiovascular,
      orthopedic: PRESCRIPTIONS.orthopedic,
    });
    expect(PRESCRIPTIONS.internal).toEqual([
      'CBC',
      'CHEM',
      'SDMA',
      'HWT',
      'Total-T4',
      'UA',
      'FeLV and FIV tests',
      'Urine culture',
    ]);
    expect(PRESCRIPTIONS.cardiovascular).toEqual([
      'CBC',
      'CHEM',
      'HWT',
      'proBNP',
      'UA',
      'Imaging',
      'EKG',
      'Blood pressure',
    ]);
    expect(PRESCRIPTIONS.orthopedic).toEqual(['CBC', 'CHEM', 'X-ray', 'Arthroscopy', 'MRI']);
  });
});
