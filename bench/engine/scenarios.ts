/**
 * The four measured reads, each written three times: as a Hasura GraphQL operation for the engine
 * (the role's permission adds the tenancy filter), as a PostGraphile operation (the same filter
 * passed as arguments) and as hand-written SQL through pg (the filter written by hand, the JSON
 * built by Postgres in the engine's response shape).
 */
import type { BenchRole, BenchSession } from './bench-auth';
import { screenScenarios } from './screen-scenarios';
import { DIRECTORY_STATES } from './seed-data';

export interface Sample {
  session: BenchSession;
  /** The engine's and the raw server's variables. */
  variables: Record<string, unknown>;
  /** PostGraphile's variables: the same plus the role's filter. */
  postgraphileVariables: Record<string, unknown>;
}

interface Relationship {
  hasura: string;
  postgraphile: string;
  many: boolean;
  /**
   * The engine's permission on the related table may hide the row (null) where PostGraphile,
   * which has no permissions, shows it: compared between the engine and raw SQL only.
   */
  permissionFiltered?: boolean;
}

export interface Scenario {
  name: string;
  title: string;
  role: BenchRole;
  /** What it reads and which permission the engine applies, for the README and the report. */
  description: string;
  engineQuery: string;
  /** Left out where PostGraphile has no fair equivalent (the scenario says why). */
  postgraphileQuery?: string;
  /** One statement returning one row with a text column "body": the whole JSON response. */
  rawSql: string;
  rawParams(session: Record<string, string>, variables: Record<string, unknown>): unknown[];
  root: { hasura: string; postgraphile: string };
  relationships: Relationship[];
  /** Picks the samples (sessions and variables) the load cycles through. */
  sampleSql: string;
  toSample(row: Record<string, unknown>): Sample;
  /** The rows as comparable lines, for responses whose rows have no id (default: responseRows). */
  rows?(flavour: Flavour, response: unknown): string[];
}

type Flavour = 'hasura' | 'postgraphile';

const json = String.raw;

/** The filters on time use a fixed instant so that every target reads the same rows. */
export function anchors(now: Date): { since: string; from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    since: new Date(midnight - 60 * day).toISOString(),
    from: new Date(midnight - 7 * day).toISOString(),
    to: new Date(midnight + 7 * day).toISOString(),
  };
}

function sessionNumber(session: Record<string, string>, name: string): number {
  const value = Number(session[name]);
  if (!Number.isInteger(value)) throw new Error(`session variable ${name} is missing`);
  return value;
}

export function scenarios(stateCount: number, now: Date): Scenario[] {
  const { since, from, to } = anchors(now);
  const states = DIRECTORY_STATES.slice(0, stateCount)
    .map((s) => `'${s}'`)
    .join(', ');
  return [
    {
      name: 'directory',
      title: 'Listing directory page with consultations (anonymous)',
      role: 'anonymous',
      description:
        'A page of 20 listings of one state, newest first, each with its consultations ordered ' +
        'by type. Anonymous permission: the listings of approved practices (public columns, ' +
        'limit 100); enabled consultations of such listings only.',
      engineQuery: json`query ListingDirectory($state: String!, $offset: Int!) {
  vendor_listings(
    where: { state: { _eq: $state } }
    order_by: [{ created_at: desc }, { id: desc }]
    limit: 20
    offset: $offset
  ) {
    id title line1 city state zipcode avatar specialization pets
    consultations(order_by: { type: asc }) { id type duration price }
  }
}`,
      postgraphileQuery: json`query ListingDirectory($state: String!, $offset: Int!) {
  allVendorListings(
    condition: { state: $state, ofApprovedPractice: true }
    orderBy: [CREATED_AT_DESC, ROW_ID_DESC]
    first: 20
    offset: $offset
  ) {
    nodes {
      rowId title line1 city state zipcode avatar specialization pets
      consultationsByListingId(condition: { enabled: true }, orderBy: [TYPE_ASC]) {
        nodes { rowId type duration price }
      }
    }
  }
}`,
      rawSql: `
        select json_build_object('data', json_build_object('vendor_listings', coalesce(json_agg(
                 json_build_object(
                   'id', l.id, 'title', l.title, 'line1', l.line1, 'city', l.city,
                   'state', l.state, 'zipcode', l.zipcode, 'avatar', l.avatar,
                   'specialization', l.specialization, 'pets', l.pets,
                   'consultations', (
                     select coalesce(json_agg(json_build_object(
                              'id', c.id, 'type', c.type, 'duration', c.duration, 'price', c.price)
                              order by c.type), '[]')
                       from public.consultations c
                      where c.listing_id = l.id and c.enabled))
                 order by l.created_at desc, l.id desc), '[]')))::text as body
          from (select * from public.vendor_listings vl
                 where state = $1
                   and exists (select 1 from public.vendors v
                                where v.id = vl.vendor_id and v.status = 'approved')
                 order by created_at desc, id desc
                 limit 20 offset $2) l`,
      rawParams: (_session, v) => [v['state'], v['offset']],
      root: { hasura: 'vendor_listings', postgraphile: 'allVendorListings' },
      relationships: [
        { hasura: 'consultations', postgraphile: 'consultationsByListingId', many: true },
      ],
      sampleSql: `
        select s as state, o as "offset"
          from unnest(array[${states}]::text[]) s, unnest(array[0, 20]) o
         order by md5(s || o)`,
      toSample: (row) => {
        const variables = { state: row['state'], offset: row['offset'] };
        return { session: { role: 'anonymous' }, variables, postgraphileVariables: variables };
      },
    },
    {
      name: 'owner-bookings',
      title: "An owner's bookings, filtered and sorted (user)",
      role: 'user',
      description:
        "An owner's bookings that are not canceled (status in 0, 1, 2) and start after a date, " +
        'latest first, 20 at most, each with its listing and pet. User permission: ' +
        'bookings.user_id = X-Hasura-User-Id; listings of approved practices; ' +
        'pets.user_id = X-Hasura-User-Id.',
      engineQuery: json`query OwnerBookings($statuses: [smallint!]!, $since: timestamptz!) {
  bookings(
    where: { status: { _in: $statuses }, slot: { _gte: $since } }
    order_by: [{ slot: desc }, { id: desc }]
    limit: 20
  ) {
    id slot duration status type price
    listing { id title city timezone }
    pet { id name }
  }
}`,
      postgraphileQuery: json`query OwnerBookings($userId: Int!, $statuses: [Int!]!, $since: Datetime!) {
  allBookings(
    condition: { userId: $userId, statusIn: $statuses, slotFrom: $since }
    orderBy: [SLOT_DESC, ROW_ID_DESC]
    first: 20
  ) {
    nodes {
      rowId slot duration status type price
      vendorListingByVendorListingIdAndVendorId { rowId title city timezone }
      petByPetIdAndUserId { rowId name }
    }
  }
}`,
      // The listing and pet need no filter of their own: the composite keys guarantee that a
      // booking's pet is its owner's, and listings are public. Related rows are correlated
      // subqueries, so each is an index lookup per booking (a join let the planner hash all
      // listings).
      rawSql: `
        select json_build_object('data', json_build_object('bookings', coalesce(json_agg(
                 json_build_object(
                   'id', b.id, 'slot', b.slot, 'duration', b.duration, 'status', b.status,
                   'type', b.type, 'price', b.price,
                   'listing', (select json_build_object('id', l.id, 'title', l.title,
                                                        'city', l.city, 'timezone', l.timezone)
                                 from public.vendor_listings l
                                where l.id = b.vendor_listing_id
                                  and exists (select 1 from public.vendors v
                                               where v.id = l.vendor_id
                                                 and v.status = 'approved')),
                   'pet', (select json_build_object('id', p.id, 'name', p.name)
                             from public.pets p where p.id = b.pet_id))
                 order by b.slot desc, b.id desc), '[]')))::text as body
          from (select * from public.bookings
                 where user_id = $1 and status = any($2::smallint[]) and slot >= $3
                 order by slot desc, id desc
                 limit 20) b`,
      rawParams: (session, v) => [
        sessionNumber(session, 'x-hasura-user-id'),
        v['statuses'],
        v['since'],
      ],
      root: { hasura: 'bookings', postgraphile: 'allBookings' },
      relationships: [
        {
          hasura: 'listing',
          postgraphile: 'vendorListingByVendorListingIdAndVendorId',
          many: false,
          // A suspended practice's listing is null to its owners (PostGraphile shows it).
          permissionFiltered: true,
        },
        { hasura: 'pet', postgraphile: 'petByPetIdAndUserId', many: false },
      ],
      sampleSql: 'select id from public.users order by md5(id::text) limit 200',
      toSample: (row) => {
        const userId = Number(row['id']);
        const variables = { statuses: [0, 1, 2], since };
        return {
          session: { role: 'user', userId },
          variables,
          postgraphileVariables: { ...variables, userId },
        };
      },
    },
    {
      name: 'staff-bookings',
      title: "A staff member's bookings through the manager permission (vendor)",
      role: 'vendor',
      description:
        'The bookings of the next and past 7 days on the listings a staff member manages, by ' +
        'start time, 50 at most, each with its owner, pet and listing. Vendor permission: ' +
        'bookings.vendor_id = X-Hasura-Vendor-Id and listing.managers.vendor_login_id = ' +
        'X-Hasura-User-Id; the owner and pet must be customers of the practice; the listing ' +
        'must be managed by the staff member.',
      engineQuery: json`query StaffBookings($from: timestamptz!, $to: timestamptz!) {
  bookings(
    where: { slot: { _gte: $from, _lt: $to } }
    order_by: [{ slot: asc }, { id: asc }]
    limit: 50
  ) {
    id slot duration status type
    user { id first_name last_name phone }
    pet { id name type }
    listing { id title }
  }
}`,
      postgraphileQuery: json`query StaffBookings($vendorId: Int!, $loginId: Int!, $from: Datetime!, $to: Datetime!) {
  allBookings(
    condition: { vendorId: $vendorId, managedBy: $loginId, slotFrom: $from, slotBefore: $to }
    orderBy: [SLOT_ASC, ROW_ID_ASC]
    first: 50
  ) {
    nodes {
      rowId slot duration status type
      userByUserId { rowId firstName lastName phone }
      petByPetIdAndUserId { rowId name type }
      vendorListingByVendorListingIdAndVendorId { rowId title }
    }
  }
}`,
      // The listing needs no filter of its own: it is one the staff member manages. The owner and
      // pet are customers of the practice through this very booking when it is live (not
      // canceled; for the pet, its records shared), else through another live booking at a
      // listing the staff member manages or a request assigned to them, as the vendor permission
      // says; and only while the practice is approved (one look-up per statement).
      rawSql: `
        select json_build_object('data', json_build_object('bookings', coalesce(json_agg(
                 json_build_object(
                   'id', b.id, 'slot', b.slot, 'duration', b.duration, 'status', b.status,
                   'type', b.type,
                   'user', (select json_build_object('id', u.id, 'first_name', u.first_name,
                                                     'last_name', u.last_name, 'phone', u.phone)
                              from public.users u
                             where u.id = b.user_id and approved.ok
                               and ((b.status <> 3 and b.access_until > now())
                                    or exists (select 1 from public.bookings o
                                                 join public.listing_managers m
                                                   on m.listing_id = o.vendor_listing_id
                                                  and m.vendor_login_id = $2
                                                where o.user_id = u.id and o.vendor_id = $1
                                                  and o.status <> 3 and o.access_until > now())
                                    or exists (select 1 from public.service_requests r
                                                where r.user_id = u.id and r.vendor_id = $1
                                                  and r.assigned_vendor_login_id = $2
                                                  and r.type in ('smo', 'free_question')))),
                   'pet', (select json_build_object('id', p.id, 'name', p.name, 'type', p.type)
                             from public.pets p
                            where p.id = b.pet_id and approved.ok
                              and ((b.status <> 3 and b.record_sharing = 'shared'
                                    and b.access_until > now())
                                   or exists (select 1 from public.bookings o
                                                join public.listing_managers m
                                                  on m.listing_id = o.vendor_listing_id
                                                 and m.vendor_login_id = $2
                                               where o.pet_id = p.id and o.vendor_id = $1
                                                 and o.status <> 3 and o.record_sharing = 'shared'
                                                 and o.access_until > now())
                                   or exists (select 1 from public.service_requests r
                                               where r.pet_id = p.id and r.vendor_id = $1
                                                 and r.assigned_vendor_login_id = $2
                                                 and r.type in ('smo', 'free_question')))),
                   'listing', (select json_build_object('id', l.id, 'title', l.title)
                                 from public.vendor_listings l where l.id = b.vendor_listing_id))
                 order by b.slot, b.id), '[]')))::text as body
          from (select * from public.bookings b
                 where b.vendor_id = $1
                   and exists (select 1 from public.listing_managers m
                                where m.listing_id = b.vendor_listing_id
                                  and m.vendor_login_id = $2)
                   and b.slot >= $3 and b.slot < $4
                 order by b.slot, b.id
                 limit 50) b,
               (select exists (select 1 from public.vendors v
                                where v.id = $1 and v.status = 'approved') as ok) approved`,
      rawParams: (session, v) => [
        sessionNumber(session, 'x-hasura-vendor-id'),
        sessionNumber(session, 'x-hasura-user-id'),
        v['from'],
        v['to'],
      ],
      root: { hasura: 'bookings', postgraphile: 'allBookings' },
      relationships: [
        { hasura: 'user', postgraphile: 'userByUserId', many: false, permissionFiltered: true },
        {
          hasura: 'pet',
          postgraphile: 'petByPetIdAndUserId',
          many: false,
          permissionFiltered: true,
        },
        {
          hasura: 'listing',
          postgraphile: 'vendorListingByVendorListingIdAndVendorId',
          many: false,
        },
      ],
      sampleSql: `
        select id, vendor_id from public.vendor_logins v
         where exists (select 1 from public.listing_managers m where m.vendor_login_id = v.id)
         order by md5(id::text) limit 200`,
      toSample: (row) => {
        const loginId = Number(row['id']);
        const vendorId = Number(row['vendor_id']);
        const variables = { from, to };
        return {
          session: { role: 'vendor', userId: loginId, vendorId },
          variables,
          postgraphileVariables: { ...variables, vendorId, loginId },
        };
      },
    },
    {
      name: 'pet-records',
      title: "A pet's health records (user)",
      role: 'user',
      description:
        "A pet's health records, newest first, 50 at most, each with the pet's name. User " +
        'permission: phr.user_id = X-Hasura-User-Id; pets.user_id = X-Hasura-User-Id.',
      engineQuery: json`query PetRecords($petId: Int!) {
  phr(
    where: { pet_id: { _eq: $petId } }
    order_by: [{ created_at: desc }, { id: desc }]
    limit: 50
  ) {
    id category details created_at created_by_vendor_id
    pet { id name }
  }
}`,
      postgraphileQuery: json`query PetRecords($userId: Int!, $petId: Int!) {
  allPhrs(
    condition: { userId: $userId, petId: $petId }
    orderBy: [CREATED_AT_DESC, ROW_ID_DESC]
    first: 50
  ) {
    nodes {
      rowId category details createdAt createdByVendorId
      petByPetIdAndUserId { rowId name }
    }
  }
}`,
      rawSql: `
        select json_build_object('data', json_build_object('phr', coalesce(json_agg(
                 json_build_object(
                   'id', r.id, 'category', r.category, 'details', r.details,
                   'created_at', r.created_at, 'created_by_vendor_id', r.created_by_vendor_id,
                   'pet', (select json_build_object('id', p.id, 'name', p.name)
                             from public.pets p where p.id = r.pet_id))
                 order by r.created_at desc, r.id desc), '[]')))::text as body
          from (select * from public.phr
                 where user_id = $1 and pet_id = $2
                 order by created_at desc, id desc
                 limit 50) r`,
      rawParams: (session, v) => [sessionNumber(session, 'x-hasura-user-id'), v['petId']],
      root: { hasura: 'phr', postgraphile: 'allPhrs' },
      relationships: [{ hasura: 'pet', postgraphile: 'petByPetIdAndUserId', many: false }],
      sampleSql: 'select id, user_id from public.pets order by md5(id::text) limit 200',
      toSample: (row) => {
        const userId = Number(row['user_id']);
        const petId = Number(row['id']);
        return {
          session: { role: 'user', userId },
          variables: { petId },
          postgraphileVariables: { petId, userId },
        };
      },
    },
    ...screenScenarios(),
  ];
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what}: expected an object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, flavour: Flavour, what: string): unknown[] {
  const items = flavour === 'hasura' ? value : record(value, what)['nodes'];
  if (!Array.isArray(items))
    throw new Error(`${what}: expected a list, got ${JSON.stringify(value)}`);
  return items;
}

function rowId(value: unknown, flavour: Flavour, what: string): string {
  const id = record(value, what)[flavour === 'hasura' ? 'id' : 'rowId'];
  if (typeof id !== 'number') throw new Error(`${what}: no numeric id in ${JSON.stringify(value)}`);
  return String(id);
}

/**
 * The rows of a response as comparable lines: each row's id followed by the ids of its related
 * rows, in response order, e.g. "17 listing=3 pet=-" or "4 consultations=13,14,16".
 * `withFiltered: false` leaves out the relationships a permission may hide (for comparing with
 * PostGraphile). Throws on a response with errors.
 */
export function responseRows(
  scenario: Scenario,
  flavour: Flavour,
  response: unknown,
  withFiltered = true,
): string[] {
  if (scenario.rows) return scenario.rows(flavour, response);
  const body = record(response, scenario.name);
  if (body['errors'] !== undefined) {
    throw new Error(`${scenario.name}: errors ${JSON.stringify(body['errors'])}`);
  }
  const data = record(body['data'], `${scenario.name} data`);
  const rootName = scenario.root[flavour];
  const rows = list(data[rootName], flavour, `${scenario.name} ${rootName}`);
  return rows.map((row, index) => {
    const what = `${scenario.name} ${rootName}[${index}]`;
    const parts = [rowId(row, flavour, what)];
    for (const relationship of scenario.relationships) {
      if (relationship.permissionFiltered === true && !withFiltered) continue;
      const name = relationship[flavour];
      const value = record(row, what)[name];
      let ids: string;
      if (relationship.many) {
        ids = list(value, flavour, `${what}.${name}`)
          .map((item) => rowId(item, flavour, `${what}.${name}`))
          .join(',');
      } else {
        ids = value === null ? '-' : rowId(value, flavour, `${what}.${name}`);
      }
      parts.push(`${relationship.hasura}=${ids}`);
    }
    return parts.join(' ');
  });
}
