import { CONSULTATION_TYPES, type ConsultationType, type Roster } from '@petwell/domain';
import type { ListingEditorQuery } from '../../generated/practice';

/**
 * The editor's form values: what the inputs hold (numbers as typed text, an owner as a select's
 * value), and the conversions from a loaded listing and to what `listingInputSchema` parses.
 */
export interface ScheduleValues {
  days: number[];
  from: string;
  to: string;
}

export interface ConsultationValues {
  type: ConsultationType | '';
  enabled: boolean;
  duration: string;
  price: string;
  schedules: ScheduleValues[];
  /** The date rosters from today on (the days that differ from the weekly hours). */
  rosters: Roster[];
}

export interface EducationValues {
  degree: string;
  institution: string;
  year: string;
}

export interface ListingValues {
  avatar: string;
  title: string;
  line1: string;
  line2: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  timezone: string;
  specialization: number[];
  categories: number[];
  pets: number[];
  education: EducationValues[];
  /** '' for none chosen. */
  owner_id: string;
  manager_ids: number[];
  consultations: ConsultationValues[];
}

export type LoadedListing = NonNullable<ListingEditorQuery['vendor_listings_by_pk']>;

/** A new schedule row: weekdays, 09:00 to 17:00. */
export const NEW_SCHEDULE_ROW: ScheduleValues = {
  days: [1, 2, 3, 4, 5],
  from: '09:00',
  to: '17:00',
};

/** A new consultation of the first type not taken yet, on, with one schedule row. */
export function newConsultation(taken: readonly string[]): ConsultationValues {
  const type = CONSULTATION_TYPES.find((t) => !taken.includes(t)) ?? '';
  return {
    type,
    enabled: true,
    duration: '',
    price: '',
    schedules: [{ ...NEW_SCHEDULE_ROW, days: [...NEW_SCHEDULE_ROW.days] }],
    rosters: [],
  };
}

/** The browser's zone: a new listing's time zone until the practice picks one. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function emptyListing(timezone: string): ListingValues {
  return {
    avatar: '',
    title: '',
    line1: '',
    line2: '',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    timezone,
    specialization: [],
    categories: [],
    pets: [],
    education: [],
    owner_id: '',
    manager_ids: [],
    consultations: [],
  };
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];

/** "09:00:00" (a time column) as the picker's "09:00". */
const hhmm = (time: string) => time.slice(0, 5);

function educationOf(value: unknown): EducationValues[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { degree, institution, year } = entry as Record<string, unknown>;
    if (typeof degree !== 'string') return [];
    return [
      {
        degree,
        institution: typeof institution === 'string' ? institution : '',
        year: typeof year === 'number' ? String(year) : '',
      },
    ];
  });
}

/** A loaded listing as the form's values. */
export function valuesOf(listing: LoadedListing): ListingValues {
  return {
    avatar: listing.avatar ?? '',
    title: listing.title,
    line1: listing.line1,
    line2: listing.line2 ?? '',
    address: listing.address ?? '',
    city: listing.city ?? '',
    state: listing.state ?? '',
    zipcode: listing.zipcode ?? '',
    timezone: listing.timezone,
    specialization: numbers(listing.specialization),
    categories: numbers(listing.categories),
    pets: numbers(listing.pets),
    education: educationOf(listing.education),
    owner_id: listing.vendor_login_id === null ? '' : String(listing.vendor_login_id),
    manager_ids: listing.managers.map((m) => m.vendor_login_id),
    consultations: listing.consultations.map((c) => ({
      type: c.type,
      enabled: c.enabled,
      duration: c.duration === null ? '' : String(c.duration),
      price: c.price === null ? '' : String(c.price),
      schedules: c.schedules.map((s) => ({
        days: numbers(s.days),
        from: hhmm(s.from_time),
        to: hhmm(s.to_time),
      })),
      rosters: c.rosters.map((r) => ({ date: r.date, slots: texts(r.slots) })),
    })),
  };
}

/**
 * What the schema parses: the values with the owner as a number (or none) and, where the
 * practice has no pickers (one staff member, or staff who cannot change them), no owner and
 * managers at all, so the server keeps or sets them.
 */
export function inputOf(
  values: ListingValues,
  { id, pickers }: { id: number | null; pickers: boolean },
) {
  const { owner_id, manager_ids, ...rest } = values;
  return {
    ...rest,
    id,
    owner_id: pickers && owner_id !== '' ? Number(owner_id) : null,
    manager_ids: pickers ? manager_ids : null,
  };
}
