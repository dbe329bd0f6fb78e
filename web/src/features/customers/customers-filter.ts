import type { Users_Bool_Exp } from '../../generated/practice';
import { likeExact } from '../../lib/like-pattern';

/** The Customers table's filters as the URL keeps them (so View and Back keep the page). */
export interface CustomersFilter {
  name: string;
  email: string;
  phone: string;
  /** Dates (YYYY-MM-DD) in the browser's zone, both days included; '' for none. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: CustomersFilter = { name: '', email: '', phone: '', from: '', to: '' };

const FILTER_KEYS = ['name', 'email', 'phone', 'from', 'to'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the URL names; a date that is not one is left out. */
export function filterOf(params: URLSearchParams): CustomersFilter {
  const value = (key: (typeof FILTER_KEYS)[number]) => (params.get(key) ?? '').slice(0, 200);
  const date = (key: 'from' | 'to') => (DATE.test(value(key)) ? value(key) : '');
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    from: date('from'),
    to: date('to'),
  };
}

/** A 1-based page number from `?page=`, 1 when it is not one. */
export function pageOf(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The list's URL parameters for a filter and a page (empty values left out). */
export function listParams(filter: CustomersFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The start of a local day as an instant (the browser's zone), for `created_at`. */
const startOfDay = (date: string, addDays = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + addDays).toISOString();
};

/**
 * The users query's where, built from the table's filters (spec: "a where filter built from
 * table filters"): each word of the name in the first or the last name, a part of the e-mail, the
 * digits of the phone, and the created dates, all days included. The permissions add which owners
 * the signed-in staff member may see.
 */
export function customersWhere(filter: CustomersFilter): Users_Bool_Exp {
  const and: Users_Bool_Exp[] = [];
  for (const word of filter.name.trim().split(/\s+/).filter(Boolean)) {
    const pattern = `%${likeExact(word)}%`;
    and.push({
      _or: [{ first_name: { _ilike: pattern } }, { last_name: { _ilike: pattern } }],
    });
  }
  const email = filter.email.trim();
  if (email) and.push({ email: { _ilike: `%${likeExact(email)}%` } });
  const digits = filter.phone.replace(/\D/g, '');
  if (digits) and.push({ phone: { _like: `%${digits}%` } });
  if (filter.from) and.push({ created_at: { _gte: startOfDay(filter.from) } });
  if (filter.to) and.push({ created_at: { _lt: startOfDay(filter.to, 1) } });
  return and.length === 0 ? {} : { _and: and };
}

/** The sign-up source (medium 'Web', browser, version, os) as one short line. */
export function sourceText(source: unknown): string {
  if (!source || typeof source !== 'object') return '';
  const s = source as Record<string, unknown>;
  const parts = [s['medium'], s['browser'], s['os']].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.join(' · ');
}
