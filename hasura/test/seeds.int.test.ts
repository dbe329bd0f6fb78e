import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_TYPES } from '../../domain/src/constants';
import { basicReport } from '../../domain/src/health-score';
import { assessmentAnswersSchema, basicReportSchema } from '../../domain/src/schemas/assessment';
import { applySeeds, readSeedFiles, SeedsRefusedError } from '../../engine/src/migrate/seeds';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';

let test: TestDatabase;

beforeAll(async () => {
  test = await createMigratedDatabase();
  await applySeeds(test.db, await readSeedFiles(path.join(HASURA_DIR, 'seeds', 'default')), {
    requireEmpty: 'public.vendors',
  });
});

afterAll(async () => {
  await test.dispose();
});

async function one<T>(sql: string): Promise<T> {
  const { rows } = await test.db.query<T>(sql);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

describe('the demo seeds', () => {
  it('hold the platform vendor as id 1 and at least four practices in three time zones', async () => {
    expect(await one('select id, is_platform from vendors where is_platform')).toEqual({
      id: 1,
      is_platform: true,
    });
    const practices = await one<{ n: number; zones: number }>(
      `select count(distinct v.id)::int as n, count(distinct l.timezone)::int as zones
         from vendors v join vendor_listings l on l.vendor_id = v.id where not v.is_platform`,
    );
    expect(practices.n).toBeGreaterThanOrEqual(4);
    expect(practices.zones).toBeGreaterThanOrEqual(3);
  });

  it('hold enabled consultations of all four types with weekly schedules, and a roster', async () => {
    const { rows } = await test.db.query<{ type: string }>(
      `select distinct c.type from consultations c
        where c.enabled and exists (select 1 from consultation_schedules s where s.consultation_id = c.id)`,
    );
    expect(rows.map((r) => r.type).sort()).toEqual([...CONSULTATION_TYPES].sort());
    expect(
      (await one<{ n: number }>('select count(*)::int as n from consultation_rosters')).n,
    ).toBeGreaterThan(0);
  });

  it("hold the platform's online vets with weekly hours for video, phone and chat", async () => {
    const { rows } = await test.db.query<{ type: string }>(
      `select distinct c.type from consultations c
         join vendor_listings l on l.id = c.listing_id
         join vendors v on v.id = l.vendor_id
        where v.is_platform and v.status = 'approved' and c.enabled and c.price is not null
          and exists (select 1 from consultation_schedules s where s.consultation_id = c.id)
        order by c.type`,
    );
    expect(rows.map((r) => r.type)).toEqual(['chat', 'phone', 'video']);
  });

  it('hold an assessment with a high (red) risk and one with a moderate (blue) risk', async () => {
    const { rows } = await test.db.query<{ basic_report: unknown }>('select basic_report from ihm');
    const risks = rows.flatMap((row) =>
      Object.values(basicReportSchema.parse(row.basic_report).trackers).map((t) => t.risk),
    );
    expect(risks).toContain('red');
    expect(risks).toContain('blue');
  });

  it('hold bookings in every status, and upcoming ones in the future', async () => {
    const { rows } = await test.db.query<{ status: number }>(
      'select distinct status from bookings order by status',
    );
    expect(rows.map((r) => r.status)).toEqual([0, 1, 2, 3]);
    expect(
      (
        await one<{ n: number }>(
          'select count(*)::int as n from bookings where status = 0 and slot < now()',
        )
      ).n,
    ).toBe(0);
  });

  it('hold a sub-domain site and a custom-domain site', async () => {
    const sites = await one<{ sub: number; custom: number }>(
      `select count(sub_domain)::int as sub, count(custom_domain)::int as custom from websites`,
    );
    expect(sites.sub).toBeGreaterThanOrEqual(1);
    expect(sites.custom).toBeGreaterThanOrEqual(1);
  });

  it('hold the GOLD and PLATINUM plans and a promo code that is not public', async () => {
    const { rows } = await test.db.query<{ code: string; kind: string; is_public: boolean }>(
      "select code, kind, is_public from plans where upper(code) in ('GOLD', 'PLATINUM') or kind = 'promo' order by code",
    );
    expect(
      rows
        .filter((r) => r.kind === 'plan')
        .map((r) => r.code.toUpperCase())
        .sort(),
    ).toEqual(['GOLD', 'PLATINUM']);
    expect(rows.some((r) => r.kind === 'promo' && !r.is_public)).toBe(true);
  });

  it('hold owners with pets in several record categories, and a root admin and staff per practice', async () => {
    const owners = await one<{ n: number }>('select count(distinct user_id)::int as n from pets');
    expect(owners.n).toBeGreaterThanOrEqual(2);
    const categories = await one<{ n: number }>(
      'select count(distinct category)::int as n from phr',
    );
    expect(categories.n).toBeGreaterThanOrEqual(3);
    const practicesWithoutTeam = await one<{ n: number }>(
      `select count(*)::int as n from vendors v
        where not exists (select 1 from vendor_logins l where l.vendor_id = v.id and l.subrole = 1)
           or not exists (select 1 from vendor_logins l where l.vendor_id = v.id and l.subrole <> 1)`,
    );
    expect(practicesWithoutTeam.n).toBe(0);
  });

  it('have a staff member who does not manage every listing of the practice (for permission tests)', async () => {
    const found = await one<{ n: number }>(
      `select count(*)::int as n from vendor_logins s join vendor_listings l on l.vendor_id = s.vendor_id
        where s.subrole <> 1
          and not exists (select 1 from listing_managers m where m.listing_id = l.id and m.vendor_login_id = s.id)`,
    );
    expect(found.n).toBeGreaterThan(0);
  });

  it('hold a platform vet to assign to, and second opinions and questions the platform answers in several states', async () => {
    const vets = await one<{ n: number }>(
      `select count(*)::int as n from vendor_logins l join vendors v on v.id = l.vendor_id
        where v.is_platform and l.subrole <> 1`,
    );
    expect(vets.n).toBeGreaterThan(0);
    const { rows } = await test.db.query<{ type: string; status: number }>(
      `select r.type, r.status from service_requests r join vendors v on v.id = r.vendor_id
        where v.is_platform and r.type in ('smo', 'free_question') order by r.type, r.status`,
    );
    expect(rows).toEqual([
      { type: 'free_question', status: 0 },
      { type: 'free_question', status: 3 },
      { type: 'smo', status: 1 },
    ]);
    // An assigned request is assigned to a vet of the practice answering it.
    const misassigned = await one<{ n: number }>(
      `select count(*)::int as n from service_requests r join vendor_logins l on l.id = r.assigned_vendor_login_id
        where l.vendor_id is distinct from r.vendor_id`,
    );
    expect(misassigned.n).toBe(0);
  });

  it('hold assessments whose report is the one the server computes from their answers', async () => {
    const { rows } = await test.db.query<{ answers: unknown; basic_report: unknown }>(
      'select answers, basic_report from ihm',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const answers = assessmentAnswersSchema.parse(row.answers);
      expect(basicReportSchema.parse(row.basic_report)).toEqual(basicReport(answers));
    }
  });

  it('load only into an empty database', async () => {
    await expect(
      applySeeds(test.db, await readSeedFiles(path.join(HASURA_DIR, 'seeds', 'default')), {
        requireEmpty: 'public.vendors',
      }),
    ).rejects.toStrictEqual(new SeedsRefusedError('public.vendors'));
  });
});
