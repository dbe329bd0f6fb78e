import {
  type BasicReport,
  type ConsultationType,
  HEALTH_CATEGORIES,
  type HealthCategory,
  type RiskColour,
  riskDrivers,
} from '@petwell/domain';
import { Link } from 'react-router';
import { bookingLink } from '../../lib/booking-links';
import { E_CONSULTATION_ORDER_PATH, VET_LIST_PATH } from '../../lib/booking-paths';
import { CATEGORY_LABELS, consultationReason } from './assessment-text';

/** The words of each colour: the colour is never the only sign of the risk. */
export const RISK_LABELS: Record<RiskColour, string> = {
  green: 'Low risk',
  blue: 'Moderate risk',
  red: 'High risk',
};

/**
 * The consultation a raised risk calls for: for red a video consultation with the platform's
 * online vets (the e-consultation order's wizard, video chosen, the pet too); for blue a clinic
 * visit at a practice the owner picks near them (the clinic vet list, whose checkout asks for the
 * pet). Both get a reason for consult.
 */
export const RISK_CONSULTATIONS: Partial<
  Record<RiskColour, { label: string; path: string; type?: ConsultationType; withPet: boolean }>
> = {
  red: {
    label: 'Book a video consultation',
    path: E_CONSULTATION_ORDER_PATH,
    type: 'video',
    withPet: true,
  },
  blue: { label: 'Book a clinic visit', path: VET_LIST_PATH, withPet: false },
};

/** The pet the assessment is about: its name, and its id when the owner's pets tell it. */
export interface ReportPet {
  name: string;
  id: number | undefined;
}

/**
 * The booking link of a category's consultation, pre-filled with the type, the pet and a reason
 * for consult naming the category and its risk; undefined for a low risk.
 */
export function consultationLinkFor(
  category: HealthCategory,
  report: BasicReport,
  pet: ReportPet,
): { label: string; to: string } | undefined {
  const tracker = report.trackers[category];
  const consultation = RISK_CONSULTATIONS[tracker.risk];
  if (!consultation) return undefined;
  const reason = consultationReason(
    pet.name,
    CATEGORY_LABELS[category],
    RISK_LABELS[tracker.risk],
    tracker.percent,
  );
  return {
    label: consultation.label,
    to: bookingLink(consultation.path, {
      type: consultation.type,
      pet: consultation.withPet ? pet.id : undefined,
      reason,
    }),
  };
}

function Trend({ now, before }: { now: number; before: number | undefined }) {
  if (before === undefined) return null;
  const change =
    now === before
      ? 'no change'
      : `${now > before ? 'up' : 'down'} ${String(Math.abs(now - before))} points`;
  return (
    <span className="assessment-trend">
      Last time {before} % ({change})
    </span>
  );
}

function CategoryCard({
  category,
  report,
  answers,
  previous,
  pet,
}: {
  category: HealthCategory;
  report: BasicReport;
  answers: Readonly<Record<string, unknown>>;
  previous: BasicReport | undefined;
  pet: ReportPet;
}) {
  const tracker = report.trackers[category];
  const drivers = riskDrivers(answers, category);
  const prescriptions = report.prescriptions[category];
  const consultation = consultationLinkFor(category, report, pet);
  const headingId = `risk-${category}`;
  return (
    <li className={`risk-card risk-card-${tracker.risk}`} aria-labelledby={headingId}>
      <div className="risk-card-head">
        <h3 id={headingId}>{CATEGORY_LABELS[category]}</h3>
        <span className={`risk-pill risk-pill-${tracker.risk}`}>{RISK_LABELS[tracker.risk]}</span>
      </div>
      <p className="risk-score">
        <strong>{tracker.percent} %</strong>{' '}
        <Trend now={tracker.percent} before={previous?.trackers[category].percent} />
      </p>
      <div className="risk-bar" aria-hidden="true">
        <span style={{ width: `${String(tracker.percent)}%` }} />
      </div>
      {drivers.length > 0 ? (
        <>
          <p className="risk-why">Why: from your answers</p>
          <ul className="risk-drivers">
            {drivers.map((driver) => (
              <li key={driver.key}>
                {driver.symptom}: {driver.severity}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="risk-why">No signs reported.</p>
      )}
      {prescriptions ? (
        <>
          <p className="risk-why">Tests a vet may consider</p>
          <ul className="risk-prescriptions">
            {prescriptions.map((test) => (
              <li key={test}>{test}</li>
            ))}
          </ul>
        </>
      ) : null}
      {consultation ? (
        <Link className="button button-secondary risk-book" to={consultation.to}>
          {consultation.label}
        </Link>
      ) : null}
    </li>
  );
}

export interface AssessmentReportProps {
  report: BasicReport;
  answers: Readonly<Record<string, unknown>>;
  /** The result the last retake replaced, for comparison. */
  previous?: BasicReport | undefined;
  /** The pet, for the consultation links' pre-fill. */
  pet: ReportPet;
}

/**
 * The basic risk report: each category's colour and percent, the
 * answers behind it, the diagnostic tests from 20 % on, and for a raised risk the consultation
 * that fits.
 */
export function AssessmentReport({ report, answers, previous, pet }: AssessmentReportProps) {
  return (
    <ul className="risk-cards">
      {HEALTH_CATEGORIES.map((category) => (
        <CategoryCard
          key={category}
          category={category}
          report={report}
          answers={answers}
          previous={previous}
          pet={pet}
        />
      ))}
    </ul>
  );
}
