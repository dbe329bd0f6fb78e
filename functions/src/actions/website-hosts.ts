import { domainVerificationRecord } from '@petwell/domain';
import { one, type Queryable } from '../lib/db';

/** A host a practice's site answers to, as Website and Domain settings show it. */
export interface WebsiteHostOutput {
  host: string;
  kind: 'sub_domain' | 'custom_domain';
  verified: boolean;
  /** The TXT record that proves control of a custom domain, and the value it must hold. */
  verificationRecord: string | null;
  verificationToken: string | null;
}

interface HostRow {
  host: string;
  kind: 'sub_domain' | 'custom_domain';
  verification_token: string | null;
  verified_at: Date | string | null;
}

export async function websiteHosts(db: Queryable, websiteId: number): Promise<WebsiteHostOutput[]> {
  const { rows } = await db.query<HostRow>(
    `select host, kind, verification_token, verified_at
       from public.website_hosts where website_id = $1 order by kind desc`,
    [websiteId],
  );
  return rows.map((row) => ({
    host: row.host,
    kind: row.kind,
    verified: row.verified_at !== null,
    verificationRecord: row.kind === 'custom_domain' ? domainVerificationRecord(row.host) : null,
    verificationToken: row.kind === 'custom_domain' ? row.verification_token : null,
  }));
}

/**
 * The practice whose site a host serves (a sub-domain, or a verified custom domain), or null on
 * the main site and on a host no site answers to. A pending custom domain serves nothing yet.
 */
export async function practiceOfHost(
  db: Queryable,
  host: string | undefined,
): Promise<number | null> {
  if (host === undefined) return null;
  const site = await one<{ vendor_id: number }>(
    db,
    `select w.vendor_id from public.website_hosts h join public.websites w on w.id = h.website_id
      where h.host = $1 and h.verified_at is not null`,
    [host],
  );
  return site?.vendor_id ?? null;
}
