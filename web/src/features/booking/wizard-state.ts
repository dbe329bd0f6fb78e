import type { ConsultationType } from '@petwell/domain';
import type { BookingPrefill } from '../../lib/booking-links';
import { readSessionJson, removeSession, writeSession } from '../../lib/session-store';

/**
 * The booking wizard's choices and how they change: stages 1 practice listing, 2 consultation
 * type/date/time, 3 information, 4 payment, 5 confirmation. Going back to a stage clears what later
 * stages chose: editing the practice clears the listing, slot and information; editing the type or
 * time clears the slot and the information; a different type or time zone clears the date and time.
 */
export type WizardStage = 1 | 2 | 3 | 4 | 5;

export interface WizardCustomer {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export interface WizardChoices {
  stage: WizardStage;
  listingId: number | undefined;
  type: ConsultationType | undefined;
  /** The zone dates and times are shown and picked in (the browser's at first). */
  timeZone: string;
  /** YYYY-MM-DD in timeZone. */
  date: string | undefined;
  /** The confirmed ISO slot. */
  slot: string | undefined;
  petId: number | undefined;
  petName: string | undefined;
  /** Reason for consult. */
  summary: string;
  /** Staff booking for a customer. */
  customer: WizardCustomer | undefined;
  /** Staff: a pet they add for the customer (created with the booking). */
  newPet: WizardNewPet | undefined;
  /** Staff: Payment Waived instead of Enabled. */
  waived: boolean;
  bookingId: number | undefined;
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function initialChoices(timeZone: string = browserTimeZone()): WizardChoices {
  return {
    stage: 1,
    listingId: undefined,
    type: undefined,
    timeZone,
    date: undefined,
    slot: undefined,
    petId: undefined,
    petName: undefined,
    summary: '',
    customer: undefined,
    newPet: undefined,
    waived: false,
    bookingId: undefined,
  };
}

/** A pet staff add for their customer while booking. */
export interface WizardNewPet {
  name: string;
  type: number;
}

const NO_INFO = {
  petId: undefined,
  petName: undefined,
  summary: '',
  customer: undefined,
  newPet: undefined,
  waived: false,
} as const;

const NO_TIME = { date: undefined, slot: undefined } as const;

/** Stage 1: a listing is chosen; everything after it starts again. */
export const chooseListing = (c: WizardChoices, listingId: number): WizardChoices => ({
  ...c,
  ...NO_TIME,
  ...NO_INFO,
  listingId,
  type: undefined,
  stage: 2,
});

/** "Editing the practice clears listing, slot and info." */
export const editPractice = (c: WizardChoices): WizardChoices => ({
  ...c,
  ...NO_TIME,
  ...NO_INFO,
  listingId: undefined,
  type: undefined,
  stage: 1,
});

/** "Choosing a different consultation type clears date and time." */
export const chooseType = (c: WizardChoices, type: ConsultationType): WizardChoices =>
  type === c.type ? c : { ...c, ...NO_TIME, type };

/** "Changing timezone clears date and time." */
export const chooseTimeZone = (c: WizardChoices, timeZone: string): WizardChoices =>
  timeZone === c.timeZone ? c : { ...c, ...NO_TIME, timeZone };

/** Another day: its time is chosen anew. */
export const chooseDate = (c: WizardChoices, date: string): WizardChoices =>
  date === c.date ? c : { ...c, date, slot: undefined };

/** The visitor said Yes to 'Confirm {date} at {time}?'. */
export const confirmSlot = (c: WizardChoices, slot: string): WizardChoices => ({
  ...c,
  slot,
  stage: 3,
});

/** "Editing type/time clears slot and info." The type and day stay, to pick again. */
export const editSlot = (c: WizardChoices): WizardChoices => ({
  ...c,
  ...NO_INFO,
  slot: undefined,
  stage: 2,
});

/** Back to the information, as it was. */
export const editInfo = (c: WizardChoices): WizardChoices => ({ ...c, stage: 3 });

export const toPayment = (c: WizardChoices): WizardChoices => ({ ...c, stage: 4 });

export const booked = (c: WizardChoices, bookingId: number): WizardChoices => ({
  ...c,
  bookingId,
  stage: 5,
});

/**
 * A link's pre-fill over the choices: its consultation type once a listing is chosen that offers
 * it (`offered`, that listing's types), and its reason for consult while none is written. The pet
 * is left to the pet picker, which knows the owner's pets.
 */
export function withPrefill(
  c: WizardChoices,
  prefill: BookingPrefill,
  offered: readonly ConsultationType[] | undefined,
): WizardChoices {
  let next = c;
  if (prefill.type && offered?.includes(prefill.type)) next = chooseType(next, prefill.type);
  if (prefill.reason && next.summary.trim() === '') next = { ...next, summary: prefill.reason };
  return next;
}

/** What a later stage needs done before it: a restored or edited state never skips a step. */
export function reachableStage(
  c: WizardChoices,
  options: { canBook: boolean; infoComplete: boolean },
): WizardStage {
  if (c.listingId === undefined) return 1;
  if (c.type === undefined || c.slot === undefined) return Math.min(c.stage, 2) as WizardStage;
  if (c.stage <= 3) return c.stage;
  if (c.stage === 5 && c.bookingId !== undefined) return 5;
  return options.canBook && options.infoComplete ? 4 : 3;
}

// ---------------------------------------------------------------------------------------------
// Keeping the choices through a login (this tab only)

export const WIZARD_STORAGE_KEY = 'petwell.booking-wizard';

/**
 * Keeps an owner's (or a visitor's) choices, so that logging in half-way loses nothing. A
 * confirmation is not kept, nor a staff member's customer and payment choice.
 */
export function saveChoices(vendorId: number, c: WizardChoices): void {
  if (c.stage === 5) {
    clearChoices();
    return;
  }
  const { stage, listingId, type, timeZone, date, slot, petId, petName, summary } = c;
  const choices = { stage, listingId, type, timeZone, date, slot, petId, petName, summary };
  writeSession(WIZARD_STORAGE_KEY, { vendorId, choices });
}

/**
 * Whether this tab keeps choices for this practice (wizard-kept.ts reads them back, checked): only
 * then does the wizard load that check, so a first visit's screen loads no schema library.
 */
export function hasKeptChoices(vendorId: number): boolean {
  const stored = readSessionJson(WIZARD_STORAGE_KEY);
  return typeof stored === 'object' && stored !== null && 'vendorId' in stored
    ? stored.vendorId === vendorId
    : false;
}

export function clearChoices(): void {
  removeSession(WIZARD_STORAGE_KEY);
}
