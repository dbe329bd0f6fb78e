import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  type GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  type SelectionSetNode,
} from 'graphql';
import {
  collectFields,
  mergedSelectionSet,
  type SelectionContext,
} from '../graphql/collect-fields';

/** A 2xx response that does not fit the action's output type (code `unexpected`). */
export class WebhookResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookResponseError';
  }
}

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Hasura's `isCustomScalar`: Postgres and declared scalars and enums pass through unchecked. */
function passesThrough(type: GraphQLOutputType): boolean {
  if (isListType(type) || (isNonNullType(type) && isListType(type.ofType))) return false;
  const named = getNamedType(type);
  return isEnumType(named) || (!isObjectType(named) && !isSpecifiedScalarType(named));
}

const INT32 = 2 ** 31;

function scalarFits(name: string, value: unknown): boolean {
  switch (name) {
    case GraphQLInt.name:
      return Number.isInteger(value) && (value as number) >= -INT32 && (value as number) < INT32;
    case GraphQLFloat.name:
      return typeof value === 'number' && Number.isFinite(value);
    case GraphQLString.name:
      return typeof value === 'string';
    case GraphQLBoolean.name:
      return typeof value === 'boolean';
    case GraphQLID.name:
      return typeof value === 'string' || Number.isInteger(value);
    default:
      return true;
  }
}

/**
 * Checks the handler's JSON against the output type with Hasura's messages
 * (`validateResponse`): null for a non-null output, a scalar, object or array where the type wants
 * another, a missing or null non-null field. Fields the type does not have are ignored. Unlike
 * Hasura, field values are checked too (nested objects, lists, Int/Float/String/Boolean/ID and
 * enum values), so a response never breaks the schema it is served under.
 */
export function checkWebhookResponse(value: unknown, type: GraphQLOutputType): void {
  if (passesThrough(type)) return;
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null) {
    if (!nullable) throw new WebhookResponseError('got null for the action webhook response');
    return;
  }
  if (isListType(inner)) {
    if (!Array.isArray(value))
      throw new WebhookResponseError('expecting array for the action webhook response');
    for (const item of value) checkWebhookResponse(item, inner.ofType);
    return;
  }
  const name = getNamedType(inner).name;
  const expecting = `for the action webhook response, expecting ${name}`;
  switch (kindOf(value)) {
    case 'number':
      // "scalar String" for a number is Hasura's own text.
      if (name !== 'Int' && name !== 'Float')
        throw new WebhookResponseError(`got scalar String ${expecting}`);
      return;
    case 'boolean':
      if (name !== 'Boolean') throw new WebhookResponseError(`got scalar Boolean ${expecting}`);
      return;
    case 'string':
      if (name !== 'String' && name !== 'ID')
        throw new WebhookResponseError(`got scalar String ${expecting}`);
      return;
    case 'array':
      throw new WebhookResponseError(`got array ${expecting}`);
    default:
      if (!isObjectType(inner)) throw new WebhookResponseError(`got object ${expecting}`);
      checkObject(value as JsonObject, inner);
  }
}

function checkObject(value: JsonObject, type: GraphQLObjectType): void {
  for (const [name, field] of Object.entries(type.getFields())) {
    const present = Object.hasOwn(value, name);
    const fieldValue = present ? value[name] : undefined;
    if (isNonNullType(field.type)) {
      if (!present)
        throw new WebhookResponseError(
          `field "${name}" expected in webhook response, but not found`,
        );
      if (fieldValue === null)
        throw new WebhookResponseError(`expecting not null value for field "${name}"`);
    }
    if (present && fieldValue !== null) checkFieldValue(fieldValue, field.type, name);
  }
}

function checkFieldValue(value: unknown, type: GraphQLOutputType, field: string): void {
  const inner = isNonNullType(type) ? type.ofType : type;
  const mismatch = (expected: string, got = kindOf(value)) =>
    new WebhookResponseError(
      `expecting ${expected} for field "${field}" in webhook response, but got ${got}`,
    );
  if (isListType(inner)) {
    if (!Array.isArray(value)) throw mismatch('array');
    for (const item of value) {
      if (item === null) {
        if (isNonNullType(inner.ofType))
          throw new WebhookResponseError(`expecting not null value for field "${field}"`);
        continue;
      }
      checkFieldValue(item, inner.ofType, field);
    }
    return;
  }
  if (isObjectType(inner)) {
    if (!isJsonObject(value)) throw mismatch('object');
    checkObject(value, inner);
    return;
  }
  if (isEnumType(inner)) {
    if (typeof value !== 'string' || !inner.getValue(value))
      throw mismatch(inner.name, typeof value === 'string' ? JSON.stringify(value) : undefined);
    return;
  }
  if (!scalarFits(inner.name, value)) throw mismatch(inner.name);
}

/**
 * The checked response as the field's value: keys in selection order under their response keys
 * (aliases), `__typename` filled in, fragments and `@skip`/`@include` applied, missing nullable
 * fields as null. Scalar values (custom scalars included) pass through unchanged.
 */
export function projectWebhookResponse(
  value: unknown,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  ctx: SelectionContext,
): unknown {
  if (value === null || value === undefined) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return Array.isArray(value)
      ? value.map((item) => projectWebhookResponse(item, inner.ofType, selectionSet, ctx))
      : null;
  }
  if (!isObjectType(inner)) return value;
  if (!isJsonObject(value) || !selectionSet) return null;
  const fields = inner.getFields();
  const entries: [string, unknown][] = [];
  for (const [key, nodes] of collectFields(selectionSet, inner, ctx)) {
    const name = nodes[0]?.name.value;
    if (name === '__typename') {
      entries.push([key, inner.name]);
      continue;
    }
    const field = name === undefined ? undefined : fields[name];
    if (!field || name === undefined) continue;
    const fieldValue = Object.hasOwn(value, name) ? value[name] : null;
    entries.push([
      key,
      projectWebhookResponse(fieldValue, field.type, mergedSelectionSet(nodes), ctx),
    ]);
  }
  // fromEntries defines own properties, so an alias like "__proto__" stays a plain key.
  return Object.fromEntries(entries);
}
