/**
 * Which site a host name serves: the main site, a consult host, or a practice's white-label site
 * found by sub-domain or custom domain.
 */
export type HostKind =
  | { kind: 'main' }
  | { kind: 'consult' }
  | { kind: 'vendor'; subDomain: string | null; customDomain: string };

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[0-9a-f:]+:[0-9a-f:]*)$/i;

/**
 * A sub-domain counts when the host is one label in front of the main domain and that label is
 * longer than 3 characters (so `www.` is the main site). Any other host that is not the main domain
 * may be a custom domain.
 */
export function classifyHost(
  rawHost: string,
  mainDomain: string,
  consultHosts: readonly string[] = [],
): HostKind {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  const main = mainDomain.toLowerCase();
  if (consultHosts.includes(host)) return { kind: 'consult' };
  if (host === '' || host === main || host === `www.${main}` || IP_ADDRESS.test(host)) {
    return { kind: 'main' };
  }
  if (host.endsWith(`.${main}`)) {
    const label = host.slice(0, -(main.length + 1));
    if (!label.includes('.') && label.length > 3) {
      return { kind: 'vendor', subDomain: label, customDomain: host };
    }
    return { kind: 'main' };
  }
  if (host === 'localhost') return { kind: 'main' };
  return { kind: 'vendor', subDomain: null, customDomain: host };
}
