import { MESSAGES } from '@petwell/domain';

/** The pet screens' texts. */
export const PET_TEXT = {
  pageTitle: 'My Pets',
  addTitle: 'Add Pet',
  updateTitle: 'Update Pet',
  submit: 'Submit',
  cancel: 'Cancel',
  delete: 'Delete',
  pleaseWait: MESSAGES.pleaseWait,
  saved: 'Submitted successfully!',
  errorTitle: MESSAGES.errorTitle,
  failed: MESSAGES.generic,
  confirmDelete: 'Are you sure you want to delete this item?',
  empty: 'You have not added any pets!',
  /** The empty message's link to /app/my-pets. */
  goToMyPets: 'Go to My Pets',
  signedOut: 'Please log in to choose a pet.',
  typePlaceholder: 'Type to search, e.g. Dog',
  noTypeMatches: 'No pet type matches. Choose Other if yours is not listed.',
} as const;

/** The pop-up closes this long after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 500;
