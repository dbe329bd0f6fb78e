/**
 * Errors as Hasura v2 reports them on /v1/graphql: HTTP 200 and
 * `{"errors":[{"message", "extensions":{"path","code"}}]}`.
 */
export type HasuraErrorCode =
  | 'access-denied'
  | 'bad-request'
  | 'constraint-error'
  | 'constraint-violation'
  | 'concurrent-update'
  | 'data-exception'
  | 'invalid-headers'
  | 'invalid-jwt'
  | 'jwt-invalid-claims'
  | 'jwt-missing-role-claims'
  | 'not-found'
  | 'not-supported'
  | 'parse-failed'
  | 'permission-error'
  | 'unexpected'
  | 'validation-failed';

export interface HasuraErrorBody {
  message: string;
  extensions: Record<string, unknown>;
}

export class HasuraError extends Error {
  readonly extensions: Record<string, unknown>;

  constructor(
    readonly code: HasuraErrorCode | (string & {}),
    message: string,
    readonly path = '$',
    /** Replaces the whole extensions object (an action's 4xx `extensions`). */
    extensions?: Record<string, unknown>,
    /** Details for the admin role only (`extensions.internal`). */
    readonly internal?: unknown,
  ) {
    super(message);
    this.name = 'HasuraError';
    this.extensions = extensions ?? { path, code };
  }

  toBody(includeInternal: boolean): HasuraErrorBody {
    const extensions =
      includeInternal && this.internal !== undefined
        ? { ...this.extensions, internal: this.internal }
        : this.extensions;
    return { message: this.message, extensions };
  }
}

export function validationError(message: string, path = '$'): HasuraError {
  return new HasuraError('validation-failed', message, path);
}

/** Aeson's name for the JSON type of a value, as Hasura's type-mismatch messages print it. */
export function aesonTypeName(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  switch (typeof value) {
    case 'string':
      return 'String';
    case 'number':
      return 'Number';
    case 'boolean':
      return 'Boolean';
    default:
      return 'Object';
  }
}
