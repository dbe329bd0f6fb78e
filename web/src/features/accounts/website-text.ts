import { MESSAGES, WEBSITE_MESSAGES } from '@petwell/domain';

/** The Website tab's texts (spec 001, Website settings). */
export const WEBSITE_TEXT = {
  title: 'Website',
  brandName: 'Brand name',
  logo: 'Logo',
  logoHint: 'A PNG, JPEG, GIF or WebP image of at most 2 MB; it shows in your site’s header.',
  logoAlt: 'Your logo',
  logoUploading: 'Uploading your logo…',
  logoUploaded: 'Logo uploaded: save to show it on your site.',
  removeLogo: 'Remove logo',
  header: 'Header section',
  headerHint: 'Shown at the top of your site, above the booking section.',
  body: 'Body section',
  bodyHint: 'Shown under the booking section.',
  editorLoading: 'Loading the editor…',
  save: 'Save',
  saved: 'Updated successfully!',
  taken: WEBSITE_MESSAGES.domainTaken,
  preview: 'Preview',
  previewHint: 'How your site shows the header and body sections (saved or not).',
  bookingPlaceholder: 'Book an Appointment',
  bookingPlaceholderText: 'Your listings’ booking widget shows here.',
  openSite: 'Open your site',
  noAddress: 'Your site has no address yet: choose a sub-domain in Domains.',
  errorTitle: MESSAGES.errorTitle,
  failed: MESSAGES.loadFailed,
  saveFailed: MESSAGES.generic,
} as const;

/** What the platform's own practice sees in Website and Domains: the main site is the platform's. */
export const PLATFORM_SITE_TEXT = {
  heading: 'The main site is the platform’s',
  body: (mainDomain: string) =>
    `Your practice is the platform’s own: its listings are on the main site, ${mainDomain}, which the platform runs. White-label sites, with their own brand, sub-domain and custom domain, are for the practices that sign up.`,
  systemDomain: 'System domain',
} as const;
