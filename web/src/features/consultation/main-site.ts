import { config } from '../../config/config';

/** The page of a consultation link, relative to a site's origin. */
export const CONSULTATION_PATH = '/appointments';

/**
 * The main site's origin as seen from the current page: the configured main domain with the
 * page's own scheme and port (a practice site and the main site are served by the same server,
 * so in local development `happypaws.localhost:8080` pairs with `localhost:8080`).
 */
export function mainSiteOrigin(
  location: Pick<Location, 'protocol' | 'port'> = window.location,
  mainDomain: string = config.mainDomain,
): string {
  return `${location.protocol}//${mainDomain}${location.port ? `:${location.port}` : ''}`;
}

/** The consultation page's path with its link code (`/appointments?z=...`; no z when none). */
export function consultationPath(z: string | null): string {
  return z === null
    ? CONSULTATION_PATH
    : `${CONSULTATION_PATH}?${new URLSearchParams({ z }).toString()}`;
}
