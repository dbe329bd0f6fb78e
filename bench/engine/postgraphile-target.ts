/**
 * PostGraphile 5 (amber preset) serving petwell_bench over node:http at POST /v1/graphql.
 *
 * PostGraphile has no Hasura permission model: it connects as the database owner and the
 * benchmark passes each role's filter as arguments (condition fields). Plain conditions only
 * test equality on indexed columns (vendor_listings.state is one since the directory's index),
 * so six condition fields are added with graphile-utils: bookings.statusIn, slotFrom,
 * slotBefore and managedBy (the listing_managers check of the vendor permission),
 * vendor_listings.ofApprovedPractice (the anonymous and user permissions' listings) and
 * users.customerOf (the root admin's customers).
 * The fair equivalent of Hasura's permissions would be row-level security policies with
 * pgSettings from the JWT; that is not done here (see bench/README.md).
 */
import './promise-with-resolvers';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { listOfCodec, TYPES } from 'postgraphile/@dataplan/pg';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { addPgTableCondition } from 'postgraphile/utils';
import { makeVerifier } from './bench-auth';

const BOOKINGS = { schemaName: 'public', tableName: 'bookings' };

const conditions = [
  addPgTableCondition(
    BOOKINGS,
    'statusIn',
    (build) => ({
      type: new build.graphql.GraphQLList(
        new build.graphql.GraphQLNonNull(build.graphql.GraphQLInt),
      ),
    }),
    (value, { sql, sqlTableAlias, sqlValueWithCodec }) =>
      value == null
        ? null
        : sql`${sqlTableAlias}.status = any(${sqlValueWithCodec(value, listOfCodec(TYPES.int2))})`,
  ),
  addPgTableCondition(
    BOOKINGS,
    'slotFrom',
    (build) => ({ type: build.getTypeByName('Datetime') as never }),
    (value, { sql, sqlTableAlias, sqlValueWithCodec }) =>
      value == null
        ? null
        : sql`${sqlTableAlias}.slot >= ${sqlValueWithCodec(value, TYPES.timestamptz)}`,
  ),
  addPgTableCondition(
    BOOKINGS,
    'slotBefore',
    (build) => ({ type: build.getTypeByName('Datetime') as never }),
    (value, { sql, sqlTableAlias, sqlValueWithCodec }) =>
      value == null
        ? null
        : sql`${sqlTableAlias}.slot < ${sqlValueWithCodec(value, TYPES.timestamptz)}`,
  ),
  addPgTableCondition(
    BOOKINGS,
    'managedBy',
    (build) => ({ type: build.graphql.GraphQLInt }),
    (value, { sql, sqlTableAlias, sqlValueWithCodec }) =>
      value == null
        ? null
        : sql`exists (select 1 from public.listing_managers as m
                        where m.listing_id = ${sqlTableAlias}.vendor_listing_id
                          and m.vendor_login_id = ${sqlValueWithCodec(value, TYPES.int)})`,
  ),
  // The anonymous and user permissions' listings: those of an approved practice.
  addPgTableCondition(
    { schemaName: 'public', tableName: 'vendor_listings' },
    'ofApprovedPractice',
    (build) => ({ type: build.graphql.GraphQLBoolean }),
    (value, { sql, sqlTableAlias }) =>
      value !== true
        ? null
        : sql`exists (select 1 from public.vendors as v
                       where v.id = ${sqlTableAlias}.vendor_id and v.status = 'approved')`,
  ),
  // The Customers screen: the root admin permission's owners of a practice (an approved one).
  addPgTableCondition(
    { schemaName: 'public', tableName: 'users' },
    'customerOf',
    (build) => ({ type: build.graphql.GraphQLInt }),
    (value, { sql, sqlTableAlias, sqlValueWithCodec }) => {
      if (value == null) return null;
      const vendor = sqlValueWithCodec(value, TYPES.int);
      return sql`exists (select 1 from public.vendors as v
                          where v.id = ${vendor} and v.status = 'approved')
                 and (${sqlTableAlias}.vendor_id = ${vendor}
                      or exists (select 1 from public.bookings as b
                                  where b.user_id = ${sqlTableAlias}.id and b.vendor_id = ${vendor}
                                    and b.status <> 3 and b.access_until > now())
                      or exists (select 1 from public.service_requests as r
                                  where r.user_id = ${sqlTableAlias}.id and r.vendor_id = ${vendor}
                                    and r.type in ('smo', 'free_question', 'house_call')))`;
    },
  ),
];

export interface PostgraphileTarget {
  server: Server;
  close(): Promise<void>;
}

export async function startPostgraphile(options: {
  databaseUrl: string;
  poolSize: number;
  jwtKey: string;
}): Promise<PostgraphileTarget> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  const verify = makeVerifier(options.jwtKey);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    plugins: conditions,
    pgServices: [makePgService({ pool, schemas: ['public'] })],
    grafserv: { graphqlPath: '/v1/graphql', graphiql: false, watch: false },
    grafast: {
      explain: false,
      // The same authentication work as the engine and the raw server; the claims themselves are
      // not used because the filters arrive as arguments.
      async context(requestContext) {
        await verify(requestContext.node?.req.headers.authorization);
        return {};
      },
    },
  });
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  await serv.addTo(server, false);
  // Build the schema now, not on the first measured request.
  await pgl.getSchema();
  return {
    server,
    async close() {
      await pgl.release();
      await pool.end();
    },
  };
}
