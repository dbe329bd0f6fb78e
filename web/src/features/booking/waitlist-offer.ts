import { type ConsultationType, zonedDateTime } from '@petwell/domain';
import {
  chooseDate,
  chooseListing,
  chooseType,
  confirmSlot,
  type WizardChoices,
} from './wizard-state';
import type { WizardListing } from './wizard-practice-step';

/**
 * A waitlist offer's link (domain waitlistOfferPath): `?listing=<id>&type=<type>&slot=<ISO>`.
 * The server holds the slot for the offered owner; the wizard only opens on it, and the payment
 * re-checks everything.
 */
export interface WaitlistOffer {
  listingId: number;
  slot: string;
}

const OFFER_PARAMS = ['listing', 'slot'] as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function readWaitlistOffer(params: URLSearchParams): WaitlistOffer | undefined {
  const listing = params.get('listing') ?? '';
  const slot = params.get('slot') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(listing) || !ISO_INSTANT.test(slot)) return undefined;
  const at = new Date(slot);
  if (Number.isNaN(at.getTime())) return undefined;
  return { listingId: Number(listing), slot: at.toISOString() };
}

export const hasWaitlistOffer = (params: URLSearchParams): boolean =>
  OFFER_PARAMS.some((key) => params.has(key));

export function withoutWaitlistOffer(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of OFFER_PARAMS) next.delete(key);
  return next;
}

/**
 * The choices on the offered slot: its listing (one of the practice's), the type the link names
 * (already chosen by the pre-fill), the slot's date in the viewer's zone and the slot itself, so
 * the owner goes on to the information step. An offer of another listing or type is ignored.
 */
export function withWaitlistOffer(
  c: WizardChoices,
  offer: WaitlistOffer | undefined,
  listings: readonly WizardListing[],
  type: ConsultationType | undefined,
): WizardChoices {
  if (!offer || !type) return c;
  const listing = listings.find((l) => l.id === offer.listingId);
  if (!listing?.consultations.some((x) => x.type === type)) return c;
  let next = c.listingId === listing.id ? c : chooseListing(c, listing.id);
  next = chooseType(next, type);
  next = chooseDate(next, zonedDateTime(new Date(offer.slot), next.timeZone).date);
  return confirmSlot(next, offer.slot);
}
