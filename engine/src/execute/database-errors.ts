import { isPostgresError } from '../db/database';
import { HasuraError } from '../errors';

/**
 * Postgres errors as Hasura reports them on /v1/graphql. The message keeps
 * Postgres's text for the integrity errors Hasura shows (they name the constraint, which clients
 * map to a field); everything else becomes a generic message, with details for admin only.
 */
export function fromDatabaseError(error: unknown, path: string, statement?: string): HasuraError {
  if (!isPostgresError(error)) {
    return new HasuraError('unexpected', 'database query error', path, undefined, {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const internal = {
    error: {
      message: error.message,
      status_code: error.code,
      ...(error.detail ? { description: error.detail } : {}),
    },
    ...(statement ? { statement } : {}),
  };
  const make = (code: string, message: string) =>
    new HasuraError(code, message, path, undefined, internal);
  const code = error.code;
  switch (code) {
    case '23505':
      return make('constraint-violation', `Uniqueness violation. ${error.message}`);
    case '23503':
      return make('constraint-violation', `Foreign key violation. ${error.message}`);
    case '23502':
      return make('constraint-violation', `Not-NULL violation. ${error.message}`);
    case '23001':
      return make(
        'constraint-violation',
        `Can not delete or update due to data being referred. ${error.message}`,
      );
    case '23P01':
      return make('constraint-violation', `Exclusion violation. ${error.message}`);
    case '23514':
      return make('permission-error', `Check constraint violation. ${error.message}`);
    case '22025':
      return make('bad-request', error.message);
    case '42P10':
      return make(
        'constraint-error',
        'there is no unique or exclusion constraint on target column(s)',
      );
    case '42704':
      return make('constraint-error', error.message);
    case '40001':
      return make('concurrent-update', 'serialization failure due to concurrent update');
    default:
      break;
  }
  if (code.startsWith('23')) return make('constraint-violation', error.message);
  if (code.startsWith('22')) return make('data-exception', error.message);
  // Raised by a trigger or a function of the schema: its text is written for clients.
  if (code === 'P0001') return make('unexpected', error.message);
  return make('unexpected', 'database query error');
}
