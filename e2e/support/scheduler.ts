import { expect, type Locator } from '@playwright/test';

/**
 * Driving the scheduler widget (web/src/ui/scheduler) as a person does: the 7-day strip, its
 * week arrows and the slot buttons, found by their accessible names (a day's visible text and
 * its year, and a slot's full date and time in the viewer's zone). The browser contexts of these
 * tests run in UTC.
 */
const dayPart = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const weekday = dayPart({ weekday: 'short' });
const dayOfMonth = dayPart({ day: 'numeric' });
const month = dayPart({ month: 'short' });
const year = dayPart({ year: 'numeric' });
const fullSlot = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mon 23 Nov 2026' for '2026-11-23': what the day button shows, then its year. */
export function dateLabel(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return [weekday, dayOfMonth, month, year].map((part) => part.format(at)).join(' ');
}

/** 'Monday, November 23, 2026 at 2:00 PM' for a slot instant, read in UTC. */
export const slotLabel = (slot: string) => fullSlot.format(new Date(slot));

/**
 * Brings `date` into the strip, moving week by week, and answers its day button. The strip is
 * waited for first: a scheduler that has not shown yet (the vet list loads the slot picker's code
 * only when a vet's times are opened) has no day to see, and taking that for "not this week"
 * would move past the date.
 */
export async function showDay(scheduler: Locator, date: string): Promise<Locator> {
  const day = scheduler.getByRole('button', { name: dateLabel(date), exact: true });
  const nextWeek = scheduler.getByRole('button', { name: 'Next week' });
  await expect(nextWeek).toBeVisible();
  for (let week = 0; week < 3 && !(await day.isVisible()); week += 1) await nextWeek.click();
  return day;
}

/** Chooses `date` in the strip (moving week by week) and then the slot. */
export async function pickSlot(scheduler: Locator, date: string, slot: string): Promise<void> {
  await (await showDay(scheduler, date)).click();
  const time = scheduler.getByRole('button', { name: slotLabel(slot), exact: true });
  await expect(time).toBeVisible();
  await time.click();
}
