import { z } from 'zod';

/**
 * The shape of Hasura v2 metadata (export format, version 3) for the features the engine
 * supports. Objects are strict: a key the engine does not know is an error at start-up naming its
 * file and path, never silently ignored (a feature Hasura has and the engine lacks must not pass
 * unnoticed).
 */

export const qualifiedTableSchema = z.union([
  z.strictObject({ name: z.string().min(1), schema: z.string().min(1) }),
  z.string().min(1),
]);
export type QualifiedTableInput = z.infer<typeof qualifiedTableSchema>;

/** A boolean expression (filter, check); its clauses are checked against the database later. */
export const boolExpSchema = z.record(z.string(), z.unknown());
export type BoolExp = z.infer<typeof boolExpSchema>;

const columnListSchema = z.union([z.array(z.string().min(1)), z.literal('*')]);
const presetSchema = z.record(z.string(), z.unknown());

/** A foreign key on the remote table that references this one (legacy `column` accepted). */
const remoteForeignKeySchema = z.strictObject({
  table: qualifiedTableSchema,
  column: z.string().min(1).optional(),
  columns: z.array(z.string().min(1)).min(1).optional(),
});

const manualConfigurationSchema = z.strictObject({
  remote_table: qualifiedTableSchema,
  column_mapping: z.record(z.string(), z.string()),
});

const objectRelationshipSchema = z.strictObject({
  name: z.string().min(1),
  comment: z.string().optional(),
  using: z.union([
    z.strictObject({
      foreign_key_constraint_on: z.union([
        z.string().min(1),
        z.array(z.string().min(1)).min(1),
        remoteForeignKeySchema,
      ]),
    }),
    z.strictObject({
      manual_configuration: manualConfigurationSchema.extend({
        insertion_order: z.enum(['before_parent', 'after_parent']).nullable().optional(),
      }),
    }),
  ]),
});

const arrayRelationshipSchema = z.strictObject({
  name: z.string().min(1),
  comment: z.string().optional(),
  using: z.union([
    z.strictObject({ foreign_key_constraint_on: remoteForeignKeySchema }),
    z.strictObject({ manual_configuration: manualConfigurationSchema }),
  ]),
});

const rootFieldName = z.union([
  z.string(),
  z.strictObject({
    name: z.string().nullable().optional(),
    comment: z.string().nullable().optional(),
  }),
]);

const tableConfigurationSchema = z.strictObject({
  custom_name: z.string().min(1).optional(),
  custom_root_fields: z
    .strictObject({
      select: rootFieldName.optional(),
      select_by_pk: rootFieldName.optional(),
      select_aggregate: rootFieldName.optional(),
      insert: rootFieldName.optional(),
      insert_one: rootFieldName.optional(),
      update: rootFieldName.optional(),
      update_by_pk: rootFieldName.optional(),
      update_many: rootFieldName.optional(),
      delete: rootFieldName.optional(),
      delete_by_pk: rootFieldName.optional(),
    })
    .optional(),
  column_config: z
    .record(
      z.string(),
      z.strictObject({ custom_name: z.string().optional(), comment: z.string().optional() }),
    )
    .optional(),
  custom_column_names: z.record(z.string(), z.string()).optional(),
  comment: z.string().optional(),
});

/** A computed field: a SQL function over a row of the table. */
const computedFieldSchema = z.strictObject({
  name: z.string().min(1),
  definition: z.strictObject({
    function: qualifiedTableSchema,
    table_argument: z.string().min(1).nullable().optional(),
    session_argument: z.string().min(1).nullable().optional(),
  }),
  comment: z.string().nullable().optional(),
});
export type ComputedFieldInput = z.infer<typeof computedFieldSchema>;

/** A tracked SQL function of a source (`functions` in databases.yaml). */
export const trackedFunctionSchema = z.strictObject({
  function: qualifiedTableSchema,
  configuration: z
    .strictObject({
      session_argument: z.string().min(1).nullable().optional(),
      exposed_as: z.enum(['query', 'mutation']).nullable().optional(),
      custom_name: z.string().min(1).nullable().optional(),
      custom_root_fields: z
        .strictObject({
          function: z.string().min(1).nullable().optional(),
          function_aggregate: z.string().min(1).nullable().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TrackedFunctionInput = z.infer<typeof trackedFunctionSchema>;

const rootFieldKinds = z.array(z.enum(['select', 'select_by_pk', 'select_aggregate']));

const selectPermissionSchema = z.strictObject({
  columns: columnListSchema,
  computed_fields: z.array(z.string().min(1)).optional(),
  filter: boolExpSchema.default({}),
  limit: z.number().int().nonnegative().optional(),
  allow_aggregations: z.boolean().optional(),
  query_root_fields: rootFieldKinds.nullable().optional(),
  subscription_root_fields: z
    .array(z.enum(['select', 'select_by_pk', 'select_aggregate', 'select_stream']))
    .nullable()
    .optional(),
});

const insertPermissionSchema = z.strictObject({
  check: boolExpSchema.default({}),
  // Hasura: an insert permission without `columns` lets the role insert every column.
  columns: columnListSchema.default('*'),
  set: presetSchema.optional(),
  backend_only: z.boolean().optional(),
});

const updatePermissionSchema = z.strictObject({
  columns: columnListSchema,
  filter: boolExpSchema.default({}),
  check: boolExpSchema.nullable().optional(),
  set: presetSchema.optional(),
  backend_only: z.boolean().optional(),
});

const deletePermissionSchema = z.strictObject({
  filter: boolExpSchema.default({}),
  backend_only: z.boolean().optional(),
});

function permissionEntry<T extends z.ZodType>(permission: T) {
  return z.strictObject({ role: z.string().min(1), permission, comment: z.string().optional() });
}

/**
 * An event trigger of a table (Hasura's `EventTriggerConf`, Hasura.RQL.Types.EventTrigger):
 * `definition` names the operations (`insert`/`delete` with `columns: "*"`, `update` with the
 * columns whose change fires it, `enable_manual`), the webhook is a URL or an environment
 * variable, and `retry_conf` defaults as Hasura's (`num_retries` 0, `interval_sec` 10,
 * `timeout_sec` 60); each operation may name its `payload` columns. Hasura's `request_transform`,
 * `response_transform` and `cleanup_config` are not supported: strict objects refuse them by name.
 */
const subscribeColumnsSchema = z.strictObject({
  columns: columnListSchema,
  /** The columns sent in `data.old`/`data.new` (Hasura's delivery columns; default all). */
  payload: columnListSchema.optional(),
});
const eventHeaderSchema = z.union([
  z.strictObject({ name: z.string().min(1), value: z.string() }),
  z.strictObject({ name: z.string().min(1), value_from_env: z.string().min(1) }),
]);
export const eventTriggerSchema = z.strictObject({
  name: z.string().min(1),
  definition: z.strictObject({
    enable_manual: z.boolean().optional(),
    insert: subscribeColumnsSchema.optional(),
    update: subscribeColumnsSchema.optional(),
    delete: subscribeColumnsSchema.optional(),
  }),
  webhook: z.string().min(1).optional(),
  webhook_from_env: z.string().min(1).optional(),
  headers: z.array(eventHeaderSchema).optional(),
  retry_conf: z
    .strictObject({
      num_retries: z.number().int().nonnegative().optional(),
      interval_sec: z.number().int().positive().optional(),
      timeout_sec: z.number().int().positive().optional(),
    })
    .optional(),
  comment: z.string().optional(),
});
export type EventTriggerInput = z.infer<typeof eventTriggerSchema>;

/**
 * A cron trigger of `cron_triggers.yaml` (Hasura's `CronTriggerMetadata`,
 * Hasura.RQL.Types.ScheduledTrigger): a webhook (with `{{VAR}}` templates), a cron `schedule`
 * in UTC, a JSON `payload`, headers, and the scheduled triggers' `retry_conf` (Hasura's
 * `STRetryConf`: `num_retries` 0, `retry_interval_seconds` 10, `timeout_seconds` 60,
 * `tolerance_seconds` 21600). `include_in_metadata` is required, as Hasura's parser requires it.
 * `request_transform` and `response_transform` are not supported: refused by name.
 */
export const scheduledRetryConfSchema = z.strictObject({
  num_retries: z.number().int().nonnegative().optional(),
  retry_interval_seconds: z.number().int().positive().optional(),
  timeout_seconds: z.number().int().positive().optional(),
  tolerance_seconds: z.number().int().positive().optional(),
});
export type ScheduledRetryConfInput = z.infer<typeof scheduledRetryConfSchema>;
export const scheduledHeaderSchema = eventHeaderSchema;
export const cronTriggerSchema = z.strictObject({
  name: z.string().min(1),
  webhook: z.string().min(1),
  schedule: z.string().min(1),
  payload: z.unknown().optional(),
  headers: z.array(eventHeaderSchema).optional(),
  retry_conf: scheduledRetryConfSchema.optional(),
  include_in_metadata: z.boolean(),
  comment: z.string().optional(),
});
export type CronTriggerInput = z.infer<typeof cronTriggerSchema>;
export const cronTriggersFileSchema = z.array(cronTriggerSchema);

export const tableMetadataSchema = z.strictObject({
  table: qualifiedTableSchema,
  is_enum: z.boolean().optional(),
  configuration: tableConfigurationSchema.optional(),
  computed_fields: z.array(computedFieldSchema).optional(),
  object_relationships: z.array(objectRelationshipSchema).optional(),
  array_relationships: z.array(arrayRelationshipSchema).optional(),
  insert_permissions: z.array(permissionEntry(insertPermissionSchema)).optional(),
  select_permissions: z.array(permissionEntry(selectPermissionSchema)).optional(),
  update_permissions: z.array(permissionEntry(updatePermissionSchema)).optional(),
  delete_permissions: z.array(permissionEntry(deletePermissionSchema)).optional(),
  event_triggers: z.array(eventTriggerSchema).optional(),
});
export type TableMetadataInput = z.infer<typeof tableMetadataSchema>;

const databaseUrlSchema = z.union([
  z.string().min(1),
  z.strictObject({ from_env: z.string().min(1) }),
]);

export const sourceSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.literal('postgres'),
  configuration: z.strictObject({
    connection_info: z.strictObject({
      database_url: databaseUrlSchema,
      isolation_level: z.enum(['read-committed', 'repeatable-read', 'serializable']).optional(),
      use_prepared_statements: z.boolean().optional(),
      pool_settings: z.record(z.string(), z.number()).optional(),
    }),
  }),
  // Filled in from the !include'd tables.yaml before this schema is applied.
  tables: z.array(z.unknown()),
  functions: z.array(trackedFunctionSchema).optional(),
});

const actionHeaderSchema = z.union([
  z.strictObject({ name: z.string().min(1), value: z.string() }),
  z.strictObject({ name: z.string().min(1), value_from_env: z.string().min(1) }),
]);

export const actionsFileSchema = z.strictObject({
  actions: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        definition: z.strictObject({
          // An export writes kind "" for query actions; mutations are synchronous (async: not supported).
          kind: z.enum(['synchronous', '']).optional(),
          type: z.enum(['query', 'mutation']).optional(),
          handler: z.string().min(1),
          forward_client_headers: z.boolean().optional(),
          headers: z.array(actionHeaderSchema).optional(),
          timeout: z.number().int().positive().optional(),
        }),
        permissions: z.array(z.strictObject({ role: z.string().min(1) })).optional(),
        comment: z.string().optional(),
      }),
    )
    .default([]),
  custom_types: z
    .strictObject({
      enums: z.array(z.strictObject({ name: z.string() })).optional(),
      input_objects: z.array(z.strictObject({ name: z.string() })).optional(),
      objects: z.array(z.strictObject({ name: z.string() })).optional(),
      scalars: z.array(z.strictObject({ name: z.string() })).optional(),
    })
    .default({}),
});
export type ActionsFile = z.infer<typeof actionsFileSchema>;

/**
 * `api_limits.yaml` (Hasura's `ApiLimit`, Hasura.RQL.Types.ApiLimit): each limit has a required
 * `global` value and optional `per_role` overrides. `rate_limit` is not supported (it needs a
 * shared counter store, Redis in Hasura EE): a file that sets it is refused at start-up.
 */
const positiveInt = z.number().int().positive();
const limitSchema = <T extends z.ZodType>(value: T) =>
  z.strictObject({
    global: value,
    per_role: z.record(z.string().min(1), value).optional(),
  });
export const apiLimitsSchema = z.strictObject({
  disabled: z.boolean().optional(),
  depth_limit: limitSchema(positiveInt).optional(),
  node_limit: limitSchema(positiveInt).optional(),
  /** Seconds; Hasura's `MaxTime` is a DiffTime, so fractions are accepted. */
  time_limit: limitSchema(z.number().positive()).optional(),
  batch_limit: limitSchema(positiveInt).optional(),
});
export type ApiLimitsInput = z.infer<typeof apiLimitsSchema>;

/** `graphql_schema_introspection.yaml` (Hasura's `SetGraphqlIntrospectionOptions`). */
export const introspectionOptionsSchema = z.strictObject({
  disabled_for_roles: z.array(z.string().min(1)).optional(),
});
export type IntrospectionOptionsInput = z.infer<typeof introspectionOptionsSchema>;
