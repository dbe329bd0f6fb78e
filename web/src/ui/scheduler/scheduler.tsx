import { addDays, SLOT_MESSAGES } from '@petwell/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import {
  dayParts,
  fullDateLabel,
  fullSlotLabel,
  mondayOf,
  shortTimeLabel,
  weekDates,
} from './scheduler-format';
import './scheduler.css';

/** The widget's day-without-slots message, unless its user gives another. */
export const NO_SLOTS_MESSAGE = SLOT_MESSAGES.noSlotsForDay;

export interface SchedulerProps {
  /** 'pick': one slot at most (booking); 'schedule': any number toggled on and off (rosters). */
  mode: 'pick' | 'schedule';
  /** The IANA zone dates and times are shown in. */
  timeZone: string;
  /** YYYY-MM-DD, the first selectable day (today in timeZone). */
  minDate: string;
  /** YYYY-MM-DD, the last selectable day (minDate + 15). */
  maxDate: string;
  /** The day whose slots show. */
  date: string | undefined;
  onDateChange: (date: string) => void;
  /** ISO instants of `date`; undefined while they load ('loading...'). */
  slots: readonly string[] | undefined;
  /** Shown instead of the grid. */
  error?: string | undefined;
  /** The chosen slots; in pick mode at most one. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The widget's accessible name. */
  label?: string | undefined;
  /** What a day without slots says (NO_SLOTS_MESSAGE unless the page words it otherwise). */
  emptyMessage?: string | undefined;
}

const instant = (iso: string) => Date.parse(iso);

/**
 * The scheduler widget, the same for the clinic vet list and the booking wizard: a Monday-to-Sunday
 * strip of seven days with previous and next week arrows, and the time slots of the chosen day.
 * Days outside minDate..maxDate are disabled, and so are the arrows when the next or previous week
 * has no selectable day. Moving to another week chooses its first selectable day, so the strip and
 * the grid always show the same week. In the strip, the arrow keys, Home and End move between days.
 *
 * A day button is named by what it shows and its year ('Mon 23 Nov 2026'). Every slot button is
 * named by its full date and time in `timeZone` ('Monday, November 23, 2026 at 9:00 AM') and
 * shows the short time; when a fall-back change repeats a time on the day, both name the zone's
 * abbreviation too.
 */
export function Scheduler({
  mode,
  timeZone,
  minDate,
  maxDate,
  date,
  onDateChange,
  slots,
  error,
  value,
  onChange,
  label = 'Choose a date and time',
  emptyMessage = NO_SLOTS_MESSAGE,
}: SchedulerProps) {
  const anchor = date ?? minDate;
  const [week, setWeek] = useState(() => mondayOf(anchor));
  const [seenAnchor, setSeenAnchor] = useState(anchor);
  if (anchor !== seenAnchor) {
    // A date chosen from outside (or a new minDate) brings its week into view.
    setSeenAnchor(anchor);
    if (mondayOf(anchor) !== week) setWeek(mondayOf(anchor));
  }

  const stripRef = useRef<HTMLUListElement>(null);
  const focusAfterWeekChange = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfterWeekChange.current;
    if (!target) return;
    focusAfterWeekChange.current = null;
    stripRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  }, [week]);

  const selectable = (day: string) => day >= minDate && day <= maxDate;
  const days = weekDates(week);
  const canGoBack = addDays(week, -1) >= minDate;
  const canGoForward = addDays(week, 7) <= maxDate;

  function goToWeek(monday: string) {
    setWeek(monday);
    const first = weekDates(monday).find(selectable);
    if (first) onDateChange(first);
  }

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const enabled = days.filter(selectable);
    const targets: Record<string, string | undefined> = {
      ArrowRight: addDays(day, 1),
      ArrowLeft: addDays(day, -1),
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (!selectable(target)) return;
    if (mondayOf(target) === week) {
      stripRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
    } else {
      focusAfterWeekChange.current = target;
      setWeek(mondayOf(target));
    }
  }

  return (
    <div className="scheduler" role="group" aria-label={label}>
      <div className="scheduler-strip">
        <button
          type="button"
          className="scheduler-arrow"
          aria-label="Previous week"
          disabled={!canGoBack}
          onClick={() => {
            goToWeek(addDays(week, -7));
          }}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="scheduler-days" ref={stripRef}>
          {days.map((day) => {
            const parts = dayParts(day);
            return (
              <li key={day}>
                <button
                  type="button"
                  className="scheduler-day"
                  data-date={day}
                  aria-pressed={day === date}
                  disabled={!selectable(day)}
                  onClick={() => {
                    onDateChange(day);
                  }}
                  onKeyDown={(event) => {
                    onDayKeyDown(event, day);
                  }}
                >
                  {/* Named by its text, 'Mon 23 Nov 2026' (dayButtonName). */}
                  <span className="scheduler-day-weekday">{parts.weekday}</span>{' '}
                  <span className="scheduler-day-number">{parts.day}</span>{' '}
                  <span className="scheduler-day-month">{parts.month}</span>
                  <span className="visually-hidden"> {parts.year}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="scheduler-arrow"
          aria-label="Next week"
          disabled={!canGoForward}
          onClick={() => {
            goToWeek(addDays(week, 7));
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="scheduler-zone">Times are shown in {timeZone.replace(/_/g, ' ')}.</p>
      <SlotArea
        mode={mode}
        timeZone={timeZone}
        date={date}
        slots={slots}
        error={error}
        value={value}
        onChange={onChange}
        emptyMessage={emptyMessage}
      />
    </div>
  );
}

type SlotAreaProps = Pick<
  SchedulerProps,
  'mode' | 'timeZone' | 'date' | 'slots' | 'error' | 'value' | 'onChange'
> & { emptyMessage: string };

function SlotArea({
  mode,
  timeZone,
  date,
  slots,
  error,
  value,
  onChange,
  emptyMessage,
}: SlotAreaProps) {
  if (date === undefined) {
    return (
      <p className="scheduler-message" role="status">
        {SLOT_MESSAGES.selectDate}
      </p>
    );
  }
  if (error) return <Alert tone="error">{error}</Alert>;
  if (slots === undefined) return <Loading />;
  if (slots.length === 0) {
    return (
      <p className="scheduler-message" role="status">
        {emptyMessage}
      </p>
    );
  }

  const chosen = new Set(value.map(instant));
  const instants = slots.map((slot) => new Date(slot));
  const times = instants.map((slot) => shortTimeLabel(slot, timeZone));
  const repeated = new Set(times.filter((time, i) => times.indexOf(time) !== i));

  function toggle(slot: string) {
    const ms = instant(slot);
    if (mode === 'pick') {
      onChange([slot]);
      return;
    }
    const next = chosen.has(ms)
      ? value.filter((v) => instant(v) !== ms)
      : [...value, slot].sort((a, b) => instant(a) - instant(b));
    onChange(next);
  }

  return (
    <ul className="scheduler-slots" aria-label={`Times on ${fullDateLabel(date)}`}>
      {slots.map((slot, i) => {
        const at = instants[i] ?? new Date(slot);
        const withZone = repeated.has(times[i] ?? '');
        return (
          <li key={slot}>
            <button
              type="button"
              className="scheduler-slot"
              aria-pressed={chosen.has(instant(slot))}
              aria-label={fullSlotLabel(at, timeZone, withZone)}
              onClick={() => {
                toggle(slot);
              }}
            >
              {shortTimeLabel(at, timeZone, withZone)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
