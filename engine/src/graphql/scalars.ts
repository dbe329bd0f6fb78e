import {
  GraphQLError,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLScalarType,
  GraphQLString,
  Kind,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { checkGeoJson } from './geojson';
import { ScalarParseError } from './scalar-parse-error';

/**
 * Hasura's Int: integers, and also strings for integer columns, which Postgres then casts
 * (Hasura's column parser: "we will accept strings for postgres columns of type Integer").
 * limit and offset refuse strings in the compiler, as Hasura's own parser for them does.
 */
export const HasuraInt = new GraphQLScalarType({
  name: 'Int',
  description: GraphQLInt.description,
  serialize: (value) => GraphQLInt.serialize(value),
  parseValue: (value) => (typeof value === 'string' ? value : GraphQLInt.parseValue(value)),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind !== Kind.INT) {
      throw new GraphQLError(`Int cannot represent non-integer value: ${ast.kind}`, { nodes: ast });
    }
    return GraphQLInt.parseLiteral(ast);
  },
});

/**
 * Postgres types as Hasura names them in GraphQL: integer → Int, text → String,
 * boolean → Boolean, real → Float; every other type is a scalar named after the Postgres type
 * (`bigint`, `smallint`, `numeric`, `timestamptz`, `jsonb`, `date`, `time`, `uuid`...), arrays are
 * `_<element>`. Values of those scalars pass through as JSON; Postgres parses and checks them.
 */
const BUILT_IN: Record<string, GraphQLScalarType> = {
  int4: HasuraInt,
  text: GraphQLString,
  varchar: GraphQLString,
  bool: GraphQLBoolean,
  float4: GraphQLFloat,
};

const PG_NAMES: Record<string, string> = {
  int2: 'smallint',
  int8: 'bigint',
  float8: 'float8',
  numeric: 'numeric',
  bpchar: 'bpchar',
  timestamptz: 'timestamptz',
  timestamp: 'timestamp',
  timetz: 'timetz',
  time: 'time',
  date: 'date',
  interval: 'interval',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
  citext: 'citext',
  inet: 'inet',
  money: 'money',
  bytea: 'bytea',
};

/** The GraphQL scalar name for a column's internal type name (pg_type.typname). */
export function scalarNameForUdt(udtName: string): string {
  const builtIn = BUILT_IN[udtName];
  if (builtIn) return builtIn.name;
  return PG_NAMES[udtName] ?? udtName;
}

/** Types whose values are compared with LIKE, ILIKE, SIMILAR TO and regular expressions. */
export function isTextLike(udtName: string): boolean {
  return ['text', 'varchar', 'bpchar', 'citext', 'name'].includes(udtName);
}

/** Types `_inc` and `sum`/`avg` apply to. */
export function isNumeric(udtName: string): boolean {
  return ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'money'].includes(udtName);
}

/** Types that have an ordering, so `max`/`min` exist for them. */
export function isOrderable(udtName: string): boolean {
  return (
    !['json', 'jsonb', 'bool', 'bytea', 'uuid'].includes(udtName) &&
    !isPostgis(udtName) &&
    !udtName.startsWith('_')
  );
}

/** PostGIS types: GeoJSON in and out, compared with the `_st_*` operators. */
export function isPostgis(udtName: string): udtName is 'geometry' | 'geography' {
  return udtName === 'geometry' || udtName === 'geography';
}

function passThrough(name: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  });
}

function hasVariable(ast: ValueNode): boolean {
  if (ast.kind === Kind.VARIABLE) return true;
  if (ast.kind === Kind.LIST) return ast.values.some(hasVariable);
  if (ast.kind === Kind.OBJECT) return ast.fields.some((field) => hasVariable(field.value));
  return false;
}

/**
 * ltree: a label path, checked as Hasura's parser checks it (Hasura/Backends/Postgres/SQL/Value.hs,
 * `instance FromJSON Ltree`): a string without empty labels.
 */
function checkLtree(value: unknown): void {
  if (typeof value !== 'string' || value.split('.').some((label) => label === '')) {
    throw new ScalarParseError(
      'Expecting label path: a sequence of zero or more labels separated by dots, for example L1.L2.L3',
    );
  }
}

/** A scalar whose values pass through once `check` accepts them. */
function checkedScalar(name: string, check: (value: unknown) => void): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    serialize: (value) => value,
    parseValue: (value) => {
      check(value);
      return value;
    },
    parseLiteral: (ast, variables) => {
      const value: unknown = valueFromASTUntyped(ast, variables);
      if (variables !== undefined || !hasVariable(ast)) check(value);
      return value;
    },
  });
}

/** One instance per scalar name, shared by the table types and the action types of a schema. */
export class ScalarRegistry {
  private readonly custom = new Map<string, GraphQLScalarType>();

  get(name: string): GraphQLScalarType {
    for (const builtIn of [HasuraInt, GraphQLString, GraphQLBoolean, GraphQLFloat]) {
      if (builtIn.name === name) return builtIn;
    }
    if (name === 'ID') throw new Error('the ID scalar is not used by Hasura table types');
    let scalar = this.custom.get(name);
    if (!scalar) {
      // geometry and geography are GeoJSON checked as Hasura's parser checks it (a literal
      // holding variables is checked once they have values); ltree a label path.
      scalar = isPostgis(name)
        ? checkedScalar(name, checkGeoJson)
        : name === 'ltree'
          ? checkedScalar(name, checkLtree)
          : passThrough(name);
      this.custom.set(name, scalar);
    }
    return scalar;
  }

  forUdt(udtName: string): GraphQLScalarType {
    return this.get(scalarNameForUdt(udtName));
  }
}
