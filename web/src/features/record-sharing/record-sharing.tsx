import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Loading } from '../../components/loading';
import {
  useAnswerRecordRequestMutation,
  useRecordSharingBookingsQuery,
  useRevokeRecordAccessMutation,
} from '../../generated/graphql';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import {
  FieldGroup,
  Form,
  FormError,
  setFieldErrors,
  SUBMITTING_TEXT,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../ui/form';
import { SHARING_TEXT } from './messages';
import type { SharingPetPicker } from './record-sharing-parts';
import {
  CONSULTATION_TYPE_LABELS,
  formatDate,
  formatDateTime,
  type PracticeAccess,
  practicesWithAccess,
  type SharingBooking,
  sharingBooking,
} from './sharing-view';

export interface RecordSharingProps {
  PetPicker: SharingPetPicker;
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The owner's record sharing (hasura/README.md, "Access to owners' data"):
 * the requests of practices that booked for them, the practices that see their pets' records
 * (until when) with 'Revoke access', and the bookings whose records they kept back. Only live
 * bookings count: not canceled, and access_until still ahead.
 */
export function RecordSharing({ PetPicker }: RecordSharingProps) {
  // The instant 'live' is measured against, fixed for the screen's life.
  const [now] = useState(() => new Date().toISOString());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [{ data, fetching, error }, refetch] = useRecordSharingBookingsQuery({
    variables: { now },
    requestPolicy: 'cache-and-network',
  });

  /** After an answer: say it, reload (the action's answer is no bookings row), keep the focus. */
  function done(result: Outcome) {
    setOutcome(result);
    if (result.tone === 'success') refetch({ requestPolicy: 'network-only' });
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const bookings = data?.bookings.map((row) => sharingBooking(row, SHARING_TEXT.unknownPractice));
  let body;
  if (!bookings) {
    body = error ? <p role="alert">{SHARING_TEXT.failed}</p> : fetching ? <Loading /> : null;
  } else if (bookings.length === 0) {
    body = <p className="sharing-empty">{SHARING_TEXT.empty}</p>;
  } else {
    const requested = bookings.filter((b) => b.sharing === 'requested');
    const withheld = bookings.filter((b) => b.sharing === 'withheld');
    const access = practicesWithAccess(bookings);
    body = (
      <>
        {error ? <p role="alert">{SHARING_TEXT.failed}</p> : null}
        <SharingSection title={SHARING_TEXT.waiting} empty={SHARING_TEXT.waitingEmpty}>
          {requested.map((booking) => (
            <BookingAnswer key={booking.id} booking={booking} PetPicker={PetPicker} onDone={done} />
          ))}
        </SharingSection>
        <SharingSection title={SHARING_TEXT.withAccess} empty={SHARING_TEXT.withAccessEmpty}>
          {access.map((practice) => (
            <PracticeWithAccess key={practice.vendorId} practice={practice} onDone={done} />
          ))}
        </SharingSection>
        <SharingSection title={SHARING_TEXT.notShared} empty={SHARING_TEXT.notSharedEmpty}>
          {withheld.map((booking) => (
            <BookingAnswer key={booking.id} booking={booking} PetPicker={PetPicker} onDone={done} />
          ))}
        </SharingSection>
      </>
    );
  }

  return (
    <div className="record-sharing">
      <p className="sharing-intro">{SHARING_TEXT.intro}</p>
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className={outcome ? `alert alert-${outcome.tone}` : undefined}
      >
        {outcome?.text}
      </div>
      {body}
    </div>
  );
}

function SharingSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  const headingId = useId();
  return (
    <section className="sharing-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children.length > 0 ? (
        <ul className="sharing-list">{children}</ul>
      ) : (
        <p className="sharing-empty">{empty}</p>
      )}
    </section>
  );
}

/** The Share form: the pet whose records go with the booking, when the practice booked without one. */
interface ShareValues {
  petId: number | null;
}

/** Sharing a booking made without a pet shares the pet the owner picks; otherwise the booking's. */
const PICKED_PET: z.ZodType<ShareValues> = z.object({
  petId: z.number({ error: PRACTICE_ACCESS_MESSAGES.petRequired }),
});
const BOOKED_PET: z.ZodType<ShareValues> = z.object({ petId: z.null() });

type ShareForm = UseFormReturn<ShareValues, unknown, ShareValues>;

/**
 * A practice's request (it booked for the owner), or a booking whose records the owner kept
 * back: Share (choosing the pet when the practice booked without one), and for a request
 * "Don't share", sent as it is.
 */
function BookingAnswer({
  booking,
  PetPicker,
  onDone,
}: {
  booking: SharingBooking;
  PetPicker: SharingPetPicker;
  onDone: (outcome: Outcome) => void;
}) {
  const needsPet = booking.petId === null;
  const form = useZodForm<ShareValues, ShareValues>(needsPet ? PICKED_PET : BOOKED_PET, {
    defaultValues: { petId: null },
  });
  const [{ fetching }, answer] = useAnswerRecordRequestMutation();

  async function send(share: boolean, petId: number | null) {
    const result = await answer({ bookingId: booking.id, share, petId });
    const answered = result.data?.answer_record_request;
    if (!result.error && answered) {
      onDone({ tone: 'success', text: answered.message });
      return;
    }
    const fields = result.error ? fieldMessages(result.error) : {};
    if (needsPet && fields['petId']) setFieldErrors(form, fields, ['petId']);
    else {
      const message = result.error ? errorMessage(result.error) : SHARING_TEXT.failed;
      form.setError('root', { message });
    }
  }

  const requested = booking.sharing === 'requested';
  return (
    <li className="sharing-item card">
      <h3 className="sharing-practice">{booking.practice}</h3>
      <p className="sharing-appointment">
        {CONSULTATION_TYPE_LABELS[booking.type]},{' '}
        <time dateTime={booking.slot.toISOString()}>{formatDateTime(booking.slot)}</time>
      </p>
      <p>
        {requested
          ? SHARING_TEXT.question(booking.practice)
          : SHARING_TEXT.withheld(booking.practice)}
      </p>
      <Form form={form} errorAt="own" onSubmit={({ petId }) => send(true, petId)}>
        {needsPet ? (
          <SharedPet form={form} PetPicker={PetPicker} practice={booking.practice} />
        ) : (
          <p className="sharing-pet-name">
            Pet: <strong>{booking.petName || '—'}</strong>
          </p>
        )}
        <FormError />
        <div className="sharing-actions">
          <SubmitButton pending={fetching}>
            Share<span className="visually-hidden"> with {booking.practice}</span>
          </SubmitButton>
          {requested ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={fetching}
              onClick={() => {
                form.clearErrors();
                void send(false, null);
              }}
            >
              Don’t share<span className="visually-hidden"> with {booking.practice}</span>
            </button>
          ) : null}
        </div>
      </Form>
    </li>
  );
}

/** The pet picker and its message; the group takes the focus when no pet is chosen. */
function SharedPet({
  form,
  PetPicker,
  practice,
}: {
  form: ShareForm;
  PetPicker: SharingPetPicker;
  practice: string;
}) {
  const pet = useFormField({ form, name: 'petId' });
  return (
    <FieldGroup field={pet} className="sharing-pet">
      <PetPicker
        value={pet.value ?? undefined}
        label={SHARING_TEXT.pickerLabel(practice)}
        onChange={(chosen) => {
          pet.set(chosen.id);
        }}
      />
    </FieldGroup>
  );
}

/** A practice that sees the owner's pets' records, and 'Revoke access' (after a question). */
function PracticeWithAccess({
  practice,
  onDone,
}: {
  practice: PracticeAccess;
  onDone: (outcome: Outcome) => void;
}) {
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [{ fetching }, revoke] = useRevokeRecordAccessMutation();

  async function onRevoke() {
    setFailure(undefined);
    const result = await revoke({ vendorId: practice.vendorId });
    const answered = result.data?.revoke_record_access;
    if (result.error || !answered) {
      setFailure(result.error ? errorMessage(result.error) : SHARING_TEXT.failed);
      return;
    }
    onDone({ tone: 'success', text: answered.message });
  }

  return (
    <li className="sharing-item card">
      <h3 className="sharing-practice">{practice.practice}</h3>
      <dl className="sharing-facts">
        <div>
          <dt>Pets</dt>
          <dd>{practice.pets.length > 0 ? practice.pets.join(', ') : '—'}</dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd>
            <time dateTime={practice.until.toISOString()}>
              {SHARING_TEXT.until(formatDate(practice.until))}
            </time>
          </dd>
        </div>
      </dl>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="sharing-actions">
        <ConfirmDialog
          trigger={
            <button type="button" className="button button-secondary" disabled={fetching}>
              {fetching ? SUBMITTING_TEXT : 'Revoke access'}
              <span className="visually-hidden"> of {practice.practice}</span>
            </button>
          }
          question={SHARING_TEXT.confirmRevoke(practice.practice)}
          description={SHARING_TEXT.revokeEffect}
          confirmLabel="Revoke access"
          cancelLabel="Cancel"
          onConfirm={() => void onRevoke()}
        />
      </div>
    </li>
  );
}
