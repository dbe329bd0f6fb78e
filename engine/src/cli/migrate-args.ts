import { parseArgs } from 'node:util';
import { COMMON_OPTIONS } from './cli-support';

/** What `npm run migrate` was asked to do, in the Hasura CLI's terms. */
export type MigrateAction =
  | { kind: 'help' }
  | { kind: 'status' }
  /** `apply` or `apply --up N|all`. */
  | { kind: 'up'; steps: number | 'all' }
  /** `apply --down N|all`, or the older `down N`. */
  | { kind: 'down'; steps: number | 'all' }
  /** `apply --version V [--type up|down]`. */
  | { kind: 'version'; version: bigint; direction: 'up' | 'down' }
  /** `repair V`: not a CLI verb; forgets a dirty version after a fix by hand. */
  | { kind: 'repair'; version: bigint };

export interface MigrateArgs {
  action: MigrateAction;
  /** `--database-name`: the Hasura database the state is recorded under. */
  databaseName: string;
  'database-url'?: string | undefined;
  'data-dir'?: string | undefined;
  project?: string | undefined;
}

export const MIGRATE_USAGE = `Usage: npm run migrate -- <command> [options]

Commands (as "hasura migrate", config v3):
  apply                           apply every pending migration (the default command)
  apply --up <N|all>              apply the next N pending migrations
  apply --down <N|all>            roll back the newest N applied migrations
  apply --version <V> [--type up|down]
                                  apply (default) or roll back that one migration
  status                          list migrations and whether each is applied
  down <N>                        the same as "apply --down N"
  repair <V>                      forget dirty version V after fixing the schema by hand

Options:
  --database-name <name>  the Hasura database the state is recorded under (default: default)
  --database-url <url>    a Postgres server (default: $DATABASE_URL)
  --data-dir <dir>        the embedded PGlite directory (default: $PGLITE_DATA_DIR or .data/pglite)
  --project <dir>         the Hasura project (default: hasura)`;

const OPTIONS = {
  ...COMMON_OPTIONS,
  'database-name': { type: 'string' },
  up: { type: 'string' },
  down: { type: 'string' },
  version: { type: 'string' },
  type: { type: 'string' },
} as const;

function steps(flag: string, value: string): number | 'all' {
  if (value === 'all') return 'all';
  if (!/^[1-9][0-9]*$/.test(value)) {
    throw new Error(`${flag} needs a number of migrations or "all", not "${value}"`);
  }
  return Number(value);
}

function version(what: string, value: string | undefined): bigint {
  if (value === undefined || !/^[0-9]+$/.test(value)) {
    throw new Error(`${what} needs a migration version (the number its directory starts with)`);
  }
  return BigInt(value);
}

/** Parses the arguments after `npm run migrate --`; throws a message for the user when wrong. */
export function parseMigrateArgs(argv: readonly string[]): MigrateArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const [command = 'apply', argument, ...extra] = positionals;
  const location = {
    databaseName: values['database-name'] ?? 'default',
    'database-url': values['database-url'],
    'data-dir': values['data-dir'],
    project: values.project,
  };
  if (values['database-name'] === '') throw new Error('--database-name must not be empty');
  if (values.help) return { action: { kind: 'help' }, ...location };
  if (extra.length > 0) throw new Error(`unexpected argument "${extra.join(' ')}"`);

  const applyFlags = (['up', 'down', 'version'] as const).filter((f) => values[f] !== undefined);
  if (command !== 'apply' && (applyFlags.length > 0 || values.type !== undefined)) {
    throw new Error(`--up, --down, --version and --type belong to "apply", not "${command}"`);
  }
  switch (command) {
    case 'status':
      if (argument !== undefined) throw new Error(`unexpected argument "${argument}"`);
      return { action: { kind: 'status' }, ...location };
    case 'down':
      return { action: { kind: 'down', steps: steps('down', argument ?? '') }, ...location };
    case 'repair':
      return { action: { kind: 'repair', version: version('repair', argument) }, ...location };
    case 'apply':
      break;
    default:
      throw new Error(`unknown command "${command}"`);
  }

  if (argument !== undefined) throw new Error(`unexpected argument "${argument}"`);
  if (applyFlags.length > 1) {
    throw new Error('only one of --up, --down and --version can be given at a time');
  }
  if (values.type !== undefined && values.version === undefined) {
    throw new Error('--type goes with --version');
  }
  if (values.version !== undefined) {
    const direction = values.type ?? 'up';
    if (direction !== 'up' && direction !== 'down') {
      throw new Error(`--type is "up" or "down", not "${direction}"`);
    }
    return {
      action: { kind: 'version', version: version('--version', values.version), direction },
      ...location,
    };
  }
  if (values.down !== undefined) {
    return { action: { kind: 'down', steps: steps('--down', values.down) }, ...location };
  }
  return {
    action: { kind: 'up', steps: values.up === undefined ? 'all' : steps('--up', values.up) },
    ...location,
  };
}
