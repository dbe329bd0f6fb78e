/**
 * The pet health risk score of the assessment: each category's four symptoms are rated by severity,
 * scored as a percent of 40, coloured by risk and, from 20 %, given the diagnostic tests to
 * suggest. Pure: answers in, basic report out; the submit_assessment action stores what this
 * returns.
 */

export const SEVERITIES = { 'N/A': 0, Mild: 1, Moderate: 8, Severe: 10 } as const;
export type Severity = keyof typeof SEVERITIES;
export const SEVERITY_LABELS = Object.keys(SEVERITIES) as Severity[];

export const HEALTH_CATEGORIES = [
  'internal',
  'gastroIntestinal',
  'cardiovascular',
  'orthopedic',
  'dermatology',
] as const;
export type HealthCategory = (typeof HEALTH_CATEGORIES)[number];

/** Answer-key prefix of each category's symptoms (spec: g-id, g-gi, g-cv, g-os, g-de). */
export const CATEGORY_PREFIX: Record<HealthCategory, string> = {
  internal: 'g-id',
  gastroIntestinal: 'g-gi',
  cardiovascular: 'g-cv',
  orthopedic: 'g-os',
  dermatology: 'g-de',
};

/** The four symptoms of each category, in the spec's order; their keys are <prefix>1..4. */
export const SYMPTOMS: Record<HealthCategory, readonly [string, string, string, string]> = {
  internal: [
    'Excessive thirst or urination',
    'Weight loss or poor appetite',
    'Obesity',
    'Sluggishness or lethargy',
  ],
  gastroIntestinal: [
    'Repeated diarrhea',
    'Repeated vomiting',
    'Blood in stool',
    'History of intestinal parasites',
  ],
  cardiovascular: [
    'Repeated coughing',
    'Repeated sneezing',
    'Rapid respiration at rest',
    'Open mouth breathing',
  ],
  orthopedic: [
    'Difficulty standing',
    'Stiff joints or limping',
    'Painful noises',
    'Painful noises when touched',
  ],
  dermatology: ['Itching/scratching', 'Red/crusted lesions', 'Hair loss', 'Skin odor'],
};

/** e.g. g-id1 .. g-id4. */
export function symptomKeys(category: HealthCategory): string[] {
  return SYMPTOMS[category].map((_, i) => `${CATEGORY_PREFIX[category]}${String(i + 1)}`);
}

/** "The total is 40 and is the denominator for the percent": 4 symptoms at Severe (10). */
export const CATEGORY_TOTAL = 40;

/** "Thresholds on the percent scale: GREEN 20, BLUE 48, RED 100." */
export const RISK_THRESHOLDS = { GREEN: 20, BLUE: 48, RED: 100 } as const;

/** "A category gets a diagnostic prescription list when its percent is at least 20." */
export const PRESCRIPTION_MIN_PERCENT = 20;

/**
 * "Prescription suggestions by category". The gastro list of the spec ends in "plus more"
 * without naming them, so only the named tests are listed.
 */
export const PRESCRIPTIONS: Record<HealthCategory, readonly string[]> = {
  internal: ['CBC', 'CHEM', 'SDMA', 'HWT', 'Total-T4', 'UA', 'FeLV and FIV tests', 'Urine culture'],
  gastroIntestinal: ['CBC', 'CHEM', 'Fecal'],
  cardiovascular: ['CBC', 'CHEM', 'HWT', 'proBNP', 'UA', 'Imaging', 'EKG', 'Blood pressure'],
  orthopedic: ['CBC', 'CHEM', 'X-ray', 'Arthroscopy', 'MRI'],
  dermatology: ['CBC', 'CHEM', 'Total-T4', 'Skin tests'],
};

export type RiskColour = 'green' | 'blue' | 'red';

export interface CategoryScore {
  /** Sum of the four severities (0..40). */
  score: number;
  /** round(score / 40 * 100). */
  percent: number;
  risk: RiskColour;
}

export interface BasicReport {
  /** The tracker score per category. */
  trackers: Record<HealthCategory, CategoryScore>;
  /** The diagnostic prescription list of each category at or above 20 %. */
  prescriptions: Partial<Record<HealthCategory, string[]>>;
}

/**
 * "Risk colour: above the upper threshold red, above the lower threshold blue, else green":
 * above 48 red, above 20 blue, else green (so exactly 20 is green, yet gets prescriptions).
 */
export function riskColour(percent: number): RiskColour {
  if (percent > RISK_THRESHOLDS.BLUE) return 'red';
  if (percent > RISK_THRESHOLDS.GREEN) return 'blue';
  return 'green';
}

/** A severity label or its value (0, 1, 8, 10); anything else counts as N/A. */
export function severityValue(answer: unknown): number {
  if (typeof answer === 'string' && answer in SEVERITIES) return SEVERITIES[answer as Severity];
  if (typeof answer === 'number' && (Object.values(SEVERITIES) as number[]).includes(answer))
    return answer;
  return 0;
}

export function scoreCategory(
  answers: Readonly<Record<string, unknown>>,
  category: HealthCategory,
): CategoryScore {
  const score = symptomKeys(category).reduce((sum, key) => sum + severityValue(answers[key]), 0);
  const percent = Math.round((score / CATEGORY_TOTAL) * 100);
  return { score, percent, risk: riskColour(percent) };
}

export function basicReport(answers: Readonly<Record<string, unknown>>): BasicReport {
  const trackers = {} as Record<HealthCategory, CategoryScore>;
  const prescriptions: Partial<Record<HealthCategory, string[]>> = {};
  for (const category of HEALTH_CATEGORIES) {
    const tracker = scoreCategory(answers, category);
    trackers[category] = tracker;
    if (tracker.percent >= PRESCRIPTION_MIN_PERCENT)
      prescriptions[category] = [...PRESCRIPTIONS[category]];
  }
  return { trackers, prescriptions };
}

export interface RiskDriver {
  key: string;
  symptom: string;
  severity: Exclude<Severity, 'N/A'>;
}

/**
 * The answers that make up a category's score, most severe first (ties in the wizard's order):
 * what the report names as the reason for the category's colour.
 */
export function riskDrivers(
  answers: Readonly<Record<string, unknown>>,
  category: HealthCategory,
): RiskDriver[] {
  const keys = symptomKeys(category);
  return SYMPTOMS[category]
    .map((symptom, i) => {
      const key = keys[i] ?? '';
      const value = severityValue(answers[key]);
      const severity = SEVERITY_LABELS.find((label) => SEVERITIES[label] === value);
      return { key, symptom, value, severity };
    })
    .filter(
      (d): d is typeof d & { severity: RiskDriver['severity'] } =>
        d.value > 0 && d.severity !== undefined && d.severity !== 'N/A',
    )
    .sort((a, b) => b.value - a.value)
    .map(({ key, symptom, severity }) => ({ key, symptom, severity }));
}
