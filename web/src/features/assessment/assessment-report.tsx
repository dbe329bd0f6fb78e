import {
  type BasicReport,
  HEALTH_CATEGORIES,
  type HealthCategory,
  type RiskColour,
  riskDrivers,
} from '@petwell/domain';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from './assessment-text';

/** The words of each colour: the colour is never the only sign of the risk. */
export const RISK_LABELS: Record<RiskColour, string> = {
  green: 'Low risk',
  blue: 'Moderate risk',
  red: 'High risk',
};

/**
 * The consultation a raised risk calls for: a video consultation soon for red, a clinic visit
 * for blue, both found on the vet list.
 */
export const RISK_CONSULTATIONS: Partial<Record<RiskColour, { label: string; to: string }>> = {
  red: { label: 'Book a video consultation', to: '/vet-appointments/list' },
  blue: { label: 'Book a clinic visit', to: '/vet-appointments/list' },
};

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
}: {
  category: HealthCategory;
  report: BasicReport;
  answers: Readonly<Record<string, unknown>>;
  previous: BasicReport | undefined;
}) {
  const tracker = report.trackers[category];
  const drivers = riskDrivers(answers, category);
  const prescriptions = report.prescriptions[category];
  const consultation = RISK_CONSULTATIONS[tracker.risk];
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
}

/**
 * The basic risk report: each category's colour and percent, the
 * answers behind it, the diagnostic tests from 20 % on, and for a raised risk the consultation
 * that fits.
 */
export function AssessmentReport({ report, answers, previous }: AssessmentReportProps) {
  return (
    <ul className="risk-cards">
      {HEALTH_CATEGORIES.map((category) => (
        <CategoryCard
          key={category}
          category={category}
          report={report}
          answers={answers}
          previous={previous}
        />
      ))}
    </ul>
  );
}
