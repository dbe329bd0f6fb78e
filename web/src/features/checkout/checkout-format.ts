import { PRODUCT_IDS } from '@petwell/domain';
import type { CheckoutOrder } from '@petwell/domain';

/** What each product is called on the order summary. */
export const PRODUCT_LABELS: Readonly<Record<number, string>> = {
  [PRODUCT_IDS.clinicConsultation]: 'Clinic Visit',
  [PRODUCT_IDS.houseVisit]: 'Vet House Call Package (1 year)',
  [PRODUCT_IDS.video]: 'Video Consultation',
  [PRODUCT_IDS.telephone]: 'Phone Consultation',
  [PRODUCT_IDS.chat]: 'Chat Consultation',
  [PRODUCT_IDS.secondMedicalOpinion]: 'Second Medical Opinion',
  [PRODUCT_IDS.freeQuestion]: 'Free Question',
  [PRODUCT_IDS.assessmentConsultation]: 'Doctor Consultation (Health Assessment)',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as the summary shows them: '$45.00'. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** The viewer's time zone: the one the order was made in, else the browser's. */
export function viewerTimeZone(order: Pick<CheckoutOrder, 'userTZ'>): string {
  return order.userTZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A slot in a zone, e.g. 'Monday, November 23, 2026 at 9:00 AM'; undefined for a time that does
 * not parse or a zone the browser does not know.
 */
export function formatSlot(iso: string, timeZone: string): string | undefined {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    }).format(date);
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** What is bought: the product's name, or for a plan order 'Gold plan (1 year)'. */
export function serviceLabel(order: CheckoutOrder): string {
  if (order.productId === undefined) {
    const name = text(order.details['planName']);
    return name ? PLAN_LABEL(name) : 'Plan (1 year)';
  }
  return PRODUCT_LABELS[order.productId] ?? `Product ${String(order.productId)}`;
}

/** A plan order on the summary. */
export const PLAN_LABEL = (planName: string) => `${planName} plan (1 year)`;

/** A row of the order summary: what is bought. */
export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * What the order summary says is bought: the service, and for an appointment the clinic, doctor,
 * speciality, address, date and time in the viewer's zone; the pet and the contact phone when
 * the order names them.
 */
export function orderRows(order: CheckoutOrder): SummaryRow[] {
  const d = order.details;
  const zone = viewerTimeZone(order);
  const when = order.for_ts ? formatSlot(order.for_ts, zone) : undefined;
  const rows: (SummaryRow | undefined)[] = [
    { label: 'Service', value: serviceLabel(order) },
    text(d.clinicName) ? { label: 'Clinic', value: text(d.clinicName) ?? '' } : undefined,
    text(d.docName) ? { label: 'Doctor', value: text(d.docName) ?? '' } : undefined,
    text(d['speciality']) ? { label: 'Speciality', value: text(d['speciality']) ?? '' } : undefined,
    text(d['address']) ? { label: 'Address', value: text(d['address']) ?? '' } : undefined,
    when ? { label: 'Date and time', value: `${when} (${zone})` } : undefined,
    text(d['petName']) ? { label: 'Pet', value: text(d['petName']) ?? '' } : undefined,
    text(d['primaryPhone']) ? { label: 'Phone', value: text(d['primaryPhone']) ?? '' } : undefined,
  ];
  return rows.filter((row): row is SummaryRow => row !== undefined);
}

/** The money of the summary; taxes are always 0. */
export interface Totals {
  price: number;
  /** price - newPrice, never negative. */
  discount: number;
  /** The new price, or the price when there is no new price. */
  total: number;
}

export function totalsOf(price: number, newPrice: number | undefined): Totals {
  const total = newPrice ?? price;
  return { price, discount: Math.max(0, price - total), total };
}
