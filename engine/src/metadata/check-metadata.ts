import {
  type DocumentNode,
  Kind,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  type TypeNode,
} from 'graphql';
import type { DatabaseSchema, TableInfo } from '../introspect/introspect';
import {
  type LoadedMetadata,
  type LoadedTable,
  type MetadataProblem,
  normalizeTable,
  type QualifiedTable,
  tableKey,
} from './load-metadata';
import type { BoolExp } from './metadata-schema';
import {
  type FunctionReturn,
  resolveComputedField,
  resolveTrackedFunction,
} from './resolve-function';
import { COLUMN_OPERATORS, COMPARISON_OPERATORS } from '../schema/operators';
import { missingVariablesMessage, renderEnvTemplate } from '../actions/env-template';
import { cronScheduleProblem } from '../events/cron';

/**
 * Checks metadata against the migrated database, as Hasura does when it reports "inconsistent
 * metadata": every table, column, relationship, permission column and session variable must
 * exist, and every action must be declared in both action files with a handler.
 */

export interface CheckOptions {
  /** Session variables the auth issues; any other one used in a permission is reported. */
  sessionVariables?: readonly string[];
  /** Report tables of the database that the metadata does not track (default true). */
  requireAllTablesTracked?: boolean;
  /**
   * Petwell's own conventions beyond Hasura's consistency rules (default true): a preset column
   * must not also be writable. Hasura accepts that (the preset wins), and so does the engine.
   */
  projectConventions?: boolean;
  /**
   * The environment the engine runs with: when given, every `webhook_from_env` and header
   * `value_from_env` of an event trigger must be set (Hasura reports a missing one as
   * inconsistent metadata). The CLI check, which runs without the product's environment, omits it.
   */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface CheckSummary {
  problems: MetadataProblem[];
  tables: number;
  relationships: number;
  permissions: number;
  actions: number;
  sessionVariables: string[];
}

const SESSION_VARIABLE = /^x-hasura-/i;
const WELL_FORMED_SESSION_VARIABLE = /^x-hasura-[a-z0-9-]+$/;

interface Relationship {
  name: string;
  kind: 'object' | 'array';
  remote: QualifiedTable;
}

function operatorName(key: string): string | undefined {
  const match = /^[_$](.+)$/.exec(key);
  return match?.[1];
}

class Checker {
  readonly problems: MetadataProblem[] = [];
  readonly sessionVariables = new Set<string>();
  private readonly tracked = new Map<string, LoadedTable>();
  private readonly relationships = new Map<string, Map<string, Relationship>>();
  /** Computed fields by table key, with what each returns. */
  private readonly computedFields = new Map<string, Map<string, FunctionReturn>>();

  constructor(
    private readonly metadata: LoadedMetadata,
    private readonly db: DatabaseSchema,
    private readonly options: CheckOptions,
  ) {}

  report(file: string, path: string, message: string): void {
    this.problems.push({ file, path, message });
  }

  run(): Omit<CheckSummary, 'problems' | 'sessionVariables'> {
    let relationshipCount = 0;
    let permissionCount = 0;
    for (const source of this.metadata.sources) {
      for (const loaded of source.tables) {
        const key = tableKey(loaded.table);
        if (this.tracked.has(key)) {
          this.report(loaded.file, 'table', `table ${key} is tracked twice`);
          continue;
        }
        this.tracked.set(key, loaded);
        if (!this.db.tables.has(key)) {
          this.report(loaded.file, 'table', `table ${key} does not exist in the database`);
        }
      }
      if (this.options.requireAllTablesTracked !== false) {
        for (const [key] of this.db.tables) {
          if (!this.tracked.has(key)) {
            this.report(
              source.file,
              'tables',
              `table ${key} exists in the database but is not tracked`,
            );
          }
        }
      }
    }
    for (const loaded of this.tracked.values())
      relationshipCount += this.resolveRelationships(loaded);
    for (const loaded of this.tracked.values()) this.checkComputedFields(loaded);
    for (const source of this.metadata.sources) this.checkTrackedFunctions(source);
    for (const loaded of this.tracked.values()) {
      const info = this.db.tables.get(tableKey(loaded.table));
      if (!info) continue;
      if (loaded.metadata.is_enum) this.checkEnumTable(loaded, info);
      permissionCount += this.checkPermissions(loaded, info);
    }
    this.checkEventTriggers();
    this.checkCronTriggers();
    const actions = this.checkActions();
    for (const variable of this.sessionVariables) {
      if (!WELL_FORMED_SESSION_VARIABLE.test(variable)) {
        this.report(this.metadata.dir, '', `session variable "${variable}" is not well formed`);
      } else if (
        this.options.sessionVariables &&
        !this.options.sessionVariables.includes(variable)
      ) {
        this.report(
          this.metadata.dir,
          '',
          `session variable "${variable}" is used by a permission but never issued (issued: ${this.options.sessionVariables.join(', ')})`,
        );
      }
    }
    return {
      tables: this.tracked.size,
      relationships: relationshipCount,
      permissions: permissionCount,
      actions,
    };
  }

  private column(info: TableInfo, name: string) {
    return info.columns.find((c) => c.name === name);
  }

  private resolveRelationships(loaded: LoadedTable): number {
    const { metadata, file } = loaded;
    const key = tableKey(loaded.table);
    const info = this.db.tables.get(key);
    const own = new Map<string, Relationship>();
    this.relationships.set(key, own);
    const declare = (rel: Relationship, path: string) => {
      if (own.has(rel.name)) this.report(file, path, `relationship "${rel.name}" is defined twice`);
      if (info && this.column(info, rel.name)) {
        this.report(file, path, `relationship "${rel.name}" has the name of a column`);
      }
      const remote = this.db.tables.get(tableKey(rel.remote));
      if (!remote) {
        this.report(file, path, `remote table ${tableKey(rel.remote)} does not exist`);
      } else if (!this.tracked.has(tableKey(rel.remote))) {
        this.report(file, path, `remote table ${tableKey(rel.remote)} is not tracked`);
      }
      own.set(rel.name, rel);
    };
    const checkColumns = (table: QualifiedTable, columns: readonly string[], path: string) => {
      const target = this.db.tables.get(tableKey(table));
      if (!target) return;
      for (const column of columns) {
        if (!this.column(target, column)) {
          this.report(file, path, `column "${column}" does not exist on ${tableKey(table)}`);
        }
      }
    };
    const findForeignKey = (
      on: QualifiedTable,
      columns: readonly string[],
      references: QualifiedTable | undefined,
    ) =>
      this.db.tables
        .get(tableKey(on))
        ?.foreignKeys.find(
          (fk) =>
            fk.columns.length === columns.length &&
            fk.columns.every((c, i) => c === columns[i]) &&
            (references === undefined ||
              (fk.referencedSchema === references.schema &&
                fk.referencedTable === references.name)),
        );

    type Using = (
      | NonNullable<typeof metadata.object_relationships>
      | NonNullable<typeof metadata.array_relationships>
    )[number]['using'];
    /** Resolves the remote table of a manual configuration or of a key on the remote table. */
    const resolveRemote = (using: Using, path: string): QualifiedTable | undefined => {
      if ('manual_configuration' in using) {
        const config = using.manual_configuration;
        const remote = normalizeTable(config.remote_table);
        const at = `${path}.using.manual_configuration.column_mapping`;
        checkColumns(loaded.table, Object.keys(config.column_mapping), at);
        checkColumns(remote, Object.values(config.column_mapping), at);
        return remote;
      }
      const on = using.foreign_key_constraint_on;
      if (typeof on === 'string' || Array.isArray(on)) {
        // An object relationship over a key on this table: the remote is what it references.
        const columns = typeof on === 'string' ? [on] : on;
        const fk = findForeignKey(loaded.table, columns, undefined);
        if (fk) return { schema: fk.referencedSchema, name: fk.referencedTable };
        this.report(
          file,
          `${path}.using.foreign_key_constraint_on`,
          `no foreign key on ${key} (${columns.join(', ')})`,
        );
        return undefined;
      }
      const remote = normalizeTable(on.table);
      const columns = on.columns ?? (on.column ? [on.column] : []);
      if (!findForeignKey(remote, columns, loaded.table)) {
        this.report(
          file,
          `${path}.using.foreign_key_constraint_on`,
          `no foreign key on ${tableKey(remote)} (${columns.join(', ')}) referencing ${key}`,
        );
      }
      return remote;
    };

    for (const [kind, relationships] of [
      ['object', metadata.object_relationships ?? []],
      ['array', metadata.array_relationships ?? []],
    ] as const) {
      for (const rel of relationships) {
        const path = `${kind}_relationships[${rel.name}]`;
        const remote = resolveRemote(rel.using, path);
        if (remote) declare({ name: rel.name, kind, remote }, path);
      }
    }
    return own.size;
  }

  /** Each computed field's function exists and takes a row of this table. */
  private checkComputedFields(loaded: LoadedTable): void {
    const key = tableKey(loaded.table);
    const info = this.db.tables.get(key);
    const own = new Map<string, FunctionReturn>();
    this.computedFields.set(key, own);
    (loaded.metadata.computed_fields ?? []).forEach((field, i) => {
      const path = `computed_fields[${String(i)}]`;
      if (own.has(field.name)) this.report(loaded.file, path, `"${field.name}" is defined twice`);
      if ((info && this.column(info, field.name)) || this.relationships.get(key)?.has(field.name)) {
        this.report(loaded.file, path, `computed field "${field.name}" has the name of a field`);
      }
      const resolved = resolveComputedField(this.db, loaded.table, field.definition);
      if (typeof resolved === 'string') {
        this.report(loaded.file, `${path}.definition`, resolved);
        return;
      }
      const returns = resolved.returns;
      if (returns.kind === 'table' && !this.tracked.has(tableKey(returns.table))) {
        this.report(
          loaded.file,
          `${path}.definition`,
          `table ${tableKey(returns.table)} is not tracked`,
        );
      }
      own.set(field.name, returns);
    });
  }

  private checkTrackedFunctions(source: LoadedMetadata['sources'][number]): void {
    const seen = new Set<string>();
    source.functions.forEach((loaded, i) => {
      const path = `functions[${String(i)}]`;
      const key = tableKey(loaded.function);
      if (seen.has(key)) this.report(loaded.file, path, `function ${key} is tracked twice`);
      seen.add(key);
      const resolved = resolveTrackedFunction(this.db, loaded.metadata);
      if (typeof resolved === 'string') this.report(loaded.file, path, resolved);
      else if (!this.tracked.has(tableKey(resolved.table)))
        this.report(loaded.file, path, `table ${tableKey(resolved.table)} is not tracked`);
    });
  }

  private checkEnumTable(loaded: LoadedTable, info: TableInfo): void {
    const pk = info.primaryKey?.columns ?? [];
    const pkColumn = pk.length === 1 ? this.column(info, pk[0] ?? '') : undefined;
    if (!pkColumn || pkColumn.udtName !== 'text') {
      this.report(loaded.file, 'is_enum', 'an enum table needs a single text primary key column');
    }
    const others = info.columns.filter((c) => c !== pkColumn);
    if (others.length > 1 || (others[0] && others[0].udtName !== 'text')) {
      this.report(
        loaded.file,
        'is_enum',
        'an enum table may have one other column, a text comment',
      );
    }
  }

  /**
   * `intoObjects` for operators whose input object holds values (`_st_d_within: {distance:
   * X-Hasura-Dist, from: X-Hasura-Geom}`, `_cast`), unlike a jsonb literal.
   */
  private collectSessionVariables(value: unknown, intoObjects = false): void {
    if (typeof value === 'string' && SESSION_VARIABLE.test(value)) {
      this.sessionVariables.add(value.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const item of value) this.collectSessionVariables(item, intoObjects);
    } else if (intoObjects && value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) this.collectSessionVariables(item, intoObjects);
    }
  }

  /**
   * Cron triggers (Hasura.RQL.DDL.ScheduledTrigger): unique names, a schedule Hasura's cron
   * parser accepts (five fields, UTC), and with the environment, the webhook's template
   * variables and the headers' variables set (Hasura reports the trigger inconsistent).
   */
  private checkCronTriggers(): void {
    const { file, triggers } = this.metadata.cronTriggers;
    const seen = new Set<string>();
    for (const trigger of triggers) {
      const path = `cron_triggers[${trigger.name}]`;
      if (seen.has(trigger.name)) {
        this.report(file, path, `cron trigger "${trigger.name}" is defined twice`);
      }
      seen.add(trigger.name);
      const problem = cronScheduleProblem(trigger.schedule);
      if (problem !== undefined) this.report(file, `${path}.schedule`, problem);
      const env = this.options.env;
      if (!env) continue;
      const rendered = renderEnvTemplate(trigger.webhook, env);
      if ('missing' in rendered) {
        this.report(file, `${path}.webhook`, missingVariablesMessage(rendered.missing));
      }
      for (const header of trigger.headers ?? []) {
        if ('value_from_env' in header && env[header.value_from_env] === undefined) {
          this.report(
            file,
            `${path}.headers[${header.name}]`,
            `environment variable "${header.value_from_env}" is not set`,
          );
        }
      }
    }
  }

  /**
   * Event triggers (Hasura.RQL.DDL.EventTrigger): a name of letters, digits, `_` and `-`, at
   * most 42 characters (its trigger function `notify_hasura_<name>_<OP>` must fit Postgres's
   * 63-character identifiers), unique in the source; at least one operation; existing columns;
   * exactly one of `webhook` and `webhook_from_env`, and the variables set.
   */
  private checkEventTriggers(): void {
    const seen = new Map<string, string>();
    for (const loaded of this.tracked.values()) {
      const info = this.db.tables.get(tableKey(loaded.table));
      for (const trigger of loaded.metadata.event_triggers ?? []) {
        const path = `event_triggers[${trigger.name}]`;
        const { file } = loaded;
        if (!/^[A-Za-z0-9_-]+$/.test(trigger.name) || trigger.name.length > 42) {
          this.report(
            file,
            `${path}.name`,
            'an event trigger name has at most 42 letters, digits, "_" or "-"',
          );
        }
        const other = seen.get(trigger.name);
        if (other !== undefined) {
          this.report(file, path, `event trigger "${trigger.name}" is also defined on ${other}`);
        }
        seen.set(trigger.name, tableKey(loaded.table));
        const { definition } = trigger;
        if (
          !definition.insert &&
          !definition.update &&
          !definition.delete &&
          definition.enable_manual !== true
        ) {
          this.report(file, `${path}.definition`, 'an event trigger needs at least one operation');
        }
        if (info) {
          for (const op of ['insert', 'update', 'delete'] as const) {
            const spec = definition[op];
            if (!spec) continue;
            this.checkColumnList(file, `${path}.definition.${op}.columns`, info, spec.columns);
            if (spec.payload !== undefined) {
              this.checkColumnList(file, `${path}.definition.${op}.payload`, info, spec.payload);
            }
          }
        }
        if ((trigger.webhook === undefined) === (trigger.webhook_from_env === undefined)) {
          this.report(file, path, 'exactly one of webhook and webhook_from_env is required');
        }
        const env = this.options.env;
        if (!env) continue;
        if (trigger.webhook !== undefined) {
          // Hasura's URL templates: `{{EVENTS_BASE_URL}}/bookings`.
          const rendered = renderEnvTemplate(trigger.webhook, env);
          if ('missing' in rendered) {
            this.report(file, `${path}.webhook`, missingVariablesMessage(rendered.missing));
          }
        }
        if (trigger.webhook_from_env !== undefined && !env[trigger.webhook_from_env]) {
          this.report(
            file,
            `${path}.webhook_from_env`,
            `environment variable "${trigger.webhook_from_env}" is not set`,
          );
        }
        for (const header of trigger.headers ?? []) {
          if ('value_from_env' in header && env[header.value_from_env] === undefined) {
            this.report(
              file,
              `${path}.headers[${header.name}]`,
              `environment variable "${header.value_from_env}" is not set`,
            );
          }
        }
      }
    }
  }

  private checkColumnList(
    file: string,
    path: string,
    info: TableInfo,
    columns: readonly string[] | '*',
  ): string[] {
    if (columns === '*') return info.columns.map((c) => c.name);
    const seen = new Set<string>();
    for (const column of columns) {
      if (seen.has(column)) this.report(file, path, `column "${column}" is listed twice`);
      seen.add(column);
      if (!this.column(info, column)) {
        this.report(file, path, `column "${column}" does not exist on ${info.schema}.${info.name}`);
      }
    }
    return [...seen];
  }

  checkBoolExp(file: string, path: string, table: QualifiedTable, exp: unknown): void {
    const key = tableKey(table);
    const info = this.db.tables.get(key);
    if (!info) return;
    if (exp === null || typeof exp !== 'object' || Array.isArray(exp)) {
      this.report(file, path, 'expected a boolean expression object');
      return;
    }
    for (const [clause, value] of Object.entries(exp as BoolExp)) {
      const at = `${path}.${clause}`;
      const op = operatorName(clause);
      if (op === 'and' || op === 'or') {
        const items = Array.isArray(value) ? value : [value];
        items.forEach((item: unknown, i) => {
          this.checkBoolExp(file, `${at}[${i}]`, table, item);
        });
      } else if (op === 'not') {
        this.checkBoolExp(file, at, table, value);
      } else if (op === 'exists') {
        const spec = value as { _table?: unknown; _where?: unknown } | null;
        if (
          !spec ||
          typeof spec !== 'object' ||
          spec._table === undefined ||
          spec._where === undefined
        ) {
          this.report(file, at, '_exists needs _table and _where');
          continue;
        }
        const other = normalizeTable(spec._table as QualifiedTable | string);
        if (!this.tracked.has(tableKey(other))) {
          this.report(file, `${at}._table`, `table ${tableKey(other)} is not tracked`);
          continue;
        }
        this.checkBoolExp(file, `${at}._where`, other, spec._where);
      } else if (this.column(info, clause)) {
        this.checkComparison(file, at, info, value);
      } else if (this.computedFields.get(key)?.has(clause)) {
        // A scalar computed field compares like a column; a table one filters its rows.
        const returns = this.computedFields.get(key)?.get(clause);
        if (returns?.kind === 'table') this.checkBoolExp(file, at, returns.table, value);
        else this.checkComparison(file, at, info, value);
      } else {
        const rel = this.relationships.get(key)?.get(clause);
        if (!rel) {
          this.report(file, at, `"${clause}" is neither a column nor a relationship of ${key}`);
          continue;
        }
        this.checkBoolExp(file, at, rel.remote, value);
      }
    }
  }

  private checkComparison(file: string, path: string, info: TableInfo, value: unknown): void {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      // Shorthand: `column: value` means `column: {_eq: value}`.
      this.collectSessionVariables(value);
      return;
    }
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      const op = operatorName(operator);
      if (op !== undefined && COLUMN_OPERATORS.has(`_${op}`)) {
        const target: unknown = Array.isArray(operand) ? operand[operand.length - 1] : operand;
        if (typeof target !== 'string' || !this.column(info, target)) {
          // ["$", col] names a column of the root table; the root is checked where it is known.
          if (!(Array.isArray(operand) && operand[0] === '$')) {
            this.report(
              file,
              `${path}.${operator}`,
              `column comparison needs a column of ${info.schema}.${info.name}`,
            );
          }
        }
      } else if (op === undefined || !COMPARISON_OPERATORS.has(`_${op}`)) {
        this.report(file, `${path}.${operator}`, `unknown operator "${operator}"`);
      } else {
        this.collectSessionVariables(operand, op === 'cast' || op.startsWith('st_'));
      }
    }
  }

  private checkPreset(
    file: string,
    path: string,
    info: TableInfo,
    set: Record<string, unknown> | undefined,
    columns: string[],
  ): void {
    for (const [column, value] of Object.entries(set ?? {})) {
      if (!this.column(info, column)) {
        this.report(
          file,
          `${path}.${column}`,
          `column "${column}" does not exist on ${info.schema}.${info.name}`,
        );
      }
      if (this.options.projectConventions !== false && columns.includes(column)) {
        this.report(
          file,
          `${path}.${column}`,
          `column "${column}" is both preset and writable by the client`,
        );
      }
      this.collectSessionVariables(value);
    }
  }

  private checkPermissions(loaded: LoadedTable, info: TableInfo): number {
    const { metadata, file, table } = loaded;
    let count = 0;
    const seen = (kind: string, role: string, path: string, roles: Set<string>) => {
      if (roles.has(role)) this.report(file, path, `role "${role}" has two ${kind} permissions`);
      roles.add(role);
      count += 1;
    };
    const selectRoles = new Set<string>();
    for (const entry of metadata.select_permissions ?? []) {
      const path = `select_permissions[${entry.role}].permission`;
      seen('select', entry.role, path, selectRoles);
      this.checkColumnList(file, `${path}.columns`, info, entry.permission.columns);
      for (const name of entry.permission.computed_fields ?? []) {
        const returns = this.computedFields.get(tableKey(table))?.get(name);
        if (!returns)
          this.report(file, `${path}.computed_fields`, `computed field "${name}" does not exist`);
        else if (returns.kind === 'table')
          this.report(
            file,
            `${path}.computed_fields`,
            `computed field "${name}" returns rows of a table; only scalar ones are listed`,
          );
      }
      this.checkBoolExp(file, `${path}.filter`, table, entry.permission.filter);
    }
    const insertRoles = new Set<string>();
    for (const entry of metadata.insert_permissions ?? []) {
      const path = `insert_permissions[${entry.role}].permission`;
      seen('insert', entry.role, path, insertRoles);
      const columns = this.checkColumnList(file, `${path}.columns`, info, entry.permission.columns);
      for (const column of columns) {
        if (this.column(info, column)?.generated === 'always') {
          this.report(
            file,
            `${path}.columns`,
            `column "${column}" is generated and cannot be inserted`,
          );
        }
      }
      this.checkBoolExp(file, `${path}.check`, table, entry.permission.check);
      this.checkPreset(file, `${path}.set`, info, entry.permission.set, columns);
    }
    const updateRoles = new Set<string>();
    for (const entry of metadata.update_permissions ?? []) {
      const path = `update_permissions[${entry.role}].permission`;
      seen('update', entry.role, path, updateRoles);
      const columns = this.checkColumnList(file, `${path}.columns`, info, entry.permission.columns);
      this.checkBoolExp(file, `${path}.filter`, table, entry.permission.filter);
      if (entry.permission.check)
        this.checkBoolExp(file, `${path}.check`, table, entry.permission.check);
      this.checkPreset(file, `${path}.set`, info, entry.permission.set, columns);
    }
    const deleteRoles = new Set<string>();
    for (const entry of metadata.delete_permissions ?? []) {
      const path = `delete_permissions[${entry.role}].permission`;
      seen('delete', entry.role, path, deleteRoles);
      this.checkBoolExp(file, `${path}.filter`, table, entry.permission.filter);
    }
    return count;
  }

  private checkActions(): number {
    const { file, content } = this.metadata.actions;
    const sdlFile = this.metadata.actionsSdl.file;
    const document: DocumentNode | undefined = this.metadata.actionsSdl.document;
    const fields = new Map<
      string,
      { operation: 'query' | 'mutation'; type: TypeNode; args: TypeNode[] }
    >();
    const typeNames = new Map<string, 'object' | 'input' | 'enum' | 'scalar'>();
    for (const definition of document?.definitions ?? []) {
      if (
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION
      ) {
        const node: ObjectTypeDefinitionNode | ObjectTypeExtensionNode = definition;
        const operation =
          node.name.value === 'Query'
            ? 'query'
            : node.name.value === 'Mutation'
              ? 'mutation'
              : undefined;
        if (!operation) {
          typeNames.set(node.name.value, 'object');
          continue;
        }
        for (const field of node.fields ?? []) {
          if (fields.has(field.name.value)) {
            this.report(
              sdlFile,
              field.name.value,
              `action "${field.name.value}" is declared twice`,
            );
          }
          fields.set(field.name.value, {
            operation,
            type: field.type,
            args: (field.arguments ?? []).map((a) => a.type),
          });
        }
      } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
        typeNames.set(definition.name.value, 'input');
      } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
        typeNames.set(definition.name.value, 'enum');
      } else if (definition.kind === Kind.SCALAR_TYPE_DEFINITION) {
        typeNames.set(definition.name.value, 'scalar');
      } else {
        this.report(sdlFile, '', `unsupported definition of kind ${definition.kind}`);
      }
    }
    const named = (type: TypeNode): string =>
      type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type);
    const builtIn = new Set(['Int', 'Float', 'String', 'Boolean', 'ID']);
    const databaseScalars = new Set([
      'jsonb',
      'json',
      'timestamptz',
      'timestamp',
      'date',
      'time',
      'uuid',
      'numeric',
      'bigint',
    ]);
    const known = (name: string) =>
      builtIn.has(name) || databaseScalars.has(name) || typeNames.has(name);

    const declared = new Set<string>();
    for (const action of content.actions) {
      const path = `actions[${action.name}]`;
      if (declared.has(action.name))
        this.report(file, path, `action "${action.name}" is listed twice`);
      declared.add(action.name);
      const field = fields.get(action.name);
      if (!field) {
        this.report(file, path, `action "${action.name}" is not declared in actions.graphql`);
        continue;
      }
      const kind = action.definition.kind;
      if (field.operation === 'query' && kind === 'synchronous') {
        this.report(file, `${path}.definition.kind`, 'a query action has no kind ("")');
      }
      if (field.operation === 'mutation' && kind === '') {
        this.report(file, `${path}.definition.kind`, 'a mutation action needs kind synchronous');
      }
      if (
        !/^(\{\{[A-Z_][A-Z0-9_]*\}\}|https?:\/\/[^/\s]+)(\/[A-Za-z0-9._~-]+)+$/.test(
          action.definition.handler,
        )
      ) {
        this.report(
          file,
          `${path}.definition.handler`,
          `handler "${action.definition.handler}" must be {{ENV}}/path or a URL with a path`,
        );
      }
      const output = named(field.type);
      if (typeNames.get(output) !== 'object' && !known(output)) {
        this.report(sdlFile, action.name, `output type ${output} is not defined`);
      }
      for (const arg of field.args) {
        if (!known(named(arg)))
          this.report(sdlFile, action.name, `argument type ${named(arg)} is not defined`);
      }
      const roles = new Set<string>();
      for (const permission of action.permissions ?? []) {
        if (roles.has(permission.role))
          this.report(file, `${path}.permissions`, `role "${permission.role}" listed twice`);
        roles.add(permission.role);
      }
    }
    for (const name of fields.keys()) {
      if (!declared.has(name))
        this.report(sdlFile, name, `action "${name}" has no entry (handler) in actions.yaml`);
    }
    const listed = new Map<string, string>();
    const customTypes = content.custom_types;
    for (const [group, kind] of [
      ['objects', 'object'],
      ['input_objects', 'input'],
      ['enums', 'enum'],
      ['scalars', 'scalar'],
    ] as const) {
      for (const { name } of customTypes[group] ?? []) {
        listed.set(name, kind);
        if (typeNames.get(name) !== kind) {
          this.report(
            file,
            `custom_types.${group}[${name}]`,
            `type ${name} is not defined as ${kind} in actions.graphql`,
          );
        }
      }
    }
    for (const [name, kind] of typeNames) {
      if (listed.get(name) !== kind) {
        this.report(
          file,
          'custom_types',
          `type ${name} of actions.graphql is not listed in custom_types`,
        );
      }
    }
    return declared.size;
  }
}

export function checkMetadata(
  metadata: LoadedMetadata,
  db: DatabaseSchema,
  options: CheckOptions = {},
): CheckSummary {
  const checker = new Checker(metadata, db, options);
  const counts = checker.run();
  return {
    problems: checker.problems,
    ...counts,
    sessionVariables: [...checker.sessionVariables].sort(),
  };
}
