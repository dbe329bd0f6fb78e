import { HOUSE_VISIT } from '@petwell/domain';
import type { MyHouseCallsQuery } from '../../generated/graphql';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { contactOf, formatPhone } from '../../lib/house-call-contact';
import { HOUSE_CALL_TEXT } from './messages';

export type HouseCallRow = MyHouseCallsQuery['service_requests'][number];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const formatDay = (value: string) => day.format(new Date(value));

/**
 * One house-call package: whether its year is running and when it ends, how many of its visits
 * are used, each visit (when it was or is booked, the vet's note), and the address and phone the
 * visits are arranged with.
 */
export function HouseCallPackage({ pkg, now = new Date() }: { pkg: HouseCallRow; now?: Date }) {
  const ends = pkg.expires_at ?? null;
  const active = ends === null || new Date(ends).getTime() > now.getTime();
  const total = HOUSE_VISIT.visitsPerYear;
  const contact = contactOf(pkg.details);
  const slots = Array.from({ length: total }, (_, i) =>
    pkg.visits.find((v) => v.visit_number === i + 1),
  );
  const headingId = `house-call-${String(pkg.id)}`;
  return (
    <li className="request card house-call">
      <article aria-labelledby={headingId}>
        <div className="request-head">
          <h2 className="request-code" id={headingId}>
            {HOUSE_CALL_TEXT.packageHeading}
          </h2>
          <StatusBadge kind="package" status={active ? 'active' : 'ended'}>
            {active ? HOUSE_CALL_TEXT.active : HOUSE_CALL_TEXT.ended}
          </StatusBadge>
        </div>
        {ends ? (
          <p className="house-call-year">
            {active
              ? HOUSE_CALL_TEXT.yearEnds(formatDay(ends))
              : HOUSE_CALL_TEXT.yearEnded(formatDay(ends))}
          </p>
        ) : null}
        <p className="house-call-used">
          <strong>{HOUSE_CALL_TEXT.used(pkg.visits.length, total)}</strong>
        </p>
        <ol className="house-call-visits" aria-label={HOUSE_CALL_TEXT.visits}>
          {slots.map((visit, i) => (
            <li key={visit?.id ?? `free-${String(i)}`} className="house-call-visit">
              <span className="house-call-visit-name">{HOUSE_CALL_TEXT.visit(i + 1)}</span>
              <span className={visit ? 'house-call-visit-done' : 'house-call-visit-free'}>
                {visit
                  ? new Date(visit.visited_at).getTime() > now.getTime()
                    ? HOUSE_CALL_TEXT.booked(formatDay(visit.visited_at))
                    : HOUSE_CALL_TEXT.visited(formatDay(visit.visited_at))
                  : active
                    ? HOUSE_CALL_TEXT.notUsed
                    : HOUSE_CALL_TEXT.notUsedEnded}
              </span>
              {visit?.note ? <span className="house-call-visit-note">{visit.note}</span> : null}
            </li>
          ))}
        </ol>
        <dl className="request-details">
          {contact.address ? (
            <div>
              <dt>{HOUSE_CALL_TEXT.address}</dt>
              <dd>{contact.address}</dd>
            </div>
          ) : null}
          {pkg.vendor?.name ? (
            <div>
              <dt>{HOUSE_CALL_TEXT.servedBy}</dt>
              <dd>{pkg.vendor.name}</dd>
            </div>
          ) : null}
        </dl>
        {active && contact.phone ? (
          <p className="request-promise">{HOUSE_CALL_TEXT.arrange(formatPhone(contact.phone))}</p>
        ) : null}
      </article>
    </li>
  );
}
