import { resolveTxt } from 'node:dns/promises';

/**
 * DNS look-ups the actions need: the TXT records that prove a practice controls its custom
 * domain (`verify_custom_domain`). One interface, the system resolver in production and a
 * stand-in for tests and the local stack, whose domains are not in public DNS.
 */
export interface DnsResolver {
  /**
   * The TXT records of a name, each record's strings joined (RFC 7208 section 3.3); an empty list
   * when the name has none or does not exist. Throws DnsUnavailableError when DNS cannot answer.
   */
  txt(name: string): Promise<string[]>;
}

export class DnsUnavailableError extends Error {
  constructor(name: string, options?: { cause?: unknown }) {
    super(`DNS could not answer for ${name}`, options);
    this.name = 'DnsUnavailableError';
  }
}

// The name or its record does not exist: an answer, not a failure.
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** node:dns/promises, which asks the resolvers the operating system is configured with. */
export const systemDnsResolver: DnsResolver = {
  async txt(name) {
    try {
      const records = await resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NO_RECORD.has(code)) return [];
      throw new DnsUnavailableError(name, { cause: error });
    }
  },
};

/** A resolver answering from records set in memory (tests; the local stack's own domains). */
export interface StandInDnsResolver extends DnsResolver {
  setTxt(name: string, records: readonly string[]): void;
  /** Makes every look-up fail as if DNS were down (until set back to false). */
  setUnavailable(unavailable: boolean): void;
}

export function standInDnsResolver(
  records: Readonly<Record<string, readonly string[]>> = {},
): StandInDnsResolver {
  const table = new Map<string, string[]>();
  const key = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
  for (const [name, values] of Object.entries(records)) table.set(key(name), [...values]);
  let unavailable = false;
  return {
    txt(name) {
      if (unavailable) return Promise.reject(new DnsUnavailableError(name));
      return Promise.resolve([...(table.get(key(name)) ?? [])]);
    },
    setTxt(name, values) {
      table.set(key(name), [...values]);
    },
    setUnavailable(value) {
      unavailable = value;
    },
  };
}
