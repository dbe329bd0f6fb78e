import { describe, expect, it } from 'vitest';
import { PET_TYPE_OPTIONS, petTypeLabel } from '../pet-types';
import { PET_MESSAGES, petSchema } from './pet';

const messages = (input: unknown) => {
  const result = petSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the pet form rules', () => {
  it('needs a name and a type, and says which is missing', () => {
    expect(messages({ name: '  ', type: '' })).toEqual({
      name: PET_MESSAGES.nameRequired,
      type: PET_MESSAGES.typeRequired,
    });
    expect(messages({})).toEqual({
      name: PET_MESSAGES.nameRequired,
      type: PET_MESSAGES.typeRequired,
    });
  });

  it('takes the type from a select value and leaves breed and notes optional', () => {
    expect(petSchema.parse({ name: ' Biscuit ', type: '1', breed: '  ', notes: '' })).toEqual({
      name: 'Biscuit',
      type: 1,
      breed: null,
      notes: null,
    });
    expect(
      petSchema.parse({ name: 'Juniper', type: 4, breed: 'Quarter Horse ', notes: ' Stall 12' }),
    ).toEqual({ name: 'Juniper', type: 4, breed: 'Quarter Horse', notes: 'Stall 12' });
  });

  it('refuses a type outside the list the database allows (1 to 72)', () => {
    expect(messages({ name: 'Rex', type: 0 })).toEqual({ type: PET_MESSAGES.typeRequired });
    expect(messages({ name: 'Rex', type: '73' })).toEqual({ type: PET_MESSAGES.typeRequired });
    expect(messages({ name: 'Rex', type: 1.5 })).toEqual({ type: PET_MESSAGES.typeRequired });
  });

  it('limits the lengths of the texts', () => {
    expect(messages({ name: 'x'.repeat(61), type: 1, breed: 'b'.repeat(81) })).toEqual({
      name: PET_MESSAGES.nameTooLong,
      breed: PET_MESSAGES.breedTooLong,
    });
  });
});

describe('the pet-type list', () => {
  it('has the codes 1 to 72 with the ones the spec fixes', () => {
    expect(PET_TYPE_OPTIONS.map((o) => o.code)).toEqual(
      Array.from({ length: 72 }, (_, i) => i + 1),
    );
    expect([petTypeLabel(1), petTypeLabel(2), petTypeLabel(4), petTypeLabel(72)]).toEqual([
      'Dog',
      'Cat',
      'Horse',
      'Other',
    ]);
    expect(new Set(PET_TYPE_OPTIONS.map((o) => o.label)).size).toBe(72);
    expect(petTypeLabel(99)).toBe('Other');
  });
});
