import { describe, expect, it } from 'vitest';
import { readWaitlistOffer, withoutWaitlistOffer, withWaitlistOffer } from './waitlist-offer';
import { initialChoices } from './wizard-state';
import type { WizardListing } from './wizard-practice-step';

const listing = (id: number, types: string[]) =>
  ({
    id,
    consultations: types.map((type, i) => ({ id: i + 1, type })),
  }) as unknown as WizardListing;
const LISTINGS = [listing(9, ['video', 'phone']), listing(10, ['clinic_visit'])];
const SLOT = '2030-03-04T15:00:00.000Z';

describe('a waitlist offer’s link', () => {
  it('opens the wizard on the held slot: its listing, type, date in the viewer’s zone and time', () => {
    const offer = readWaitlistOffer(new URLSearchParams(`listing=9&type=video&slot=${SLOT}`));
    const choices = withWaitlistOffer(initialChoices('America/New_York'), offer, LISTINGS, 'video');
    expect(choices).toMatchObject({
      listingId: 9,
      type: 'video',
      date: '2030-03-04',
      slot: SLOT,
      stage: 3,
    });
  });

  it('is ignored for a listing of another practice, a type the listing lacks or a malformed slot', () => {
    const start = initialChoices('America/New_York');
    const read = (query: string) => readWaitlistOffer(new URLSearchParams(query));
    expect(withWaitlistOffer(start, read(`listing=77&slot=${SLOT}`), LISTINGS, 'video')).toBe(
      start,
    );
    expect(withWaitlistOffer(start, read(`listing=10&slot=${SLOT}`), LISTINGS, 'video')).toBe(
      start,
    );
    expect(read('listing=9&slot=tomorrow')).toBeUndefined();
    expect(read(`listing=0&slot=${SLOT}`)).toBeUndefined();
  });

  it('leaves the address once read, other parameters staying', () => {
    const rest = withoutWaitlistOffer(new URLSearchParams(`listing=9&slot=${SLOT}&cc=1`));
    expect(rest.toString()).toBe('cc=1');
  });
});
