/**
 * The reads of the owner and practice screens, each with the GraphQL document the web app sends
 * (read from its .graphql file in web/src, so the two cannot drift apart), the role and variables
 * the screen uses, and the same read written by hand in SQL: a pet's 500 health records (the
 * record browser), a page of a practice's customers with their total, a practice's reports and
 * its queue of second opinions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './bench-config';
import type { Sample, Scenario } from './scenarios';

/** The pets the seed gives 500 health records each (seed-data.ts, "busy pets"). */
export const BUSY_PETS = 50;
export const RECORDS_PER_BUSY_PET = 500;
/** The Customers screen's page (CUSTOMERS_PAGE_SIZE) and the request desk's (DESK_PAGE_SIZE). */
const CUSTOMERS_PAGE = 10;
const DESK_PAGE = 10;
/** The Reports screen's default period (DEFAULT_REPORT_PERIOD). */
const REPORT_DAYS = 30;

const json = String.raw;

function webDocument(file: string): string {
  return readFileSync(path.join(REPO_ROOT, 'web', 'src', 'features', file), 'utf8');
}

function sessionNumber(session: Record<string, string>, name: string): number {
  const value = Number(session[name]);
  if (!Number.isInteger(value)) throw new Error(`session variable ${name} is missing`);
  return value;
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what}: expected an object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

/** Root admins of the practices (not the platform, whose staff see every practice's rows). */
const PRACTICE_ROOT_ADMINS = `
  select l.id, l.vendor_id from public.vendor_logins l
    join public.vendors v on v.id = l.vendor_id
   where l.subrole = 1 and not v.is_platform
   order by md5(l.id::text) limit 200`;

/** The platform's root admins (the platform is one practice, vendors.is_platform). */
const PLATFORM_ROOT_ADMINS = `
  select l.id, l.vendor_id from public.vendor_logins l
    join public.vendors v on v.id = l.vendor_id
   where l.subrole = 1 and v.is_platform
   order by l.id limit 20`;

function rootAdminSession(row: Record<string, unknown>): Sample['session'] {
  return { role: 'root_admin', userId: Number(row['id']), vendorId: Number(row['vendor_id']) };
}

export function screenScenarios(): Scenario[] {
  return [
    {
      name: 'record-browser',
      title: "The record browser: a pet's 500 health records (user)",
      role: 'user',
      description:
        'HealthRecords (web/src/features/medical-records/health-records.graphql) for a pet with ' +
        '500 records, as the record browser sends it: where pet_id and user_id, newest first, ' +
        'no limit. User permission: phr.user_id = X-Hasura-User-Id.',
      engineQuery: webDocument('medical-records/health-records.graphql'),
      postgraphileQuery: json`query HealthRecords($userId: Int!, $petId: Int!) {
  allPhrs(condition: { userId: $userId, petId: $petId }, orderBy: [CREATED_AT_DESC, ROW_ID_DESC]) {
    nodes { rowId category details createdAt }
  }
}`,
      rawSql: `
        select json_build_object('data', json_build_object('phr', coalesce(json_agg(
                 json_build_object('id', r.id, 'category', r.category, 'details', r.details,
                                   'created_at', r.created_at)
                 order by r.created_at desc, r.id desc), '[]')))::text as body
          from public.phr r
         where r.user_id = $1 and r.pet_id = $2`,
      rawParams: (session, v) => {
        const where = object(v['where'], 'where');
        return [
          sessionNumber(session, 'x-hasura-user-id'),
          object(where['pet_id'], 'pet_id')['_eq'],
        ];
      },
      root: { hasura: 'phr', postgraphile: 'allPhrs' },
      relationships: [],
      sampleSql: `select id, user_id from public.pets where id <= ${BUSY_PETS} order by id`,
      toSample: (row) => {
        const userId = Number(row['user_id']);
        const petId = Number(row['id']);
        return {
          session: { role: 'user', userId },
          variables: { where: { pet_id: { _eq: petId }, user_id: { _eq: userId } } },
          postgraphileVariables: { petId, userId },
        };
      },
    },
    {
      name: 'customers',
      title: "A practice's customers page with its total (root admin)",
      role: 'root_admin',
      description:
        'PracticeCustomers (web/src/features/customers/practice-customers.graphql) unfiltered, ' +
        'page 1 or 2 of 10, newest id first, and the count. Root admin permission on users: the ' +
        'practice is approved and the owner has a live booking with it, signed up on its site or ' +
        'ordered a second opinion, question or house call it serves.',
      engineQuery: webDocument('customers/practice-customers.graphql'),
      postgraphileQuery: json`query PracticeCustomers($vendorId: Int!, $limit: Int!, $offset: Int!) {
  allUsers(condition: { customerOf: $vendorId }, orderBy: [ROW_ID_DESC], first: $limit, offset: $offset) {
    nodes { rowId createdAt firstName lastName phone email }
    totalCount
  }
}`,
      // The customers as a person would find them: the ids from the three indexed sources
      // (bookings by practice, owners signed up on its site, its service requests), not a test of
      // every owner.
      rawSql: `
        with customer as (
          select u.id, u.created_at, u.first_name, u.last_name, u.phone, u.email
            from public.users u
           where u.id in (select b.user_id from public.bookings b
                           where b.vendor_id = $1 and b.status <> 3 and b.access_until > now()
                          union
                          select s.id from public.users s where s.vendor_id = $1
                          union
                          select r.user_id from public.service_requests r
                           where r.vendor_id = $1 and r.type in ('smo', 'free_question', 'house_call'))
             and exists (select 1 from public.vendors v where v.id = $1 and v.status = 'approved'))
        select json_build_object('data', json_build_object(
                 'users', (select coalesce(json_agg(json_build_object(
                                    'id', c.id, 'created_at', c.created_at,
                                    'first_name', c.first_name, 'last_name', c.last_name,
                                    'phone', c.phone, 'email', c.email) order by c.id desc), '[]')
                             from (select * from customer order by id desc limit $2 offset $3) c),
                 'users_aggregate', json_build_object('aggregate', json_build_object(
                                      'count', (select count(*) from customer)))))::text as body`,
      rawParams: (session, v) => [
        sessionNumber(session, 'x-hasura-vendor-id'),
        v['limit'],
        v['offset'],
      ],
      root: { hasura: 'users', postgraphile: 'allUsers' },
      relationships: [],
      sampleSql: `select a.*, o as "offset" from (${PRACTICE_ROOT_ADMINS}) a, unnest(array[0, ${CUSTOMERS_PAGE}]) o`,
      toSample: (row) => {
        const session = rootAdminSession(row);
        const variables = { where: {}, limit: CUSTOMERS_PAGE, offset: Number(row['offset']) };
        return {
          session,
          variables,
          postgraphileVariables: {
            vendorId: session.vendorId,
            limit: CUSTOMERS_PAGE,
            offset: variables.offset,
          },
        };
      },
      rows: (flavour, response) => {
        const data = object(object(response, 'customers')['data'], 'customers data');
        const rows =
          flavour === 'hasura' ? data['users'] : object(data['allUsers'], 'allUsers')['nodes'];
        const total =
          flavour === 'hasura'
            ? object(object(data['users_aggregate'], 'users_aggregate')['aggregate'], 'aggregate')[
                'count'
              ]
            : object(data['allUsers'], 'allUsers')['totalCount'];
        if (!Array.isArray(rows)) throw new Error('customers: no list of users');
        return [
          `total=${String(total)}`,
          ...rows.map((row) => String(object(row, 'user')[flavour === 'hasura' ? 'id' : 'rowId'])),
        ];
      },
    },
    {
      name: 'reports',
      title: "A practice's reports, last 30 days (root admin)",
      role: 'root_admin',
      description:
        'PracticeReports (web/src/features/reports/practice-reports.graphql) with the default ' +
        "period: the seven aggregate functions over the practice's bookings and payments. The " +
        'functions read the session (report_practices): a root admin gets their own practice.',
      engineQuery: webDocument('reports/practice-reports.graphql'),
      // The same aggregates, written once over the practice's bookings of the period.
      rawSql: `
        with period as (
          select ((now() at time zone 'UTC')::date - ($2::integer - 1))::timestamp
                   at time zone 'UTC' as since),
        booking as (
          select b.* from public.bookings b, period
           where b.vendor_id = $1 and b.created_at >= period.since)
        select json_build_object('data', json_build_object(
          'bookingsByType', (
            select coalesce(json_agg(json_build_object('day', day, 'key', key, 'bookings', n)
                                     order by day, key), '[]')
              from (select (created_at at time zone 'UTC')::date as day, type as key,
                           count(*)::integer as n
                      from booking group by 1, 2) t),
          'bookingsByStatus', (
            select coalesce(json_agg(json_build_object('day', day, 'key', key, 'bookings', n)
                                     order by day, key), '[]')
              from (select (created_at at time zone 'UTC')::date as day, status::text as key,
                           count(*)::integer as n
                      from booking group by 1, 2) t),
          'revenue', (
            select coalesce(json_agg(json_build_object('day', day, 'captured_cents', captured,
                                                       'refunded_cents', refunded,
                                                       'net_cents', net) order by day), '[]')
              from (select (p.created_at at time zone 'UTC')::date as day,
                           coalesce(sum(p.amount_cents), 0)::integer as captured,
                           coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0)::integer as refunded,
                           coalesce(sum(p.amount_cents) filter (where p.status = 'captured'), 0)::integer as net
                      from public.payments p, period
                     where p.vendor_id = $1 and p.created_at >= period.since
                       and p.status in ('captured', 'refunded')
                     group by 1) t),
          'cancellations', (
            select json_agg(json_build_object('bookings', n, 'canceled', canceled,
                                              'share_percent', share))
              from (select count(*)::integer as n,
                           (count(*) filter (where status = 3))::integer as canceled,
                           round(100.0 * count(*) filter (where status = 3)
                                 / nullif(count(*), 0), 1)::real as share
                      from booking) t),
          'customers', (
            select json_agg(json_build_object('new_customers', fresh,
                                              'returning_customers', returned))
              from (select (count(*) filter (where c.first_booked >= period.since))::integer as fresh,
                           (count(*) filter (where c.first_booked < period.since))::integer as returned
                      from period,
                           lateral (select min(b.created_at) as first_booked
                                      from public.bookings b
                                     where b.vendor_id = $1 group by b.user_id
                                    having max(b.created_at) >= period.since) c) t),
          'busiestListings', (
            select coalesce(json_agg(json_build_object('key', id, 'label', title, 'bookings', n)
                                     order by n desc, id), '[]')
              from (select l.id, l.title, count(*)::integer as n
                      from booking b join public.vendor_listings l on l.id = b.vendor_listing_id
                     where b.status <> 3
                     group by l.id, l.title order by 3 desc, l.id limit 10) t),
          'busiestHours', (
            select coalesce(json_agg(json_build_object('key', hour, 'bookings', n) order by hour), '[]')
              from (select extract(hour from b.slot at time zone l.timezone)::integer as hour,
                           count(*)::integer as n
                      from booking b join public.vendor_listings l on l.id = b.vendor_listing_id
                     where b.status <> 3
                     group by 1) t)))::text as body`,
      rawParams: (session, v) => [sessionNumber(session, 'x-hasura-vendor-id'), v['days']],
      root: { hasura: 'bookingsByType', postgraphile: 'bookingsByType' },
      relationships: [],
      sampleSql: PRACTICE_ROOT_ADMINS,
      toSample: (row) => {
        const variables = { days: REPORT_DAYS, practiceId: null };
        return { session: rootAdminSession(row), variables, postgraphileVariables: variables };
      },
      // Report rows have no id: each figure's rows, as they come.
      rows: (_flavour, response) => {
        const data = object(object(response, 'reports')['data'], 'reports data');
        return Object.entries(data).flatMap(([figure, rows]) => {
          if (!Array.isArray(rows)) throw new Error(`reports: ${figure} is not a list`);
          return rows.map((row) => `${figure} ${JSON.stringify(row)}`);
        });
      },
    },
    deskScenario({
      name: 'smo-queue',
      title: "A practice's queue of second opinions (root admin)",
      description:
        'StaffServiceRequests (web/src/features/request-desk/staff-service-requests.graphql) as ' +
        "the request desk's second-opinion list sends it (all statuses, newest first, page 1 or " +
        '2 of 10), with the assignee, owner and pet. Root admin permission: the requests of the ' +
        'practice; the owner and pet through its second opinions; the assignee its staff.',
      practice: 'own',
      admins: PRACTICE_ROOT_ADMINS,
    }),
    deskScenario({
      name: 'platform-desk',
      title: "The platform's queue of every practice's second opinions (platform root admin)",
      description:
        "StaffServiceRequests as the request desk's second-opinion list sends it for the " +
        "platform's root admin: every practice's second opinions, newest first, page 1 or 2 of " +
        "10, with the assignee, owner and pet. Root admin permission: the platform's alternative " +
        "(type in smo, free_question, the session's practice being the platform); the owner and " +
        "pet through it; the assignee only if the platform's own staff.",
      practice: 'every',
      admins: PLATFORM_ROOT_ADMINS,
    }),
  ];
}

/**
 * The request desk's second-opinion list (StaffServiceRequests, page 1 or 2 of 10, newest first,
 * with the assignee, owner and pet) for a practice's root admin (`own`: the practice's requests)
 * or the platform's (`every`: every practice's). The raw SQL writes the role's filter once: a
 * practice's requests by vendor_id, or every request when the session's practice is the platform;
 * the owner and pet by key (the request proves them); the assignee by key for a practice (its
 * requests' assignees are its staff), and for the platform only its own staff (vendor_logins:
 * vendor_id = X-Hasura-Vendor-Id). The owner and pet only while the session's practice is
 * approved, as the root admin permission says (one look-up per statement).
 */
function deskScenario(desk: {
  name: string;
  title: string;
  description: string;
  practice: 'own' | 'every';
  admins: string;
}): Scenario {
  const own = desk.practice === 'own';
  return {
    name: desk.name,
    title: desk.title,
    role: 'root_admin',
    description: desk.description,
    engineQuery: webDocument('request-desk/staff-service-requests.graphql'),
    postgraphileQuery: json`query StaffServiceRequests(${own ? '$vendorId: Int!, ' : ''}$limit: Int!, $offset: Int!) {
  allServiceRequests(
    condition: { ${own ? 'vendorId: $vendorId, ' : ''}type: "smo" }
    orderBy: [CREATED_AT_DESC, ROW_ID_DESC]
    first: $limit
    offset: $offset
  ) {
    nodes {
      rowId type status createdAt updatedAt details response responseFiles respondedAt overdueAt
      userId vendorId assignedVendorLoginId
      vendorLoginByAssignedVendorLoginIdAndVendorId { rowId firstName lastName }
      userByUserId { firstName lastName email }
      petByPetIdAndUserId { name type breed }
    }
  }
}`,
    rawSql: `
        select json_build_object('data', json_build_object('service_requests', coalesce(json_agg(
                 json_build_object(
                   'id', r.id, 'type', r.type, 'status', r.status, 'created_at', r.created_at,
                   'updated_at', r.updated_at, 'details', r.details, 'response', r.response,
                   'response_files', r.response_files, 'responded_at', r.responded_at,
                   'overdue_at', r.overdue_at, 'user_id', r.user_id, 'vendor_id', r.vendor_id,
                   'assigned_vendor_login_id', r.assigned_vendor_login_id,
                   'assigned_vendor_login', (
                     select json_build_object('id', l.id, 'first_name', l.first_name,
                                              'last_name', l.last_name)
                       from public.vendor_logins l
                      where l.id = r.assigned_vendor_login_id${own ? '' : ' and l.vendor_id = $1'}),
                   'user', (select json_build_object('first_name', u.first_name,
                                                     'last_name', u.last_name, 'email', u.email)
                              from public.users u where u.id = r.user_id and approved.ok),
                   'pet', (select json_build_object('name', p.name, 'type', p.type, 'breed', p.breed)
                             from public.pets p where p.id = r.pet_id and approved.ok))
                 order by r.created_at desc, r.id desc), '[]')))::text as body
          from (select * from public.service_requests
                 where type = 'smo' and ${
                   own
                     ? 'vendor_id = $1'
                     : 'exists (select 1 from public.vendors v where v.id = $1 and v.is_platform)'
                 }
                 order by created_at desc, id desc
                 limit $2 offset $3) r,
               (select exists (select 1 from public.vendors v
                                where v.id = $1 and v.status = 'approved') as ok) approved`,
    rawParams: (session, v) => [
      sessionNumber(session, 'x-hasura-vendor-id'),
      v['limit'],
      v['offset'],
    ],
    root: { hasura: 'service_requests', postgraphile: 'allServiceRequests' },
    relationships: [
      {
        hasura: 'assigned_vendor_login',
        postgraphile: 'vendorLoginByAssignedVendorLoginIdAndVendorId',
        many: false,
        // PostGraphile shows another practice's assignee, which the platform's session may not.
        ...(own ? {} : { permissionFiltered: true }),
      },
    ],
    sampleSql: `select a.*, o as "offset" from (${desk.admins}) a, unnest(array[0, ${DESK_PAGE}]) o`,
    toSample: (row) => {
      const session = rootAdminSession(row);
      const offset = Number(row['offset']);
      return {
        session,
        variables: {
          where: { type: { _eq: 'smo' } },
          orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
          limit: DESK_PAGE,
          offset,
        },
        postgraphileVariables: {
          ...(own ? { vendorId: session.vendorId } : {}),
          limit: DESK_PAGE,
          offset,
        },
      };
    },
  };
}
