import { addDays, BOOKING_WINDOW_DAYS, type ConsultationType, todayIn } from '@petwell/domain';
import { Scheduler } from '../../ui/scheduler/scheduler';
import { useAvailableSlots } from './use-available-slots';

export interface BookingSchedulerProps {
  listingId: number;
  type: ConsultationType;
  /** The viewer's IANA zone: dates and times show in it and the server computes slots in it. */
  timeZone: string;
  /** The chosen day (none yet: the scheduler asks for one). */
  date: string | undefined;
  onDateChange: (date: string) => void;
  /** The chosen ISO slot. */
  value: string | undefined;
  onPick: (slot: string | undefined) => void;
  /** The widget's accessible name. */
  label?: string | undefined;
  /** What a day without slots says (the scheduler's own message unless given). */
  emptyMessage?: string | undefined;
}

/**
 * The scheduler in pick mode over the booking window (today to BOOKING_WINDOW_DAYS ahead in the
 * viewer's zone) showing the available_slots of the chosen day: what the vet list's slot picker
 * and the booking wizard's date and time step both show.
 */
export function BookingScheduler({
  listingId,
  type,
  timeZone,
  date,
  onDateChange,
  value,
  onPick,
  label,
  emptyMessage,
}: BookingSchedulerProps) {
  const today = todayIn(new Date(), timeZone);
  const { slots, error } = useAvailableSlots({ listingId, type, date, timeZone });
  return (
    <Scheduler
      mode="pick"
      timeZone={timeZone}
      minDate={today}
      maxDate={addDays(today, BOOKING_WINDOW_DAYS)}
      date={date}
      onDateChange={onDateChange}
      slots={slots}
      error={error}
      value={value === undefined ? [] : [value]}
      onChange={(next) => {
        onPick(next[0]);
      }}
      label={label}
      emptyMessage={emptyMessage}
    />
  );
}
