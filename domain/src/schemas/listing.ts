import { z } from 'zod';
import { CONSULTATION_TYPES } from '../constants';
import { SERVICE_CATEGORIES, SPECIALTIES } from '../directory';
import { isQuarterHour, LISTING_MESSAGES } from '../listing';
import { PET_TYPES } from '../pet-types';
import { isValidDate, isValidTimeZone, minutesOfDay } from '../slots';

/**
 * What a practice saves in the listing editor (`save_listing`): the details, the directory
 * profile, who owns and manages it, and the consultations with their weekly hours and date
 * rosters, all at once. The web form parses its values with this schema too, so both say the
 * same thing.
 */

/** A consultation's minutes (the database's consultations_duration_range) and top price. */
export const DURATION_RANGE = { min: 5, max: 480 } as const;
export const PRICE_MAX = 100_000;

/** An empty or blank text means "none"; other texts are trimmed. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(max, `At most ${max.toLocaleString('en-US')} characters.`)
      .nullish()
      .transform((v) => v ?? null),
  );

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `At most ${max.toLocaleString('en-US')} characters.`);

/** What a number field holds when what was typed is no whole number. */
const NOT_A_NUMBER = 'not-a-number' as const;

/**
 * A whole number typed in a field or sent as a number; '' and null are "none"; anything else is
 * NOT_A_NUMBER, for the rule that reads it to word the message.
 */
const wholeNumber = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return null;
      return /^[0-9]{1,9}$/.test(text) ? Number(text) : NOT_A_NUMBER;
    }
    return typeof value === 'number' && Number.isInteger(value) ? value : NOT_A_NUMBER;
  },
  z.union([z.number(), z.null(), z.literal(NOT_A_NUMBER)]),
);

/** A number kept only when it is whole and `ok`. */
const numberOr = (value: number | null | typeof NOT_A_NUMBER, ok: (n: number) => boolean) =>
  typeof value === 'number' && ok(value) ? value : null;

const durationOk = (n: number) => n >= DURATION_RANGE.min && n <= DURATION_RANGE.max;
const priceOk = (n: number) => n >= 0 && n <= PRICE_MAX;

const codeList = (codes: Readonly<Record<number, string>>, what: string) =>
  z
    .array(
      z
        .number()
        .int()
        .refine((code) => codes[code] !== undefined, `Unknown ${what}.`),
    )
    .max(50)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

const time = z
  .string({ error: LISTING_MESSAGES.timeInvalid })
  .refine(isQuarterHour, LISTING_MESSAGES.timeInvalid);

/** A weekly row: some days, from..to on the quarter-hour picker. */
export const scheduleRowSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), { error: LISTING_MESSAGES.daysRequired })
      .min(1, LISTING_MESSAGES.daysRequired)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    from: time.refine((t) => t !== '24:00', LISTING_MESSAGES.timeInvalid),
    to: time,
  })
  .superRefine((row, ctx) => {
    if (isQuarterHour(row.from) && isQuarterHour(row.to))
      if (minutesOfDay(row.to) <= minutesOfDay(row.from))
        ctx.addIssue({ code: 'custom', path: ['to'], message: LISTING_MESSAGES.toAfterFrom });
  });

/** A date whose start times replace the weekly rows; none closes the day. */
export const rosterSchema = z.object({
  date: z.string().refine(isValidDate, LISTING_MESSAGES.rosterDateInvalid),
  slots: z
    .array(z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, LISTING_MESSAGES.rosterSlotInvalid))
    .max(24 * 12)
    .transform((slots) => [...new Set(slots)].sort()),
});

/**
 * A consultation: its type, whether owners see it, and when it is on, a duration (minutes) and a
 * price (whole dollars), both numbers, and its hours. A consultation that is off keeps what it
 * had, its inputs hidden; a hidden value that is not a number is dropped.
 */
export const listingConsultationSchema = z
  .object({
    type: z.enum(CONSULTATION_TYPES, { error: LISTING_MESSAGES.typeRequired }),
    enabled: z.boolean(),
    duration: wholeNumber,
    price: wholeNumber,
    schedules: z.array(scheduleRowSchema).max(50),
    /** Null: the rosters stay as they are; a list replaces the rosters from today on. */
    rosters: z.array(rosterSchema).max(400).nullish(),
  })
  .superRefine((c, ctx) => {
    if (!c.enabled) return;
    if (c.duration === null)
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: LISTING_MESSAGES.durationRequired,
      });
    else if (numberOr(c.duration, durationOk) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: LISTING_MESSAGES.durationNumeric,
      });
    if (c.price === null)
      ctx.addIssue({ code: 'custom', path: ['price'], message: LISTING_MESSAGES.priceRequired });
    else if (numberOr(c.price, priceOk) === null)
      ctx.addIssue({ code: 'custom', path: ['price'], message: LISTING_MESSAGES.priceNumeric });
    if (c.schedules.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['schedules'],
        message: LISTING_MESSAGES.scheduleRequired,
      });
    const dates = new Set<string>();
    for (const [i, roster] of (c.rosters ?? []).entries()) {
      if (dates.has(roster.date))
        ctx.addIssue({
          code: 'custom',
          path: ['rosters', i, 'date'],
          message: 'One roster per date.',
        });
      dates.add(roster.date);
    }
  })
  // A consultation that is on has passed the rules above; one that is off drops what is wrong.
  .transform((c) => ({
    ...c,
    duration: numberOr(c.duration, durationOk),
    price: numberOr(c.price, priceOk),
  }));

export const educationSchema = z.object({
  degree: requiredText(200, 'Degree is required.'),
  institution: optionalText(200),
  year: wholeNumber
    .refine(
      (year) => year === null || numberOr(year, (n) => n >= 1900 && n <= 2100) !== null,
      'Enter a year such as 2012.',
    )
    .transform((year) => numberOr(year, () => true)),
});

/** What the practice decides for a booking the new hours leave out. */
export const bookingDecisionSchema = z.object({
  booking_id: z.number().int().positive(),
  keep: z.boolean(),
  /** Mailed to the owner when the booking is canceled. */
  message: optionalText(2000),
});

export const listingInputSchema = z
  .object({
    /** The listing to update; none for a new one. */
    id: z.number().int().positive().nullish(),
    avatar: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(2000, LISTING_MESSAGES.avatarInvalid)
        .pipe(z.url({ protocol: /^https?$/, error: LISTING_MESSAGES.avatarInvalid }))
        .nullish()
        .transform((v) => v ?? null),
    ),
    title: requiredText(200, LISTING_MESSAGES.titleRequired),
    line1: requiredText(200, LISTING_MESSAGES.line1Required),
    line2: optionalText(500),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipcode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, LISTING_MESSAGES.zipcodeInvalid)
        .nullish()
        .transform((v) => v ?? null),
    ),
    timezone: z
      .string({ error: LISTING_MESSAGES.timezoneRequired })
      .trim()
      .min(1, { error: LISTING_MESSAGES.timezoneRequired, abort: true })
      .refine(isValidTimeZone, LISTING_MESSAGES.timezoneRequired),
    specialization: codeList(SPECIALTIES, 'specialty'),
    categories: codeList(SERVICE_CATEGORIES, 'service category'),
    pets: codeList(PET_TYPES, 'pet type'),
    education: z
      .array(educationSchema)
      .max(10)
      .nullish()
      .transform((list) => list ?? []),
    /** The owner (a root admin picks among the staff); null keeps it, or picks the only staff. */
    owner_id: z.number().int().positive().nullish(),
    /** Who else manages it (root admin); null keeps them. The owner is always one. */
    manager_ids: z
      .array(z.number().int().positive())
      .max(200)
      .nullish()
      .transform((ids) => (ids ? [...new Set(ids)] : null)),
    consultations: z
      .array(listingConsultationSchema, { error: LISTING_MESSAGES.consultationRequired })
      .min(1, LISTING_MESSAGES.consultationRequired)
      .max(CONSULTATION_TYPES.length, LISTING_MESSAGES.typeTwice),
    /** Answers for the bookings the new hours leave out (see `save_listing`). */
    decisions: z
      .array(bookingDecisionSchema)
      .max(1000)
      .nullish()
      .transform((list) => list ?? []),
  })
  .superRefine((listing, ctx) => {
    const seen = new Set<string>();
    listing.consultations.forEach((c, i) => {
      if (seen.has(c.type))
        ctx.addIssue({
          code: 'custom',
          path: ['consultations', i, 'type'],
          message: LISTING_MESSAGES.typeTwice,
        });
      seen.add(c.type);
    });
  });

export type ListingInput = z.output<typeof listingInputSchema>;
export type ListingConsultationInput = z.output<typeof listingConsultationSchema>;

/** `save_listing(listing: ...)`. */
export const saveListingInputSchema = z.object({ listing: listingInputSchema });
