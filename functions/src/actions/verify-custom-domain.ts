import { domainVerificationRecord, WEBSITE_MESSAGES } from '@petwell/domain';
import { z } from 'zod';
import { defineAction } from '../lib/action';
import { isPostgresError, one, PG } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireStaff } from '../lib/session';
import { DnsUnavailableError } from '../providers/dns';

/**
 * `verify_custom_domain` (root admin; Domain settings): the practice proves it controls its custom
 * domain with the TXT record `_petwell-verify.<domain>` holding the token Domain settings shows.
 * Found, the domain is verified and the site is served on it; not found, it stays pending. When
 * several practices claimed one domain, the first to prove control gets it.
 */
export const verifyCustomDomainAction = defineAction({
  name: 'verify_custom_domain',
  roles: ['root_admin'],
  input: z.object({}),
  async run(_input, context, deps): Promise<{ host: string; verified: boolean; message: string }> {
    const { vendorId } = requireStaff(context.session);
    if (context.session.role !== 'root_admin')
      throw new ActionError('access-denied', 'Only a root admin edits the practice website.');
    const row = await one<{ host: string; token: string; verified: boolean }>(
      deps.db,
      `select h.host, h.verification_token as token, h.verified_at is not null as verified
         from public.website_hosts h join public.websites w on w.id = h.website_id
        where w.vendor_id = $1 and h.kind = 'custom_domain'`,
      [vendorId],
    );
    if (!row)
      throw new ActionError('not-found', WEBSITE_MESSAGES.noCustomDomain, {
        fields: { custom_domain: WEBSITE_MESSAGES.noCustomDomain },
      });
    if (row.verified) return { host: row.host, verified: true, message: WEBSITE_MESSAGES.verified };

    let records: string[];
    try {
      records = await deps.dns.txt(domainVerificationRecord(row.host));
    } catch (error) {
      if (error instanceof DnsUnavailableError)
        throw new ActionError('provider-unavailable', WEBSITE_MESSAGES.dnsUnavailable, {
          cause: error,
        });
      throw error;
    }
    if (!records.some((record) => record.trim() === row.token))
      return { host: row.host, verified: false, message: WEBSITE_MESSAGES.recordNotFound };
    // Only the token that was looked up verifies, so a domain changed meanwhile stays pending.
    // Another practice that proved control of the same domain first keeps it.
    try {
      await deps.db.query(
        `update public.website_hosts set verified_at = now()
          where host = $1 and kind = 'custom_domain' and verification_token = $2 and verified_at is null`,
        [row.host, row.token],
      );
    } catch (error) {
      if (isPostgresError(error, PG.uniqueViolation))
        throw new ActionError('domain-taken', WEBSITE_MESSAGES.domainTaken, {
          fields: { custom_domain: WEBSITE_MESSAGES.domainTaken },
        });
      throw error;
    }
    return { host: row.host, verified: true, message: WEBSITE_MESSAGES.verified };
  },
});
