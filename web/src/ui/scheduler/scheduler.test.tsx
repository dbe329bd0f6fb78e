import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Scheduler, type SchedulerProps } from './scheduler';

type HarnessProps = Partial<SchedulerProps> & { slotsByDate?: Record<string, string[]> };

/** A parent that owns the date and the value, as SlotPicker does. */
function Harness({ slotsByDate = {}, onChange, onDateChange, ...props }: HarnessProps) {
  const [date, setDate] = useState<string | undefined>(props.date ?? '2026-11-25');
  const [value, setValue] = useState<string[]>([]);
  return (
    <Scheduler
      mode="pick"
      timeZone="UTC"
      minDate="2026-11-25"
      maxDate="2026-12-10"
      slots={date === undefined ? undefined : (slotsByDate[date] ?? [])}
      {...props}
      date={date}
      value={value}
      onDateChange={(next) => {
        setDate(next);
        onDateChange?.(next);
      }}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const WEDNESDAY = {
  '2026-11-25': [
    '2026-11-25T09:00:00.000Z',
    '2026-11-25T09:20:00.000Z',
    '2026-11-25T14:00:00.000Z',
  ],
};

const slotButton = (name: string) => screen.getByRole('button', { name });

describe('the scheduler', () => {
  it('keeps one slot in pick mode: a second choice replaces the first', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness slotsByDate={WEDNESDAY} onChange={onChange} />);
    await user.click(slotButton('Wednesday, November 25, 2026 at 9:00 AM'));
    await user.click(slotButton('Wednesday, November 25, 2026 at 2:00 PM'));
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-25T14:00:00.000Z']);
    expect(slotButton('Wednesday, November 25, 2026 at 2:00 PM')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(slotButton('Wednesday, November 25, 2026 at 9:00 AM')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles any number of slots in schedule mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness mode="schedule" slotsByDate={WEDNESDAY} onChange={onChange} />);
    await user.click(slotButton('Wednesday, November 25, 2026 at 2:00 PM'));
    await user.click(slotButton('Wednesday, November 25, 2026 at 9:00 AM'));
    await user.click(slotButton('Wednesday, November 25, 2026 at 9:20 AM'));
    expect(onChange).toHaveBeenLastCalledWith([
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T09:20:00.000Z',
      '2026-11-25T14:00:00.000Z',
    ]);
    await user.click(slotButton('Wednesday, November 25, 2026 at 9:20 AM'));
    expect(onChange).toHaveBeenLastCalledWith([
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T14:00:00.000Z',
    ]);
    expect(slotButton('Wednesday, November 25, 2026 at 9:20 AM')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says so when the day has no slots', async () => {
    const user = userEvent.setup();
    render(<Harness slotsByDate={WEDNESDAY} />);
    await user.click(screen.getByRole('button', { name: 'Thu 26 Nov 2026' }));
    expect(screen.getByText('Sorry, no slots available for the day!')).toBeVisible();
    expect(screen.queryByRole('button', { name: / at \d/ })).toBeNull();
  });

  it('shows loading while the slots are unknown and the error instead of the grid', () => {
    const { rerender } = render(
      <Scheduler
        mode="pick"
        timeZone="UTC"
        minDate="2026-11-25"
        maxDate="2026-12-10"
        date="2026-11-25"
        onDateChange={vi.fn()}
        slots={undefined}
        value={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('loading...')).toBeVisible();
    rerender(
      <Scheduler
        mode="pick"
        timeZone="UTC"
        minDate="2026-11-25"
        maxDate="2026-12-10"
        date="2026-11-25"
        onDateChange={vi.fn()}
        slots={WEDNESDAY['2026-11-25']}
        error="Consultations are not available currently."
        value={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Consultations are not available currently.',
    );
    expect(screen.queryByRole('button', { name: /at 9:00 AM/ })).toBeNull();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('runs the week Monday to Sunday and disables the days and arrows outside the range', async () => {
    const user = userEvent.setup();
    const onDateChange = vi.fn();
    render(<Harness onDateChange={onDateChange} />);
    const items = screen.getAllByRole('listitem');
    // Each day is named by what it shows, then its year (axe label-content-name-mismatch).
    const names = [
      'Mon 23 Nov 2026',
      'Tue 24 Nov 2026',
      'Wed 25 Nov 2026',
      'Thu 26 Nov 2026',
      'Fri 27 Nov 2026',
      'Sat 28 Nov 2026',
      'Sun 29 Nov 2026',
    ];
    const strip = items.map((item, i) =>
      within(item).getByRole('button', { name: names[i] ?? '' }),
    );
    for (const button of strip) {
      const shown = [...button.querySelectorAll('span:not(.visually-hidden)')]
        .map((span) => span.textContent)
        .join(' ');
      expect(
        names.some((name) => name.startsWith(`${shown} `)),
        shown,
      ).toBe(true);
      expect(button).not.toHaveAttribute('aria-label');
    }
    expect(strip.map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(screen.getByRole('button', { name: 'Wed 25 Nov 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(screen.getByRole('button', { name: 'Mon 30 Nov 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('button', { name: 'Thu 10 Dec 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fri 11 Dec 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    // Back in the first week, its first selectable day (not the disabled Monday) is chosen.
    expect(onDateChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('names each slot by its full date and time in the widget zone, not the browser zone', () => {
    render(
      <Scheduler
        mode="pick"
        timeZone="Asia/Tokyo"
        minDate="2026-11-23"
        maxDate="2026-12-08"
        date="2026-11-23"
        onDateChange={vi.fn()}
        slots={['2026-11-23T00:00:00.000Z', '2026-11-23T05:20:00.000Z']}
        value={[]}
        onChange={vi.fn()}
      />,
    );
    const nine = slotButton('Monday, November 23, 2026 at 9:00 AM');
    expect(nine).toHaveTextContent(/^9:00 AM$/);
    expect(slotButton('Monday, November 23, 2026 at 2:20 PM')).toHaveTextContent(/^2:20 PM$/);
    expect(screen.getByText('Times are shown in Asia/Tokyo.')).toBeVisible();
  });

  it('tells the two instants of a repeated fall-back time apart', () => {
    render(
      <Scheduler
        mode="pick"
        timeZone="America/New_York"
        minDate="2026-11-01"
        maxDate="2026-11-16"
        date="2026-11-01"
        onDateChange={vi.fn()}
        slots={['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']}
        value={[]}
        onChange={vi.fn()}
      />,
    );
    expect(slotButton('Sunday, November 1, 2026 at 1:30 AM EDT')).toHaveTextContent('1:30 AM EDT');
    expect(slotButton('Sunday, November 1, 2026 at 1:30 AM EST')).toHaveTextContent('1:30 AM EST');
  });

  it('works from the keyboard: arrow keys move along the strip, Enter and Space choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        slotsByDate={{ ...WEDNESDAY, '2026-11-30': ['2026-11-30T10:00:00.000Z'] }}
        onChange={onChange}
      />,
    );
    screen.getByRole('button', { name: 'Sat 28 Nov 2026' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Sun 29 Nov 2026' })).toHaveFocus();
    // Past Sunday the strip turns to the next week and keeps the focus on the strip.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mon 30 Nov 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mon 30 Nov 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sun 6 Dec 2026' })).toHaveFocus();

    slotButton('Monday, November 30, 2026 at 10:00 AM').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-30T10:00:00.000Z']);
  });

  it('does not move before the first selectable day from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Wed 25 Nov 2026' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Wed 25 Nov 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Wed 25 Nov 2026' })).toHaveFocus();
  });

  it('asks for a date when none is chosen', () => {
    render(
      <Scheduler
        mode="pick"
        timeZone="UTC"
        minDate="2026-11-25"
        maxDate="2026-12-10"
        date={undefined}
        onDateChange={vi.fn()}
        slots={undefined}
        value={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Please select a date')).toBeVisible();
  });
});
