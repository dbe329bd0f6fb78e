import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { SlotPicker } from './slot-picker';
import type { AvailableSlotsQuery, AvailableSlotsQueryVariables } from '../../generated/booking';

// Monday 2026-11-23 21:00 in Tokyo: "today" for the viewer is the 23rd there.
const NOW = new Date('2026-11-23T12:00:00.000Z');

function Picker({ onPick }: { onPick: (slot: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <SlotPicker
      listingId={12}
      type="clinic_visit"
      timeZone="Asia/Tokyo"
      value={value}
      onPick={(slot) => {
        setValue(slot);
        onPick(slot);
      }}
      label="Choose a clinic visit time"
    />
  );
}

/** Answers available_slots with the given slots per date and records the variables asked. */
function answerSlots(byDate: Record<string, string[]>) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
      'AvailableSlots',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { available_slots: { slots: byDate[variables['date']] ?? [] } },
        });
      },
    ),
  );
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the slot picker', () => {
  it("asks for today's slots in the viewer's zone and reports the slot picked", async () => {
    const asked = answerSlots({
      '2026-11-24': ['2026-11-24T00:00:00.000Z', '2026-11-24T00:20:00.000Z'],
    });
    const onPick = vi.fn();
    const { user } = renderWithApp(<Picker onPick={onPick} />);
    expect(screen.getByRole('group', { name: 'Choose a clinic visit time' })).toBeVisible();
    expect(await screen.findByText('Sorry, no slots available for the day!')).toBeVisible();
    expect(asked).toEqual([
      { listingId: 12, type: 'clinic_visit', date: '2026-11-23', timeZone: 'Asia/Tokyo' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Tue 24 Nov 2026' }));
    await user.click(
      await screen.findByRole('button', { name: 'Tuesday, November 24, 2026 at 9:20 AM' }),
    );
    expect(onPick).toHaveBeenLastCalledWith('2026-11-24T00:20:00.000Z');
    expect(
      screen.getByRole('button', { name: 'Tuesday, November 24, 2026 at 9:20 AM' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)).toEqual({
      listingId: 12,
      type: 'clinic_visit',
      date: '2026-11-24',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('offers today to 15 days ahead and no further', async () => {
    answerSlots({});
    const { user } = renderWithApp(<Picker onPick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mon 23 Nov 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('button', { name: 'Tue 8 Dec 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Wed 9 Dec 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('shows loading until the slots arrive', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
        'AvailableSlots',
        async () => {
          await gate;
          return HttpResponse.json({
            data: { available_slots: { slots: ['2026-11-23T23:00:00.000Z'] } },
          });
        },
      ),
    );
    renderWithApp(<Picker onPick={vi.fn()} />);
    expect(await screen.findByText('loading...')).toBeVisible();
    release();
    expect(
      await screen.findByRole('button', { name: 'Tuesday, November 24, 2026 at 8:00 AM' }),
    ).toBeVisible();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it("shows the action's message when consultations are not available", async () => {
    server.use(
      graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>('AvailableSlots', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Consultations are not available currently.',
              extensions: { code: 'not-found' },
            },
          ],
        }),
      ),
    );
    renderWithApp(<Picker onPick={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Consultations are not available currently.',
    );
  });

  it('shows the generic message when the call fails', async () => {
    server.use(
      graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>('AvailableSlots', () =>
        HttpResponse.error(),
      ),
    );
    renderWithApp(<Picker onPick={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry! Something went wrong. Please try again later.',
    );
  });
});
