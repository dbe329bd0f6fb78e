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
  comparePlans: 'Compare plans',
} as const;

/** The plan section of the profile: the plan, what is left of it and when it renews. */
export const PLAN_TEXT = {
  active: (planName: string) => `${planName} plan, active.`,
  renews: (date: string) => `It renews on ${date}: the allowances start again then.`,
  chosen: (planName: string) => `${planName} plan, chosen at sign-up: not active yet.`,
  payToStart: (price: string) =>
    `Pay ${price} for the year to start it: its allowances apply from the day you pay.`,
  pay: (planName: string) => `Pay for your ${planName} plan`,
  payOnMainSite: (host: string) => `You can pay for it on ${host}.`,
  leftThisYear: 'Left this plan year',
  includes: 'Includes every year',
  left: (remaining: number, allowance: number) => `${String(remaining)} of ${String(allowance)}`,
  perYear: (allowance: number) => `${String(allowance)} a year`,
  unlimited: 'Unlimited',
  failed: MESSAGES.loadFailed,
} as const;

/**
 * The owner's Notifications section (issue 20): appointment and vaccination reminders, by e-mail
 * and/or SMS. Confirmations and cancellations are always sent.
 */
export const NOTIFICATIONS_TEXT = {
  heading: 'Notifications',
  intro:
    'Booking confirmations and cancellations are always sent by e-mail. Reminders come 24 hours and 1 hour before an appointment, and a week before a vaccination is due.',
  reminders: 'Send me reminders',
  byEmail: 'By e-mail',
  bySms: 'By SMS',
  noChannel: 'Choose e-mail, SMS or both, or turn reminders off.',
  save: 'Save notifications',
  saved: PROFILE_TEXT.saved,
  failed: MESSAGES.generic,
  loadFailed: MESSAGES.loadFailed,
} as const;
