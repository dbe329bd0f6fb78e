import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { PET_MESSAGES } from '@petwell/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
} from '../../generated/booking';
import type {
  CustomerPetsQuery,
  CustomerPetsQueryVariables,
  FindCustomerQuery,
  FindCustomerQueryVariables,
  RegisterCustomerMutation,
  RegisterCustomerMutationVariables,
} from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { BookingWizard } from './booking-wizard';
import {
  DAY,
  DAY_LABEL,
  fakeParts,
  listing,
  pickSlot,
  SLOT,
  wizardServer,
  ZONE,
} from './wizard-test-helpers';
import {
  chooseListing,
  chooseTimeZone,
  chooseType,
  confirmSlot,
  initialChoices,
  saveChoices,
  toPayment,
  type WizardChoices,
} from './wizard-state';

const owner = () => fakeToken({ role: 'user', id: 7 });
const staff = () => fakeToken({ role: 'vendor', id: 21, vendor_id: 2, subrole: 1 });

afterEach(() => {
  sessionStorage.clear();
});

const summary = () => screen.getByRole('complementary', { name: 'Your appointment' });

describe('the booking wizard', () => {
  it("says 'No listing found!' for a practice without listings", async () => {
    wizardServer([]);
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />);
    expect(await screen.findByText('No listing found!')).toBeVisible();
  });

  it("says 'No listing found!' when the listings cannot be loaded", async () => {
    server.use(
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        () => HttpResponse.error(),
      ),
    );
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />);
    expect(await screen.findByText('No listing found!')).toBeVisible();
  });

  it('skips the practice step for a practice with one listing and hides it in the summary', async () => {
    wizardServer([listing({ id: 4, title: 'Happy Paws' })]);
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, { token: owner() });
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(within(steps).queryByText('Practice')).toBeNull();
    expect(within(summary()).queryByText('Practice')).toBeNull();
    expect(screen.queryByText('Happy Paws')).toBeNull();
  });

  it('starts with the practice step when there are several listings', async () => {
    wizardServer([listing({ id: 4, title: 'Happy Paws' }), listing({ id: 5, title: 'Uptown' })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'Choose a practice' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Select Uptown' }));
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toHaveFocus();
    expect(within(summary()).getByText('Uptown')).toBeVisible();
  });

  it('says when a listing offers no consultations', async () => {
    wizardServer([listing({ id: 4, consultations: [] })]);
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />);
    expect(await screen.findByText('Consultations are not available currently.')).toBeVisible();
  });

  it('asks for a date first, then shows its slots, and says so for a day without any', async () => {
    const asked = wizardServer([listing({ id: 4 })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />);
    await user.click(await screen.findByRole('radio', { name: /Video consultation/ }));
    await user.selectOptions(screen.getByLabelText('Time zone'), ZONE);
    // The scheduler and the summary both ask for a date; nothing is fetched yet.
    expect(screen.getAllByText('Please select a date')).toHaveLength(2);
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` })).toBeVisible();
    expect(asked.at(-1)).toEqual({ listingId: 4, type: 'video', date: DAY, timeZone: ZONE });
    await user.click(screen.getByRole('button', { name: /^Tue / }));
    // The wizard words its empty day itself; the vet list keeps the widget's own.
    const scheduler = screen.getByRole('group', { name: 'Date and time' });
    expect(await within(scheduler).findByText('No slots available for this date')).toBeVisible();
    expect(screen.queryByText('Sorry, no slots available for the day!')).not.toBeInTheDocument();
    expect(within(summary()).getByText('No slots available for this date')).toBeVisible();
  });

  it('asks to confirm a picked time and stays on No', async () => {
    wizardServer([listing({ id: 4 })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await user.click(await screen.findByRole('radio', { name: /Video consultation/ }));
    await user.selectOptions(screen.getByLabelText('Time zone'), ZONE);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Confirm ${DAY_LABEL} at 10:00 AM?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Consultation type, date and time' })).toBeVisible();
    expect(screen.getByRole('button', { name: `${DAY_LABEL} at 10:00 AM` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await pickSlotAgain(user);
    expect(within(summary()).getByText(new RegExp(`${DAY_LABEL} at 10:00 AM`))).toBeVisible();
  });

  it('clears the date and time when another type or time zone is chosen', async () => {
    wizardServer([listing({ id: 4 })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />);
    await user.click(await screen.findByRole('radio', { name: /Video consultation/ }));
    await user.selectOptions(screen.getByLabelText('Time zone'), ZONE);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` });
    await user.click(screen.getByRole('radio', { name: /Phone consultation/ }));
    expect(screen.getAllByText('Please select a date')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: `${DAY_LABEL} at 10:00 AM` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` });
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(screen.getAllByText('Please select a date')).toHaveLength(2);
  });

  it('needs a pet and a reason from an owner, then pays and confirms', async () => {
    wizardServer([listing({ id: 4, title: 'Happy Paws', avatar: 'https://cdn.example/a.png' })]);
    const { parts, payments } = fakeParts();
    const onBooked = vi.fn();
    const { user } = renderWithApp(
      <BookingWizard vendorId={2} parts={parts} onBooked={onBooked} />,
      { token: owner() },
    );
    await pickSlot(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please select a pet.')).toBeVisible();
    expect(screen.getByText('Reason for consult is required.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rex' }));
    await user.type(screen.getByLabelText(/Reason for consult/), '  Limping  ');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(payments.at(-1)).toEqual({
      order: {
        paymentType: 300,
        productId: 4000,
        vendorId: 2,
        vendorServiceId: 4,
        consultationType: 'video',
        for_ts: SLOT,
        petId: 3,
        userTZ: ZONE,
        details: {
          summary: 'Limping',
          clinicName: 'Happy Paws',
          docName: 'Dr. Jane Doe, DVM',
          address: '1 Main Street, Brooklyn, NY, 11201',
          price: 40,
          petName: 'Rex',
          pic: 'https://cdn.example/a.png',
        },
      },
    });
    expect(within(summary()).getByText('Rex')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm and Pay' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for your Order!' })).toBeVisible();
    expect(screen.getByText('PQC-77')).toBeVisible();
    expect(onBooked).toHaveBeenCalledWith(77);
    expect(within(summary()).queryByRole('button')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('points to the first missing field, clears a message when its field changes, and checks again at Continue', async () => {
    wizardServer([listing({ id: 4 })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await pickSlot(user);
    const reason = screen.getByLabelText(/Reason for consult/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const petGroup = (await screen.findByText('Please select a pet.')).parentElement;
    expect(petGroup).toHaveFocus();
    expect(petGroup).toHaveAccessibleDescription('Please select a pet.');
    expect(reason).toHaveAccessibleDescription('Reason for consult is required.');
    await user.click(screen.getByRole('button', { name: 'Rex' }));
    expect(screen.queryByText('Please select a pet.')).toBeNull();
    expect(screen.getByText('Reason for consult is required.')).toBeVisible();
    await user.type(reason, ' ');
    expect(screen.queryByText('Reason for consult is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Reason for consult is required.')).toBeVisible();
    expect(reason).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Information' })).toBeVisible();
  });

  it('keeps the pet and the reason typed so far through a reload', async () => {
    wizardServer([listing({ id: 4 })]);
    const first = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await pickSlot(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Milo' }));
    await first.user.type(screen.getByLabelText(/Reason for consult/), 'Itchy ears');
    first.unmount();
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue('Itchy ears');
    expect(screen.getByRole('button', { name: 'Milo' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(within(summary()).getByText('Milo')).toBeVisible();
    expect(within(summary()).getByText('Itchy ears')).toBeVisible();
  });

  it('drops the reason’s leading spaces as typed and the trailing ones on leaving it, and keeps it so', async () => {
    wizardServer([listing({ id: 4 })]);
    const first = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await pickSlot(first.user);
    const reason = screen.getByLabelText(/Reason for consult/);
    await first.user.type(reason, '  Itchy ears  ');
    expect(reason).toHaveValue('Itchy ears  ');
    await first.user.tab();
    expect(reason).toHaveValue('Itchy ears');
    first.unmount();
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, { token: owner() });
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue('Itchy ears');
  });

  it('clears the slot and information when type/time is edited from the summary', async () => {
    wizardServer([listing({ id: 4 })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await pickSlot(user);
    await user.click(screen.getByRole('button', { name: 'Rex' }));
    await user.type(screen.getByLabelText(/Reason for consult/), 'Limping');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    await user.click(within(summary()).getByRole('button', { name: 'Edit consultation and time' }));
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toBeVisible();
    // The type and day stay; the time must be picked again.
    expect(screen.getByRole('radio', { name: /Video consultation/ })).toBeChecked();
    expect(within(summary()).getByText('Please pick a time slot.')).toBeVisible();
    await pickSlotAgain(user);
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Rex' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears everything after the practice when the practice is edited', async () => {
    wizardServer([listing({ id: 4, title: 'Happy Paws' }), listing({ id: 5, title: 'Uptown' })]);
    const { user } = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      token: owner(),
    });
    await user.click(await screen.findByRole('button', { name: 'Select Happy Paws' }));
    await pickSlot(user);
    await user.type(screen.getByLabelText(/Reason for consult/), 'Limping');
    await user.click(within(summary()).getByRole('button', { name: 'Edit practice' }));
    expect(await screen.findByRole('heading', { name: 'Choose a practice' })).toBeVisible();
    expect(within(summary()).queryByText('Happy Paws')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select Uptown' }));
    expect(screen.getByRole('radio', { name: /Video consultation/ })).not.toBeChecked();
    expect(within(summary()).getByText('Uptown')).toBeVisible();
    expect(within(summary()).queryByText(new RegExp(DAY_LABEL))).toBeNull();
  });

  it('asks a visitor to log in and keeps the choices for when they come back', async () => {
    wizardServer([listing({ id: 4 })]);
    const first = renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: '/vet-appointments/book/2',
    });
    await pickSlot(first.user);
    expect(screen.getByText('Please log in to continue. Your choices are kept.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fvet-appointments%2Fbook%2F2',
    );
    first.unmount();
    // Back from the login page, signed in.
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: '/vet-appointments/book/2',
      token: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
    expect(within(summary()).getByText(new RegExp(`${DAY_LABEL} at 10:00 AM`))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rex' })).toBeVisible();
  });

  // Choices kept at the payment step (a reload there): the step's rule loads apart from the
  // wizard, and the payment shows only once the kept information passes it.
  const keptAtPayment = (summaryText: string) =>
    toPayment({
      ...confirmSlot(
        chooseType(chooseListing(chooseTimeZone(initialChoices(), ZONE), 4), 'video'),
        SLOT,
      ),
      petId: 1,
      petName: 'Rex',
      summary: summaryText,
    });

  /** The wizard for practice 2, opened by its owner with these choices kept in the tab. */
  function reopenWith(kept: WizardChoices) {
    wizardServer([listing({ id: 4 })]);
    saveChoices(2, kept);
    renderWithApp(<BookingWizard vendorId={2} parts={fakeParts().parts} />, {
      path: '/vet-appointments/book/2',
      token: owner(),
    });
  }

  it('reopens the payment step from kept choices whose information passes its rule', async () => {
    reopenWith(keptAtPayment('Itchy skin'));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm and Pay' })).toBeVisible();
    expect(within(summary()).getByText(new RegExp(`${DAY_LABEL} at 10:00 AM`))).toBeVisible();
  });

  it('keeps kept choices without a reason for consult at the information step', async () => {
    reopenWith(keptAtPayment('   '));
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm and Pay' })).toBeNull();
  });
});

describe('the booking wizard for a customer (practice staff)', () => {
  function customerServer(found: boolean) {
    const searches: FindCustomerQueryVariables[] = [];
    const registrations: RegisterCustomerMutationVariables[] = [];
    // find_customer answers only id and names: no e-mail or phone of the owner.
    const olivia = { id: 31, first_name: 'Olivia', last_name: 'Owner' };
    server.use(
      // The customer shares no pet with the practice unless a test says otherwise.
      graphql.query<WithTypename<CustomerPetsQuery>, CustomerPetsQueryVariables>(
        'CustomerPets',
        () => HttpResponse.json({ data: { pets: [] } }),
      ),
      graphql.query<FindCustomerQuery, FindCustomerQueryVariables>(
        'FindCustomer',
        ({ variables }) => {
          searches.push(variables);
          return HttpResponse.json({ data: { find_customer: found ? olivia : null } });
        },
      ),
      graphql.mutation<RegisterCustomerMutation, RegisterCustomerMutationVariables>(
        'RegisterCustomer',
        ({ variables }) => {
          registrations.push(variables);
          return HttpResponse.json({
            data: { register_customer: { ...variables.input, id: 32 } },
          });
        },
      ),
    );
    return { searches, registrations };
  }

  it('finds the customer by e-mail and books with payment enabled', async () => {
    wizardServer([listing({ id: 4 })]);
    const { searches } = customerServer(true);
    const { parts, payments } = fakeParts();
    const { user } = renderWithApp(<BookingWizard vendorId={2} forCustomer parts={parts} />, {
      token: staff(),
    });
    await pickSlot(user);
    expect(screen.queryByRole('button', { name: 'Rex' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please choose the customer.')).toBeVisible();
    expect(screen.getByLabelText(/Customer e-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/Customer e-mail/)).toHaveAccessibleDescription(
      'Please choose the customer.',
    );
    await user.type(screen.getByLabelText(/Customer e-mail/), ' Olivia@Example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Olivia Owner')).toBeVisible();
    // The e-mail shown is the one the staff member typed (trimmed, lower-cased), which matched.
    expect(screen.getByText(/\(olivia@example\.com\)/)).toBeVisible();
    expect(searches).toEqual([{ email: 'olivia@example.com' }]);
    expect(screen.getByRole('radio', { name: 'Enabled' })).toBeChecked();
    await user.type(screen.getByLabelText(/Reason for consult/), 'Check-up');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(payments.at(-1)).toMatchObject({ customerId: 31, waived: false });
    expect(payments.at(-1)?.order).not.toHaveProperty('petId');
  });

  it("offers the customer's shared pets, or adds a pet for the customer", async () => {
    wizardServer([listing({ id: 4 })]);
    customerServer(true);
    const asked: CustomerPetsQueryVariables[] = [];
    server.use(
      graphql.query<WithTypename<CustomerPetsQuery>, CustomerPetsQueryVariables>(
        'CustomerPets',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: { pets: [{ __typename: 'pets', id: 5, name: 'Nibbles' }] },
          });
        },
      ),
    );
    const { parts, payments } = fakeParts();
    const { user } = renderWithApp(<BookingWizard vendorId={2} forCustomer parts={parts} />, {
      token: staff(),
    });
    await pickSlot(user);
    await user.type(screen.getByLabelText(/Customer e-mail/), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const pets = await screen.findByRole('group', { name: 'Pet' });
    expect(await within(pets).findByRole('radio', { name: 'Nibbles' })).not.toBeChecked();
    expect(asked).toEqual([{ userId: 31 }]);
    expect(within(pets).getByRole('radio', { name: 'The customer chooses later' })).toBeChecked();

    await user.click(within(pets).getByRole('radio', { name: 'Add a pet' }));
    await user.type(screen.getByLabelText(/Reason for consult/), 'Check-up');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(PET_MESSAGES.nameRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/Pet name/), 'Pumpkin');
    await user.selectOptions(screen.getByLabelText(/Pet type/), 'Cat');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(payments.at(-1)?.order).toMatchObject({
      newPet: { name: 'Pumpkin', type: 2 },
      details: { petName: 'Pumpkin' },
    });
    expect(payments.at(-1)?.order).not.toHaveProperty('petId');

    await user.click(screen.getByRole('button', { name: 'Edit information' }));
    await user.click(await screen.findByRole('radio', { name: 'Nibbles' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(payments.at(-1)?.order).toMatchObject({ petId: 5, details: { petName: 'Nibbles' } });
    expect(payments.at(-1)?.order).not.toHaveProperty('newPet');
  });

  it("says 'Customer not found', registers the customer and waives the payment", async () => {
    wizardServer([listing({ id: 4 })]);
    const { registrations } = customerServer(false);
    const { parts, payments } = fakeParts();
    const { user } = renderWithApp(<BookingWizard vendorId={2} forCustomer parts={parts} />, {
      token: staff(),
    });
    await pickSlot(user);
    await user.type(screen.getByLabelText(/Customer e-mail/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Customer not found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register customer' }));
    const form = screen.getByRole('form', { name: 'Register customer' });
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('new@example.com');
    await user.type(within(form).getByLabelText(/First name/), ' Nina');
    await user.type(within(form).getByLabelText(/Last name/), 'New');
    await user.type(within(form).getByLabelText(/Mobile number/), ' 555 12');
    // Trimmed as typed: a name's leading spaces, every space of the number.
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Nina');
    expect(within(form).getByLabelText(/Mobile number/)).toHaveValue('55512');
    await user.click(within(form).getByRole('button', { name: 'Register customer' }));
    expect(await within(form).findByText('Mobile number must be exactly 10 digits.')).toBeVisible();
    expect(registrations).toEqual([]);
    await user.type(within(form).getByLabelText(/Mobile number/), '34567');
    await user.click(within(form).getByRole('button', { name: 'Register customer' }));
    expect(await screen.findByText('Nina New')).toBeVisible();
    expect(registrations).toEqual([
      {
        input: {
          first_name: 'Nina',
          last_name: 'New',
          email: 'new@example.com',
          phone: '5551234567',
        },
      },
    ]);
    await user.click(screen.getByRole('radio', { name: 'Payment Waived' }));
    await user.type(screen.getByLabelText(/Reason for consult/), 'Vaccination');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(payments.at(-1)).toMatchObject({ customerId: 32, waived: true });
    expect(within(summary()).getByText('Payment Waived')).toBeVisible();
    expect(within(summary()).getByText(/Video consultation · \$0\.00/)).toBeVisible();
    // Staff choices are not kept in the tab.
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's message when the e-mail is already registered", async () => {
    wizardServer([listing({ id: 4 })]);
    customerServer(false);
    server.use(
      graphql.mutation<RegisterCustomerMutation, RegisterCustomerMutationVariables>(
        'RegisterCustomer',
        () =>
          HttpResponse.json({
            errors: [
              {
                message: 'This email already exists in our System.',
                extensions: {
                  code: 'duplicate-email',
                  fields: { email: 'This email already exists in our System.' },
                },
              },
            ],
          }),
      ),
    );
    const { user } = renderWithApp(
      <BookingWizard vendorId={2} forCustomer parts={fakeParts().parts} />,
      { token: staff() },
    );
    await pickSlot(user);
    await user.type(screen.getByLabelText(/Customer e-mail/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Register customer' }));
    const form = screen.getByRole('form', { name: 'Register customer' });
    await user.type(within(form).getByLabelText(/First name/), 'Tim');
    await user.type(within(form).getByLabelText(/Last name/), 'Taken');
    await user.type(within(form).getByLabelText(/Mobile number/), '5551234567');
    await user.click(within(form).getByRole('button', { name: 'Register customer' }));
    await waitFor(() => {
      expect(within(form).getAllByText('This email already exists in our System.')).toHaveLength(2);
    });
    expect(within(form).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});

/** After an edit or a No: pick next Monday's 10:00 again (type and zone already chosen). */
async function pickSlotAgain(user: ReturnType<typeof renderWithApp>['user']) {
  const slot = await screen.findByRole('button', { name: `${DAY_LABEL} at 10:00 AM` });
  await user.click(slot);
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await screen.findByRole('heading', { name: 'Information' });
}
