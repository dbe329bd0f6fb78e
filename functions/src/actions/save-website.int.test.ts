import { RESERVED_SUB_DOMAINS, WEBSITE_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPractice,
  makeWebsite,
  type Practice,
  type Staff,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { isPostgresError } from '../lib/db';
import { standInDnsResolver } from '../providers/dns';

/**
 * One practice took over another's white-label site by setting its custom
 * domain to the victim's sub-domain host, because hosts were not unique across sub-domains and
 * custom domains and the site lookup matched patterns. Each attack is tried here and fails.
 */
let stack: TestStack;
const dns = standInDnsResolver();

const SAVE = `mutation Save($name: String!, $logo: String, $header: String, $body: String, $sub: String, $custom: String) {
  save_website(name: $name, logo: $logo, header_section: $header, body_section: $body,
               sub_domain: $sub, custom_domain: $custom) {
    id hosts { host kind verified verificationRecord verificationToken }
  } }`;
const VERIFY = `mutation { verify_custom_domain { host verified message } }`;
// What the SPA asks (web/src/features/white-label/find-website-by-host.graphql).
const FIND = `query FindWebsiteByHost($host: String!) {
  website_hosts(where: { host: { _eq: $host }, verified_at: { _is_null: false } }, limit: 1) {
    host website { id vendor_id name header_section body_section }
  } }`;

interface Host {
  host: string;
  kind: string;
  verified: boolean;
  verificationRecord: string | null;
  verificationToken: string | null;
}

let counter = 0;
const label = (prefix: string) => `${prefix}${String(Date.now() % 100_000)}${String(++counter)}`;

async function tokenOf(staff: Staff): Promise<string> {
  return (
    await stack.deps.tokens.issue(
      {
        id: staff.id,
        vendor_id: staff.vendorId,
        email: staff.email,
        role: 'vendor',
        subrole: staff.subrole,
        pic: null,
      },
      new Date(),
    )
  ).token;
}

async function save(practice: Practice, website: Record<string, string | null>) {
  return stack.gql(
    SAVE,
    { name: 'Vets', ...website },
    { token: await tokenOf(practice.rootAdmin) },
  );
}

/** The site a visitor's browser gets for a host, as the SPA asks for it (anonymous). */
async function siteAt(host: string): Promise<number | null> {
  const answer = await stack.gql(FIND, { host });
  expect(answer.errors).toBeUndefined();
  const rows = answer.data?.['website_hosts'] as { website: { id: number } | null }[];
  return rows[0]?.website?.id ?? null;
}

beforeAll(async () => {
  stack = await startTestStack({ dns });
});
afterAll(async () => {
  await stack.close();
});

describe('taking over another practice site', () => {
  it("refuses the victim's sub-domain host as a custom domain, in any case or spacing, and keeps serving the victim", async () => {
    const victim = await createPractice(stack.stack.db);
    const attacker = await createPractice(stack.stack.db);
    const sub = label('victim');
    const saved = await save(victim, { name: 'Victim Vets', sub });
    expect(saved.errors).toBeUndefined();
    const victimSite = saved.data?.['save_website'] as { id: number; hosts: Host[] };
    expect(victimSite.hosts).toEqual([
      {
        host: `${sub}.localhost`,
        kind: 'sub_domain',
        verified: true,
        verificationRecord: null,
        verificationToken: null,
      },
    ]);

    for (const custom of [
      `${sub}.localhost`,
      `${sub.toUpperCase()}.LocalHost`,
      `  ${sub}.localhost  `,
      `${sub}.localhost.`,
    ]) {
      const attack = await save(attacker, {
        name: 'Phishing Vets',
        header: '<a href="https://evil.example/login">Log in</a>',
        custom,
      });
      expect(attack.errors?.[0], custom).toMatchObject({
        message: 'The domain is already taken!',
        extensions: {
          code: 'domain-taken',
          fields: { custom_domain: WEBSITE_MESSAGES.domainTaken },
        },
      });
    }
    // The same attack as a sub-domain, in another case.
    const asSub = await save(attacker, { name: 'Phishing Vets', sub: sub.toUpperCase() });
    expect(asSub.errors?.[0]).toMatchObject({
      message: 'The domain is already taken!',
      extensions: { code: 'domain-taken' },
    });
    // The same over REST-free GraphQL as a raw table write: the role has no such permission.
    const raw = await stack.gql(
      `mutation { insert_websites_one(object: { name: "Phishing", custom_domain: "${sub}.localhost" }) { id } }`,
      {},
      { token: await tokenOf(attacker.rootAdmin) },
    );
    expect(raw.errors?.[0]).toMatchObject({
      message: "field 'insert_websites_one' not found in type: 'mutation_root'",
      extensions: { code: 'validation-failed' },
    });

    expect(await siteAt(`${sub}.localhost`)).toBe(victimSite.id);
    const { rows } = await stack.stack.db.query(
      'select 1 from public.websites where vendor_id = $1',
      [attacker.vendorId],
    );
    expect(rows).toEqual([]);
  });

  it('keeps every host unique in the database too, whoever writes (trimmed and lower-cased)', async () => {
    const first = await createPractice(stack.stack.db);
    const second = await createPractice(stack.stack.db);
    const sub = label('unique');
    const custom = `${label('www.clinic')}.example`;
    await makeWebsite(stack.stack.db, first.vendorId, { sub_domain: sub, custom_domain: custom });
    await stack.stack.db.query(
      `update public.website_hosts set verified_at = now() where host = $1`,
      [custom],
    );
    const refused = async (values: [string | null, string | null]) => {
      try {
        await makeWebsite(stack.stack.db, second.vendorId, {
          sub_domain: values[0],
          custom_domain: values[1],
        });
        return null;
      } catch (error) {
        return isPostgresError(error) ? { code: error.code, constraint: error.constraint } : error;
      }
    };
    const taken = { code: '23505', constraint: 'website_hosts_host_key' };
    expect(await refused([` ${sub.toUpperCase()} `, null])).toEqual(taken);
    expect(await refused([null, ` ${custom.toUpperCase()}. `])).toEqual(taken);
    const { rows } = await stack.stack.db.query<{ host: string; kind: string }>(
      `select h.host, h.kind from public.website_hosts h join public.websites w on w.id = h.website_id
        where w.vendor_id = $1 order by h.kind`,
      [first.vendorId],
    );
    expect(rows).toEqual([
      { host: custom, kind: 'custom_domain' },
      { host: `${sub}.localhost`, kind: 'sub_domain' },
    ]);
  });

  it('lets no practice block a custom domain by claiming it first: the one that proves control gets it', async () => {
    const squatter = await createPractice(stack.stack.db);
    const owner = await createPractice(stack.stack.db);
    const custom = `www.${label('contested')}.example`;
    const claim = await save(squatter, { name: 'Squatter', custom });
    expect(claim.errors).toBeUndefined();
    // The real owner may still claim it, gets its own token, and proves control.
    const saved = await save(owner, { name: 'Owner', custom: custom.toUpperCase() });
    expect(saved.errors).toBeUndefined();
    const website = saved.data?.['save_website'] as { id: number; hosts: Host[] };
    const token = website.hosts.find((h) => h.kind === 'custom_domain')?.verificationToken;
    const squatterToken = (claim.data?.['save_website'] as { hosts: Host[] }).hosts[0]
      ?.verificationToken;
    expect(token).not.toBe(squatterToken);
    dns.setTxt(`_petwell-verify.${custom}`, [token ?? '']);
    const verified = await stack.gql(VERIFY, {}, { token: await tokenOf(owner.rootAdmin) });
    expect(verified.data?.['verify_custom_domain']).toMatchObject({ verified: true });
    expect(await siteAt(custom)).toBe(website.id);
    // The squatter's token is not in DNS; even if it were, the domain is now the owner's.
    dns.setTxt(`_petwell-verify.${custom}`, [token ?? '', squatterToken ?? '']);
    const late = await stack.gql(VERIFY, {}, { token: await tokenOf(squatter.rootAdmin) });
    expect(late.errors?.[0]).toMatchObject({
      message: 'The domain is already taken!',
      extensions: { code: 'domain-taken' },
    });
    expect(await siteAt(custom)).toBe(website.id);
    // And nobody can claim it any more.
    const third = await save(await createPractice(stack.stack.db), { custom });
    expect(third.errors?.[0]?.message).toBe('The domain is already taken!');
  });

  it('resolves a host by one exact match: a pattern or another case finds nothing', async () => {
    const practice = await createPractice(stack.stack.db);
    const sub = label('exact');
    expect((await save(practice, { sub })).errors).toBeUndefined();
    expect(await siteAt(`${sub}.localhost`)).not.toBeNull();
    expect(await siteAt(`%.localhost`)).toBeNull();
    expect(await siteAt(`${sub.slice(0, 4)}_%.localhost`)).toBeNull();
    expect(await siteAt(sub)).toBeNull();
  });

  it('serves no site of a practice the platform has not approved (or has suspended)', async () => {
    const pending = await createPractice(stack.stack.db, { status: 'pending' });
    const sub = label('pending');
    expect((await save(pending, { sub })).errors).toBeUndefined();
    expect(await siteAt(`${sub}.localhost`)).toBeNull();
    await stack.stack.db.query(`update public.vendors set status = 'approved' where id = $1`, [
      pending.vendorId,
    ]);
    expect(await siteAt(`${sub}.localhost`)).not.toBeNull();
    await stack.stack.db.query(`update public.vendors set status = 'suspended' where id = $1`, [
      pending.vendorId,
    ]);
    expect(await siteAt(`${sub}.localhost`)).toBeNull();
  });
});

describe('reserved sub-domains', () => {
  it("refuses the platform's own names, in any case", async () => {
    const practice = await createPractice(stack.stack.db);
    for (const sub of ['admin', 'Mail', 'CONSULT', 'login', 'support']) {
      const answer = await save(practice, { sub });
      expect(answer.errors?.[0], sub).toMatchObject({
        message: `sub_domain: ${WEBSITE_MESSAGES.subDomainReserved}`,
        extensions: { code: 'validation-failed' },
      });
    }
    // Shorter than 4 characters is never a sub-domain (www, app, api).
    for (const sub of ['www', 'app', 'api']) {
      expect((await save(practice, { sub })).errors?.[0]?.message, sub).toBe(
        `sub_domain: ${WEBSITE_MESSAGES.subDomainInvalid}`,
      );
    }
  });

  it('are refused by the database with the same list as domain/src/website.ts', async () => {
    const { rows } = await stack.stack.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'websites_sub_domain_not_reserved'`,
    );
    const listed = [...(rows[0]?.definition ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...RESERVED_SUB_DOMAINS].sort());
    const practice = await createPractice(stack.stack.db);
    await expect(
      makeWebsite(stack.stack.db, practice.vendorId, { sub_domain: ' ADMIN ' }),
    ).rejects.toMatchObject({ code: '23514', constraint: 'websites_sub_domain_not_reserved' });
  });
});

describe('custom domains are served only once verified', () => {
  it('stays pending until the TXT record holds the token, then is served', async () => {
    const practice = await createPractice(stack.stack.db);
    const custom = `www.${label('happyclinic')}.example`;
    const saved = await save(practice, { name: 'Happy Clinic', custom: custom.toUpperCase() });
    expect(saved.errors).toBeUndefined();
    const website = saved.data?.['save_website'] as { id: number; hosts: Host[] };
    const host = website.hosts.find((h) => h.kind === 'custom_domain');
    expect(host).toMatchObject({
      host: custom,
      verified: false,
      verificationRecord: `_petwell-verify.${custom}`,
    });
    expect(host?.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    const token = await tokenOf(practice.rootAdmin);

    // Pending: not served, even when the lookup leaves out the verified filter.
    expect(await siteAt(custom)).toBeNull();
    const unfiltered = await stack.gql(
      `query ($host: String!) { website_hosts(where: { host: { _eq: $host } }) { host } }`,
      { host: custom },
    );
    expect(unfiltered.data?.['website_hosts']).toEqual([]);

    // No record, then a wrong one: still pending.
    expect((await stack.gql(VERIFY, {}, { token })).data?.['verify_custom_domain']).toEqual({
      host: custom,
      verified: false,
      message: WEBSITE_MESSAGES.recordNotFound,
    });
    dns.setTxt(`_petwell-verify.${custom}`, ['not-the-token']);
    expect((await stack.gql(VERIFY, {}, { token })).data?.['verify_custom_domain']).toMatchObject({
      verified: false,
    });
    expect(await siteAt(custom)).toBeNull();

    // DNS down: a clear error, still pending.
    dns.setUnavailable(true);
    const down = await stack.gql(VERIFY, {}, { token });
    dns.setUnavailable(false);
    expect(down.errors?.[0]).toMatchObject({
      message: WEBSITE_MESSAGES.dnsUnavailable,
      extensions: { code: 'provider-unavailable' },
    });

    dns.setTxt(`_petwell-verify.${custom}`, ['v=spf1 -all', host?.verificationToken ?? '']);
    expect((await stack.gql(VERIFY, {}, { token })).data?.['verify_custom_domain']).toEqual({
      host: custom,
      verified: true,
      message: WEBSITE_MESSAGES.verified,
    });
    expect(await siteAt(custom)).toBe(website.id);

    // Saving the site again keeps the verification; a new custom domain starts pending again.
    expect((await save(practice, { name: 'Happy Clinic 2', custom })).errors).toBeUndefined();
    expect(await siteAt(custom)).toBe(website.id);
    const moved = `${label('moved')}.example`;
    expect((await save(practice, { name: 'Happy Clinic', custom: moved })).errors).toBeUndefined();
    expect(await siteAt(custom)).toBeNull();
    expect(await siteAt(moved)).toBeNull();
  });

  it('is an action for root admins only, on their own practice', async () => {
    const practice = await createPractice(stack.stack.db);
    const owner = await createOwner(stack.stack.db);
    const staffAnswer = await stack.gql(VERIFY, {}, { token: await tokenOf(practice.staff) });
    expect(staffAnswer.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const ownerToken = (
      await stack.deps.tokens.issue(
        {
          id: owner.id,
          vendor_id: null,
          email: owner.email,
          role: 'user',
          subrole: null,
          pic: null,
        },
        new Date(),
      )
    ).token;
    expect(
      (await stack.gql(VERIFY, {}, { token: ownerToken })).errors?.[0]?.extensions?.['code'],
    ).toBe('validation-failed');
    // A practice without a custom domain has nothing to verify.
    expect(
      (await stack.gql(VERIFY, {}, { token: await tokenOf(practice.rootAdmin) })).errors?.[0],
    ).toMatchObject({
      message: WEBSITE_MESSAGES.noCustomDomain,
      extensions: { code: 'not-found' },
    });
  });
});

describe("the practice's HTML", () => {
  it('is sanitised before it is stored: no script, event handler or javascript: URL survives', async () => {
    const practice = await createPractice(stack.stack.db);
    const header = [
      '<h1 onclick="steal()">Welcome</h1>',
      '<script>window.__xss = 1</script>',
      '<img src="x" onerror="window.__xss = 1" alt="logo">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href=" JaVa&#x09;ScRiPt:alert(1)">tab</a>',
      '<a href="https://happy.example/book" target="_blank">Book</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<p style="background:url(javascript:alert(1))">Plain</p>',
    ].join('');
    const saved = await save(practice, {
      sub: label('html'),
      header,
      body: '<p>Body<img src=x onerror=alert(1)></p>',
    });
    expect(saved.errors).toBeUndefined();
    const { rows } = await stack.stack.db.query<{ header_section: string; body_section: string }>(
      'select header_section, body_section from public.websites where vendor_id = $1',
      [practice.vendorId],
    );
    expect(rows[0]).toEqual({
      header_section:
        '<h1>Welcome</h1><img src="x" alt="logo"><a>click</a><a>tab</a>' +
        '<a href="https://happy.example/book" target="_blank" rel="noopener noreferrer">Book</a>' +
        '<p>Plain</p>',
      body_section: '<p>Body<img src="x"></p>',
    });
  });

  it('can no longer be written around the action: root admins have no insert or update on websites', async () => {
    const practice = await createPractice(stack.stack.db);
    const token = await tokenOf(practice.rootAdmin);
    expect((await save(practice, { sub: label('direct') })).errors).toBeUndefined();
    const update = await stack.gql(
      `mutation ($v: Int!) { update_websites(where: { vendor_id: { _eq: $v } }, _set: { header_section: "<script>alert(1)</script>" }) { affected_rows } }`,
      { v: practice.vendorId },
      { token },
    );
    expect(update.errors?.[0]).toMatchObject({
      message: "field 'update_websites' not found in type: 'mutation_root'",
      extensions: { code: 'validation-failed' },
    });
  });
});

describe('the platform domain', () => {
  it('is not a custom domain: an address under it is some sub-domain to come', async () => {
    const practice = await createPractice(stack.stack.db);
    const answer = await save(practice, { custom: `${label('future')}.LocalHost` });
    expect(answer.errors?.[0]).toMatchObject({
      message: WEBSITE_MESSAGES.customDomainOnPlatform,
      extensions: { code: 'validation-failed' },
    });
  });

  it('moves every sub-domain host when the main domain changes', async () => {
    const practice = await createPractice(stack.stack.db);
    const sub = label('moving');
    const saved = await save(practice, { sub });
    const id = (saved.data?.['save_website'] as { id: number }).id;
    await stack.stack.db.query(
      `update public.platform_settings set main_domain = ' Petwell.Example '`,
    );
    try {
      expect(await siteAt(`${sub}.petwell.example`)).toBe(id);
      expect(await siteAt(`${sub}.localhost`)).toBeNull();
    } finally {
      await stack.stack.db.query(`update public.platform_settings set main_domain = 'localhost'`);
    }
    expect(await siteAt(`${sub}.localhost`)).toBe(id);
  });
});
