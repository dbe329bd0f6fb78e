import { domainVerificationRecord } from '@petwell/domain';
import type { Queryable } from '../lib/db';

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
