import { SLOT_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingLink } from '../../lib/booking-links';
import { fakeToken, renderWithApp } from '../../test/render';
import { BookingWizard } from './booking-wizard';
import { CONSULTATION_TYPE_LABELS, WIZARD_MESSAGES } from './wizard-format';
import {
  DAY_LABEL,
  fakeParts,
  FAKE_PETS,
  listing,
  pickSlot,
  SLOT,
  wizardServer,
} from './wizard-test-helpers';

const owner = () => fakeToken({ role: 'user', id: 7 });
const staff = () => fakeToken({ role: 'vendor', id: 21, vendor_id: 2, subrole: 1 });

const [REX, MILO] = FAKE_PETS;
const REASON = 'Health assessment for Milo: Cardiovascular, high risk (70 %).';

const summary = () => screen.getByRole('complementary', { name: 'Your appointment' });
const typeRadio = (type: keyof typeof CONSULTATION_TYPE_LABELS) =>
  screen.getByRole('radio', { name: new RegExp(`^${CONSULTATION_TYPE_LABELS[type]}`) });
const petButton = (name: string) => screen.getByRole('button', { name });

// The wizard keeps its choices in the tab (sessionStorage): every test starts without any, also
// when the previous test's wizard saved once more while it was being unmounted.
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  sessionStorage.clear();
});

describe("the booking wizard's pre-fill from its address", () => {
  it('chooses the type, the pet once the picker shows it and the reason, then takes them off the address', async () => {
    wizardServer([listing({ id: 4 })]);
    const { parts, payments } = fakeParts();
    const { user, router } = renderWithApp(<BookingWizard vendorId={2} parts={parts} />, {
      path: `${bookingLink('/book', { type: 'phone', pet: MILO.id, reason: REASON })}&cc=GOLD`,
      token: owner(),
    });
    expect(await screen.findByRole('group', { name: 'Date and time' })).toBeVisible();
    expect(typeRadio('phone')).toBeChecked();
    // The pre-fill leaves the address; other parameters stay.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?cc=GOLD');
    });
    await pickSlot(user, /Phone consultation/);
    expect(petButton(MILO.name)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue(REASON);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(payments.at(-1)?.order).toMatchObject({
      consultationType: 'phone',
      productId: 5000,
      for_ts: SLOT,
      petId: MILO.id,
      details: { summary: REASON, petName: MILO.name },
    });
  });

  it.each([
    ['an unknown type', '?type=surgery'],
    ['a type the listing does not offer', '?type=chat'],
    ['a pet id that is not one', '?pet=4x'],
    ['a pet the owner does not have', '?pet=99'],
    ['a reason over 2000 characters', `?reason=${'x'.repeat(2001)}`],
  ])('ignores %s and starts as without it', async (_what, search) => {
    wizardServer([listing({ id: 4 })]);
    const { user, router } = renderWithApp(
      <BookingWizard vendorId={2} parts={fakeParts().parts} />,
      { path: `/book${search}&reason=Cough`, token: owner() },
    );
    expect(await screen.findByText('Please choose a consultation type.')).toBeVisible();
    if (search.startsWith('?type')) {
      expect(typeRadio('video')).not.toBeChecked();
      expect(typeRadio('phone')).not.toBeChecked();
    }
    // The pre-fill leaves the address in an effect, after the first render.
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    await pickSlot(user);
    expect(petButton(REX.name)).toHaveAttribute('aria-pressed', 'false');
    expect(petButton(MILO.name)).toHaveAttribute('aria-pressed', 'false');
    // What is valid still applies; of a repeated parameter only the first counts.
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue(
      search.startsWith('?reason') ? '' : 'Cough',
    );
  });

  it('chooses the type once a listing that offers it is chosen', async () => {
    wizardServer([
      listing({ id: 4, title: 'Happy Paws' }),
      listing({
        id: 5,
        title: 'Uptown',
        consultations: [{ id: 21, type: 'clinic_visit', price: 60, duration: 30 }],
      }),
    ]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: bookingLink('/book', { type: 'clinic_visit', reason: REASON }),
      token: owner(),
    });
    await user.click(await screen.findByRole('button', { name: 'Select Happy Paws' }));
    expect(typeRadio('video')).not.toBeChecked();
    await user.click(within(summary()).getByRole('button', { name: 'Edit practice' }));
    await user.click(await screen.findByRole('button', { name: 'Select Uptown' }));
    expect(typeRadio('clinic_visit')).toBeChecked();
    expect(within(summary()).getByText(/^Clinic visit/)).toBeVisible();
  });

  it('starts a new booking over the choices the tab kept', async () => {
    wizardServer([listing({ id: 4 })]);
    const first = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await pickSlot(first.user);
    await first.user.click(petButton(REX.name));
    first.unmount();
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: bookingLink('/book', { type: 'phone' }),
      token: owner(),
    });
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toBeVisible();
    expect(typeRadio('phone')).toBeChecked();
    expect(within(summary()).queryByText(new RegExp(DAY_LABEL))).toBeNull();
  });

  it('keeps what a visitor chose since the link through the login', async () => {
    wizardServer([listing({ id: 4 })]);
    const first = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: bookingLink('/book', { type: 'phone', reason: REASON }),
    });
    await pickSlot(first.user, /Video consultation/);
    expect(screen.getByText(WIZARD_MESSAGES.loginNeeded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbook',
    );
    first.unmount();
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: '/book',
      token: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
    expect(within(summary()).getByText(/^Video consultation/)).toBeVisible();
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue(REASON);
  });

  it('is not for practice staff booking for a customer', async () => {
    wizardServer([listing({ id: 4 })]);
    renderWithApp(<BookingWizard vendorId={2} forCustomer parts={fakeParts().parts} />, {
      path: bookingLink('/book', { type: 'phone', reason: REASON }),
      token: staff(),
    });
    expect(await screen.findByText('Please choose a consultation type.')).toBeVisible();
    expect(typeRadio('phone')).not.toBeChecked();
  });
});

describe("the booking wizard's consultation types", () => {
  it('offers only the given types and leaves out a listing with none of them', async () => {
    wizardServer([
      listing({ id: 4, title: 'Happy Paws' }),
      listing({
        id: 5,
        title: 'Uptown',
        consultations: [{ id: 21, type: 'clinic_visit', price: 60, duration: 30 }],
      }),
    ]);
    renderWithApp(
      <BookingWizard
        vendorId={2}
        consultationTypes={['video', 'chat']}
        parts={fakeParts().parts}
      />,
      { token: owner() },
    );
    // One listing is left: the practice step is skipped.
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^ ?Video consultation/),
    ]);
  });

  it("says 'No listing found!' when no listing offers one", async () => {
    wizardServer([listing({ id: 4 })]);
    renderWithApp(
      <BookingWizard vendorId={2} consultationTypes={['chat']} parts={fakeParts().parts} />,
    );
    expect(await screen.findByText(SLOT_MESSAGES.noListing)).toBeVisible();
  });
});
