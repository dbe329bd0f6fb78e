import { type ConsultationType, MESSAGES, SLOT_MESSAGES } from '@petwell/domain';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { usePlatformPracticeQuery } from '../../../generated/booking';
import { BookingWizard } from '../booking-wizard';
import type { BookingWizardParts } from '../wizard-parts';
import '../booking-wizard.css';

export const E_CONSULTATION_ORDER_TEXT = {
  title: 'Book an e-Consultation',
  lead: 'Talk to one of our own licensed vets by video, phone or chat. Choose the kind of consultation and a time that suits you; the price is shown before you pay.',
} as const;

/** What an e-consultation can be: the remote consultation types. */
export const E_CONSULTATION_TYPES: readonly ConsultationType[] = ['video', 'phone', 'chat'];

export interface EConsultationOrderPageProps {
  /** The pet picker and the payment step, handed in by the app (wizard-parts.ts). */
  parts: BookingWizardParts;
}

/**
 * /e-consultation/order: the booking wizard for the platform's own practice (its online vets),
 * offering video, phone and chat consultations only. The wizard reads a link's pre-fill
 * (`?type=video&pet=3&reason=...`), as the health assessment's report sends for a high risk.
 */
export function EConsultationOrderPage({ parts }: EConsultationOrderPageProps) {
  const [{ data, fetching, error }] = usePlatformPracticeQuery();
  const practice = data?.vendors[0];
  let body;
  if (practice) {
    body = (
      <BookingWizard
        key={practice.id}
        vendorId={practice.id}
        consultationTypes={E_CONSULTATION_TYPES}
        parts={parts}
      />
    );
  } else if (fetching) body = <Loading />;
  else if (error) body = <Alert tone="error">{MESSAGES.loadFailed}</Alert>;
  else body = <p className="wizard-note">{SLOT_MESSAGES.noListing}</p>;
  return (
    <div className="container book-appointment">
      <PageTitle title={E_CONSULTATION_ORDER_TEXT.title} />
      {/* The title, with 'e-Consultation' kept on one line on a phone. */}
      <h1>
        Book an <span className="no-wrap">e-Consultation</span>
      </h1>
      <p className="book-appointment-lead">{E_CONSULTATION_ORDER_TEXT.lead}</p>
      {body}
    </div>
  );
}
