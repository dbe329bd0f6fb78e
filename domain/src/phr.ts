/**
 * Health-record categories and their detail fields. `required` marks the fields a record cannot
 * be saved without; the database enforces the same list (phr_required_fields in the migrations),
 * and a test keeps the two equal.
 */
export interface PhrField {
  name: string;
  required: boolean;
  choices?: readonly string[];
}

export interface PhrCategory {
  value: string;
  label: string;
  fields: readonly PhrField[];
}

const req = (name: string, choices?: readonly string[]): PhrField =>
  choices ? { name, required: true, choices } : { name, required: true };
const opt = (name: string, choices?: readonly string[]): PhrField =>
  choices ? { name, required: false, choices } : { name, required: false };

const YES_NO = ['Yes', 'No'] as const;

export const HH_COND_VISIT_TYPES = [
  'bandage change',
  'behavior',
  'CBC/CHEM',
  'CSU visit',
  'cytology',
  'dental',
  'diagnostics',
  'evaluation',
  'exam',
  'fecal exam',
  'FELV test',
  'FELV/FIV test',
  'FIV test',
  'foster exam',
  'foster visit',
  'grooming/bathing',
  'heartworm test',
  'histo',
  'intake procedure',
  'med notes',
  'medical groom',
  'radiographs',
  'RTO spayneuter',
  'SAST',
  'skin scrape',
  'SNAPP spayneuter',
  'spay neuter surgery',
  'surgery',
  'U/A',
  'vacc deworm',
  'vet exam',
  'vet tech exam',
  'weight',
  'wildlife',
] as const;

/** All hd_* documents: name*, date*, files* (uploaded file URLs) and comment. */
const document = (typeField?: PhrField): PhrField[] => [
  ...(typeField ? [typeField, opt('other')] : []),
  req('name'),
  req('date'),
  req('files'),
  opt('comment'),
];

const measurement = (...fields: PhrField[]): PhrField[] => [req('date'), ...fields];

export const PHR_CATEGORIES: readonly PhrCategory[] = [
  {
    value: 'hh_cond',
    label: 'Conditions',
    fields: [
      req('name'),
      req('type', HH_COND_VISIT_TYPES),
      req('visit_date'),
      opt('end_date'),
      opt('comment'),
    ],
  },
  {
    value: 'hh_surgeries',
    label: 'Surgeries',
    fields: [req('name'), req('date'), req('reason'), opt('vet'), opt('comment')],
  },
  {
    value: 'hh_medications',
    label: 'Medications',
    fields: [
      req('name'),
      opt('reason'),
      opt('status', ['Active', 'Inactive', 'Unknown']),
      req('date'),
      opt('duration'),
      opt('frequency'),
      opt('dosage'),
      opt('medium'),
      opt('vet'),
      opt('comment'),
    ],
  },
  {
    value: 'hh_allergies',
    label: 'Allergies',
    fields: [req('name'), opt('start_date'), opt('end_date'), req('reaction'), opt('comment')],
  },
  {
    value: 'hh_immunizations',
    label: 'Immunizations',
    fields: [
      req('name'),
      req('date'),
      opt('due_date'),
      opt('hospital'),
      opt('serial'),
      opt('comment'),
    ],
  },
  {
    value: 'hh_foodplan',
    label: 'Food plan',
    fields: [req('name'), opt('rec', YES_NO), opt('forbidden', YES_NO), opt('comment')],
  },
  {
    value: 'hh_hostpitalizations',
    label: 'Hospitalizations',
    fields: [
      req('hospital'),
      req('reason'),
      opt('start_date'),
      opt('end_date'),
      opt('urgent_care', YES_NO),
      opt('comment'),
    ],
  },
  {
    value: 'hh_consultations',
    label: 'Consultations',
    fields: [req('name'), req('visit_date'), opt('reason'), opt('comment')],
  },
  { value: 'ht_height', label: 'Height', fields: measurement(req('ft'), opt('in')) },
  { value: 'ht_weight', label: 'Weight', fields: measurement(req('lbs'), opt('oz')) },
  { value: 'ht_pulse', label: 'Pulse', fields: measurement(req('pulse')) },
  { value: 'ht_temperature', label: 'Temperature', fields: measurement(req('fahrenheit')) },
  {
    value: 'ht_bp',
    label: 'Blood pressure',
    fields: measurement(req('systolic'), req('diastolic')),
  },
  {
    value: 'ht_cholestrol',
    label: 'Cholesterol',
    fields: measurement(
      req('total_chol'),
      req('hdl'),
      req('ldl'),
      opt('triglycerides'),
      opt('vldl'),
      opt('chol_ratio'),
    ),
  },
  { value: 'ht_cbg', label: 'Capillary blood glucose', fields: measurement(req('cbg')) },
  { value: 'ht_hemoglobin', label: 'Hemoglobin', fields: measurement(req('hemoglobin')) },
  { value: 'ht_hemogram', label: 'Hemogram', fields: measurement(req('hemogram')) },
  { value: 'ht_serumel', label: 'Serum electrolytes', fields: measurement(req('serum')) },
  {
    value: 'hd_notes',
    label: 'Notes',
    fields: document(req('type', ['ConsultationNote', 'ProgressNote'])),
  },
  {
    value: 'hd_imaging',
    label: 'Imaging',
    fields: document(req('type', ['XRay', 'CTScan', 'MRIEndoscopy', 'Ultrasound', 'Other'])),
  },
  {
    value: 'hd_lab',
    label: 'Lab results',
    fields: document(
      req('type', ['DopplerStudies', 'Hematology', 'Panels', 'Biochemistry', 'Biopsy']),
    ),
  },
  { value: 'hd_cardio', label: 'Cardiology', fields: document() },
  { value: 'hd_visits', label: 'Visits', fields: document() },
  { value: 'hd_procedures', label: 'Procedures', fields: document() },
  { value: 'hd_insurance', label: 'Insurance', fields: document() },
  { value: 'hd_otherdiag', label: 'Other diagnostics', fields: document() },
  { value: 'hd_misc', label: 'Miscellaneous', fields: document() },
  { value: 'hd_prescriptions', label: 'Prescriptions', fields: document() },
];

export function requiredPhrFields(category: string): string[] {
  const found = PHR_CATEGORIES.find((c) => c.value === category);
  return found ? found.fields.filter((f) => f.required).map((f) => f.name) : [];
}
