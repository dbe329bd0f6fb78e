import type { StackEnv } from './stack-env';

/** What the SPA reads from its config block (web/src/config/config.ts, AppConfig). */
export function webConfig(env: StackEnv): Record<string, unknown> {
  return {
    brandName: env.BRAND_NAME,
    mainDomain: env.MAIN_DOMAIN,
    consultHosts: env.CONSULT_HOSTS,
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    jitsiDomain: env.JITSI_DOMAIN,
    paypalClientId: env.PAYPAL_CLIENT_ID ?? null,
  };
}

/**
 * The page's Content-Security-Policy: scripts only from this origin (the config block is JSON,
 * not script), so an injected <script> or inline handler never runs. PayPal's SDK and the video
 * room's host are allowed only when configured. A practice's site frames the main site's
 * consultation page (/appointments), so frames may also come from the main domain: with the
 * page's own scheme and any port (the browser-facing port can differ from PORT behind a proxy).
 * No frame-ancestors: the main site's /appointments must stay frameable by practice sites, whose
 * custom domains are not known here.
 */
export function contentSecurityPolicy(env: StackEnv): string {
  const paypal = env.PAYPAL_CLIENT_ID
    ? ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']
    : [];
  const jitsi = `https://${env.JITSI_DOMAIN}`;
  const mainSite = `${env.MAIN_DOMAIN}:*`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...paypal, jitsi],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...paypal],
    'frame-src': ["'self'", ...paypal, jitsi, mainSite],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
