import { GENERIC_ERROR } from '../../lib/api';

/** The pet screens' texts (spec 001 sections 2 and 8). */
export const PET_TEXT = {
  addTitle: 'Add Pet',
  updateTitle: 'Update Pet',
  submit: 'Submit',
  cancel: 'Cancel',
  delete: 'Delete',
  pleaseWait: 'Please Wait...',
  saved: 'Submitted successfully!',
  errorTitle: 'Error!',
  failed: GENERIC_ERROR,
  confirmDelete: 'Are you sure you want to delete this item?',
  empty: 'You have not added any pets!',
  signedOut: 'Please log in to choose a pet.',
} as const;

/** The pop-up closes this long after a successful save (spec 001 section 9). */
export const CLOSE_AFTER_SAVE_MS = 500;
