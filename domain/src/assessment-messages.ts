/**
 * The health assessment's messages, apart from its schemas (schemas/assessment.ts), so that its
 * page shows them without loading zod.
 */
export const ASSESSMENT_MESSAGES = {
  nameRequired: 'Pet name is required.',
  nameTooLong: 'Pet name must be at most 60 characters.',
  typeRequired: 'Pet type is required.',
  typeInvalid: 'Pet type must be Dog, Cat or Other.',
  ageRequired: 'Age is required.',
  ageNumeric: 'Age must be a number.',
  ageRange: 'Age must be between 0 and 100.',
  genderRequired: 'Gender is required.',
  genderInvalid: 'Gender must be Male, Female or Other.',
  breedTooLong: 'Breed must be at most 100 characters.',
  speciesInvalid: 'Species must be Canine, Feline or Other.',
  neuteringInvalid: 'Neutering must be Spayed, Neutered or None.',
  severityInvalid: 'Choose N/A, Mild, Moderate or Severe.',
  required: 'Please submit the required fields',
} as const;
