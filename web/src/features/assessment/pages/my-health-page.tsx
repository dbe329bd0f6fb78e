import {
  ASSESSMENT_CONSULTATION_PRICE,
  basicReportSchema,
  bookingCode,
  type CheckoutOrder,
  IHM_STATUS,
  MESSAGES,
  PAYMENT_TYPES,
  PRODUCT_IDS,
} from '@petwell/domain';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { type MyAssessmentQuery, useMyAssessmentQuery } from '../../../generated/graphql';
import { bookingLink } from '../../../lib/booking-links';
import { E_CONSULTATION_ORDER_PATH } from '../../../lib/booking-paths';
import { AssessmentReport } from '../assessment-report';
import { ASSESSMENT_ORDER_PATH, ASSESSMENT_TEXT } from '../assessment-text';
import '../assessment.css';

/** The assessment's status as the report shows it. */
export const STATUS_LABELS: Record<number, string> = {
  [IHM_STATUS.none]: 'none',
  [IHM_STATUS.basicReport]: 'basic report',
  [IHM_STATUS.paid]: 'paid',
  [IHM_STATUS.bookedAppointment]: 'booked appointment',
};

/**
 * Where the owner books the consultation the payment includes: an e-consultation with the
 * platform's online vets (the only booking the server prices as included), video chosen, the pet
 * and the reason filled in; the owner may switch to phone or chat.
 */
export function includedConsultationLink(pet: { name: string; id: number | undefined }): string {
  return bookingLink(E_CONSULTATION_ORDER_PATH, {
    type: 'video',
    pet: pet.id,
    reason: `Health assessment for ${pet.name}: go through the report and write the advanced report.`,
  });
}

type Assessment = MyAssessmentQuery['ihm'][number];
type OwnersPet = MyAssessmentQuery['pets'][number];

/** The id of the owner's one pet with this name (case and spaces aside); none for 0 or 2+. */
export function petIdNamed(pets: readonly OwnersPet[], name: string): number | undefined {
  const key = name.trim().toLocaleLowerCase();
  const same = pets.filter((pet) => pet.name.trim().toLocaleLowerCase() === key);
  return same.length === 1 ? same[0]?.id : undefined;
}

export interface MyHealthPageProps {
  /** Keeps the order for /checkout (the checkout feature's storage). */
  saveOrder: (order: CheckoutOrder) => void;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const dateOf = (value: unknown) =>
  typeof value === 'string'
    ? new Date(value).toLocaleDateString('en-US', { dateStyle: 'medium' })
    : null;

function BuyNow({
  petName,
  saveOrder,
}: {
  petName: string;
  saveOrder: MyHealthPageProps['saveOrder'];
}) {
  const navigate = useNavigate();
  return (
    <section className="card assessment-upgrade" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title">Advanced report with a vet</h2>
      <p>
        A vet goes through {petName}’s answers with you in a consultation and writes the advanced
        report: ${ASSESSMENT_CONSULTATION_PRICE}, the consultation included.
      </p>
      <Button
        onClick={() => {
          saveOrder({
            paymentType: PAYMENT_TYPES.ihm,
            productId: PRODUCT_IDS.assessmentConsultation,
            details: { price: ASSESSMENT_CONSULTATION_PRICE, petName },
          });
          void navigate('/checkout');
        }}
      >
        {ASSESSMENT_TEXT.buyNow}
      </Button>
    </section>
  );
}

function PaidPanel({
  assessment,
  pet,
}: {
  assessment: Assessment;
  pet: { name: string; id: number | undefined };
}) {
  const finalReport = asRecord(assessment.final_report);
  const text = typeof finalReport['text'] === 'string' ? finalReport['text'] : null;
  return (
    <section className="card assessment-upgrade" aria-labelledby="advanced-title">
      <h2 id="advanced-title">Advanced report</h2>
      {text ? <p className="assessment-final">{text}</p> : null}
      {assessment.status === IHM_STATUS.bookedAppointment && assessment.booking_id ? (
        <p>
          Your consultation is booked ({bookingCode(assessment.booking_id)}). The vet writes the
          advanced report after it. <Link to="/app/my-appointments">See it in eConsults</Link>
        </p>
      ) : (
        <>
          <p>
            Thank you. Book the e-consultation your payment includes with one of our online vets, by
            video, phone or chat: the vet goes through the report with you and writes the advanced
            report.
          </p>
          <Link className="button button-primary" to={includedConsultationLink(pet)}>
            Book your consultation
          </Link>
        </>
      )}
    </section>
  );
}

function Report({
  assessment,
  pets,
  saveOrder,
}: {
  assessment: Assessment;
  pets: readonly OwnersPet[];
  saveOrder: MyHealthPageProps['saveOrder'];
}) {
  const report = basicReportSchema.safeParse(assessment.basic_report);
  const previous = basicReportSchema.safeParse(assessment.previous_basic_report);
  const answers = asRecord(assessment.answers);
  const answeredName = typeof answers['g-name'] === 'string' ? answers['g-name'] : undefined;
  const petName = answeredName ?? 'your pet';
  const petId = answeredName === undefined ? undefined : petIdNamed(pets, answeredName);
  const taken = dateOf(assessment.submitted_at);
  const before = previous.success ? dateOf(assessment.previous_submitted_at) : null;
  return (
    <>
      <p className="assessment-status">
        Status:{' '}
        <strong>{STATUS_LABELS[assessment.status] ?? STATUS_LABELS[IHM_STATUS.none]}</strong>
        {taken ? <> · taken {taken}</> : null}
        {before ? <> · compared with {before}</> : null}
      </p>
      {assessment.status >= IHM_STATUS.paid ? (
        <PaidPanel assessment={assessment} pet={{ name: petName, id: petId }} />
      ) : (
        <BuyNow petName={petName} saveOrder={saveOrder} />
      )}
      {report.success ? (
        <section aria-labelledby="basic-title">
          <h2 id="basic-title">{petName}’s risk report</h2>
          <AssessmentReport
            report={report.data}
            answers={answers}
            previous={previous.success ? previous.data : undefined}
            pet={{ name: petName, id: petId }}
          />
        </section>
      ) : null}
      <p>
        <Link to={ASSESSMENT_ORDER_PATH}>Retake the assessment</Link> (your current result stays
        here for comparison).
      </p>
    </>
  );
}

/**
 * /app/my-health, the owner's Health Assessment: the status (none,
 * basic report, paid, booked appointment), the basic risk report with 'Buy Now' ($49, payment
 * type IHM, through /checkout) until it is paid, then the included consultation to book.
 */
export function MyHealthPage({ saveOrder }: MyHealthPageProps) {
  // A payment or a retake changes the assessment through an action or REST, which urql's cache
  // does not see: show what is cached and ask again.
  const [{ data, fetching, error }] = useMyAssessmentQuery({ requestPolicy: 'cache-and-network' });
  const assessment = data?.ihm[0];
  return (
    <section className="assessment-screen">
      <PageTitle title={ASSESSMENT_TEXT.reportTitle} />
      <h1>{ASSESSMENT_TEXT.reportTitle}</h1>
      {error ? <Alert tone="error">{MESSAGES.generic}</Alert> : null}
      {fetching && !data ? <Loading /> : null}
      {data && (!assessment || assessment.status === IHM_STATUS.none) ? (
        <div className="card">
          <p className="assessment-status">
            Status: <strong>{STATUS_LABELS[IHM_STATUS.none]}</strong>
          </p>
          <p>You have not taken the health assessment yet. It takes about five minutes.</p>
          <Link className="button button-primary" to={ASSESSMENT_ORDER_PATH}>
            Take Test
          </Link>
        </div>
      ) : null}
      {assessment && assessment.status !== IHM_STATUS.none ? (
        <Report assessment={assessment} pets={data.pets} saveOrder={saveOrder} />
      ) : null}
    </section>
  );
}
