import { z } from 'zod';
import { isReservedSubDomain, normaliseHost, WEBSITE_MESSAGES } from '../website';

/** The zod schemas of a practice's site (kept apart so the host rules ship without zod). */
const SUB_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const CUSTOM_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/** An empty or blank text means "none". */
const optionalText = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish().transform((v) => v ?? null),
  );

export const subDomainSchema = z
  .string()
  .transform(normaliseHost)
  .pipe(
    z
      .string()
      .min(4, WEBSITE_MESSAGES.subDomainInvalid)
      .max(63, WEBSITE_MESSAGES.subDomainInvalid)
      .regex(SUB_DOMAIN, WEBSITE_MESSAGES.subDomainInvalid)
      .refine((label) => !isReservedSubDomain(label), WEBSITE_MESSAGES.subDomainReserved),
  );

export const customDomainSchema = z
  .string()
  .transform(normaliseHost)
  .pipe(
    z
      .string()
      .max(253, WEBSITE_MESSAGES.customDomainInvalid)
      .regex(CUSTOM_DOMAIN, WEBSITE_MESSAGES.customDomainInvalid),
  );

/**
 * What a practice's root admin saves in Website settings (`save_website`). The header and body
 * HTML are sanitised by the server before they are stored.
 */
export const saveWebsiteSchema = z.object({
  name: z
    .string({ error: WEBSITE_MESSAGES.nameRequired })
    .trim()
    .min(1, WEBSITE_MESSAGES.nameRequired)
    .max(120, 'At most 120 characters.'),
  // An uploaded brand logo's public address (never a javascript: or data: URL).
  logo: optionalText(
    z
      .string()
      .trim()
      .max(2000, 'At most 2,000 characters.')
      .pipe(z.url({ protocol: /^https?$/, error: 'The logo must be an http(s) address.' })),
  ),
  header_section: optionalText(z.string().max(100_000, WEBSITE_MESSAGES.htmlTooLong)),
  body_section: optionalText(z.string().max(100_000, WEBSITE_MESSAGES.htmlTooLong)),
  sub_domain: optionalText(subDomainSchema),
  custom_domain: optionalText(customDomainSchema),
});

export type SaveWebsiteInput = z.output<typeof saveWebsiteSchema>;
