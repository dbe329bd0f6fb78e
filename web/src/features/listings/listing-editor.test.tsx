import { LISTING_MESSAGES, todayIn } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ListingEditorQuery,
  ListingEditorQueryVariables,
  PracticeStaffQuery,
  PracticeStaffQueryVariables,
  SaveListingMutation,
  SaveListingMutationVariables,
} from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { LISTINGS_TEXT } from './messages';
import { ListingEditorPage } from './pages/listing-editor-page';

const ROOT_ADMIN = fakeToken({ id: 3, role: 'vendor', vendor_id: 2, subrole: 1 });
const STAFF = fakeToken({ id: 4, role: 'vendor', vendor_id: 2, subrole: 3 });

const TEAM: PracticeStaffQuery['vendor_logins'] = [
  { id: 4, first_name: 'Maria', last_name: 'Gonzalez' },
  { id: 3, first_name: 'Priya', last_name: 'Shah' },
];

type Loaded = NonNullable<ListingEditorQuery['vendor_listings_by_pk']>;

const NEW_YORK = 'America/New_York';

const LISTING: Loaded = {
  id: 5,
  vendor_login_id: 4,
  avatar: null,
  title: 'Happy Paws Telehealth',
  line1: 'Dr. Priya Shah, DVM',
  line2: 'Video advice',
  address: '418 Atlantic Avenue',
  city: 'Brooklyn',
  state: 'NY',
  zipcode: '11217',
  timezone: NEW_YORK,
  specialization: [1000],
  categories: [1002],
  pets: [1, 2],
  education: [{ degree: 'DVM', institution: 'Penn', year: 2014 }],
  managers: [{ vendor_login_id: 4 }],
  consultations: [
    {
      id: 11,
      type: 'video',
      enabled: true,
      duration: 15,
      price: 30,
      schedules: [{ id: 1, days: [1, 2, 3, 4, 5], from_time: '08:30:00', to_time: '12:00:00' }],
      rosters: [],
    },
  ],
};

type SaveAnswer = NonNullable<SaveListingMutation['save_listing']>;

/** The practice behind the editor: its team, a listing, and the save, recording what was sent. */
function backend({
  team = TEAM,
  listing = LISTING,
  answers = [{ id: 5, saved: true, canceled: [], notified: 0, affected: [] }],
}: {
  team?: PracticeStaffQuery['vendor_logins'];
  listing?: Loaded | null;
  answers?: (SaveAnswer | 'error')[];
} = {}) {
  const saves: SaveListingMutationVariables[] = [];
  const staffAsked: PracticeStaffQueryVariables[] = [];
  server.use(
    graphql.query<PracticeStaffQuery, PracticeStaffQueryVariables>(
      'PracticeStaff',
      ({ variables }) => {
        staffAsked.push(variables);
        return HttpResponse.json({ data: { vendor_logins: team } });
      },
    ),
    graphql.query<ListingEditorQuery, ListingEditorQueryVariables>('ListingEditor', () =>
      HttpResponse.json({ data: { vendor_listings_by_pk: listing } }),
    ),
    graphql.mutation<SaveListingMutation, SaveListingMutationVariables>(
      'SaveListing',
      ({ variables }) => {
        saves.push(variables);
        const answer = answers[Math.min(saves.length - 1, answers.length - 1)];
        if (!answer || answer === 'error')
          return HttpResponse.json({
            errors: [
              {
                message: LISTING_MESSAGES.staffNotFound,
                extensions: {
                  code: 'validation-failed',
                  fields: { 'listing.owner_id': LISTING_MESSAGES.staffNotFound },
                },
              },
            ],
          });
        return HttpResponse.json({ data: { save_listing: answer } });
      },
    ),
  );
  return { saves, staffAsked };
}

const render = (path: string, token = ROOT_ADMIN) =>
  renderWithApp(<ListingEditorPage />, { path, token });

const field = (name: RegExp | string) => screen.getByLabelText(name);

describe('a new listing', () => {
  it('shows Details and Timings, prompts for a first consultation and checks before sending', async () => {
    const { saves } = backend();
    const { user } = render('/app/listings/item');
    expect(screen.getByRole('heading', { level: 1, name: 'New Listing' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Timings' })).toBeVisible();
    expect(screen.getByText(LISTING_MESSAGES.addConsultationPrompt)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(await screen.findByText(LISTING_MESSAGES.titleRequired)).toBeVisible();
    expect(screen.getByText(LISTING_MESSAGES.line1Required)).toBeVisible();
    expect(screen.getByText(LISTING_MESSAGES.consultationRequired)).toBeVisible();
    expect(screen.getByText(LISTING_MESSAGES.ownerRequired)).toBeVisible();
    expect(saves).toEqual([]);
  });

  it('needs a numeric duration and price for a consultation that is on, and hides them when off', async () => {
    backend();
    const { user } = render('/app/listings/item');
    await user.click(await screen.findByRole('button', { name: LISTINGS_TEXT.addConsultation }));
    const card = screen.getByRole('listitem', { name: 'Clinic Visit' });
    await user.type(within(card).getByLabelText(/^Price/), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(await within(card).findByText(LISTING_MESSAGES.durationRequired)).toBeVisible();
    expect(within(card).getByText(LISTING_MESSAGES.priceNumeric)).toBeVisible();
    await user.click(within(card).getByRole('checkbox', { name: /^Enabled/ }));
    expect(within(card).queryByLabelText(/^Price/)).toBeNull();
    expect(within(card).queryByLabelText(/^Duration/)).toBeNull();
    expect(within(card).getByText('Switched off: pet owners do not see it.')).toBeVisible();
  });

  it('keeps the first hours row and lets further rows go, and asks for days', async () => {
    backend();
    const { user } = render('/app/listings/item');
    await user.click(await screen.findByRole('button', { name: LISTINGS_TEXT.addConsultation }));
    const card = screen.getByRole('listitem', { name: 'Clinic Visit' });
    expect(within(card).queryByRole('button', { name: /^Remove hours 1/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: /^Add Schedule/ }));
    const second = within(card).getByRole('group', { name: 'Hours 2 of Clinic Visit' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(second).getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(await within(second).findByText(LISTING_MESSAGES.daysRequired)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Remove hours 2 of Clinic Visit' }));
    expect(within(card).queryByRole('group', { name: /^Hours 2/ })).toBeNull();
  });

  it('saves details, profile, owner, managers and two consultations, then says so and moves to the listing', async () => {
    const { saves } = backend({
      answers: [{ id: 42, saved: true, canceled: [], notified: 0, affected: [] }],
    });
    const { user, router } = render('/app/listings/item');
    await user.type(await screen.findByLabelText(/^Title/), 'Riverside Clinic');
    await user.type(field(/^Line 1/), 'Dr. Ada Vet');
    await user.type(field('City'), 'Springfield');
    await user.type(field('Zip code'), '12345');
    await user.click(screen.getByRole('checkbox', { name: 'Dermatology' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dog' }));
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(field(/^Degree/), 'DVM');
    await user.type(field('Year'), '2012');
    await user.selectOptions(field(/^Owner( \*)?$/), 'Maria Gonzalez');
    await user.click(screen.getByRole('checkbox', { name: 'Priya Shah' }));
    await user.click(screen.getByRole('button', { name: LISTINGS_TEXT.addConsultation }));
    await user.click(screen.getByRole('button', { name: LISTINGS_TEXT.addConsultation }));
    const video = screen.getByRole('listitem', { name: 'Video Consultation' });
    await user.type(within(video).getByLabelText(/^Duration/), '30');
    await user.type(within(video).getByLabelText(/^Price/), '45');
    const clinic = screen.getByRole('listitem', { name: 'Clinic Visit' });
    await user.type(within(clinic).getByLabelText(/^Duration/), '60');
    await user.type(within(clinic).getByLabelText(/^Price/), '90');
    await user.selectOptions(within(clinic).getByLabelText('From'), '14:00');
    await user.selectOptions(within(clinic).getByLabelText('To'), '17:30');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));

    // The new listing's address, where the notice is said again once it has loaded.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?id=42');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Listing' })).toBeVisible();
    // The listing as loaded (the backend answers its one listing for any id).
    await screen.findByDisplayValue('Happy Paws Telehealth');
    expect(screen.getByText(LISTING_MESSAGES.saved)).toBeVisible();
    expect(saves).toHaveLength(1);
    const sent = saves[0]?.listing;
    expect(sent).toMatchObject({
      id: null,
      title: 'Riverside Clinic',
      line1: 'Dr. Ada Vet',
      line2: null,
      city: 'Springfield',
      zipcode: '12345',
      specialization: [1005],
      pets: [1],
      education: [{ degree: 'DVM', institution: null, year: 2012 }],
      owner_id: 4,
      manager_ids: [3],
      decisions: [],
    });
    expect(sent?.consultations).toEqual([
      {
        type: 'clinic_visit',
        enabled: true,
        duration: 60,
        price: 90,
        schedules: [{ days: [1, 2, 3, 4, 5], from: '14:00', to: '17:30' }],
        rosters: [],
      },
      {
        type: 'video',
        enabled: true,
        duration: 30,
        price: 45,
        schedules: [{ days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' }],
        rosters: [],
      },
    ]);
  });

  it('shows no owner and manager pickers to a practice of one, nor to staff', async () => {
    const alone = backend({ team: [{ id: 3, first_name: 'Priya', last_name: 'Shah' }] });
    const first = render('/app/listings/item');
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    expect(screen.queryByLabelText(/^Owner( \*)?$/)).toBeNull();
    expect(alone.staffAsked).toEqual([{ vendorId: 2 }]);
    first.unmount();

    const staff = backend();
    render('/app/listings/item', STAFF);
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    expect(screen.queryByLabelText(/^Owner( \*)?$/)).toBeNull();
    expect(staff.staffAsked).toEqual([]);
  });

  it('shows the field the server refused and its message', async () => {
    backend({ answers: ['error'] });
    const { user } = render('/app/listings/item');
    await user.type(await screen.findByLabelText(/^Title/), 'Riverside Clinic');
    await user.type(field(/^Line 1/), 'Dr. Ada Vet');
    await user.selectOptions(field(/^Owner( \*)?$/), 'Maria Gonzalez');
    await user.click(screen.getByRole('button', { name: LISTINGS_TEXT.addConsultation }));
    await user.type(field(/^Duration/), '30');
    await user.type(field(/^Price/), '45');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    const alerts = await screen.findAllByText(LISTING_MESSAGES.staffNotFound);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText(LISTING_MESSAGES.saved)).toBeNull();
  });
});

describe('updating a listing', () => {
  it("loads it as 'Update Listing' and saves a price change", async () => {
    const { saves } = backend();
    const { user } = render('/app/listings/item?id=5');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Listing' })).toBeVisible();
    expect(await screen.findByDisplayValue('Happy Paws Telehealth')).toBeVisible();
    expect(field(/^Owner( \*)?$/)).toHaveValue('4');
    const video = screen.getByRole('listitem', { name: 'Video Consultation' });
    const price = within(video).getByLabelText(/^Price/);
    expect(price).toHaveAccessibleDescription(LISTINGS_TEXT.priceHint);
    await user.clear(price);
    await user.type(price, '35');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(await screen.findByText(LISTING_MESSAGES.saved)).toBeVisible();
    expect(saves[0]?.listing).toMatchObject({
      id: 5,
      owner_id: 4,
      manager_ids: [4],
      education: [{ degree: 'DVM', institution: 'Penn', year: 2014 }],
      consultations: [
        {
          type: 'video',
          price: 35,
          duration: 15,
          schedules: [{ days: [1, 2, 3, 4, 5], from: '08:30', to: '12:00' }],
        },
      ],
    });
  });

  it('lists the bookings new hours leave out, and saves with the practice’s choice for each', async () => {
    const affected = {
      id: 77,
      code: 'PQC-77',
      slot: '2030-03-04T22:00:00.000Z',
      type: 'video',
      duration: 15,
      customer: 'Olivia Owner',
      pet: 'Biscuit',
    };
    const { saves } = backend({
      answers: [
        { id: 5, saved: false, canceled: [], notified: 0, affected: [affected] },
        { id: 5, saved: true, canceled: [77], notified: 1, affected: [affected] },
      ],
    });
    const { user } = render('/app/listings/item?id=5');
    const video = await screen.findByRole('listitem', { name: 'Video Consultation' });
    await user.selectOptions(within(video).getByLabelText('To'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));

    const panel = await screen.findByRole('region', { name: LISTING_MESSAGES.affectedHeading });
    expect(
      within(panel).getByRole('heading', { name: LISTING_MESSAGES.affectedHeading }),
    ).toHaveFocus();
    const booking = within(panel).getByRole('group', { name: 'PQC-77: Olivia Owner (Biscuit)' });
    expect(within(booking).getByText(/Monday, March 4, 2030 at 5:00 PM/)).toBeVisible();
    expect(within(booking).getByRole('radio', { name: 'Keep' })).toBeChecked();
    await user.click(within(booking).getByRole('radio', { name: 'Cancel and tell the owner' }));
    const message = within(booking).getByLabelText(/^Message to the owner/);
    await user.clear(message);
    await user.type(message, 'Dr. Shah now works mornings only.');
    await user.click(within(panel).getByRole('button', { name: LISTINGS_TEXT.saveWithChoices }));

    expect(
      await screen.findByText('Saved Successfully! 1 booking was canceled; 1 owner was e-mailed.'),
    ).toBeVisible();
    expect(saves.map((s) => s.listing.decisions)).toEqual([
      [],
      [{ booking_id: 77, keep: false, message: 'Dr. Shah now works mornings only.' }],
    ]);
    expect(saves[1]?.listing.consultations[0]?.schedules).toEqual([
      { days: [1, 2, 3, 4, 5], from: '08:30', to: '10:00' },
    ]);
  });

  it('goes back to the hours without saving when the practice wants to change them', async () => {
    const { saves } = backend({
      answers: [
        {
          id: 5,
          saved: false,
          canceled: [],
          notified: 0,
          affected: [
            {
              id: 77,
              code: 'PQC-77',
              slot: '2030-03-04T22:00:00.000Z',
              type: 'video',
              duration: 15,
              customer: 'Olivia Owner',
              pet: null,
            },
          ],
        },
      ],
    });
    const { user } = render('/app/listings/item?id=5');
    await screen.findByDisplayValue('Happy Paws Telehealth');
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    await user.click(await screen.findByRole('button', { name: LISTINGS_TEXT.backToEditing }));
    expect(screen.getByRole('button', { name: 'Save Listing' })).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  it('marks a day off in the roster and copies the week to the following one', async () => {
    const { saves } = backend();
    const { user } = render('/app/listings/item?id=5');
    const video = await screen.findByRole('listitem', { name: 'Video Consultation' });
    const today = todayIn(new Date(), NEW_YORK);
    const toggle = within(video).getByRole('button', { name: /^Days that differ/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(video).queryByRole('button', { name: 'Day off' })).toBeNull();
    await user.click(toggle);
    await user.click(within(video).getByRole('button', { name: 'Day off' }));
    expect(within(video).getByRole('status')).toHaveTextContent('Day off');
    await user.click(within(video).getByRole('button', { name: 'Copy week' }));
    await user.click(screen.getByRole('button', { name: 'Save Listing' }));
    await screen.findByText(LISTING_MESSAGES.saved);
    const rosters = saves[0]?.listing.consultations[0]?.rosters ?? [];
    expect(rosters).toContainEqual({ date: today, slots: [] });
    // The copy repeats the day off a week later.
    const nextWeek = new Date(`${today}T00:00:00Z`);
    nextWeek.setUTCDate(nextWeek.getUTCDate() + 7);
    expect(rosters).toContainEqual({ date: nextWeek.toISOString().slice(0, 10), slots: [] });
    expect(toggle).toHaveTextContent('(2)');
  });

  it("says 'No listing found!' for a listing the staff member may not see", async () => {
    backend({ listing: null });
    render('/app/listings/item?id=99', STAFF);
    expect(await screen.findByText('No listing found!')).toBeVisible();
  });
});
