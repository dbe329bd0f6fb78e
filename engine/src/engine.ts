import {
  type DocumentNode,
  execute,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLFieldConfigMap,
  type GraphQLSchema,
  getArgumentValues,
  getVariableValues,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  parse,
  type GraphQLType,
  type TypeNode,
  typeFromAST,
  validate,
  visit,
  GraphQLBoolean,
  NoUnusedVariablesRule,
  specifiedRules,
} from 'graphql';
import { actionRootFields, type ActionCatalog, loadActionCatalog, runAction } from './actions';
import { type AuthConfig, authenticate, readAuthConfig } from './auth';
import { compileOperation, type OperationPlan, type RootPlan } from './compile/compile-operation';
import { assertSessionVariables } from './compile/context';
import { CHECK_FAILED } from './compile/mutation';
import { PLAN_CACHE_MODES, type PlanCacheMode, type Queryable } from './db/database';
import type { Engine, EngineOptions, EngineRequest, EngineResponse, HeaderMap } from './engine-api';
import { HasuraError, validationError } from './errors';
import { fromDatabaseError } from './execute/database-errors';
import { RawJson } from './execute/raw-json';
import {
  fromValidationError,
  fromVariableError,
  variableErrorAtUse,
} from './execute/validation-errors';
import { introspectDatabase } from './introspect/introspect';
import {
  type ApiLimits,
  assertShapeWithinLimits,
  batchLimitError,
  type Deadline,
  measureOperation,
  type OperationShape,
  readApiLimits,
  withinTimeLimit,
} from './limits/api-limits';
import {
  DEFAULT_LOCK_TIMEOUT_MS,
  EventDelivery,
  installEventTriggers,
  readEventSettings,
  resolveEventTriggers,
} from './events';
import { createScheduledCatalog } from './events/catalog';
import { runMetadataRequest } from './events/metadata-api';
import { resolveCronTriggers, ScheduledDelivery } from './events/scheduled-triggers';
import { checkMetadata } from './metadata/check-metadata';
import { loadMetadata, MetadataError } from './metadata/load-metadata';
import { introspectionDocument } from './graphql/introspection-document';
import { type BuiltEngine, createLiveEngine } from './metadata/metadata-admin';
import { ScalarRegistry } from './graphql/scalars';
import { variablesInsideScalarLiterals } from './graphql/scalar-literal-variables';
import { LruCache } from './lru-cache';
import { type ActionFields, RoleSchemaBuilder } from './schema/build-schema';
import { buildDataModel, type DataModel } from './schema/model';
import { ADMIN_ROLE, type Session } from './session';
import { bindParams, type CompiledSql, VariableRef } from './sql/sql';

/**
 * The engine: metadata + database catalogue → one schema per role; a request → authentication,
 * a cached plan (parsed, validated, compiled SQL) and one SQL statement for a query's root fields
 * (one per root field of a mutation).
 */

export const ENGINE_VERSION = 'v2.44.0-petwell';

interface RoleState {
  schema: GraphQLSchema;
  builder: RoleSchemaBuilder;
  /** The role, and whether backend_only permissions apply: what documents are cached under. */
  key: string;
}

interface CachedDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Variables passed to SQL as parameters (scalars); the others shape the SQL. */
  parameterVariables: Set<string>;
  plans: Map<string, OperationPlan>;
  /** Depth and node count, for the API limits. */
  shape: OperationShape;
}

/** What one operation may still spend: its time limit and the response size left. */
interface RunBudget {
  deadline: Deadline | undefined;
  /** Bytes of JSON the operation's root fields may still return; undefined: no cap (admin). */
  responseBytes: number | undefined;
  /** Capped query answers are returned as Postgres's text (`RawJson`), not parsed. */
  rawJson: boolean;
}

/** Defaults of the engine's own safety settings (engine/README.md, "Limits"). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

function readSafetySetting(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`invalid environment: ${name} must be a whole number >= 0 (0: no limit)`);
  }
  return value;
}

/** `GRAPHQL_PLAN_CACHE_MODE`: Postgres's `plan_cache_mode` for the engine's prepared statements. */
function readPlanCacheMode(env: Readonly<Record<string, string | undefined>>): PlanCacheMode {
  const text = env['GRAPHQL_PLAN_CACHE_MODE']?.trim() || 'force_generic_plan';
  const mode = PLAN_CACHE_MODES.find((m) => m === text);
  if (!mode) {
    throw new Error(
      `invalid environment: GRAPHQL_PLAN_CACHE_MODE must be one of ${PLAN_CACHE_MODES.join(', ')}`,
    );
  }
  return mode;
}

function responseTooLarge(limit: number): HasuraError {
  return new HasuraError(
    'bad-request',
    `response size limit exceeded: the response would be larger than ${String(limit)} bytes; select fewer rows or fields`,
    '$',
  );
}

const CACHE_LIMIT = 2000;
const PLANS_PER_DOCUMENT = 50;

function errorsBody(errors: readonly HasuraError[], includeInternal: boolean): EngineResponse {
  return { status: 200, body: { errors: errors.map((e) => e.toBody(includeInternal)) } };
}

function isParameterType(type: TypeNode, schema: GraphQLSchema): boolean {
  const named: GraphQLType | undefined = typeFromAST(schema, type as never);
  if (!named) return false;
  let inner: GraphQLType = named;
  while (isNonNullType(inner) || isListType(inner)) inner = inner.ofType as GraphQLType;
  return isScalarType(inner) && inner !== GraphQLBoolean;
}

/**
 * Variables given as a `limit`: their values shape the SQL (a limit is written into its text,
 * see sql.integer) and so key the plan, as a page size has few values. With the limit a
 * parameter, Postgres's generic plan of a prepared statement guesses a tenth of the table's rows
 * and prices every related row's subquery for them, so it keeps planning each execution anew.
 */
function variablesUsedAsLimits(document: DocumentNode): Set<string> {
  const found = new Set<string>();
  visit(document, {
    Argument(node) {
      if (node.name.value === 'limit' && node.value.kind === Kind.VARIABLE) {
        found.add(node.value.name.value);
      }
    },
  });
  return found;
}

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

const TRUE_TEXTS = ['true', 't', 'yes', 'y'];
const FALSE_TEXTS = ['false', 'f', 'no', 'n'];

/**
 * `x-hasura-use-backend-only-permissions: true` (older name: `x-hasura-backend-privilege`) with
 * the admin secret: the role's backend_only permissions apply too.
 */
function usesBackendOnlyPermissions(headers: HeaderMap, session: Session): boolean {
  for (const name of ['x-hasura-use-backend-only-permissions', 'x-hasura-backend-privilege']) {
    const value = headers[name];
    if (value === undefined) continue;
    const text = value.trim().toLowerCase();
    if (!TRUE_TEXTS.includes(text) && !FALSE_TEXTS.includes(text)) {
      throw new HasuraError(
        'bad-request',
        `${name}:  Not a valid boolean text. True values are ${JSON.stringify(TRUE_TEXTS)} and  False values are ${JSON.stringify(FALSE_TEXTS)}. All values are case insensitive`,
        '$',
      );
    }
    return TRUE_TEXTS.includes(text) && session.viaAdminSecret;
  }
  return false;
}

/** Hasura accepts variables an operation does not use; every other rule of the spec applies. */
const VALIDATION_RULES = specifiedRules.filter((rule) => rule !== NoUnusedVariablesRule);

function parseBody(body: unknown): GraphqlBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HasuraError('bad-request', 'the request body must be a JSON object', '$');
  }
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  if (
    extensions !== null &&
    typeof extensions === 'object' &&
    'persistedQuery' in (extensions as Record<string, unknown>)
  ) {
    throw new HasuraError('not-supported', 'Automatic Persisted Queries is not enabled', '$');
  }
  if (typeof query !== 'string') {
    throw new HasuraError('bad-request', "the key 'query' was not present", '$');
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    throw new HasuraError('bad-request', 'variables must be an object', '$.variables');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new HasuraError('bad-request', 'operationName must be a string', '$.operationName');
  }
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? undefined,
  };
}

function pickOperation(
  document: DocumentNode,
  operationName: string | undefined,
): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) {
    const found = operations.find((o) => o.name?.value === operationName);
    if (!found)
      throw validationError(`no such operation found in the document: "${operationName}"`, '$');
    return found;
  }
  if (operations.length !== 1 || !operations[0]) {
    throw validationError(
      'exactly one operation has to be present in the document when operationName is not specified',
      '$',
    );
  }
  return operations[0];
}

/**
 * The engine, whose metadata the metadata API can replace or reload while it serves
 * (src/metadata/metadata-admin.ts): each change builds a new engine and swaps it in.
 */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  return createLiveEngine(options, buildEngine);
}

/** An engine of one metadata directory, and the metadata it loaded. */
async function buildEngine(options: EngineOptions): Promise<BuiltEngine> {
  const { db, env } = options;
  const fetchImpl = options.fetch ?? fetch;
  const metadata = await loadMetadata(options.metadataDir);
  const catalogue = await introspectDatabase(db);
  const { problems } = checkMetadata(metadata, catalogue, {
    requireAllTablesTracked: false,
    projectConventions: false,
    env,
  });
  if (problems.length > 0) throw new MetadataError(problems);
  const model: DataModel = await buildDataModel(metadata, catalogue, db);
  const scalars = new ScalarRegistry();
  const actions: ActionCatalog = loadActionCatalog(metadata, env, scalars);
  const auth: AuthConfig = await readAuthConfig(env);
  const stringifyNumerics = env.HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES === 'true';
  // Hasura's default: database details in `extensions.internal` for admin requests.
  const adminInternalErrors = env.HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS !== 'false';
  const apiLimits: ApiLimits = readApiLimits(metadata.apiLimits);
  const introspectionDisabledFor = new Set(metadata.introspection.disabled_for_roles ?? []);
  // The database's own backstop (Postgres cancels a statement that runs longer) and the
  // engine's cap on the JSON a request may return; 0 turns either off.
  const statementTimeoutMs = readSafetySetting(
    env,
    'GRAPHQL_STATEMENT_TIMEOUT_MS',
    DEFAULT_STATEMENT_TIMEOUT_MS,
  );
  const maxResponseBytes = readSafetySetting(
    env,
    'GRAPHQL_MAX_RESPONSE_BYTES',
    DEFAULT_MAX_RESPONSE_BYTES,
  );
  await db.setStatementTimeout(statementTimeoutMs);
  const prepared = metadata.sources[0]?.usePreparedStatements === true;
  // Prepared statements are planned once per connection unless told otherwise (engine/README.md,
  // "Plans"): Postgres's own choice kept re-planning the statements whose permissions have
  // alternatives, at 1 to 2 ms a request.
  const planCacheMode = readPlanCacheMode(env);
  if (prepared) await db.setPlanCacheMode(planCacheMode);

  // Event triggers: capture by Postgres triggers (created or replaced, stale ones dropped, on
  // every start), delivery by a worker of this process (engine/src/events/).
  const eventTriggers = resolveEventTriggers(metadata, env);
  const eventSettings = readEventSettings(env);
  await installEventTriggers(db, eventTriggers, catalogue, { stringifyNumerics });
  const events =
    eventTriggers.length === 0
      ? undefined
      : new EventDelivery({
          db,
          triggers: eventTriggers,
          now: options.events?.now ?? (() => new Date()),
          fetch: fetchImpl,
          ...eventSettings,
          lockTimeoutMs: options.events?.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
          version: ENGINE_VERSION,
          log:
            options.events?.log ??
            ((message, error) => {
              console.error(message, error);
            }),
        });
  // Scheduled triggers: the catalogue always (one-off events may be created at any time), the
  // cron triggers' upcoming events generated now, delivery by a worker beside the events'.
  await createScheduledCatalog(db);
  const cronTriggers = resolveCronTriggers(metadata);
  const eventLog =
    options.events?.log ??
    ((message: string, error?: unknown) => {
      console.error(message, error);
    });
  const clock = options.events?.now ?? (() => new Date());
  const scheduled = new ScheduledDelivery({
    db,
    cronTriggers,
    env,
    now: clock,
    fetch: fetchImpl,
    ...eventSettings,
    lockTimeoutMs: options.events?.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    version: ENGINE_VERSION,
    log: eventLog,
  });
  await scheduled.reconcileCronEvents();
  await scheduled.generateCronEvents();
  const metadataApi = {
    db,
    env,
    cronTriggers: new Map(cronTriggers.map((trigger) => [trigger.name, trigger])),
  };

  /**
   * The session of a mutation for the trigger functions: Hasura sets the transaction-local
   * `hasura.user` to the session variables as json before the mutation (its `setHeadersTx`),
   * and `hdb_catalog.insert_event_log` reads it into the event's `session_variables`.
   */
  const setSessionForEvents = async (tx: Queryable, session: Session) => {
    if (!events) return;
    await tx.query("select set_config('hasura.user', $1, true)", [
      JSON.stringify(session.variables),
    ]);
  };

  const actionFieldsFor = (role: string): ActionFields => {
    const fields = actionRootFields(actions, role);
    const tag = (map: GraphQLFieldConfigMap<unknown, unknown>) =>
      Object.fromEntries(
        Object.entries(map).map(([name, config]) => [
          name,
          {
            ...config,
            extensions: { ...config.extensions, hasura: { kind: 'action' as const, name } },
          },
        ]),
      );
    return { query: tag(fields.query), mutation: tag(fields.mutation) };
  };

  const roles = new Map<string, RoleState>();
  /** A role's schema; `backendOnly`: with the mutations of its backend_only permissions too. */
  const roleState = (role: string, backendOnly = false): RoleState => {
    const key = backendOnly ? `${role}\u0000backend` : role;
    let state = roles.get(key);
    if (!state) {
      const builder = new RoleSchemaBuilder(model, role, scalars, backendOnly);
      state = { schema: builder.build(actionFieldsFor(role)), builder, key };
      roles.set(key, state);
    }
    return state;
  };
  const knownRoles = new Set<string>([ADMIN_ROLE, ...model.roles]);
  for (const action of actions.actions.values())
    for (const role of action.roles) knownRoles.add(role);
  if (auth.unauthorizedRole) knownRoles.add(auth.unauthorizedRole);
  for (const role of knownRoles) roleState(role);

  const documents = new LruCache<CachedDocument>(CACHE_LIMIT);
  const stats = { documentsParsed: 0, plansCompiled: 0, planCacheHits: 0 };

  function prepare(role: string, state: RoleState, body: GraphqlBody): CachedDocument {
    const key = `${state.key}\u0000${body.operationName ?? ''}\u0000${body.query}`;
    const cached = documents.get(key);
    if (cached) return cached;
    let document: DocumentNode;
    stats.documentsParsed += 1;
    try {
      document = parse(body.query);
    } catch {
      throw new HasuraError('validation-failed', 'not a valid graphql query', '$.query');
    }
    const operation = pickOperation(document, body.operationName);
    if (operation.operation === OperationTypeNode.MUTATION && !state.schema.getMutationType()) {
      throw validationError('no mutations exist', '$');
    }
    const errors = validate(state.schema, document, VALIDATION_RULES);
    const first = errors[0];
    if (first) throw fromValidationError(first, document, state.schema);
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    const embedded = variablesInsideScalarLiterals(state.schema, document);
    const counts = variablesUsedAsLimits(document);
    const parameterVariables = new Set<string>();
    for (const v of operation.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      if (isParameterType(v.type, state.schema) && !embedded.has(name) && !counts.has(name))
        parameterVariables.add(name);
    }
    const entry: CachedDocument = {
      document,
      operation,
      fragments,
      parameterVariables,
      plans: new Map(),
      shape: measureOperation(operation, fragments),
    };
    documents.set(key, entry);
    return entry;
  }

  /**
   * The first invalid variable as Hasura reports it: a missing or null non-null variable at `$`
   * (checked before anything is parsed), else the invalid value where the variable is used.
   */
  function invalidVariables(
    state: RoleState,
    doc: CachedDocument,
    values: Record<string, unknown>,
    errors: readonly GraphQLError[],
  ): HasuraError {
    const first = errors[0];
    if (!first) return validationError('invalid variables');
    const beforeParsing = errors.find((e) =>
      / must not be null\.$| was not provided\.$/.test(e.message),
    );
    if (beforeParsing) return fromVariableError(beforeParsing);
    return (
      variableErrorAtUse(
        state.schema,
        doc.document,
        doc.operation.variableDefinitions ?? [],
        values,
      ) ?? fromVariableError(first)
    );
  }

  function plan(
    role: string,
    state: RoleState,
    doc: CachedDocument,
    variables: Record<string, unknown>,
  ): OperationPlan {
    let shape = '';
    const refs: Record<string, unknown> = { ...variables };
    for (const v of doc.operation.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      const value = variables[name];
      if (doc.parameterVariables.has(name) && value !== null && value !== undefined) {
        refs[name] = new VariableRef(name, `$.variableValues.${name}`);
        shape += 'v;';
      } else {
        shape += `${JSON.stringify(value ?? null)};`;
      }
    }
    const cached = doc.plans.get(shape);
    if (cached) {
      stats.planCacheHits += 1;
      return cached;
    }
    stats.plansCompiled += 1;
    const compiled = compileOperation({
      schema: state.schema,
      builder: state.builder,
      role,
      isAdmin: role === ADMIN_ROLE,
      operation: doc.operation,
      selection: { schema: state.schema, fragments: doc.fragments, variables: refs },
      realVariables: variables,
      stringifyNumerics,
    });
    if (compiled.cacheable && doc.plans.size < PLANS_PER_DOCUMENT) doc.plans.set(shape, compiled);
    return compiled;
  }

  async function runStatement(
    q: Queryable,
    statement: CompiledSql,
    variables: Record<string, unknown>,
    session: Session,
    path: string,
    budget: RunBudget,
  ) {
    const params = bindParams(statement.params, variables, session.variables);
    // Time that has run out stops the operation before its next statement.
    budget.deadline?.check();
    try {
      const options = {
        preparedName: prepared ? statement.name : undefined,
        signal: budget.deadline?.signal,
      };
      const row = (await q.query<{ root: unknown; ok?: boolean }>(statement.text, params, options))
        .rows[0];
      budget.deadline?.check();
      return row;
    } catch (error) {
      budget.deadline?.check();
      throw fromDatabaseError(error, path, statement.text);
    }
  }

  /**
   * Query root fields under the response cap: `columns` of `statement`, one per field. Postgres
   * measures the JSON text they built together and sends it only when it fits, so an oversized
   * answer is refused without travelling to the engine or being parsed into objects there.
   */
  async function runCappedQuery(
    q: Queryable,
    statement: CompiledSql,
    columns: readonly string[],
    variables: Record<string, unknown>,
    session: Session,
    budget: RunBudget,
  ): Promise<unknown[]> {
    const names = columns.map((c) => `"${c}"`);
    const size = names.map((c) => `coalesce(octet_length(t.${c}), 0)`).join(' + ');
    const capped: CompiledSql = {
      // OFFSET 0 keeps each subquery from being flattened, so each JSON is serialised once.
      text: `SELECT ${names.map((c) => `CASE WHEN s.size <= ${String(maxResponseBytes)} THEN s.${c} END AS ${c}`).join(', ')}, s.size FROM (SELECT t.*, ${size} AS size FROM (SELECT ${names.map((c) => `q.${c}::text AS ${c}`).join(', ')} FROM (${statement.text}) q OFFSET 0) t OFFSET 0) s`,
      params: statement.params,
      // The cap is part of the text: engines with other caps may share a connection.
      name: `${statement.name}_c${String(maxResponseBytes)}`,
    };
    const row = (await runStatement(q, capped, variables, session, '$', budget)) as
      Record<string, string | number | null> | undefined;
    const total = Number(row?.['size'] ?? 0);
    const left = budget.responseBytes ?? Number.POSITIVE_INFINITY;
    if (total > left) throw responseTooLarge(maxResponseBytes);
    budget.responseBytes = left - total;
    return columns.map((column) => {
      const text = row?.[column];
      if (typeof text !== 'string') return null;
      return budget.rawJson ? new RawJson(text) : (JSON.parse(text) as unknown);
    });
  }

  /** A query's database root fields in one statement (`OperationPlan.combined`), a column each. */
  async function runCombinedQuery(
    q: Queryable,
    combined: NonNullable<OperationPlan['combined']>,
    variables: Record<string, unknown>,
    session: Session,
    budget: RunBudget,
  ): Promise<Map<string, unknown>> {
    const columns = combined.keys.map((_, i) => `r${String(i)}`);
    let values: unknown[];
    if (budget.responseBytes === undefined) {
      const row = (await runStatement(q, combined.statement, variables, session, '$', budget)) as
        Record<string, unknown> | undefined;
      values = columns.map((column) => row?.[column] ?? null);
    } else {
      values = await runCappedQuery(q, combined.statement, columns, variables, session, budget);
    }
    return new Map(combined.keys.map((key, i) => [key, values[i]]));
  }

  async function runRoot(
    q: Queryable,
    root: Exclude<RootPlan, { kind: 'typename' | 'introspection' | 'action' }>,
    variables: Record<string, unknown>,
    session: Session,
    budget: RunBudget,
  ): Promise<unknown> {
    if (root.kind === 'query') {
      if (budget.responseBytes !== undefined) {
        return (await runCappedQuery(q, root.statement, ['root'], variables, session, budget))[0];
      }
      return (await runStatement(q, root.statement, variables, session, '$', budget))?.root ?? null;
    }
    const results: unknown[] = [];
    for (const step of root.steps) {
      if (step.kind === 'program') {
        try {
          results.push(await step.run(q, session.variables));
        } catch (error) {
          throw error instanceof HasuraError ? error : fromDatabaseError(error, '$');
        }
        budget.deadline?.check();
        continue;
      }
      const row = await runStatement(q, step.statement, variables, session, step.errorPath, budget);
      if (row?.ok === false)
        throw new HasuraError('permission-error', CHECK_FAILED, step.checkPath);
      results.push(row?.root ?? null);
    }
    return root.many ? results : results[0];
  }

  async function executeOne(
    body: GraphqlBody,
    session: Session,
    headers: HeaderMap,
    deadline: Deadline | undefined,
    setCookies: string[],
    rawJson: boolean,
  ): Promise<Record<string, unknown>> {
    const state = roleState(session.role, usesBackendOnlyPermissions(headers, session));
    const doc = prepare(session.role, state, body);
    // Refused before variables, plans or SQL: the cost of a refusal does not grow with the
    // request's (admin: no API limits).
    assertShapeWithinLimits(doc.shape, apiLimits, session.role);
    const isAdmin = session.role === ADMIN_ROLE;
    const budget: RunBudget = {
      deadline,
      responseBytes: isAdmin || maxResponseBytes === 0 ? undefined : maxResponseBytes,
      rawJson,
    };
    const coerced = getVariableValues(
      state.schema,
      doc.operation.variableDefinitions ?? [],
      body.variables,
    );
    if (coerced.errors) throw invalidVariables(state, doc, body.variables, coerced.errors);
    const variables = coerced.coerced;
    const operationPlan = plan(session.role, state, doc, variables);
    // As in Hasura, introspection is refused to the listed roles; a request that carries the
    // admin secret may read the schema of any role (codegen, the explorer).
    if (
      !session.viaAdminSecret &&
      introspectionDisabledFor.has(session.role) &&
      operationPlan.roots.some((r) => r.kind === 'introspection')
    ) {
      throw new HasuraError('access-denied', 'introspection is disabled for this role', '$');
    }
    assertSessionVariables(operationPlan.sessionVariables, session.variables);
    const data: Record<string, unknown> = {};
    let introspection: Record<string, unknown> | undefined;
    const sqlRoots = operationPlan.roots.filter(
      (r): r is Exclude<RootPlan, { kind: 'typename' | 'introspection' | 'action' }> =>
        r.kind === 'query' || r.kind === 'mutation',
    );
    const hasActions = operationPlan.roots.some((r) => r.kind === 'action');
    let results = new Map<string, unknown>();
    if (operationPlan.combined) {
      results = await runCombinedQuery(db, operationPlan.combined, variables, session, budget);
    } else if (operationPlan.type === 'mutation' && !hasActions && sqlRoots.length > 0) {
      // Every root mutation of a request runs in one transaction.
      await db.transaction(async (tx) => {
        await setSessionForEvents(tx, session);
        for (const root of sqlRoots)
          results.set(root.key, await runRoot(tx, root, variables, session, budget));
      });
    }
    for (const root of operationPlan.roots) {
      switch (root.kind) {
        case 'typename':
          data[root.key] = root.value || null;
          break;
        case 'introspection': {
          introspection ??=
            (
              execute({
                schema: state.schema,
                document: introspectionDocument(doc.document, state.schema),
                variableValues: variables,
                ...(body.operationName ? { operationName: body.operationName } : {}),
              }) as { data?: Record<string, unknown> | null }
            ).data ?? {};
          data[root.key] = introspection[root.key] ?? null;
          break;
        }
        case 'action': {
          const mutationType =
            operationPlan.type === 'mutation'
              ? state.schema.getMutationType()
              : state.schema.getQueryType();
          const def = mutationType?.getFields()[root.field];
          if (!def) throw validationError(`field '${root.field}' not found`, '$');
          data[root.key] = await runAction(actions, {
            name: root.field,
            field: root.node,
            args: getArgumentValues(def, root.node, variables),
            session,
            clientHeaders: headers,
            requestQuery: body.query,
            selection: { schema: state.schema, fragments: doc.fragments, variables },
            path: `$.selectionSet.${root.key}`,
            fetch: fetchImpl,
            includeInternal: adminInternalErrors && session.role === ADMIN_ROLE,
            // Hasura passes a mutation action's cookies on, never a query action's.
            ...(operationPlan.type === 'mutation'
              ? { onSetCookie: (cookie: string) => setCookies.push(cookie) }
              : {}),
          });
          break;
        }
        default:
          data[root.key] = results.has(root.key)
            ? results.get(root.key)
            : operationPlan.type === 'mutation'
              ? await db.transaction(async (tx) => {
                  await setSessionForEvents(tx, session);
                  return runRoot(tx, root, variables, session, budget);
                })
              : await runRoot(db, root, variables, session, budget);
      }
    }
    return data;
  }

  /**
   * One operation; `setCookies`: the mutation actions' cookies, only when every root field
   * succeeded (Hasura builds a failed response without the parts' headers).
   */
  async function handleOne(
    body: unknown,
    headers: HeaderMap,
    rawJson: boolean,
  ): Promise<{ body: unknown; setCookies: string[] }> {
    let includeInternal = false;
    try {
      // Hasura authenticates a request before it reads the body.
      const session = await authenticate(headers, auth);
      const parsed = parseBody(body);
      includeInternal = adminInternalErrors && session.role === ADMIN_ROLE;
      const setCookies: string[] = [];
      const data = await withinTimeLimit(apiLimits.time(session.role), (deadline) =>
        executeOne(parsed, session, headers, deadline, setCookies, rawJson),
      );
      return { body: { data }, setCookies };
    } catch (error) {
      if (error instanceof HasuraError) {
        return { body: errorsBody([error], includeInternal).body, setCookies: [] };
      }
      console.error('[engine] unexpected error', error);
      return {
        body: errorsBody([new HasuraError('unexpected', 'unexpected error', '$')], false).body,
        setCookies: [],
      };
    }
  }

  if (options.events?.deliver !== false) {
    events?.start();
    scheduled.start();
  }

  const engine: BuiltEngine['engine'] = {
    roles: [...knownRoles],
    stats: () => ({ ...stats }),
    events,
    scheduled,
    async deliverDue() {
      let total = 0;
      // Bounded: a webhook answering with retries moves events to a later time, never now.
      for (let pass = 0; pass < 1000; pass += 1) {
        const claimed = (await events?.deliverDue()) ?? 0;
        const due = await scheduled.deliverDue();
        total += claimed + due;
        if (claimed + due === 0) break;
      }
      // What a polling worker claimed meanwhile is due too: resolve once it is recorded.
      await Promise.all([events?.idle(), scheduled.idle()]);
      return total;
    },
    async close() {
      await Promise.all([events?.stop(), scheduled.stop()]);
    },
    async metadata(request: EngineRequest): Promise<EngineResponse> {
      let session: Session;
      try {
        session = await authenticate(request.headers, auth);
      } catch (error) {
        if (!(error instanceof HasuraError)) throw error;
        const status = error.code === 'access-denied' ? 401 : 400;
        return { status, body: { path: '$', error: error.message, code: error.code } };
      }
      if (session.role !== ADMIN_ROLE) {
        return {
          status: 400,
          body: { path: '$', error: 'restricted access : admin only', code: 'access-denied' },
        };
      }
      try {
        return await runMetadataRequest(metadataApi, request.body);
      } catch (error) {
        console.error('[engine] metadata API: unexpected error', error);
        return { status: 500, body: { path: '$', error: 'unexpected error', code: 'unexpected' } };
      }
    },
    async graphql(request: EngineRequest): Promise<EngineResponse> {
      if (Array.isArray(request.body)) {
        // Hasura checks the batch size before any operation runs; a request without a valid
        // role gets the global limit.
        const role = await authenticate(request.headers, auth).then(
          (session) => session.role,
          () => undefined,
        );
        const limit = apiLimits.batch(role);
        if (limit !== undefined && request.body.length > limit) {
          return errorsBody([batchLimitError(request.body.length, limit)], false);
        }
        // As Hasura's runGQBatched: the operations' headers are not passed on.
        const bodies: unknown[] = [];
        for (const item of request.body) {
          bodies.push((await handleOne(item, request.headers, request.rawJson === true)).body);
        }
        return { status: 200, body: bodies };
      }
      const one = await handleOne(request.body, request.headers, request.rawJson === true);
      return {
        status: 200,
        body: one.body,
        ...(one.setCookies.length > 0
          ? { headers: one.setCookies.map((cookie) => ['set-cookie', cookie] as const) }
          : {}),
      };
    },
    async explain(request: EngineRequest): Promise<EngineResponse> {
      try {
        const session = await authenticate(request.headers, auth);
        if (session.role !== ADMIN_ROLE) {
          return {
            status: 400,
            body: { path: '$', error: 'restricted access : admin only', code: 'access-denied' },
          };
        }
        const input = (request.body ?? {}) as { query?: unknown; user?: Record<string, string> };
        const body = parseBody(input.query);
        const user = Object.fromEntries(
          Object.entries(input.user ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
        );
        const role = user['x-hasura-role'] ?? ADMIN_ROLE;
        const asSession: Session = {
          role,
          variables: { ...user, 'x-hasura-role': role },
          viaAdminSecret: true,
        };
        const state = roleState(role);
        const doc = prepare(role, state, body);
        const coerced = getVariableValues(
          state.schema,
          doc.operation.variableDefinitions ?? [],
          body.variables,
        );
        if (coerced.errors) throw invalidVariables(state, doc, body.variables, coerced.errors);
        const operationPlan = plan(role, state, doc, coerced.coerced);
        const out: { field: string; sql: string; plan: string[] }[] = [];
        for (const root of operationPlan.roots) {
          if (root.kind !== 'query') continue;
          const params = bindParams(root.statement.params, coerced.coerced, asSession.variables);
          let result: { rows: Record<string, string>[] };
          try {
            result = await db.query<Record<string, string>>(
              `EXPLAIN ${root.statement.text}`,
              params,
            );
          } catch (error) {
            throw fromDatabaseError(error, '$', root.statement.text);
          }
          out.push({
            field: root.key,
            sql: root.statement.text,
            plan: result.rows.map((r) => Object.values(r)[0] ?? ''),
          });
        }
        return { status: 200, body: out };
      } catch (error) {
        if (error instanceof HasuraError) {
          return {
            status: 400,
            body: { path: error.path, error: error.message, code: error.code },
          };
        }
        throw error;
      }
    },
  };
  return { engine, metadata };
}
