import { describe, expect, it } from 'vitest';
import { parseMigrateArgs } from './migrate-args';

function action(...argv: string[]) {
  return parseMigrateArgs(argv).action;
}

describe('npm run migrate arguments', () => {
  it('applies every pending migration when given no command, or plain apply', () => {
    expect(action()).toEqual({ kind: 'up', steps: 'all' });
    expect(action('apply')).toEqual({ kind: 'up', steps: 'all' });
  });

  it('takes the Hasura CLI flags --up and --down with a count or "all"', () => {
    expect(action('apply', '--up', '2')).toEqual({ kind: 'up', steps: 2 });
    expect(action('apply', '--up', 'all')).toEqual({ kind: 'up', steps: 'all' });
    expect(action('apply', '--down', '1')).toEqual({ kind: 'down', steps: 1 });
    expect(action('apply', '--down=all')).toEqual({ kind: 'down', steps: 'all' });
  });

  it('keeps "down N" as the same thing as "apply --down N"', () => {
    expect(action('down', '1000')).toEqual(action('apply', '--down', '1000'));
  });

  it('runs one version up by default, or down with --type down', () => {
    expect(action('apply', '--version', '1700000000000')).toEqual({
      kind: 'version',
      version: 1700000000000n,
      direction: 'up',
    });
    expect(action('apply', '--version', '1700000000000', '--type', 'down')).toEqual({
      kind: 'version',
      version: 1700000000000n,
      direction: 'down',
    });
  });

  it('reads status and repair with its version', () => {
    expect(action('status')).toEqual({ kind: 'status' });
    expect(action('repair', '42')).toEqual({ kind: 'repair', version: 42n });
  });

  it('records under the database named by --database-name, "default" otherwise', () => {
    expect(parseMigrateArgs(['status']).databaseName).toBe('default');
    expect(parseMigrateArgs(['status', '--database-name', 'reports']).databaseName).toBe('reports');
  });

  it('passes the location options on', () => {
    const args = parseMigrateArgs(['--database-url', 'postgres://x/y', '--project', 'p']);
    expect(args['database-url']).toBe('postgres://x/y');
    expect(args.project).toBe('p');
    expect(args['data-dir']).toBeUndefined();
  });

  it('refuses more than one of --up, --down and --version, as the CLI does', () => {
    expect(() => action('apply', '--up', '1', '--down', '1')).toThrow(/only one of/);
    expect(() => action('apply', '--down', '1', '--version', '5')).toThrow(/only one of/);
  });

  it('refuses counts and versions that are not numbers, naming the flag', () => {
    expect(() => action('apply', '--down', '0')).toThrow('--down needs a number');
    expect(() => action('apply', '--up', 'two')).toThrow('--up needs a number');
    expect(() => action('down')).toThrow('down needs a number');
    expect(() => action('apply', '--version', 'v1')).toThrow('--version needs a migration');
    expect(() => action('repair')).toThrow('repair needs a migration version');
  });

  it('refuses --type without --version, and a type other than up or down', () => {
    expect(() => action('apply', '--type', 'down')).toThrow('--type goes with --version');
    expect(() => action('apply', '--version', '5', '--type', 'sideways')).toThrow(
      '--type is "up" or "down"',
    );
  });

  it('refuses apply flags on other commands, unknown commands, flags and extra arguments', () => {
    expect(() => action('status', '--down', '1')).toThrow(/belong to "apply"/);
    expect(() => action('squash')).toThrow('unknown command "squash"');
    expect(() => action('apply', '--goto', '5')).toThrow(/--goto/);
    expect(() => action('apply', '3')).toThrow('unexpected argument "3"');
    expect(() => action('down', '1', '2')).toThrow('unexpected argument "2"');
  });

  it('answers --help before checking anything else', () => {
    expect(action('nonsense', '--help')).toEqual({ kind: 'help' });
  });
});
