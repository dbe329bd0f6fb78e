import { classifyHost } from '../../web/src/lib/site';
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
 * Whether a request's Host header names the main site (not a practice's site nor a consult host),
 * as the SPA itself decides (web/src/lib/site.ts): the prerendered pages are the main site's.
 */
export function isMainSiteHost(env: StackEnv, hostHeader: string): boolean {
  // host:port, or [v6]:port
  const host = hostHeader.trim().replace(/:\d+$/, '');
  return classifyHost(host, env.MAIN_DOMAIN, env.CONSULT_HOSTS).kind === 'main';
}

/** The page the spec lets practices' sites frame: the main site's consultation page. */
export const FRAMEABLE_PATH = '/appointments';

/**
 * Who may frame a page (CSP frame-ancestors). Nothing but the site itself may frame any page
 * (clickjacking of /login, the dashboards, the checkout), except the consultation page
 * (/appointments), which a practice's site frames: its ancestors are the
 * main domain's sub-domains (every practice sub-domain site) with any port, and the practices'
 * custom domains the caller passes (the local stack reads them from the websites table).
 */
export function frameAncestors(
  env: StackEnv,
  pathname: string,
  customDomains: readonly string[] = [],
): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== FRAMEABLE_PATH) return ["'self'"];
  return [
    "'self'",
    `${env.MAIN_DOMAIN}:*`,
    `*.${env.MAIN_DOMAIN}:*`,
    ...customDomains.map((host) => `${host}:*`),
  ];
}

/**
 * Where the browser PUTs uploads when they go to S3 (`STORAGE_PROVIDER=s3`): S3_UPLOAD_ORIGIN, or
 * the bucket's own origin, which the SDK's presigned URLs use. Local storage is this origin.
 */
export function uploadOrigin(env: StackEnv): string | undefined {
  if (env.S3_UPLOAD_ORIGIN) return new URL(env.S3_UPLOAD_ORIGIN).origin;
  if (env.STORAGE_PROVIDER !== 's3' || !env.S3_BUCKET || !env.AWS_REGION) return undefined;
  return `https://${env.S3_BUCKET}.s3.${env.AWS_REGION}.amazonaws.com`;
}

/**
 * The page's Content-Security-Policy: scripts only from this origin (the config block is JSON,
 * not script), so an injected <script> or inline handler never runs. PayPal's SDK and the video
 * room's host are allowed only when configured, and the uploads' bucket with S3 storage
 * (`uploadOrigin`). A practice's site frames the main site's consultation page (/appointments),
 * so frames may also come from the main domain: with the page's own scheme and any port (the
 * browser-facing port can differ from PORT behind a proxy).
 * frame-ancestors follows `frameAncestors` (the path decides).
 */
export function contentSecurityPolicy(
  env: StackEnv,
  pathname = '/',
  customDomains: readonly string[] = [],
): string {
  const paypal = env.PAYPAL_CLIENT_ID
    ? ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']
    : [];
  const jitsi = `https://${env.JITSI_DOMAIN}`;
  const mainSite = `${env.MAIN_DOMAIN}:*`;
  const upload = uploadOrigin(env);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...paypal, jitsi],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...paypal, ...(upload ? [upload] : [])],
    'frame-src': ["'self'", ...paypal, jitsi, mainSite],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(env, pathname, customDomains),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers of an HTML page of the SPA: the policy for its path, and X-Frame-Options for browsers
 * without frame-ancestors wherever the page may not be framed by another site.
 */
export function pageHeaders(
  env: StackEnv,
  pathname: string,
  customDomains: readonly string[] = [],
): Record<string, string> {
  const ancestors = frameAncestors(env, pathname, customDomains);
  return {
    'content-security-policy': contentSecurityPolicy(env, pathname, customDomains),
    ...(ancestors.length === 1 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}
