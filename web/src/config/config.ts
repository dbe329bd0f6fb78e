/**
 * Run-time configuration of the SPA. The server that serves index.html (scripts/stack in
 * `npm start`, or any host in production) may inject a JSON block
 * `<script type="application/json" id="petwell-config">`; it is data, not script, so a strict
 * Content-Security-Policy needs no 'unsafe-inline'. Anything missing falls back to the defaults
 * below (or to a VITE_* variable at build time).
 */
export interface SocialLink {
  label: string;
  href: string;
}

export interface AppConfig {
  /** The product's name in the header, titles and the panel-vet path (/become-{brand}-vet/). */
  brandName: string;
  /** The main host; sub-domains of it (and other hosts) may be practice sites (white-label). */
  mainDomain: string;
  /** Hosts whose home page is the pet health assessment landing. */
  consultHosts: readonly string[];
  supportPhone: string;
  supportEmail: string;
  social: readonly SocialLink[];
  /** PayPal client id; card and PayPal buttons show only when one is set. */
  paypalClientId: string | null;
  /** Jitsi Meet host for video consultations. */
  jitsiDomain: string;
}

export const DEFAULT_CONFIG: AppConfig = {
  brandName: import.meta.env.VITE_BRAND_NAME ?? 'Petwell',
  mainDomain: import.meta.env.VITE_MAIN_DOMAIN ?? 'localhost',
  consultHosts: [],
  supportPhone: '1-800-738-9355',
  supportEmail: 'care@petwell.example.com',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/petwell' },
    { label: 'Instagram', href: 'https://www.instagram.com/petwell' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/petwell' },
    { label: 'YouTube', href: 'https://www.youtube.com/@petwell' },
  ],
  paypalClientId: import.meta.env.VITE_PAYPAL_CLIENT_ID ?? null,
  jitsiDomain: 'meet.jit.si',
};

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Merges a parsed config block over the defaults, keeping only well-typed values. */
export function mergeConfig(raw: unknown, base: AppConfig = DEFAULT_CONFIG): AppConfig {
  if (typeof raw !== 'object' || raw === null) return base;
  const r = raw as Record<string, unknown>;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter(isString).map((s) => s.toLowerCase()) : undefined;
  const social = Array.isArray(r['social'])
    ? r['social'].filter(
        (s): s is SocialLink =>
          typeof s === 'object' &&
          s !== null &&
          isString((s as SocialLink).label) &&
          isString((s as SocialLink).href),
      )
    : undefined;
  return {
    brandName: isString(r['brandName']) ? r['brandName'] : base.brandName,
    mainDomain: isString(r['mainDomain']) ? r['mainDomain'].toLowerCase() : base.mainDomain,
    consultHosts: strings(r['consultHosts']) ?? base.consultHosts,
    supportPhone: isString(r['supportPhone']) ? r['supportPhone'] : base.supportPhone,
    supportEmail: isString(r['supportEmail']) ? r['supportEmail'] : base.supportEmail,
    social: social ?? base.social,
    paypalClientId: isString(r['paypalClientId']) ? r['paypalClientId'] : base.paypalClientId,
    jitsiDomain: isString(r['jitsiDomain']) ? r['jitsiDomain'] : base.jitsiDomain,
  };
}

function readInjectedConfig(): AppConfig {
  if (typeof document === 'undefined') return DEFAULT_CONFIG;
  const text = document.getElementById('petwell-config')?.textContent;
  if (!text) return DEFAULT_CONFIG;
  try {
    return mergeConfig(JSON.parse(text));
  } catch {
    return DEFAULT_CONFIG;
  }
}

export const config: AppConfig = readInjectedConfig();

/** The panel-vet page's path segment: the brand in lower case, spaces as hyphens. */
export const brandSlug = (brandName: string = config.brandName) =>
  brandName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
