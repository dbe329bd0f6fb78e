import { MESSAGES } from '@petwell/domain';

/** The pet screens' texts (spec 001 sections 2 and 8). */
export const PET_TEXT = {
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
} as const;

/** The pop-up closes this long after a successful save (spec 001 section 9). */
export const CLOSE_AFTER_SAVE_MS = 500;
