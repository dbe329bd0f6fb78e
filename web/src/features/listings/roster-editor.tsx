import {
  addDays,
  copyRosterWeek,
  DEFAULT_ROSTER_HOURS,
  DEFAULT_SLOT_MINUTES,
  localToInstants,
  minutesOfDay,
  ROSTER_COPY_MAX_WEEKS,
  type Roster,
  startsFromHours,
  timeOfDay,
  todayIn,
  type WeeklySchedule,
  zonedDateTime,
} from '@petwell/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Scheduler } from '../../ui/scheduler/scheduler';
import { fullDateLabel, mondayOf } from '../../ui/scheduler/scheduler-format';

/** How far ahead the roster reaches: this week and the seven weeks a copy can fill. */
const ROSTER_DAYS = 7 * (ROSTER_COPY_MAX_WEEKS + 1);

/** The grid offers starts between these times, plus any the day already has outside them. */
const GRID_FROM = 6 * 60;
const GRID_TO = 22 * 60;

export interface RosterEditorProps {
  /** The consultation, for the widget's name. */
  label: string;
  timeZone: string;
  /** The consultation's duration as typed; the slot length when it is a number. */
  duration: string;
  schedules: readonly WeeklySchedule[];
  rosters: readonly Roster[];
  onChange: (rosters: Roster[]) => void;
}

const slotMinutes = (duration: string) => {
  const minutes = Number(duration);
  return Number.isInteger(minutes) && minutes >= 5 && minutes <= 480
    ? minutes
    : DEFAULT_SLOT_MINUTES;
};

/** Weekly rows the pickers hold can be half-edited: only sound rows lay out slots. */
const soundRows = (schedules: readonly WeeklySchedule[]) =>
  schedules.filter((row) => {
    try {
      return row.days.length > 0 && minutesOfDay(row.from) < minutesOfDay(row.to);
    } catch {
      return false;
    }
  });

/**
 * The days that differ from the weekly hours (the scheduler's schedule mode): on a chosen date the
 * practice picks exactly the start times of that day, sets the default hours (Monday to Friday
 * 08:30-12:00 and 14:00-18:00) or a day off, or goes back to the weekly hours; a week's days can
 * be copied to the 1 to 7 weeks that follow. Dates run from today in the listing's zone.
 */
export function RosterEditor({
  label,
  timeZone,
  duration,
  schedules,
  rosters,
  onChange,
}: RosterEditorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const today = todayIn(new Date(), timeZone);
  const [date, setDate] = useState(today);
  const [weeks, setWeeks] = useState('1');
  const step = slotMinutes(duration);
  const weekly = startsFromHours(soundRows(schedules), date, step);
  const roster = rosters.find((r) => r.date === date);
  const chosen = roster ? roster.slots : weekly;

  const grid = new Set<number>();
  for (let m = GRID_FROM; m + step <= GRID_TO; m += step) grid.add(m);
  for (const time of [...weekly, ...chosen]) grid.add(minutesOfDay(time));
  const instantOf = (time: string) => localToInstants(date, time, timeZone)[0]?.toISOString();
  const slots = [...grid].sort((a, b) => a - b).flatMap((m) => instantOf(timeOfDay(m)) ?? []);
  const value = chosen.flatMap((time) => instantOf(time) ?? []);

  const setDay = (slots: string[] | null) => {
    const others = rosters.filter((r) => r.date !== date);
    onChange(
      slots === null
        ? others
        : [...others, { date, slots }].sort((a, b) => a.date.localeCompare(b.date)),
    );
  };

  const upcoming = rosters.filter((r) => r.date >= today);
  const status = roster
    ? roster.slots.length === 0
      ? 'Day off'
      : `Own hours on this day: ${String(roster.slots.length)} ${roster.slots.length === 1 ? 'time' : 'times'}`
    : 'Weekly hours';

  const body = (
    <>
      <p className="field-hint">
        Pick the times of a day that differs from the weekly hours, or mark it as a day off.
      </p>
      {upcoming.length > 0 ? (
        <ul className="roster-dates" aria-label={`Days that differ for ${label}`}>
          {upcoming.map((r) => (
            <li key={r.date}>
              <button
                type="button"
                className="button button-link"
                aria-pressed={r.date === date}
                onClick={() => {
                  setDate(r.date);
                }}
              >
                {fullDateLabel(r.date)}: {r.slots.length === 0 ? 'day off' : r.slots.join(', ')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Scheduler
        mode="schedule"
        timeZone={timeZone}
        minDate={today}
        maxDate={addDays(today, ROSTER_DAYS - 1)}
        date={date}
        onDateChange={setDate}
        slots={slots}
        value={value}
        onChange={(next) => {
          setDay(next.map((iso) => zonedDateTime(new Date(iso), timeZone).time));
        }}
        label={`Times of ${label} on the chosen day`}
      />
      <p className="roster-status" role="status">
        {fullDateLabel(date)}: {status}
      </p>
      <div className="roster-actions">
        <Button
          variant="secondary"
          onClick={() => {
            setDay(startsFromHours(DEFAULT_ROSTER_HOURS, date, step));
          }}
        >
          Default hours
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDay([]);
          }}
        >
          Day off
        </Button>
        <Button
          variant="secondary"
          disabled={!roster}
          onClick={() => {
            setDay(null);
          }}
        >
          Use weekly hours
        </Button>
      </div>
      <div className="roster-copy">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-weeks`}>
            Copy this week to the following
          </label>
          <select
            id={`${id}-weeks`}
            className="field-input"
            value={weeks}
            onChange={(event) => {
              setWeeks(event.target.value);
            }}
          >
            {Array.from({ length: ROSTER_COPY_MAX_WEEKS }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1} {i === 0 ? 'week' : 'weeks'}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            onChange(copyRosterWeek(rosters, mondayOf(date), Number(weeks)));
          }}
        >
          Copy week
        </Button>
      </div>
    </>
  );

  return (
    <div className="roster-editor" role="group" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="roster-heading">
        <button
          type="button"
          className="roster-toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          <span className="roster-toggle-arrow" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          Days that differ<span className="visually-hidden"> for {label}</span>
          <span className="roster-count">
            {' '}
            ({upcoming.length === 0 ? 'none' : String(upcoming.length)})
          </span>
        </button>
      </h4>
      <div id={`${id}-body`} hidden={!open}>
        {open ? body : null}
      </div>
    </div>
  );
}
