/**
 * A practice's white-label site (sub-domain or custom domain): the host names it answers to and the
 * rules `save_website` and the database both apply. Every host is compared in
 * one normal form, trimmed, lower-cased and without a trailing dot, so "HappyPaws.petwell.com " and
 * "happypaws.petwell.com" are the same host and cannot belong to two practices.
 */
export const WEBSITE_MESSAGES = {
  domainTaken: 'The domain is already taken!',
  subDomainReserved: 'This sub-domain is reserved for the platform. Please choose another one.',
  subDomainInvalid:
    'A sub-domain has at least 4 letters, digits or hyphens, and starts and ends with a letter or digit.',
  customDomainInvalid: 'Enter a domain name such as www.yourpractice.com.',
  customDomainOnPlatform:
    "A custom domain cannot be on the platform's own domain: choose a sub-domain instead.",
  nameRequired: 'Brand name is required.',
  htmlTooLong: 'At most 100,000 characters.',
  noCustomDomain: 'Add a custom domain first.',
  verified: 'Your domain is verified and your site is served on it.',
  recordNotFound:
    'We could not find the TXT record yet. DNS changes can take up to a few hours to appear; please try again later.',
  dnsUnavailable: 'We could not look up your domain just now. Please try again in a few minutes.',
} as const;

/**
 * The login on a practice's own site (a host its website is served on): only that practice's
 * staff log in there, and no new practice signs up there. Apart from MESSAGES, so only the pages that show it carry it.
 */
export const PRACTICE_SITE_MESSAGES = {
  otherPracticeSite:
    "Only this practice's staff can log in on its site. Please log in on the main site.",
  signupOnMainSite: 'A new practice signs up on the main site. Please sign up there.',
} as const;

/**
 * Sub-domains the platform keeps for itself (its own sites, mail, the consultation hosts), and
 * the labels a visitor could mistake for the platform. The database refuses the same list
 * (constraint `websites_sub_domain_not_reserved`); a test keeps the two equal.
 */
export const RESERVED_SUB_DOMAINS = [
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'cdn',
  'console',
  'consult',
  'consultation',
  'consultations',
  'consults',
  'dashboard',
  'docs',
  'files',
  'ftp',
  'hasura',
  'help',
  'imap',
  'login',
  'mail',
  'media',
  'meet',
  'petwell',
  'portal',
  'root',
  'security',
  'signup',
  'smtp',
  'static',
  'status',
  'support',
  'test',
  'video',
  'webmail',
  'www',
] as const;

/** The TXT record a practice adds to prove it controls its custom domain. */
export const DOMAIN_VERIFICATION_PREFIX = '_petwell-verify';

export function domainVerificationRecord(host: string): string {
  return `${DOMAIN_VERIFICATION_PREFIX}.${normaliseHost(host)}`;
}

/** The one normal form of a host name: trimmed, lower-cased, without a trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** The host a sub-domain answers to: exactly `<sub>.<main domain>`. */
export function subDomainHost(subDomain: string, mainDomain: string): string {
  return `${normaliseHost(subDomain)}.${normaliseHost(mainDomain)}`;
}

export function isReservedSubDomain(subDomain: string): boolean {
  return (RESERVED_SUB_DOMAINS as readonly string[]).includes(normaliseHost(subDomain));
}
