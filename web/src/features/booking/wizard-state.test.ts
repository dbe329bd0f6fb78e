import { afterEach, describe, expect, it } from 'vitest';
import {
  booked,
  chooseDate,
  chooseListing,
  chooseTimeZone,
  chooseType,
  confirmSlot,
  editInfo,
  editPractice,
  editSlot,
  initialChoices,
  hasKeptChoices,
  reachableStage,
  saveChoices,
  toPayment,
  WIZARD_STORAGE_KEY,
  type WizardChoices,
  withPrefill,
} from './wizard-state';
import { loadChoices } from './wizard-kept';

const SLOT = '2030-03-04T15:00:00.000Z';

/** Choices at the payment stage: listing 4, video on 2030-03-04 at SLOT, pet and reason given. */
function atPayment(): WizardChoices {
  let c = chooseListing(initialChoices('America/New_York'), 4);
  c = chooseType(c, 'video');
  c = chooseDate(c, '2030-03-04');
  c = confirmSlot(c, SLOT);
  c = { ...c, petId: 3, petName: 'Rex', summary: 'Limping' };
  return toPayment(c);
}

afterEach(() => {
  sessionStorage.clear();
});

describe('the booking wizard choices', () => {
  it('go from stage to stage as each is done', () => {
    const c = atPayment();
    expect(c).toMatchObject({ stage: 4, listingId: 4, type: 'video', slot: SLOT, petId: 3 });
    expect(booked(c, 77)).toMatchObject({ stage: 5, bookingId: 77 });
  });

  it('clear the listing, slot and information when the practice is edited', () => {
    expect(editPractice(atPayment())).toMatchObject({
      stage: 1,
      listingId: undefined,
      type: undefined,
      date: undefined,
      slot: undefined,
      petId: undefined,
      summary: '',
      timeZone: 'America/New_York',
    });
  });

  it('clear the slot and information, but keep the type and day, when type/time is edited', () => {
    expect(editSlot(atPayment())).toMatchObject({
      stage: 2,
      type: 'video',
      date: '2030-03-04',
      slot: undefined,
      petId: undefined,
      petName: undefined,
      summary: '',
    });
  });

  it('keep the information when it is edited', () => {
    expect(editInfo(atPayment())).toMatchObject({ stage: 3, petId: 3, summary: 'Limping' });
  });

  it('clear the date and time for another type or time zone, not for the same one', () => {
    const c = chooseDate(
      chooseType(chooseListing(initialChoices('UTC'), 4), 'video'),
      '2030-03-04',
    );
    expect(chooseType(c, 'video')).toBe(c);
    expect(chooseType(c, 'phone')).toMatchObject({
      type: 'phone',
      date: undefined,
      slot: undefined,
    });
    expect(chooseTimeZone(c, 'UTC')).toBe(c);
    expect(chooseTimeZone(c, 'Asia/Tokyo')).toMatchObject({
      timeZone: 'Asia/Tokyo',
      date: undefined,
    });
  });

  it('never show a stage whose earlier stages are not done', () => {
    const ready = { canBook: true, infoComplete: true };
    expect(reachableStage(initialChoices('UTC'), ready)).toBe(1);
    expect(reachableStage({ ...atPayment(), slot: undefined }, ready)).toBe(2);
    expect(reachableStage(atPayment(), ready)).toBe(4);
    expect(reachableStage(atPayment(), { canBook: false, infoComplete: true })).toBe(3);
    expect(reachableStage(atPayment(), { canBook: true, infoComplete: false })).toBe(3);
  });
});

describe('keeping the choices through a login', () => {
  it('restores the choices for the same practice only', () => {
    const c = confirmSlot(chooseType(chooseListing(initialChoices('Asia/Tokyo'), 4), 'chat'), SLOT);
    saveChoices(2, { ...c, summary: 'Itchy skin' });
    expect(loadChoices(2, new Date('2030-01-01T00:00:00Z'))).toMatchObject({
      stage: 3,
      listingId: 4,
      type: 'chat',
      slot: SLOT,
      timeZone: 'Asia/Tokyo',
      summary: 'Itchy skin',
    });
    expect(loadChoices(3)).toBeUndefined();
    // The wizard loads the check only when the tab keeps choices for its practice.
    expect(hasKeptChoices(2)).toBe(true);
    expect(hasKeptChoices(3)).toBe(false);
  });

  it('drops a slot that has begun meanwhile', () => {
    saveChoices(2, confirmSlot(chooseType(chooseListing(initialChoices('UTC'), 4), 'chat'), SLOT));
    expect(loadChoices(2, new Date('2031-01-01T00:00:00Z'))?.slot).toBeUndefined();
  });

  it('ignores what is not the wizard’s and forgets a finished booking', () => {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, '{"vendorId":2,"choices":{"stage":9}}');
    expect(loadChoices(2)).toBeUndefined();
    sessionStorage.setItem(WIZARD_STORAGE_KEY, 'not json');
    expect(loadChoices(2)).toBeUndefined();
    expect(hasKeptChoices(2)).toBe(false);
    saveChoices(2, atPayment());
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).not.toBeNull();
    saveChoices(2, booked(atPayment(), 5));
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('does not keep a customer or a payment waiver', () => {
    saveChoices(2, {
      ...atPayment(),
      customer: { id: 1, first_name: 'A', last_name: 'B', email: 'a@example.com' },
      waived: true,
    });
    const text = sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '';
    expect(text).not.toContain('a@example.com');
    expect(text).not.toContain('waived');
  });
});

describe("a link's pre-fill over the choices", () => {
  const atListing = () => chooseListing(initialChoices('America/New_York'), 4);

  it('chooses the type only when the listing offers it', () => {
    expect(withPrefill(atListing(), { type: 'chat' }, ['video', 'chat']).type).toBe('chat');
    expect(withPrefill(atListing(), { type: 'chat' }, ['video', 'phone']).type).toBeUndefined();
    expect(withPrefill(atListing(), { type: 'chat' }, undefined).type).toBeUndefined();
  });

  it('gives another type than the chosen one a new date and time', () => {
    const changed = withPrefill(atPayment(), { type: 'phone' }, ['video', 'phone']);
    expect(changed).toMatchObject({ type: 'phone', date: undefined, slot: undefined });
  });

  it('writes the reason only where none is written', () => {
    expect(withPrefill(atListing(), { reason: 'Cough' }, []).summary).toBe('Cough');
    expect(withPrefill(atPayment(), { reason: 'Cough' }, []).summary).toBe('Limping');
  });

  it('leaves the pet to the picker', () => {
    expect(withPrefill(atListing(), { pet: 9 }, []).petId).toBeUndefined();
  });
});
