import {
  type FieldNode,
  getNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import { validationError } from '../errors';
import {
  collectFields,
  mergedSelectionSet,
  type SelectionContext,
} from '../graphql/collect-fields';
import type { RoleSchemaBuilder } from '../schema/build-schema';
import { type CompiledSql, compileSql, type Sql, sql } from '../sql/sql';
import type { CompileContext } from './context';
import { compileDelete, compileInsert, compileUpdate, type MutationPlan } from './mutation';
import { aggregateJson, arrayJson, byPkJson, fieldArgs, functionJson } from './select';

/** What running one root field takes. */
export type RootPlan =
  | { kind: 'query'; key: string; field: string; statement: CompiledSql }
  | { kind: 'mutation'; key: string; field: string; steps: CompiledMutation[]; many: boolean }
  | { kind: 'typename'; key: string; value: string }
  | { kind: 'introspection'; key: string }
  | { kind: 'action'; key: string; field: string; node: FieldNode };

export type CompiledMutation =
  | { kind: 'sql'; statement: CompiledSql; errorPath: string; checkPath: string }
  | Extract<MutationPlan, { kind: 'program' }>;

export interface OperationPlan {
  type: 'query' | 'mutation';
  roots: RootPlan[];
  /**
   * A query's database root fields as one statement, one column per field (in `keys`' order),
   * when there are two or more: one round trip and one snapshot for all of them. The roots keep
   * their own statements for `/v1/graphql/explain`, which explains each field apart as Hasura's.
   */
  combined?: { keys: string[]; statement: CompiledSql };
  /** Session variables the SQL reads (checked before running). */
  sessionVariables: string[];
  /** False when the SQL embeds variable values (e.g. nested inserts): not reused. */
  cacheable: boolean;
}

function compileMutationPlan(plan: MutationPlan): CompiledMutation {
  if (plan.kind === 'program') return plan;
  return {
    kind: 'sql',
    statement: compileSql(plan.sql),
    errorPath: plan.errorPath,
    checkPath: plan.checkPath,
  };
}

export interface CompileInput {
  schema: GraphQLSchema;
  builder: RoleSchemaBuilder;
  role: string;
  isAdmin: boolean;
  operation: OperationDefinitionNode;
  selection: SelectionContext;
  realVariables: Readonly<Record<string, unknown>>;
  stringifyNumerics: boolean;
}

export function compileOperation(input: CompileInput): OperationPlan {
  const { schema, operation } = input;
  if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
    throw validationError('subscriptions are not supported over HTTP; use a query', '$');
  }
  const rootType =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : schema.getQueryType();
  if (!rootType) throw validationError('no mutations exist', '$');
  const ctx: CompileContext = {
    role: input.role,
    isAdmin: input.isAdmin,
    builder: input.builder,
    selection: input.selection,
    realVariables: input.realVariables,
    sessionVariables: new Set(),
    stringifyNumerics: input.stringifyNumerics,
    aliasCount: 0,
    cacheable: true,
    tableRows: new WeakSet(),
  };
  const roots: RootPlan[] = [];
  /** The query root fields' JSON expressions, for the combined statement. */
  const expressions: { key: string; expression: Sql }[] = [];
  const defs = rootType.getFields();
  for (const [key, nodes] of collectFields(operation.selectionSet, rootType, ctx.selection)) {
    const node = nodes[0] as FieldNode;
    const name = node.name.value;
    // Hasura's request paths name the field, not its alias.
    const path = `$.selectionSet.${name}`;
    if (name === '__typename') {
      roots.push({ kind: 'typename', key, value: rootType.name });
      continue;
    }
    if (name === '__schema' || name === '__type') {
      roots.push({ kind: 'introspection', key });
      continue;
    }
    const def = defs[name];
    const info = def?.extensions.hasura;
    if (!def || !info)
      throw validationError(`field '${name}' not found in type: '${rootType.name}'`, path);
    if (info.kind === 'action') {
      roots.push({ kind: 'action', key, field: name, node });
      continue;
    }
    if (info.kind === 'placeholder') {
      roots.push({ kind: 'typename', key, value: '' });
      continue;
    }
    if (info.kind === 'function') {
      // A tracked function is one SELECT, also as a mutation field (VOLATILE): it then runs in
      // the transaction of the request's mutations.
      const type = getNamedType(def.type);
      if (!(type instanceof GraphQLObjectType)) throw new Error(`${name} has no object type`);
      const json = functionJson(
        ctx,
        info.fn,
        info.aggregate,
        type,
        fieldArgs(ctx, def, node),
        mergedSelectionSet(nodes),
        path,
      );
      const statement = compileSql(sql`SELECT ${json} AS root`);
      roots.push({ kind: 'query', key, field: name, statement });
      expressions.push({ key, expression: json });
      continue;
    }
    if (info.kind !== 'root') throw new Error(`unexpected root field kind ${info.kind}`);
    const args = fieldArgs(ctx, def, node);
    const selection = mergedSelectionSet(nodes);
    const table = info.table;
    const type = getNamedType(def.type);
    const objectType = type instanceof GraphQLObjectType ? type : undefined;
    const query = (expression: Sql) => {
      roots.push({
        kind: 'query',
        key,
        field: name,
        statement: compileSql(sql`SELECT ${expression} AS root`),
      });
      expressions.push({ key, expression });
    };
    const mutation = (plans: MutationPlan[], many = false) =>
      roots.push({
        kind: 'mutation',
        key,
        field: name,
        steps: plans.map(compileMutationPlan),
        many,
      });
    if (!objectType) throw new Error(`root field ${name} has no object type`);
    switch (info.root) {
      case 'select':
        query(arrayJson(ctx, table, objectType, args, selection, path));
        break;
      case 'select_aggregate':
        query(aggregateJson(ctx, table, objectType, args, selection, path));
        break;
      case 'select_by_pk':
        query(byPkJson(ctx, table, objectType, args, selection, path));
        break;
      case 'insert':
      case 'insert_one':
        mutation([
          compileInsert(ctx, table, def, node, args, info.root === 'insert_one', path, selection),
        ]);
        break;
      case 'update':
      case 'update_by_pk':
        mutation([
          compileUpdate(ctx, table, def, node, args, info.root === 'update_by_pk', path, selection),
        ]);
        break;
      case 'update_many': {
        const updates = (args['updates'] ?? []) as Record<string, unknown>[];
        mutation(
          updates.map((update, i) =>
            compileUpdate(
              ctx,
              table,
              def,
              node,
              update,
              false,
              `${path}.args.updates[${String(i)}]`,
              selection,
              'mutation_response',
            ),
          ),
          true,
        );
        break;
      }
      case 'delete':
      case 'delete_by_pk':
        mutation([compileDelete(ctx, table, def, node, args, info.root === 'delete_by_pk', path)]);
        break;
    }
  }
  return {
    type: operation.operation === OperationTypeNode.MUTATION ? 'mutation' : 'query',
    roots,
    // A mutation's fields run one after another, each seeing the ones before.
    ...(operation.operation === OperationTypeNode.QUERY && expressions.length > 1
      ? { combined: combinedStatement(expressions) }
      : {}),
    sessionVariables: [...ctx.sessionVariables],
    cacheable: ctx.cacheable,
  };
}

/** `SELECT <field 1> AS "r0", <field 2> AS "r1", ...`: each field's JSON in a column. */
function combinedStatement(expressions: readonly { key: string; expression: Sql }[]): {
  keys: string[];
  statement: CompiledSql;
} {
  const columns = expressions.map(
    ({ expression }, i) => sql`${expression} AS ${sql.ident(`r${String(i)}`)}`,
  );
  return {
    keys: expressions.map((e) => e.key),
    statement: compileSql(sql`SELECT ${sql.join(columns, sql`, `)}`),
  };
}
