import { addDays, localToInstants, todayIn } from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect } from 'vitest';
import type {
  AvailableSlotsQuery,
  AvailableSlotsQueryVariables,
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
} from '../../generated/booking';
import { server } from '../../test/server';
import { fullDateLabel, mondayOf } from '../../ui/scheduler/scheduler-format';
import type { BookingWizardParts, WizardPaymentProps, WizardPetPickerProps } from './wizard-parts';

type Listing = BookingWizardListingsQuery['vendor_listings'][number];

/** The zone the tests pick, so dates and times read the same wherever they run. */
export const ZONE = 'America/New_York';
/** Next week's Monday in ZONE: always bookable (within 15 days) and ahead. */
export const DAY = addDays(mondayOf(todayIn(new Date(), ZONE)), 7);
export const SLOT = (localToInstants(DAY, '10:00', ZONE)[0] ?? new Date()).toISOString();
export const DAY_LABEL = fullDateLabel(DAY);

export function listing(overrides: Partial<Listing> & { id: number }): Listing {
  return {
    title: `Clinic ${String(overrides.id)}`,
    line1: 'Dr. Jane Doe, DVM',
    line2: null,
    address: '1 Main Street',
    city: 'Brooklyn',
    state: 'NY',
    zipcode: '11201',
    avatar: null,
    timezone: ZONE,
    consultations: [
      { id: 11, type: 'video', price: 40, duration: 30 },
      { id: 12, type: 'phone', price: 30, duration: 20 },
    ],
    ...overrides,
  };
}

/** Answers the listings query and AvailableSlots (SLOT on DAY, or `slots` when given). */
export function wizardServer(
  listings: Listing[],
  slots: (v: AvailableSlotsQueryVariables) => string[] = (v) => (v.date === DAY ? [SLOT] : []),
) {
  const slotQueries: AvailableSlotsQueryVariables[] = [];
  server.use(
    graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
      'BookingWizardListings',
      () => HttpResponse.json({ data: { vendor_listings: listings } }),
    ),
    graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
      'AvailableSlots',
      ({ variables }) => {
        slotQueries.push(variables);
        return HttpResponse.json({ data: { available_slots: { slots: slots(variables) } } });
      },
    ),
  );
  return slotQueries;
}

/** The owner's pets the fake pet picker offers. */
export const FAKE_PETS = [
  { id: 3, name: 'Rex' },
  { id: 4, name: 'Milo' },
] as const;

/** Stand-ins for the other features' parts, recording what the wizard gives them. */
export function fakeParts() {
  const payments: Omit<WizardPaymentProps, 'onPaid'>[] = [];
  function PetPicker({ value, onChange, label, preselect }: WizardPetPickerProps) {
    // Like the real picker: a pet to preselect is chosen when it is one of the owner's.
    const preselected = value === undefined ? FAKE_PETS.find((p) => p.id === preselect) : undefined;
    useEffect(() => {
      if (preselected) onChange(preselected);
    }, [preselected, onChange]);
    return (
      <fieldset>
        <legend>{label}</legend>
        {FAKE_PETS.map((pet) => (
          <button
            key={pet.id}
            type="button"
            aria-pressed={value === pet.id}
            onClick={() => {
              onChange(pet);
            }}
          >
            {pet.name}
          </button>
        ))}
      </fieldset>
    );
  }
  function PaymentPanel({ onPaid, ...props }: WizardPaymentProps) {
    payments.push(props);
    return (
      <button
        type="button"
        onClick={() => {
          onPaid({ id: 77, status: 'Thanks for your Order!' });
        }}
      >
        Confirm and Pay
      </button>
    );
  }
  const parts: BookingWizardParts = { PetPicker, PaymentPanel };
  return { parts, payments };
}

/** Stage 2: the type, ZONE, next Monday and its 10:00, confirmed with Yes. */
export async function pickSlot(user: UserEvent, type = /Video consultation/) {
  await user.click(await screen.findByRole('radio', { name: type }));
  await user.selectOptions(screen.getByLabelText('Time zone'), ZONE);
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await user.click(await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` }));
  const dialog = await screen.findByRole('alertdialog', {
    name: `Confirm ${DAY_LABEL} at 10:00 AM?`,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
}
