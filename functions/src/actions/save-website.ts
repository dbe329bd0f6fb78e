import { saveWebsiteSchema, subDomainHost, WEBSITE_MESSAGES } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { isPostgresError, one, PG } from '../lib/db';
import { ActionError } from '../lib/errors';
import { sanitizeVendorHtml } from '../lib/sanitize-html';
import { requireStaff } from '../lib/session';
import { websiteHosts, type WebsiteHostOutput } from './website-hosts';

const taken = (field: 'sub_domain' | 'custom_domain' | undefined) =>
  new ActionError('domain-taken', WEBSITE_MESSAGES.domainTaken, {
    ...(field ? { fields: { [field]: WEBSITE_MESSAGES.domainTaken } } : {}),
  });

/**
 * `save_website` (root admin; Website settings): creates or updates the caller's practice's one
 * website. The header and body HTML are sanitised here before they are stored; the database
 * keeps every served host unique (`website_hosts`), so a host another practice's site answers
 * to, in any case or with spaces, is 'The domain is already taken!'. A new or changed custom
 * domain is pending until `verify_custom_domain` finds its TXT record.
 */
export const saveWebsiteAction = defineAction({
  name: 'save_website',
  roles: ['root_admin'],
  input: saveWebsiteSchema,
  async run(input, context, deps): Promise<{ id: number; hosts: WebsiteHostOutput[] }> {
    const { vendorId } = requireStaff(context.session);
    if (context.session.role !== 'root_admin')
      throw new ActionError('access-denied', 'Only a root admin edits the practice website.');

    // Which field is taken, for the form; website_hosts_host_key decides in the end. Another
    // practice's pending custom domain is only a claim: it takes nothing until it is verified.
    const settings = await one<{ main_domain: string }>(
      deps.db,
      'select main_domain from public.platform_settings',
    );
    const mainDomain = settings?.main_domain ?? 'localhost';
    const wanted = [
      ...(input.sub_domain
        ? [{ field: 'sub_domain' as const, host: subDomainHost(input.sub_domain, mainDomain) }]
        : []),
      ...(input.custom_domain
        ? [{ field: 'custom_domain' as const, host: input.custom_domain }]
        : []),
    ];
    const { rows: existing } = await deps.db.query<{ host: string; own: boolean }>(
      `select h.host, w.vendor_id = $2 as own
         from public.website_hosts h join public.websites w on w.id = h.website_id
        where h.host = any($1::text[]) and (h.verified_at is not null or w.vendor_id = $2)`,
      [wanted.map((w) => w.host), vendorId],
    );
    const clash = wanted.find((w) => existing.some((row) => row.host === w.host && !row.own));
    if (clash) throw taken(clash.field);
    // Any other address under the platform's domain is the platform's to give out as a
    // sub-domain (a custom domain the practice already has stays, e.g. a demo's).
    const keepsCustomDomain = existing.some((row) => row.host === input.custom_domain && row.own);
    if (
      input.custom_domain &&
      !keepsCustomDomain &&
      (input.custom_domain === mainDomain || input.custom_domain.endsWith(`.${mainDomain}`))
    ) {
      throw new ActionError('validation-failed', WEBSITE_MESSAGES.customDomainOnPlatform, {
        fields: { custom_domain: WEBSITE_MESSAGES.customDomainOnPlatform },
      });
    }

    try {
      const row = await one<{ id: number }>(
        deps.db,
        `insert into public.websites (vendor_id, name, logo, header_section, body_section, sub_domain, custom_domain)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (vendor_id) do update
            set name = excluded.name, logo = excluded.logo,
                header_section = excluded.header_section, body_section = excluded.body_section,
                sub_domain = excluded.sub_domain, custom_domain = excluded.custom_domain
         returning id`,
        [
          vendorId,
          input.name,
          input.logo,
          input.header_section === null ? null : sanitizeVendorHtml(input.header_section),
          input.body_section === null ? null : sanitizeVendorHtml(input.body_section),
          input.sub_domain,
          input.custom_domain,
        ],
      );
      if (!row) throw new Error('the website could not be saved');
      return { id: row.id, hosts: await websiteHosts(deps.db, row.id) };
    } catch (error) {
      if (
        isPostgresError(error, PG.uniqueViolation) &&
        error.constraint === 'website_hosts_host_key'
      )
        throw taken(undefined);
      if (
        isPostgresError(error, PG.checkViolation) &&
        error.constraint === 'websites_sub_domain_not_reserved'
      )
        throw new ActionError('validation-failed', WEBSITE_MESSAGES.subDomainReserved, {
          fields: { sub_domain: WEBSITE_MESSAGES.subDomainReserved },
        });
      throw error;
    }
  },
});
