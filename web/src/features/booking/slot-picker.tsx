import { type ConsultationType, todayIn } from '@petwell/domain';
import { useState } from 'react';
import { BookingScheduler } from './booking-scheduler';

export interface SlotPickerProps {
  listingId: number;
  type: ConsultationType;
  /** The viewer's IANA zone: dates and times show in it and the server computes slots in it. */
  timeZone: string;
  /** The chosen ISO slot. */
  value: string | undefined;
  onPick: (slot: string | undefined) => void;
  /** The widget's accessible name. */
  label?: string | undefined;
}

/**
 * A slot picker for one consultation of a listing: the scheduler in pick mode over today to
 * BOOKING_WINDOW_DAYS ahead in the viewer's zone, showing the available_slots of the chosen day. It
 * owns the chosen date (today at first, and today again when the zone changes).
 */
export function SlotPicker({ listingId, type, timeZone, value, onPick, label }: SlotPickerProps) {
  const [zone, setZone] = useState(timeZone);
  const [today, setToday] = useState(() => todayIn(new Date(), timeZone));
  const [date, setDate] = useState(today);
  if (zone !== timeZone) {
    const newToday = todayIn(new Date(), timeZone);
    setZone(timeZone);
    setToday(newToday);
    setDate(newToday);
  }
  return (
    <BookingScheduler
      listingId={listingId}
      type={type}
      timeZone={timeZone}
      date={date}
      onDateChange={setDate}
      value={value}
      onPick={onPick}
      label={label}
    />
  );
}
