import {
  BOOKING_STATUS,
  bookingCode,
  type ListingConsultationInput,
  type ConsultationType,
  fitsHours,
  type ListingHours,
  type ListingInput,
  LISTING_MESSAGES,
  type Roster,
  saveListingInputSchema,
  todayIn,
  type WeeklySchedule,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { isUnsettled, loadBookingPayment, settlePayment } from '../lib/booking-cancellation';
import { one, type Queryable, retryingTransaction } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireStaff } from '../lib/session';

/** A future booking the new hours leave out, for the practice to keep or cancel. */
export interface AffectedBooking {
  id: number;
  code: string;
  slot: string;
  type: ConsultationType;
  duration: number;
  customer: string;
  pet: string | null;
}

export interface SaveListingOutput {
  /** The listing (a new one's id once saved; null when a new listing was not saved). */
  id: number | null;
  /** False when bookings need a decision first: nothing was written. */
  saved: boolean;
  affected: AffectedBooking[];
  /** The bookings canceled by the practice's decision. */
  canceled: number[];
  /** How many of their owners were mailed. */
  notified: number;
}

/** Bookings a save looks at: upcoming or rescheduled, still to come. */
const LIVE_STATUSES = [BOOKING_STATUS.upcoming, BOOKING_STATUS.rescheduled];

interface ListingRow {
  id: number;
  vendor_login_id: number | null;
  timezone: string;
  title: string;
}

interface HoursRow {
  type: ConsultationType;
  enabled: boolean;
  schedules: WeeklySchedule[];
  rosters: Roster[];
}

interface BookingRow {
  id: number;
  slot: Date | string;
  duration: number;
  type: ConsultationType;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  pet_name: string | null;
}

/** What the save decided before writing, from the caller's role and the practice's staff. */
interface Plan {
  ownerId: number;
  managerIds: number[];
}

const refuse = (
  code: 'access-denied' | 'not-found' | 'validation-failed',
  message: string,
  field?: string,
) => new ActionError(code, message, field ? { fields: { [field]: message } } : {});

/**
 * `save_listing` (staff): a listing with its details, directory profile, owner and managers,
 * consultations, weekly hours and date rosters, saved all or nothing. A root admin saves any
 * listing of the practice and picks the owner and managers among its staff (a practice of one
 * has that one as both); other staff save the listings they manage and create listings they own.
 *
 * A change of hours never drops a booking silently: the upcoming bookings that fit the old hours
 * but not the new ones are answered (`saved: false`, nothing written) until the request says for
 * each one whether to keep it or cancel it; canceled ones are mailed to their owners with the
 * practice's message. Prices are the bookings' own (`bookings.price`), so a new price applies to
 * new bookings only.
 */
export const saveListingAction = defineAction({
  name: 'save_listing',
  roles: ['vendor', 'root_admin'],
  input: saveListingInputSchema,
  async run({ listing: input }, { session }, deps): Promise<SaveListingOutput> {
    const staff = requireStaff(session);
    const rootAdmin = session.role === 'root_admin';
    await checkAvatar(deps.db, staff.vendorId, input.avatar, input.id ?? null);

    const outcome = await retryingTransaction(deps.db, async (tx) => {
      const current = input.id ? await lockListing(tx, input.id, staff, rootAdmin) : null;
      const plan = await ownersPlan(tx, input, current, staff, rootAdmin);
      const affected = current ? await affectedBookings(tx, current, input, deps.now()) : [];
      const decisions = new Map(input.decisions.map((d) => [d.booking_id, d]));
      if (affected.some((booking) => !decisions.has(booking.id)))
        return { saved: false as const, id: current?.id ?? null, affected };

      const id = await writeListing(tx, staff.vendorId, input, current, plan);
      await writeConsultations(tx, id, input.timezone, input.consultations, deps.now());
      const toCancel = affected.filter((b) => decisions.get(b.id)?.keep === false);
      const { rows: canceled } = await tx.query<{ id: number }>(
        `update public.bookings set status = $3, canceled_by = 'practice'
          where id = any($1::int[]) and vendor_listing_id = $2 and status <> $3
          returning id`,
        [toCancel.map((b) => b.id), id, BOOKING_STATUS.canceled],
      );
      const canceledIds = new Set(canceled.map((row) => row.id));
      return {
        saved: true as const,
        id,
        affected,
        canceled: toCancel.filter((b) => canceledIds.has(b.id)),
      };
    });

    if (!outcome.saved)
      return {
        id: outcome.id,
        saved: false,
        affected: outcome.affected.map(publicBooking),
        canceled: [],
        notified: 0,
      };

    let notified = 0;
    for (const booking of outcome.canceled) {
      // The money goes back as when the practice cancels one booking (cancel_booking); a refund
      // that fails now is finished by cancel_booking later.
      const payment = await loadBookingPayment(deps.db, booking.id);
      if (isUnsettled(payment)) await settlePayment(deps, booking.id, payment);
      const message = input.decisions.find((d) => d.booking_id === booking.id)?.message ?? null;
      try {
        await deps.mail.send({
          to: booking.email,
          ...canceledMail(booking, input.title, input.line1, input.timezone, message),
        });
        notified += 1;
      } catch (error) {
        deps.log.error(
          `the cancellation mail of booking ${String(booking.id)} to user ${String(booking.user_id)} could not be sent`,
          error,
        );
      }
    }
    return {
      id: outcome.id,
      saved: true,
      affected: outcome.affected.map(publicBooking),
      canceled: outcome.canceled.map((b) => b.id),
      notified,
    };
  },
});

type FullBooking = AffectedBooking & { user_id: number; email: string; first_name: string };

function publicBooking(booking: FullBooking): AffectedBooking {
  const { id, code, slot, type, duration, customer, pet } = booking;
  return { id, code, slot, type, duration, customer, pet };
}

/**
 * The listing to update, locked until the save ends (two saves of one listing take turns), as
 * the permissions would let the caller see it: the practice's, and for staff other than a root
 * admin one they manage. Anything else is 'Listing not found.'.
 */
async function lockListing(
  tx: Queryable,
  id: number,
  staff: { loginId: number; vendorId: number },
  rootAdmin: boolean,
): Promise<ListingRow> {
  const row = await one<ListingRow>(
    tx,
    `select l.id, l.vendor_login_id, l.timezone, l.title
       from public.vendor_listings l
      where l.id = $1 and l.vendor_id = $2
        and ($3 or exists (select 1 from public.listing_managers m
                            where m.listing_id = l.id and m.vendor_login_id = $4))
      for update`,
    [id, staff.vendorId, rootAdmin, staff.loginId],
  );
  if (!row) throw refuse('not-found', LISTING_MESSAGES.listingNotFound);
  return row;
}

/**
 * Who owns and manages the listing after the save. A root admin picks among the practice's
 * staff: the owner given, else the one it has, else the practice's only staff member; managers
 * given, else those it has; the owner is always one. Other staff cannot change either: their new
 * listing is their own.
 */
async function ownersPlan(
  tx: Queryable,
  input: ListingInput,
  current: ListingRow | null,
  staff: { loginId: number; vendorId: number },
  rootAdmin: boolean,
): Promise<Plan> {
  const managers = current
    ? (
        await tx.query<{ vendor_login_id: number }>(
          'select vendor_login_id from public.listing_managers where listing_id = $1 order by vendor_login_id',
          [current.id],
        )
      ).rows.map((row) => row.vendor_login_id)
    : [];
  if (!rootAdmin) {
    const owner = current ? current.vendor_login_id : staff.loginId;
    const keeps =
      (input.owner_id == null || input.owner_id === owner) &&
      (input.manager_ids == null ||
        sameSet(input.manager_ids, current ? managers : [staff.loginId]));
    if (!keeps) throw refuse('access-denied', LISTING_MESSAGES.ownerChangeRootAdminOnly);
    if (owner === null) return { ownerId: staff.loginId, managerIds: managers };
    return { ownerId: owner, managerIds: current ? managers : [owner] };
  }
  const { rows: team } = await tx.query<{ id: number }>(
    'select id from public.vendor_logins where vendor_id = $1 order by id',
    [staff.vendorId],
  );
  const ids = new Set(team.map((row) => row.id));
  const only = team.length === 1 ? team[0]?.id : undefined;
  const ownerId = input.owner_id ?? current?.vendor_login_id ?? only;
  if (ownerId === undefined)
    throw refuse('validation-failed', LISTING_MESSAGES.ownerRequired, 'owner_id');
  if (!ids.has(ownerId))
    throw refuse('validation-failed', LISTING_MESSAGES.staffNotFound, 'owner_id');
  const chosen = input.manager_ids ?? managers;
  if (chosen.some((id) => !ids.has(id)))
    throw refuse('validation-failed', LISTING_MESSAGES.staffNotFound, 'manager_ids');
  return { ownerId, managerIds: [...new Set([ownerId, ...chosen])] };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === new Set(b).size && a.every((x) => b.includes(x));

/**
 * A new avatar must be a listing picture (`vendor_service_avatar`) that staff of this practice
 * uploaded: never another address (a stranger's host learning who looks, an unvetted image). An
 * avatar the listing already has may stay.
 */
async function checkAvatar(
  db: Queryable,
  vendorId: number,
  avatar: string | null,
  listingId: number | null,
): Promise<void> {
  if (avatar === null) return;
  const ok = await one<{ ok: boolean }>(
    db,
    `select exists (
        select 1 from public.uploads u
          join public.vendor_logins s on s.id = u.owner_vendor_login_id
         where u.file_url = $1 and u.kind = 'vendor_service_avatar' and u.access_type = 'public'
           and u.status = 'uploaded' and s.vendor_id = $2)
      or exists (select 1 from public.vendor_listings l
                  where l.id = $3 and l.vendor_id = $2 and l.avatar = $1) as ok`,
    [avatar, vendorId, listingId],
  );
  if (!ok?.ok) throw refuse('validation-failed', LISTING_MESSAGES.avatarInvalid, 'avatar');
}

/** jsonb arrives parsed from node-postgres and PGlite alike; a string is parsed defensively. */
function jsonList<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/** Each consultation type's hours as they are now. */
async function hoursNow(tx: Queryable, listingId: number): Promise<HoursRow[]> {
  const { rows } = await tx.query<HoursRow>(
    `select c.type, c.enabled,
            coalesce((select jsonb_agg(jsonb_build_object(
                        'days', s.days,
                        'from', to_char(s.from_time, 'HH24:MI'),
                        'to', to_char(s.to_time, 'HH24:MI')) order by s.id)
                        from public.consultation_schedules s
                       where s.consultation_id = c.id), '[]'::jsonb) as schedules,
            coalesce((select jsonb_agg(jsonb_build_object(
                        'date', to_char(r.date, 'YYYY-MM-DD'), 'slots', r.slots) order by r.date)
                        from public.consultation_rosters r
                       where r.consultation_id = c.id), '[]'::jsonb) as rosters
       from public.consultations c
      where c.listing_id = $1`,
    [listingId],
  );
  return rows.map((row) => ({
    ...row,
    schedules: jsonList(row.schedules),
    rosters: jsonList(row.rosters),
  }));
}

/** The rosters after the save: the past kept, from today on those given (when given). */
function rostersAfter(
  before: readonly Roster[],
  given: ListingConsultationInput['rosters'],
  today: string,
): Roster[] {
  if (given == null) return [...before];
  return [...before.filter((r) => r.date < today), ...given.filter((r) => r.date >= today)];
}

/**
 * The live bookings still to come that fit the listing's hours now but not the hours being
 * saved (a consultation switched off or removed has none). Bookings kept through an earlier
 * change are not asked about again.
 */
async function affectedBookings(
  tx: Queryable,
  current: ListingRow,
  input: ListingInput,
  now: Date,
): Promise<FullBooking[]> {
  const before = await hoursNow(tx, current.id);
  const today = todayIn(now, input.timezone);
  const hoursOf = (type: ConsultationType, timeZone: string, after: boolean): ListingHours => {
    const old = before.find((h) => h.type === type);
    if (!after)
      return {
        schedules: old?.enabled ? old.schedules : null,
        rosters: old?.rosters ?? [],
        timeZone,
      };
    const next = input.consultations.find((c) => c.type === type);
    return {
      schedules: next?.enabled ? next.schedules : null,
      rosters: next ? rostersAfter(old?.rosters ?? [], next.rosters, today) : [],
      timeZone,
    };
  };
  const { rows } = await tx.query<BookingRow>(
    `select b.id, b.slot, b.duration, b.type, b.user_id, u.first_name, u.last_name, u.email,
            p.name as pet_name
       from public.bookings b
       join public.users u on u.id = b.user_id
       left join public.pets p on p.id = b.pet_id
      where b.vendor_listing_id = $1 and b.status = any($2::smallint[]) and b.slot > $3
      order by b.slot, b.id`,
    [current.id, LIVE_STATUSES, now.toISOString()],
  );
  return rows.flatMap((row) => {
    const start = new Date(row.slot);
    const fitsBefore = fitsHours(hoursOf(row.type, current.timezone, false), start, row.duration);
    const fitsAfter = fitsHours(hoursOf(row.type, input.timezone, true), start, row.duration);
    if (!fitsBefore || fitsAfter) return [];
    return [
      {
        id: row.id,
        code: bookingCode(row.id),
        slot: start.toISOString(),
        type: row.type,
        duration: row.duration,
        customer: `${row.first_name} ${row.last_name}`,
        pet: row.pet_name,
        user_id: row.user_id,
        email: row.email,
        first_name: row.first_name,
      },
    ];
  });
}

const LISTING_COLUMNS = [
  'avatar',
  'title',
  'line1',
  'line2',
  'address',
  'city',
  'state',
  'zipcode',
  'timezone',
  'specialization',
  'categories',
  'pets',
  'education',
] as const;

/** The listing row and its managers; answers its id. */
async function writeListing(
  tx: Queryable,
  vendorId: number,
  input: ListingInput,
  current: ListingRow | null,
  plan: Plan,
): Promise<number> {
  const values = LISTING_COLUMNS.map((column) => {
    const value = input[column];
    return Array.isArray(value) ? JSON.stringify(value) : value;
  });
  let id: number;
  if (current) {
    const sets = LISTING_COLUMNS.map((c, i) => `${c} = $${String(i + 3)}`).join(', ');
    await tx.query(
      `update public.vendor_listings set ${sets}, vendor_login_id = $2 where id = $1`,
      [current.id, plan.ownerId, ...values],
    );
    id = current.id;
  } else {
    const placeholders = LISTING_COLUMNS.map((_, i) => `$${String(i + 3)}`).join(', ');
    const row = await one<{ id: number }>(
      tx,
      `insert into public.vendor_listings (vendor_id, vendor_login_id, ${LISTING_COLUMNS.join(', ')})
       values ($1, $2, ${placeholders}) returning id`,
      [vendorId, plan.ownerId, ...values],
    );
    if (!row) throw new Error('the listing could not be inserted');
    id = row.id;
  }
  // The owner is added by the vendor_listings_owner_is_manager trigger; the others here.
  await tx.query(
    `insert into public.listing_managers (listing_id, vendor_login_id, vendor_id)
     select $1, unnest($2::int[]), $3
     on conflict (listing_id, vendor_login_id) do nothing`,
    [id, plan.managerIds, vendorId],
  );
  await tx.query(
    `delete from public.listing_managers
      where listing_id = $1 and vendor_login_id <> all($2::int[])`,
    [id, plan.managerIds],
  );
  return id;
}

/**
 * The consultations as given: each type updated in place (bookings keep pointing at it), its
 * weekly rows replaced, its rosters from today on replaced when given; a type left out is
 * removed with its hours.
 */
async function writeConsultations(
  tx: Queryable,
  listingId: number,
  timeZone: string,
  consultations: readonly ListingConsultationInput[],
  now: Date,
): Promise<void> {
  await tx.query(
    'delete from public.consultations where listing_id = $1 and type <> all($2::text[])',
    [listingId, consultations.map((c) => c.type)],
  );
  const today = todayIn(now, timeZone);
  for (const c of consultations) {
    const row = await one<{ id: number }>(
      tx,
      `insert into public.consultations (listing_id, type, enabled, duration, price)
       values ($1, $2, $3, $4, $5)
       on conflict (listing_id, type) do update
          set enabled = excluded.enabled, duration = excluded.duration, price = excluded.price
       returning id`,
      [listingId, c.type, c.enabled, c.duration, c.price],
    );
    if (!row) throw new Error('the consultation could not be saved');
    await tx.query('delete from public.consultation_schedules where consultation_id = $1', [
      row.id,
    ]);
    await tx.query(
      `insert into public.consultation_schedules (consultation_id, days, from_time, to_time)
       select $1, s.days, (s.from_time)::time, (s.to_time)::time
         from jsonb_to_recordset($2::jsonb) as s(days jsonb, from_time text, to_time text)`,
      [
        row.id,
        JSON.stringify(
          c.schedules.map((s) => ({ days: s.days, from_time: s.from, to_time: s.to })),
        ),
      ],
    );
    if (c.rosters != null) {
      await tx.query(
        'delete from public.consultation_rosters where consultation_id = $1 and date >= $2::date',
        [row.id, today],
      );
      await tx.query(
        `insert into public.consultation_rosters (consultation_id, date, slots)
         select $1, r.date, r.slots
           from jsonb_to_recordset($2::jsonb) as r(date date, slots jsonb)
          where r.date >= $3::date`,
        [row.id, JSON.stringify(c.rosters), today],
      );
    }
  }
}

/** The owner's mail for a booking the practice canceled while changing its hours. */
export function canceledMail(
  booking: FullBooking,
  title: string,
  line1: string,
  timeZone: string,
  message: string | null,
): { subject: string; text: string } {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(booking.slot));
  const note = message ? `\n\nTheir message:\n${message}` : '';
  return {
    subject: `Your appointment ${booking.code} was canceled`,
    text: `Hello ${booking.first_name},\n\n${line1} (${title}) changed their hours and canceled your appointment ${booking.code} on ${when} (${timeZone}).${note}\n\nPlease book another time at your convenience.\n\nThe Petwell team`,
  };
}
