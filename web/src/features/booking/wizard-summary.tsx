import { type ConsultationType, SLOT_MESSAGES } from '@petwell/domain';
import { type ReactNode, useId } from 'react';
import { useAvailableSlots } from './use-available-slots';
import { CONSULTATION_TYPE_LABELS, formatPrice, slotText, zoneLabel } from './wizard-format';
import type { WizardListing } from './wizard-practice-step';
import type { WizardChoices } from './wizard-state';

export interface WizardSummaryProps {
  choices: WizardChoices;
  listing: WizardListing | undefined;
  /** One listing: the practice step was skipped and is not shown. */
  singleListing: boolean;
  forCustomer: boolean;
  onEditPractice: () => void;
  onEditSlot: () => void;
  onEditInfo: () => void;
}

/**
 * The summary beside the wizard: what each finished stage chose, with an edit link that goes
 * back to that stage (which clears what later stages chose). Nothing is editable once booked.
 */
export function WizardSummary({
  choices,
  listing,
  singleListing,
  forCustomer,
  onEditPractice,
  onEditSlot,
  onEditInfo,
}: WizardSummaryProps) {
  const headingId = useId();
  const { stage } = choices;
  const editable = stage < 5;
  const consultation = listing?.consultations.find((c) => c.type === choices.type);
  return (
    <aside className="wizard-summary card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your appointment</h2>
      <dl>
        {listing && !singleListing ? (
          <SummaryRow
            label="Practice"
            edit={editable && stage > 1 ? { label: 'Edit practice', onEdit: onEditPractice } : null}
          >
            {listing.title}
            <br />
            <span className="wizard-muted">{listing.line1}</span>
          </SummaryRow>
        ) : null}
        {listing && stage >= 2 ? (
          <SummaryRow
            label="Consultation"
            edit={
              editable && stage > 2
                ? { label: 'Edit consultation and time', onEdit: onEditSlot }
                : null
            }
          >
            {choices.type ? CONSULTATION_TYPE_LABELS[choices.type] : 'Please choose a type.'}
            {consultation?.price != null
              ? ` · ${formatPrice(choices.waived ? 0 : consultation.price)}`
              : ''}
          </SummaryRow>
        ) : null}
        {listing && choices.type && stage >= 2 ? (
          <SummaryRow label="Date and time" edit={null}>
            {choices.slot ? (
              `${slotText(choices.slot, choices.timeZone)} (${zoneLabel(choices.timeZone)})`
            ) : (
              <PendingTime
                listingId={listing.id}
                type={choices.type}
                date={choices.date}
                timeZone={choices.timeZone}
              />
            )}
          </SummaryRow>
        ) : null}
        {stage >= 4 ? (
          <SummaryRow
            label={forCustomer ? 'Customer' : 'Pet'}
            edit={editable ? { label: 'Edit information', onEdit: onEditInfo } : null}
          >
            {forCustomer
              ? `${choices.customer?.first_name ?? ''} ${choices.customer?.last_name ?? ''}`
              : choices.petName}
          </SummaryRow>
        ) : null}
        {stage >= 4 && forCustomer ? (
          <SummaryRow label="Payment" edit={null}>
            {choices.waived ? 'Payment Waived' : 'Enabled'}
          </SummaryRow>
        ) : null}
        {stage >= 4 ? (
          <SummaryRow label="Reason for consult" edit={null}>
            {choices.summary}
          </SummaryRow>
        ) : null}
      </dl>
    </aside>
  );
}

function SummaryRow({
  label,
  edit,
  children,
}: {
  label: string;
  edit: { label: string; onEdit: () => void } | null;
  children: ReactNode;
}) {
  return (
    <div className="wizard-summary-row">
      <dt>{label}</dt>
      <dd>
        {children}
        {edit ? (
          <button type="button" className="button button-link wizard-edit" onClick={edit.onEdit}>
            {edit.label}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

/** No time yet: 'Please select a date', or for a day without slots 'No slots available for this date'. */
function PendingTime(props: {
  listingId: number;
  type: ConsultationType;
  date: string | undefined;
  timeZone: string;
}) {
  const { slots } = useAvailableSlots(props);
  if (props.date === undefined) return <>{SLOT_MESSAGES.selectDate}</>;
  if (slots?.length === 0) return <>{SLOT_MESSAGES.noSlots}</>;
  return <>{SLOT_MESSAGES.slotRequired}</>;
}
