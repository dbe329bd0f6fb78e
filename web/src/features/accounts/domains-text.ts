import { MESSAGES, WEBSITE_MESSAGES } from '@petwell/domain';

/** The Domains tab's texts. */
export const DOMAINS_TEXT = {
  title: 'Domains',
  subDomain: 'Sub-domain',
  subDomainRequired: 'Sub-domain is required.',
  subDomainHint: 'At least 4 letters, digits or hyphens.',
  customDomain: 'Custom domain',
  customDomainHint: 'Optional, such as www.yourpractice.com.',
  brandName: 'Brand name',
  save: 'Save',
  saved: 'Updated successfully!',
  systemDomain: 'System domain',
  addresses: 'Your site’s addresses',
  verified: 'Verified',
  pending: 'Waiting for verification',
  dnsHeading: 'Verify your custom domain',
  dnsIntro:
    'At your domain’s DNS provider, add this TXT record, then point the domain to the platform and verify it here:',
  recordName: 'Name',
  recordValue: 'Value',
  verify: 'Verify domain',
  taken: WEBSITE_MESSAGES.domainTaken,
  errorTitle: MESSAGES.errorTitle,
  failed: MESSAGES.loadFailed,
  saveFailed: MESSAGES.generic,
} as const;
