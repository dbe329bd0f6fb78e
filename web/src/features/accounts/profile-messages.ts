import { MESSAGES } from '@petwell/domain';

/** The profile screen's texts. */
export const PROFILE_TEXT = {
  title: 'My Profile',
  detailsHeading: 'Your details',
  save: 'Save details',
  saved: 'Updated successfully!',
  /** Saved, but the session could not be renewed: the menu still shows the old token's data. */
  notRenewed: 'Log in again to see the change in the menu.',
  errorTitle: MESSAGES.errorTitle,
  failed: MESSAGES.generic,
  readOnlyHint: 'To change your e-mail or mobile number, please contact support.',
  pictureHeading: 'Profile picture',
  choosePicture: 'Choose a picture',
  pictureHint: 'JPEG, PNG, WebP or GIF, up to 2 MB. You can place and scale it before saving.',
  removePicture: 'Remove picture',
  pictureSaved: 'Your picture is saved.',
  pictureRemoved: 'Your picture is removed.',
  passwordHeading: 'Change password',
  planHeading: 'Plan',
  payAsYouGo: 'Pay As You Go: you pay for each service as you use it.',
} as const;
