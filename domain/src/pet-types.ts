/**
 * The pet-type list: integer codes 1 to 72, the database's `pets_type_valid` range. Dog 1, Cat 2
 * and Horse 4 are fixed; the rest are the companion, farm and exotic animals vet practices see,
 * with Other last.
 */
export const PET_TYPES: Readonly<Record<number, string>> = {
  1: 'Dog',
  2: 'Cat',
  3: 'Bird',
  4: 'Horse',
  5: 'Rabbit',
  6: 'Guinea Pig',
  7: 'Hamster',
  8: 'Ferret',
  9: 'Fish',
  10: 'Turtle',
  11: 'Tortoise',
  12: 'Lizard',
  13: 'Snake',
  14: 'Frog',
  15: 'Chinchilla',
  16: 'Gerbil',
  17: 'Mouse',
  18: 'Rat',
  19: 'Hedgehog',
  20: 'Sugar Glider',
  21: 'Parrot',
  22: 'Parakeet',
  23: 'Cockatiel',
  24: 'Canary',
  25: 'Finch',
  26: 'Chicken',
  27: 'Duck',
  28: 'Goose',
  29: 'Turkey',
  30: 'Pigeon',
  31: 'Pony',
  32: 'Donkey',
  33: 'Mule',
  34: 'Cow',
  35: 'Goat',
  36: 'Sheep',
  37: 'Pig',
  38: 'Pot-bellied Pig',
  39: 'Alpaca',
  40: 'Llama',
  41: 'Camel',
  42: 'Degu',
  43: 'Bearded Dragon',
  44: 'Gecko',
  45: 'Iguana',
  46: 'Chameleon',
  47: 'Salamander',
  48: 'Axolotl',
  49: 'Newt',
  50: 'Tarantula',
  51: 'Scorpion',
  52: 'Hermit Crab',
  53: 'Goldfish',
  54: 'Koi',
  55: 'Betta Fish',
  56: 'Cockatoo',
  57: 'Macaw',
  58: 'Lovebird',
  59: 'Dove',
  60: 'Quail',
  61: 'Peafowl',
  62: 'Emu',
  63: 'Ostrich',
  64: 'Skunk',
  65: 'Raccoon',
  66: 'Fox',
  67: 'Wolfdog',
  68: 'Prairie Dog',
  69: 'Squirrel',
  70: 'Opossum',
  71: 'Hybrid Cat',
  72: 'Other',
};

export const PET_TYPE_MIN = 1;
export const PET_TYPE_MAX = 72;
export const PET_TYPE_OTHER = 72;

/** The types as options for a select, in code order. */
export const PET_TYPE_OPTIONS: readonly { code: number; label: string }[] = Object.entries(
  PET_TYPES,
).map(([code, label]) => ({ code: Number(code), label }));

/** Whether a value is a code of the list. */
export function isPetType(code: unknown): code is number {
  return (
    typeof code === 'number' &&
    Number.isInteger(code) &&
    code >= PET_TYPE_MIN &&
    code <= PET_TYPE_MAX
  );
}

/** A type code's label; 'Other' for a code outside the list (data written by another client). */
export function petTypeLabel(code: number): string {
  return PET_TYPES[code] ?? 'Other';
}
