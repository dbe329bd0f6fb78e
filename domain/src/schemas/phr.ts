import { z } from 'zod';
import { fileReferenceSchema } from '../file-reference';
import { PHR_CATEGORIES, type PhrCategory, type PhrField } from '../phr';

/**
 * The record forms, derived from the categories of
 * `phr.ts`: a field declared there is a form field, a starred one is required, a field with
 * choices is a dropdown. Only declared fields are sent; empty optional fields are left out.
 */

/** How a field is entered and stored. */
export type PhrFieldKind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'files';

/** Labels where the field's name does not say it well enough (units, abbreviations). */
const LABELS: Readonly<Record<string, string>> = {
  duration: 'Duration (days)',
  serial: 'Serial number',
  rec: 'Recommended',
  ft: 'Height (ft)',
  in: 'Height (in)',
  lbs: 'Weight (lbs)',
  oz: 'Weight (oz)',
  pulse: 'Pulse (BPM)',
  fahrenheit: 'Temperature (°F)',
  systolic: 'Systolic (mmHg)',
  diastolic: 'Diastolic (mmHg)',
  total_chol: 'Total cholesterol',
  hdl: 'HDL',
  ldl: 'LDL',
  vldl: 'VLDL',
  chol_ratio: 'Cholesterol ratio',
  cbg: 'Capillary blood glucose',
  serum: 'Serum electrolytes',
  other: 'Other (details)',
};

/** A field's label: its own, else its name in words ('visit_date' is 'Visit date'). */
export function phrFieldLabel(field: Pick<PhrField, 'name'>): string {
  const own = LABELS[field.name];
  if (own) return own;
  const words = field.name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Measurements (ht_*) hold a date and numbers; documents (hd_*) hold files. */
export function phrFieldKind(category: string, field: PhrField): PhrFieldKind {
  if (field.choices) return 'select';
  if (field.name === 'files') return 'files';
  if (field.name === 'date' || field.name.endsWith('_date')) return 'date';
  if (field.name === 'comment') return 'textarea';
  if (category.startsWith('ht_')) return 'number';
  return 'text';
}

export const PHR_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notADate: (label: string) => `${label} must be a date.`,
  notAChoice: 'Please choose one of the listed options.',
  tooLong: (label: string, max: number) => `${label} can be at most ${String(max)} characters.`,
  noFiles: 'Please upload at least one file.',
  tooManyFiles: (max: number) => `You can attach at most ${String(max)} files.`,
  /** Asked before a record is deleted. */
  deleteRecord: 'Are you sure you want to delete this item?',
  /** A category without records, and a record view with none. */
  noRecords: 'No Records Found',
  nothingHere: 'Oops! Sorry no records here',
} as const;

/** Files one record may hold. */
export const PHR_MAX_FILES = 10;
const MAX_TEXT = 200;
const MAX_COMMENT = 2000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** A form value: what an input holds, or what a stored record had (numbers in the seeds). */
const formValue = z.union([z.string(), z.number()]).nullish();
const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

function fieldSchema(category: string, field: PhrField) {
  const label = phrFieldLabel(field);
  const kind = phrFieldKind(category, field);
  const empty = field.required ? PHR_MESSAGES.required(label) : null;
  if (kind === 'files') {
    return z
      .array(fileReferenceSchema, { error: PHR_MESSAGES.noFiles })
      .max(PHR_MAX_FILES, PHR_MESSAGES.tooManyFiles(PHR_MAX_FILES))
      .nullish()
      .transform((files, ctx) => {
        if ((files ?? []).length === 0 && field.required)
          ctx.addIssue({ code: 'custom', message: PHR_MESSAGES.noFiles });
        return files && files.length > 0 ? files : undefined;
      });
  }
  const max = kind === 'textarea' ? MAX_COMMENT : MAX_TEXT;
  return formValue.transform((raw, ctx): string | number | undefined => {
    const value = asText(raw);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === '') return empty ? fail(empty) : undefined;
    if (value.length > max) return fail(PHR_MESSAGES.tooLong(label, max));
    if (kind === 'number') {
      const number = Number(value);
      return /^-?\d+(\.\d+)?$/.test(value) && Number.isFinite(number)
        ? number
        : fail(PHR_MESSAGES.notANumber(label));
    }
    if (kind === 'date' && !isDate(value)) return fail(PHR_MESSAGES.notADate(label));
    if (kind === 'select' && !field.choices?.includes(value)) return fail(PHR_MESSAGES.notAChoice);
    return value;
  });
}

/** The details a record of the category stores: its declared fields, empty ones left out. */
export type PhrDetails = Record<string, string | number | string[]>;

const schemas = new Map<string, z.ZodType<PhrDetails>>();

/**
 * The details schema of a category: one entry per declared field (undeclared keys are dropped),
 * required fields refused when empty with '{Label} is required.', measurements as numbers,
 * dates as YYYY-MM-DD, dropdowns limited to their choices, files as uploads the server issued.
 */
export function phrDetailsSchema(category: string): z.ZodType<PhrDetails> {
  const known = schemas.get(category);
  if (known) return known;
  const found = phrCategory(category);
  if (!found) throw new Error(`unknown health record category ${category}`);
  const schema = z
    .object(Object.fromEntries(found.fields.map((f) => [f.name, fieldSchema(category, f)])))
    .transform(
      (details) =>
        Object.fromEntries(
          Object.entries(details).filter(([, value]) => value !== undefined),
        ) as PhrDetails,
    );
  schemas.set(category, schema);
  return schema;
}

export function phrCategory(category: string): PhrCategory | undefined {
  return PHR_CATEGORIES.find((c) => c.value === category);
}

/** The three kinds of category (by prefix): history, measurements, documents. */
export const PHR_GROUPS = [
  { prefix: 'hh_', label: 'Health history' },
  { prefix: 'ht_', label: 'Measurements' },
  { prefix: 'hd_', label: 'Documents' },
] as const;
