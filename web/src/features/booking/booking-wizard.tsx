import {
  bookingCode,
  CONSULTATION_PRODUCT,
  type ConsultationType,
  PAYMENT_TYPES,
  SLOT_MESSAGES,
} from '@petwell/domain';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { useBookingWizardListingsQuery } from '../../generated/booking';
import { type AuthUser, isStaff, useAuthUser } from '../../lib/auth';
import { useLazyModule, usePreloadWhenIdle } from '../../lib/use-lazy-module';
import type { BookingPrefill } from '../../lib/booking-links';
import {
  hasBookingPrefill,
  readBookingPrefill,
  withoutBookingPrefill,
} from '../../lib/booking-prefill';
import { listingAddress, WIZARD_MESSAGES } from './wizard-format';
import { withInfo } from './wizard-info-values';
import {
  lazyInfoComplete,
  lazyLoadKeptChoices,
  LazyWizardInfoStep,
  preloadLaterSteps,
} from './wizard-later-steps';
import type { BookingWizardParts, WizardOrder } from './wizard-parts';
import { type WizardListing, WizardPracticeStep } from './wizard-practice-step';
import {
  hasWaitlistOffer,
  readWaitlistOffer,
  withoutWaitlistOffer,
  withWaitlistOffer,
} from './waitlist-offer';
import { WizardSlotStep } from './wizard-slot-step';
import {
  booked,
  chooseDate,
  chooseListing,
  chooseTimeZone,
  chooseType,
  clearChoices,
  confirmSlot,
  editInfo,
  editPractice,
  editSlot,
  hasKeptChoices,
  initialChoices,
  reachableStage,
  saveChoices,
  toPayment,
  type WizardChoices,
  type WizardStage,
  withPrefill,
} from './wizard-state';
import { WizardSummary } from './wizard-summary';
import './booking-wizard.css';

export interface BookingWizardProps {
  /** The practice whose listings are offered. */
  vendorId: number;
  /**
   * Only these consultation types are offered (the e-consultation order: video, phone, chat); a
   * listing with none of them is left out. All enabled ones when not given.
   */
  consultationTypes?: readonly ConsultationType[];
  /** Practice staff booking for a customer: customer search or registration, payment waiver. */
  forCustomer?: boolean;
  /** Called with the new booking's id when the confirmation is reached. */
  onBooked?: (id: number) => void;
  /** The pet picker and the payment step, handed in by the app (wizard-parts.ts). */
  parts: BookingWizardParts;
}

/**
 * The appointment booking wizard: 1 practice listing, 2 consultation type,
 * date and time, 3 information, 4 payment, 5 confirmation, with a summary whose edit links go
 * back to a stage. A practice with one listing skips the practice step; none shows 'No listing
 * found!' (also when the listings cannot be loaded).
 *
 * An owner's link may pre-fill it (`?type=video&pet=3&reason=...`, lib/booking-links.ts): the
 * type once the listing offers it, the pet once the picker finds it among the owner's pets, the
 * reason for consult. Such a link starts a new booking; the parameters are read once and leave the
 * address, so a login half-way comes back to the choices made since.
 */
export function BookingWizard({
  vendorId,
  consultationTypes,
  forCustomer = false,
  onBooked,
  parts,
}: BookingWizardProps) {
  const user = useAuthUser();
  const [{ data, fetching }] = useBookingWizardListingsQuery({ variables: { vendorId } });
  const listings = useMemo(
    () => (data ? offeredListings(data.vendor_listings, consultationTypes) : undefined),
    [data, consultationTypes],
  );
  // Choices kept through a login are read back with their check, which loads beside the listings.
  const [keeps] = useState(() => !forCustomer && hasKeptChoices(vendorId));
  const loadKept = useLazyModule(lazyLoadKeptChoices, keeps);
  if (!listings) {
    if (fetching) return <Loading />;
    return <p className="wizard-note">{SLOT_MESSAGES.noListing}</p>;
  }
  if (listings.length === 0) {
    return <p className="wizard-note">{SLOT_MESSAGES.noListing}</p>;
  }
  if (keeps && !loadKept) return <Loading />;
  return (
    <Wizard
      key={`${String(vendorId)}-${String(forCustomer)}`}
      loadKept={loadKept}
      vendorId={vendorId}
      forCustomer={forCustomer}
      onBooked={onBooked}
      parts={parts}
      listings={listings}
      user={user}
    />
  );
}

/** The listings with only the wanted consultation types, and only those offering one. */
function offeredListings(
  listings: readonly WizardListing[],
  types: readonly ConsultationType[] | undefined,
): readonly WizardListing[] {
  if (!types) return listings;
  return listings
    .map((l) => ({ ...l, consultations: l.consultations.filter((c) => types.includes(c.type)) }))
    .filter((l) => l.consultations.length > 0);
}

const STAGE_NAMES: Record<WizardStage, string> = {
  1: 'Practice',
  2: 'Consultation, date and time',
  3: 'Information',
  4: 'Payment',
  5: 'Confirmation',
};

const STAGE_HEADINGS: Record<WizardStage, string> = {
  1: 'Choose a practice',
  2: 'Consultation type, date and time',
  3: 'Information',
  4: 'Checkout',
  5: WIZARD_MESSAGES.thanks,
};

/**
 * The first choices: kept ones (an owner back from logging in) unless a link pre-fills a new
 * booking, the one listing preselected, then the link's pre-fill.
 */
function startingChoices(
  vendorId: number,
  forCustomer: boolean,
  listings: readonly WizardListing[],
  prefill: BookingPrefill = {},
  loadKept?: LoadKept,
): WizardChoices {
  const fresh = forCustomer || Object.keys(prefill).length > 0;
  let choices = (fresh ? undefined : loadKept?.(vendorId)) ?? initialChoices();
  const listingId = choices.listingId;
  if (listingId !== undefined && !listings.some((l) => l.id === listingId)) {
    choices = editPractice(choices);
  }
  const only = listings.length === 1 ? listings[0] : undefined;
  if (only && choices.listingId === undefined) choices = chooseListing(choices, only.id);
  return withPrefill(choices, prefill, offeredTypes(listings, choices.listingId));
}

const offeredTypes = (listings: readonly WizardListing[], listingId: number | undefined) =>
  listings.find((l) => l.id === listingId)?.consultations.map((c) => c.type);

/** The kept choices for a practice, checked (wizard-kept.ts), once that check has loaded. */
type LoadKept = (vendorId: number) => WizardChoices | undefined;

function Wizard({
  vendorId,
  forCustomer,
  onBooked,
  parts,
  listings,
  user,
  loadKept,
}: Required<Omit<BookingWizardProps, 'onBooked' | 'consultationTypes'>> & {
  onBooked: BookingWizardProps['onBooked'];
  listings: readonly WizardListing[];
  user: AuthUser | null;
  loadKept: LoadKept | undefined;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [prefill] = useState<BookingPrefill>(() =>
    forCustomer ? {} : readBookingPrefill(searchParams),
  );
  const [choices, setChoices] = useState(() => {
    const start = startingChoices(vendorId, forCustomer, listings, prefill, loadKept);
    // A waitlist offer's link opens the wizard on the held slot (listing, type and slot).
    return forCustomer
      ? start
      : withWaitlistOffer(start, readWaitlistOffer(searchParams), listings, prefill.type);
  });
  // The link's pet, until the picker has chosen it (or the owner another).
  const [prefillPet, setPrefillPet] = useState(prefill.pet);
  const [failure, setFailure] = useState<string | null>(null);
  const singleListing = listings.length === 1;
  const listing = listings.find((l) => l.id === choices.listingId);
  const canBook = user !== null && (forCustomer ? isStaff(user) : user.role === 'user');
  // Past stage 3 only with information that passes its rule, which loads with the later steps.
  const infoComplete = useLazyModule(lazyInfoComplete, choices.stage >= 4);
  const checkingInfo = choices.stage >= 4 && !infoComplete;
  const stage = reachableStage(choices, {
    canBook,
    infoComplete: infoComplete?.(choices, forCustomer) ?? false,
  });

  useEffect(() => {
    if (!forCustomer) saveChoices(vendorId, choices);
  }, [forCustomer, vendorId, choices]);

  // The later steps' code loads once this screen shows, while the visitor chooses.
  usePreloadWhenIdle(
    useCallback(() => {
      preloadLaterSteps();
      parts.preload?.();
    }, [parts]),
  );

  // The pre-fill is read once: it leaves the address (a reload or a login keeps what was chosen).
  useEffect(() => {
    if (forCustomer || !(hasBookingPrefill(searchParams) || hasWaitlistOffer(searchParams))) return;
    setSearchParams((params) => withoutWaitlistOffer(withoutBookingPrefill(params)), {
      replace: true,
    });
  }, [forCustomer, searchParams, setSearchParams]);

  // A new stage takes the focus (keyboard and screen reader users), not the first one shown.
  const shownStage = useRef<WizardStage | undefined>(checkingInfo ? undefined : stage);
  useEffect(() => {
    if (checkingInfo || shownStage.current === stage) return;
    const first = shownStage.current === undefined;
    shownStage.current = stage;
    if (!first) headingRef.current?.focus();
  }, [checkingInfo, stage]);

  const update = (change: (c: WizardChoices) => WizardChoices) => {
    setFailure(null);
    setChoices(change);
  };

  // Kept choices past stage 3 (back from logging in) wait for the rule that lets them through.
  if (checkingInfo) return <Loading />;

  const steps = ([1, 2, 3, 4, 5] as const).filter((s) => !(singleListing && s === 1));

  return (
    <div className="booking-wizard">
      <ol className="wizard-steps" aria-label="Booking steps">
        {steps.map((s, i) => (
          <li
            key={s}
            className={s === stage ? 'wizard-step is-current' : 'wizard-step'}
            aria-current={s === stage ? 'step' : undefined}
          >
            <span className="wizard-step-number">{i + 1}</span> {STAGE_NAMES[s]}
          </li>
        ))}
      </ol>
      {/* The payment step has its own order summary beside it: the wizard's summary goes below. */}
      <div className={stage === 4 ? 'wizard-layout is-stacked' : 'wizard-layout'}>
        <section className="wizard-stage" aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {STAGE_HEADINGS[stage]}
          </h2>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Suspense fallback={<Loading />}>
            {stage === 1 ? (
              <WizardPracticeStep
                listings={listings}
                onChoose={(id) => {
                  update((c) =>
                    withPrefill(chooseListing(c, id), prefill, offeredTypes(listings, id)),
                  );
                }}
              />
            ) : null}
            {stage === 2 && listing ? (
              <WizardSlotStep
                listing={listing}
                type={choices.type}
                timeZone={choices.timeZone}
                date={choices.date}
                onType={(type) => {
                  update((c) => chooseType(c, type));
                }}
                onTimeZone={(zone) => {
                  update((c) => chooseTimeZone(c, zone));
                }}
                onDate={(date) => {
                  update((c) => chooseDate(c, date));
                }}
                onSlot={(slot) => {
                  update((c) => confirmSlot(c, slot));
                }}
                canJoinWaitlist={!forCustomer && user?.role === 'user'}
              />
            ) : null}
            {stage === 3 ? (
              <LazyWizardInfoStep
                choices={choices}
                user={user}
                forCustomer={forCustomer}
                PetPicker={parts.PetPicker}
                preselectPet={prefillPet}
                onInfo={(info) => {
                  if (info.pet) setPrefillPet(undefined);
                  update((c) => withInfo(c, info));
                }}
                onContinue={() => {
                  update(toPayment);
                }}
              />
            ) : null}
            {stage === 4 && listing ? (
              <parts.PaymentPanel
                order={orderOf(vendorId, listing, choices, forCustomer)}
                {...(forCustomer && choices.customer
                  ? { customerId: choices.customer.id, waived: choices.waived }
                  : {})}
                onPaid={(answer) => {
                  if (answer.id === null) {
                    setFailure(WIZARD_MESSAGES.bookingFailed);
                    return;
                  }
                  const id = answer.id;
                  clearChoices();
                  setChoices((c) => booked(c, id));
                  onBooked?.(id);
                }}
              />
            ) : null}
            {stage === 5 && choices.bookingId !== undefined ? (
              <div className="wizard-confirmation">
                <p>
                  Your booking id is <strong>{bookingCode(choices.bookingId)}</strong>.
                </p>
                {forCustomer ? null : (
                  <p>
                    <Link to="/app/my-appointments">View my appointments</Link>
                  </p>
                )}
                <Button
                  variant="secondary"
                  onClick={() => {
                    update(() => startingChoices(vendorId, forCustomer, listings));
                  }}
                >
                  Book another appointment
                </Button>
              </div>
            ) : null}
          </Suspense>
        </section>
        <WizardSummary
          choices={{ ...choices, stage }}
          listing={listing}
          singleListing={singleListing}
          forCustomer={forCustomer}
          onEditPractice={() => {
            update(editPractice);
          }}
          onEditSlot={() => {
            update(editSlot);
          }}
          onEditInfo={() => {
            update(editInfo);
          }}
        />
      </div>
    </div>
  );
}

/**
 * The checkout data of the appointment (the checkout's CheckoutData): what is bought, for which
 * listing, type
 * and slot, the pet, the viewer's zone, and details for display plus the reason for consult.
 * The server prices it; `details.price` only shows until the server's price arrives.
 */
function orderOf(
  vendorId: number,
  listing: WizardListing,
  c: WizardChoices,
  forCustomer: boolean,
): WizardOrder {
  const type = c.type ?? 'clinic_visit';
  const consultation = listing.consultations.find((x) => x.type === type);
  const address = listingAddress(listing);
  return {
    paymentType: PAYMENT_TYPES.appointments,
    productId: CONSULTATION_PRODUCT[type],
    vendorId,
    vendorServiceId: listing.id,
    consultationType: type,
    ...(c.slot === undefined ? {} : { for_ts: c.slot }),
    ...(c.petId !== undefined ? { petId: c.petId } : {}),
    ...(forCustomer && c.petId === undefined && c.newPet ? { newPet: c.newPet } : {}),
    userTZ: c.timeZone,
    details: {
      summary: c.summary.trim(),
      clinicName: listing.title,
      docName: listing.line1,
      ...(address ? { address } : {}),
      ...(consultation?.price != null ? { price: consultation.price } : {}),
      ...(c.petName ? { petName: c.petName } : {}),
      ...(forCustomer && c.petId === undefined && c.newPet ? { petName: c.newPet.name } : {}),
      ...(listing.avatar ? { pic: listing.avatar } : {}),
    },
  };
}
