import {
  addDays,
  type BookedRange,
  bookableSlots,
  checkSlot,
  type ConsultationType,
  DEFAULT_SLOT_MINUTES,
  slotLabel,
  slotSearchWindow,
  WAITLIST_HOLD_MINUTES,
  waitlistOfferPath,
  zonedDateTime,
} from '@petwell/domain';
import { isPostgresError, one, PG, type Queryable } from './db';
import type { Deps } from './deps';
import { sendOnce } from './send-once';
import { type ListingConsultation, loadBookedRanges, loadListingConsultation } from './slot-data';

/** The one-off scheduled event that lapses an offer (registry.ts EVENTS). */
export const WAITLIST_LAPSE_HANDLER = 'waitlist_offer_lapse';

/**
 * Slots held by live waitlist offers of the listing overlapping [from, to), as booked ranges
 * (the held consultation's length), except those offered to `exceptUserId`: for that owner the
 * slot is free. An offer past its expiry holds nothing, even before its lapse event has run.
 */
export async function loadHeldRanges(
  db: Queryable,
  listingId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptUserId?: number,
): Promise<BookedRange[]> {
  const { rows } = await db.query<{ slot: Date | string; duration: number }>(
    `select w.offered_slot as slot, coalesce(c.duration, $6) as duration
       from public.waitlist_entries w
       left join public.consultations c on c.listing_id = w.vendor_listing_id and c.type = w.type
      where w.vendor_listing_id = $1
        and w.status = 'offered'
        and w.offer_expires_at > $4
        and w.offered_slot < $3
        and w.offered_slot > $2::timestamptz - interval '480 minutes'
        and ($5::integer is null or w.user_id <> $5)
      order by w.offered_slot`,
    [
      listingId,
      from.toISOString(),
      to.toISOString(),
      now.toISOString(),
      exceptUserId ?? null,
      DEFAULT_SLOT_MINUTES,
    ],
  );
  return rows.map((row) => ({ start: new Date(row.slot), durationMinutes: row.duration }));
}

/** Whether a live offer to another owner holds any part of [slot, slot + minutes). */
export async function isHeldForAnother(
  db: Queryable,
  listing: { listingId: number },
  slot: Date,
  durationMinutes: number,
  now: Date,
  userId: number,
): Promise<boolean> {
  const end = new Date(slot.getTime() + durationMinutes * 60_000);
  const held = await loadHeldRanges(db, listing.listingId, slot, end, now, userId);
  return held.some(
    (range) =>
      range.start < end && range.start.getTime() + range.durationMinutes * 60_000 > slot.getTime(),
  );
}

interface OfferRow {
  id: number;
  user_id: number;
  offered_slot: Date | string;
  offer_expires_at: Date | string;
  email: string;
  phone: string | null;
  first_name: string;
}

export type OfferOutcome =
  | { offered: number; notified: 'sent' | 'skipped' }
  | { already: number; notified: 'sent' | 'skipped' }
  | { none: 'not-bookable' | 'not-free' | 'no-one-waiting' };

const OFFER_COLUMNS = `w.id, w.user_id, w.offered_slot, w.offer_expires_at, u.email, u.phone, u.first_name`;

/**
 * Offers a freed slot of the listing's consultation to the first waiting entry, in the order
 * owners joined (created_at, id), whose range covers the slot's date in the listing's zone:
 * - the slot must be one the listing offers, in the future, not booked and not held;
 * - a slot already offered (a redelivery, or a race another delivery won) is not offered twice
 *   (the unique index waitlist_entries_one_offer_per_slot decides); its owner's message is made
 *   sure of instead, once per entry and slot;
 * - the entry becomes 'offered' until now + 15 minutes, and a one-off scheduled event lapses it
 *   then; a scheduling failure gives the entry back and throws, so the event is delivered again.
 */
export async function offerSlot(
  deps: Deps,
  freed: { listingId: number; type: ConsultationType; slot: Date },
): Promise<OfferOutcome> {
  const { db } = deps;
  const now = deps.now();
  const existing = await one<OfferRow>(
    db,
    `select ${OFFER_COLUMNS} from public.waitlist_entries w join public.users u on u.id = w.user_id
      where w.vendor_listing_id = $1 and w.offered_slot = $2 and w.status = 'offered'
        and w.offer_expires_at > $3`,
    [freed.listingId, freed.slot.toISOString(), now.toISOString()],
  );
  const consultation = await loadListingConsultation(db, freed.listingId, freed.type);
  if (!consultation?.enabled) return { none: 'not-bookable' };
  if (existing)
    return { already: existing.id, notified: await notify(deps, consultation, existing) };

  const day = 24 * 60 * 60_000;
  const from = new Date(freed.slot.getTime() - day);
  const to = new Date(freed.slot.getTime() + day);
  const booked = [
    ...(await loadBookedRanges(db, freed.listingId, from, to)),
    ...(await loadHeldRanges(db, freed.listingId, from, to, now)),
  ];
  if (!checkSlot({ rules: consultation.rules, slot: freed.slot, booked, now }).ok)
    return { none: 'not-free' };
  const date = zonedDateTime(freed.slot, consultation.timeZone).date;
  const expires = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);

  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await one<{ id: number }>(
      db,
      `select id from public.waitlist_entries
        where vendor_listing_id = $1 and type = $2 and status = 'waiting'
          and from_date <= $3::date and to_date >= $3::date
        order by created_at, id
        limit 1`,
      [freed.listingId, freed.type, date],
    );
    if (!next) return { none: 'no-one-waiting' };
    let offered: OfferRow | undefined;
    try {
      offered = await one<OfferRow>(
        db,
        `with o as (
           update public.waitlist_entries
              set status = 'offered', offered_slot = $2, offer_expires_at = $3
            where id = $1 and status = 'waiting'
            returning *)
         select ${OFFER_COLUMNS} from o w join public.users u on u.id = w.user_id`,
        [next.id, freed.slot.toISOString(), expires.toISOString()],
      );
    } catch (error) {
      // Another delivery offered this slot first (it also sends the message), or an offer past
      // its expiry still waits for its lapse event, which offers the slot on: that offer stands.
      if (isPostgresError(error, PG.uniqueViolation)) return { none: 'not-free' };
      throw error;
    }
    // The entry was left or offered another slot meanwhile: the next one in order.
    if (!offered) continue;
    try {
      const eventId = await deps.scheduler.schedule({
        handler: WAITLIST_LAPSE_HANDLER,
        at: expires,
        payload: { entry_id: offered.id, slot: freed.slot.toISOString() },
        comment: `waitlist entry ${String(offered.id)}: the offer of ${freed.slot.toISOString()} lapses`,
        retry: { numRetries: 5, retryIntervalSeconds: 60 },
      });
      await db.query(`update public.waitlist_entries set lapse_event_id = $2 where id = $1`, [
        offered.id,
        eventId,
      ]);
    } catch (error) {
      await db.query(
        `update public.waitlist_entries
            set status = 'waiting', offered_slot = null, offer_expires_at = null
          where id = $1 and status = 'offered' and offered_slot = $2`,
        [offered.id, freed.slot.toISOString()],
      );
      throw error;
    }
    return { offered: offered.id, notified: await notify(deps, consultation, offered) };
  }
  return { none: 'no-one-waiting' };
}

/** The offer's mail and SMS, once per entry and slot however often the event comes. */
async function notify(
  deps: Deps,
  consultation: ListingConsultation,
  offer: OfferRow,
): Promise<'sent' | 'skipped'> {
  const slot = new Date(offer.offered_slot);
  const expires = new Date(offer.offer_expires_at);
  const link = new URL(
    waitlistOfferPath({
      vendorId: consultation.vendorId,
      listingId: consultation.listingId,
      type: consultation.type,
      slot,
    }),
    deps.env.PUBLIC_URL,
  ).toString();
  const when = `${zonedDateTime(slot, consultation.timeZone).date} ${slotLabel(slot, consultation.timeZone)}`;
  const until = slotLabel(expires, consultation.timeZone);
  return sendOnce(
    deps.db,
    `waitlist-offer:entry:${String(offer.id)}:${slot.toISOString()}`,
    deps.now(),
    async () => {
      await deps.mail.send({
        to: offer.email,
        subject: `A slot opened up at ${consultation.title}`,
        text: [
          `Hello ${offer.first_name},`,
          '',
          `A ${consultation.type.replace('_', ' ')} slot at ${consultation.title} on ${when} (${consultation.timeZone}) is free, and you are first on the waitlist.`,
          `We hold it for you for ${String(WAITLIST_HOLD_MINUTES)} minutes, until ${until}. Book it here:`,
          link,
          '',
          'If you do not book it in time, it is offered to the next pet owner on the waitlist.',
        ].join('\n'),
      });
      if (offer.phone)
        await deps.sms.send({
          to: offer.phone,
          body: `Petwell: a slot at ${consultation.title} on ${when} is held for you until ${until}. Book: ${link}`,
        });
    },
  );
}

/**
 * A schedule or roster change may open time: each waiting entry of the listing's consultation,
 * in order, is offered the first bookable slot of its range that is not booked or held.
 */
export async function offerOpenedSlots(
  deps: Deps,
  listingId: number,
  type: ConsultationType,
): Promise<number> {
  const { db } = deps;
  const consultation = await loadListingConsultation(db, listingId, type);
  if (!consultation?.enabled) return 0;
  const { rows: waiting } = await db.query<{ id: number; from_date: string; to_date: string }>(
    `select id, to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date
       from public.waitlist_entries
      where vendor_listing_id = $1 and type = $2 and status = 'waiting'
      order by created_at, id
      limit 100`,
    [listingId, type],
  );
  let offered = 0;
  for (const entry of waiting) {
    const now = deps.now();
    let found: Date | undefined;
    for (let date = entry.from_date; date <= entry.to_date && !found; date = addDays(date, 1)) {
      const window = slotSearchWindow(date);
      const booked = [
        ...(await loadBookedRanges(db, listingId, window.from, window.to)),
        ...(await loadHeldRanges(db, listingId, window.from, window.to, now)),
      ];
      found = bookableSlots({
        rules: consultation.rules,
        date,
        viewerTimeZone: consultation.timeZone,
        booked,
        now,
      })[0];
    }
    if (!found) continue;
    const outcome = await offerSlot(deps, { listingId, type, slot: found });
    if ('offered' in outcome) offered++;
  }
  return offered;
}

/**
 * The lapse of an offer: an entry still offered that slot (not booked, not left) expires, and the
 * slot goes to the next waiting owner. Run again, it changes nothing and offers nothing twice.
 */
export async function lapseOffer(
  deps: Deps,
  entryId: number,
  slot: Date,
): Promise<{ expired: boolean; next: OfferOutcome | undefined }> {
  const entry = await one<{ vendor_listing_id: number; type: ConsultationType }>(
    deps.db,
    `select vendor_listing_id, type from public.waitlist_entries where id = $1`,
    [entryId],
  );
  if (!entry) return { expired: false, next: undefined };
  const expired = await deps.db.query(
    `update public.waitlist_entries set status = 'expired'
      where id = $1 and status = 'offered' and offered_slot = $2`,
    [entryId, slot.toISOString()],
  );
  const next = await offerSlot(deps, {
    listingId: entry.vendor_listing_id,
    type: entry.type,
    slot,
  });
  return { expired: expired.affectedRows > 0, next };
}
