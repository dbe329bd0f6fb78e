import { expect, type Locator } from '@playwright/test';

/**
 * Driving the scheduler widget (web/src/ui/scheduler) as a person does: the 7-day strip, its
 * week arrows and the slot buttons, found by their accessible names (the full date, and the full
 * date and time in the viewer's zone). The browser contexts of these tests run in UTC.
 */
const fullDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const fullSlot = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Monday, November 23, 2026' for '2026-11-23'. */
export const dateLabel = (date: string) => fullDate.format(new Date(`${date}T00:00:00Z`));
/** 'Monday, November 23, 2026 at 2:00 PM' for a slot instant, read in UTC. */
export const slotLabel = (slot: string) => fullSlot.format(new Date(slot));

/** Chooses `date` in the strip (moving week by week) and then the slot. */
export async function pickSlot(scheduler: Locator, date: string, slot: string): Promise<void> {
  const day = scheduler.getByRole('button', { name: dateLabel(date), exact: true });
  for (let week = 0; week < 3 && !(await day.isVisible()); week += 1) {
    await scheduler.getByRole('button', { name: 'Next week' }).click();
  }
  await day.click();
  const time = scheduler.getByRole('button', { name: slotLabel(slot), exact: true });
  await expect(time).toBeVisible();
  await time.click();
}
