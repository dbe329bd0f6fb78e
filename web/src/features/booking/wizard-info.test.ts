import { describe, expect, it } from 'vitest';
import { PET_MESSAGES } from '@petwell/domain';
import { infoComplete, infoSchema } from './wizard-info';
import { infoValues, withInfo } from './wizard-info-values';
import { confirmSlot, chooseListing, chooseType, initialChoices } from './wizard-state';

const atInfo = () =>
  confirmSlot(chooseType(chooseListing(initialChoices('UTC'), 4), 'video'), '2030-03-04T15:00:00Z');

const customer = { id: 31, first_name: 'Olivia', last_name: 'Owner', email: 'o@example.com' };

describe("the information step's rule", () => {
  it('asks an owner for a pet and a reason for consult, spaces alone not being one', () => {
    const c = atInfo();
    expect(infoComplete(c, false)).toBe(false);
    expect(infoComplete({ ...c, petId: 3, petName: 'Rex', summary: '   ' }, false)).toBe(false);
    expect(infoComplete({ ...c, summary: 'Limping' }, false)).toBe(false);
    expect(infoComplete({ ...c, petId: 3, petName: 'Rex', summary: 'Limping' }, false)).toBe(true);
  });

  it('asks staff for the customer and a reason, not for a pet', () => {
    const c = { ...atInfo(), summary: 'Check-up' };
    expect(infoComplete(c, true)).toBe(false);
    expect(infoComplete({ ...c, customer }, true)).toBe(true);
  });

  it("gives the domain's messages for what is missing", () => {
    const messages = (forCustomer: boolean) =>
      infoSchema(forCustomer)
        .safeParse(infoValues(atInfo()))
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages(false)).toEqual([
      ['summary', 'Reason for consult is required.'],
      ['pet', 'Please select a pet.'],
    ]);
    expect(messages(true)).toEqual([
      ['summary', 'Reason for consult is required.'],
      ['customer', 'Please choose the customer.'],
    ]);
  });

  it("keeps the form's fields in the choices as they are typed, and reads them back", () => {
    const info = {
      pet: { id: 3, name: 'Rex' },
      summary: '  Limping ',
      customer,
      newPet: null,
      waived: true,
    };
    const c = withInfo(atInfo(), info);
    expect(c).toMatchObject({
      stage: 3,
      petId: 3,
      petName: 'Rex',
      summary: '  Limping ',
      customer,
      waived: true,
    });
    expect(infoValues(c)).toEqual(info);
    expect(
      withInfo(c, { pet: null, summary: '', customer: null, newPet: null, waived: false }),
    ).toMatchObject({
      petId: undefined,
      petName: undefined,
      customer: undefined,
    });
  });

  it('takes a pet staff add for the customer once it has a name and a type', () => {
    const base = {
      pet: null,
      summary: 'Limping',
      customer,
      waived: false,
    };
    const named = withInfo(atInfo(), { ...base, newPet: { name: ' Pumpkin ', type: '2' } });
    expect(named.newPet).toEqual({ name: 'Pumpkin', type: 2 });
    expect(infoComplete(named, true)).toBe(true);
    expect(
      infoSchema(true).safeParse({ ...base, newPet: { name: ' ', type: '2' } }).error?.issues[0]
        ?.message,
    ).toBe(PET_MESSAGES.nameRequired);
    expect(
      infoSchema(true).safeParse({ ...base, newPet: { name: 'Pumpkin', type: '' } }).error
        ?.issues[0]?.message,
    ).toBe(PET_MESSAGES.typeRequired);
    // No pet at all is fine: the owner picks one when sharing their records.
    expect(infoComplete(withInfo(atInfo(), { ...base, newPet: null }), true)).toBe(true);
  });
});
