// The database tests and the migration tools against a real Postgres server, in a database of
// the run's own that is created here and dropped at the end. `npm test` has already run every
// test on embedded PGlite; this pass proves the same on the server CI provides. Under CI (the CI
// variable set) a server that does not answer fails the run; on a developer's machine the pass is
// left out with a line that says so.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  const where = `no Postgres server answers at ${new URL(serverUrl).host} (${error.message})`;
  if (!['', '0', 'false'].includes(process.env.CI ?? '')) {
    console.error(`test:postgres: FAILED: ${where}, and CI must run the server pass.`);
    process.exit(1);
  }
  console.log(`test:postgres: not run: ${where}; npm test ran every test on embedded PGlite.`);
  process.exit(0);
}

const name = `petwell_ci_${randomBytes(4).toString('hex')}`;
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const env = { ...process.env, DATABASE_URL: url.toString() };
console.log(`Server pass on ${url.host}, database ${name}`);

function run(...args) {
  console.log(`\n$ ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
}

let failed = false;
try {
  run('npm', 'run', '-s', 'migrate', '--', 'apply');
  run('npm', 'run', '-s', 'seed');
  run('npm', 'run', '-s', 'metadata:check');
  run('npm', 'run', '-s', 'migrate', '--', 'down', '1000');
  run('npm', 'run', '-s', 'migrate', '--', 'apply');
  run('npx', 'vitest', 'run', '--project', 'int');
  // Hasura's own cases, each directory in a database of its own on this server; here the
  // PostGIS directories must run too (.ci/run installs the extension).
  run('npm', 'run', '-s', 'test:hasura-parity', '--', '--require-postgis');
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
