import { type CheckoutOrder, isValidTimeZone, todayIn } from '@petwell/domain';
import { Link } from 'react-router';
import { browserTimeZone, initialChoices, saveChoices, type WizardChoices } from './wizard-state';

/**
 * The booking wizard's choices that pick another time for an appointment order: its listing and
 * consultation type chosen, the day of the refused time shown (unless it is past), the pet and
 * the reason for consult kept. Undefined when the order names no practice, listing or type.
 */
export function choicesToPickAgain(
  order: CheckoutOrder,
  now: Date = new Date(),
): { vendorId: number; choices: WizardChoices } | undefined {
  const { vendorId, vendorServiceId: listingId, consultationType: type } = order;
  if (vendorId === undefined || listingId === undefined || type === undefined) return undefined;
  const timeZone =
    order.userTZ !== undefined && isValidTimeZone(order.userTZ) ? order.userTZ : browserTimeZone();
  const slotAt = order.for_ts === undefined ? NaN : Date.parse(order.for_ts);
  const day = Number.isFinite(slotAt) ? todayIn(new Date(slotAt), timeZone) : undefined;
  const summary = order.details['summary'];
  const petName = order.details['petName'];
  return {
    vendorId,
    choices: {
      ...initialChoices(timeZone),
      stage: 2,
      listingId,
      type,
      date: day !== undefined && day >= todayIn(now, timeZone) ? day : undefined,
      petId: order.petId,
      petName: typeof petName === 'string' ? petName : undefined,
      summary: typeof summary === 'string' ? summary : '',
    },
  };
}

/**
 * 'Pick another time' for an appointment whose time the server refused at the checkout: the
 * practice's booking wizard, opened on the same listing and consultation type.
 */
export function PickAnotherTime({ order }: { order: CheckoutOrder }) {
  const again = choicesToPickAgain(order);
  if (!again) return null;
  return (
    <Link
      className="button button-primary"
      to={`/vet-appointments/book/${String(again.vendorId)}`}
      onClick={() => {
        saveChoices(again.vendorId, again.choices);
      }}
    >
      Pick another time
    </Link>
  );
}
