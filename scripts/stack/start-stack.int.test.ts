import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { contentMatchesType } from '@petwell/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASURA_DIR, REPO_ROOT, throwawayDatabase } from '../../engine/test/test-database';
import { type Stack, startStack } from './start-stack';

/** The local stack's "done means": a fresh clone starts, serves, keeps its data and stops. */

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

async function graphql<T>(
  url: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphqlAnswer<T>;
}

async function ownerToken(stack: Stack, userId: number): Promise<string> {
  const key = stack.secrets.jwtKey;
  if (key === undefined) throw new Error('the stack did not generate its JWT key');
  return new SignJWT({
    'https://hasura.io/jwt/claims': {
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': String(userId),
    },
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(key));
}

/** A GET with the path sent exactly as given (fetch would resolve `/../`). */
function rawGet(
  url: string,
  rawPath: string,
  accept: string,
): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, headers: { accept } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startStack on a fresh data directory', () => {
  let dir: string;
  let database: { url: string | undefined; drop(): Promise<void> } | undefined;
  let env: Record<string, string | undefined>;
  let stack: Stack | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-stack-'));
    database = await throwawayDatabase('stack');
    const web = path.join(dir, 'web');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await writeFile(
      path.join(web, 'index.html'),
      '<!doctype html><title>Petwell SPA</title><!--petwell-config-->\n',
    );
    await writeFile(path.join(web, 'assets', 'app.js'), 'console.log("petwell");\n');
    // Beside the web root, where a path with ../ would reach.
    await writeFile(path.join(dir, 'package.json'), '{"name": "outside-the-web-root"}\n');
    env = {
      PORT: '0',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      DATABASE_URL: database.url,
      HASURA_PROJECT_DIR: HASURA_DIR,
      WEB_DIST_DIR: web,
      BRAND_NAME: 'Vet</script>Now',
    };
    stack = await startStack({ env });
  });

  afterAll(async () => {
    await stack?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const running = (): Stack => {
    if (stack === undefined) throw new Error('the stack did not start');
    return stack;
  };

  it('applies every migration and loads the demo seeds', async () => {
    const migrations = await readdir(path.join(HASURA_DIR, 'migrations', 'default'), {
      withFileTypes: true,
    });
    expect(running().migrated).toBe(migrations.filter((entry) => entry.isDirectory()).length);
    expect(running().seeded).toBe(true);
    const { rows } = await running().db.query<{ n: number }>(
      'select count(*)::int as n from public.vendors',
    );
    expect(rows[0]?.n).toBeGreaterThan(1);
  });

  it('lists the seeded listings to an anonymous caller', async () => {
    const { rows } = await running().db.query<{ id: number; title: string }>(
      'select id, title from public.vendor_listings order by id',
    );
    expect(rows.length).toBeGreaterThan(0);
    const answer = await graphql<{ vendor_listings: unknown[] }>(
      running().url,
      '{ vendor_listings(order_by: {id: asc}) { id title } }',
    );
    expect(answer).toEqual({ data: { vendor_listings: rows } });
  });

  it("shows every owner's e-mail to the admin secret, while anonymous cannot query users", async () => {
    const { rows } = await running().db.query<{ id: number; email: string }>(
      'select id, email from public.users order by id',
    );
    expect(rows.length).toBeGreaterThan(1);
    const query = '{ users(order_by: {id: asc}) { id email } }';
    expect(
      await graphql(running().url, query, {
        'x-hasura-admin-secret': running().secrets.adminSecret,
      }),
    ).toEqual({ data: { users: rows } });
    expect(await graphql(running().url, query)).toEqual({
      errors: [
        {
          message: "field 'users' not found in type: 'query_root'",
          extensions: { path: '$.selectionSet.users', code: 'validation-failed' },
        },
      ],
    });
  });

  it("shows an owner with a token signed by the stack's key only their own pets", async () => {
    const { rows } = await running().db.query<{ id: number; name: string; user_id: number }>(
      'select id, name, user_id from public.pets order by id',
    );
    const own = rows.filter((row) => row.user_id === 1);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(rows.length);
    const answer = await graphql(
      running().url,
      '{ pets(order_by: {id: asc}) { id name user_id } }',
      {
        authorization: `Bearer ${await ownerToken(running(), 1)}`,
      },
    );
    expect(answer).toEqual({ data: { pets: own } });
  });

  it("opens every demo record's document for its owner, and for nobody else", async () => {
    const { rows } = await running().db.query<{ user_id: number; file: string }>(
      `select p.user_id, f as file from public.phr p,
              jsonb_array_elements_text(p.details -> 'files') f order by p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const { user_id, file } of rows) {
      const url = `${running().url}/files/private/${file}`;
      const own = await fetch(url, {
        headers: { authorization: `Bearer ${await ownerToken(running(), user_id)}` },
      });
      expect(own.status, file).toBe(200);
      const body = new Uint8Array(await own.arrayBuffer());
      const type = file.endsWith('.png') ? 'image/png' : 'application/pdf';
      expect(own.headers.get('content-type')).toBe(type);
      expect(contentMatchesType(body, type), file).toBe(true);
      const stranger = await fetch(url, {
        headers: { authorization: `Bearer ${await ownerToken(running(), user_id === 2 ? 4 : 2)}` },
      });
      expect(stranger.status, file).toBe(403);
    }
  });

  it('serves index.html for an unknown client route that accepts HTML', async () => {
    const page = await rawGet(running().url, '/pets/12/records', 'text/html,*/*');
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toMatch(
      /^<!doctype html><title>Petwell SPA<\/title><script type="application\/json"/,
    );
    expect((await rawGet(running().url, '/pets/12/records', 'application/json')).status).toBe(404);
  });

  it("puts the SPA's config into index.html as JSON that cannot close its script element", async () => {
    const response = await fetch(`${running().url}/`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const block = /<script type="application\/json" id="petwell-config">(.*?)<\/script>/.exec(html);
    expect(block?.[1]).toBeDefined();
    expect(block?.[1]).not.toContain('</script>');
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
      brandName: 'Vet</script>Now',
      mainDomain: 'localhost',
      paypalClientId: null,
    });
  });

  it('sends a Content-Security-Policy that lets no inline script run', async () => {
    const response = await fetch(`${running().url}/pricing/`, { headers: { accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('sends text compressed to a client that accepts it, and the same bytes uncompressed otherwise', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string | undefined) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          request(
            `${running().url}/assets/app.js`,
            { headers: encoding ? { 'accept-encoding': encoding } : {} },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                resolve({
                  encoding: response.headers['content-encoding'],
                  vary: response.headers.vary,
                  body: Buffer.concat(chunks),
                });
              });
            },
          )
            .on('error', reject)
            .end();
        },
      );
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await get('gzip, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("petwell");\n');
    const gz = await get('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log("petwell");\n');
    const plain = await get(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("petwell");\n');
  });

  it('serves a built asset with its content type', async () => {
    expect(await rawGet(running().url, '/assets/app.js', '*/*')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'console.log("petwell");\n',
    });
  });

  it('serves nothing outside the web root', async () => {
    for (const rawPath of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const answer = await rawGet(running().url, rawPath, accept);
        expect(answer.body, rawPath).not.toContain('outside-the-web-root');
        expect(answer.status, rawPath).toBe(404);
      }
    }
  });

  // Last: it replaces the stack the other tests use.
  it('keeps data and secrets across a restart on the same data directory', async () => {
    const before = running();
    const inserted = await graphql<{ insert_pets_one: { id: number } }>(
      before.url,
      'mutation { insert_pets_one(object: {user_id: 2, name: "Kept", type: 1}) { id } }',
      { 'x-hasura-admin-secret': before.secrets.adminSecret },
    );
    const id = inserted.data?.insert_pets_one.id;
    expect(id).toBeTypeOf('number');
    const token = await ownerToken(before, 2);
    await before.close();
    stack = undefined;

    const after = await startStack({ env });
    stack = after;
    expect(after.secrets).toEqual(before.secrets);
    expect(after.secrets.file).toBe(path.join(dir, 'secrets.json'));
    expect({ migrated: after.migrated, seeded: after.seeded }).toEqual({
      migrated: 0,
      seeded: false,
    });
    const answer = await graphql<{ pets: { id: number; name: string }[] }>(
      after.url,
      '{ pets(order_by: {id: asc}) { id name } }',
      { authorization: `Bearer ${token}` },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.pets).toContainEqual({ id, name: 'Kept' });
  }, 120_000);
});

describe('startStack on an embedded database another stack is using', () => {
  it('refuses to open it, and the first stack keeps serving', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-lock-'));
    // PGlite on purpose, even when DATABASE_URL is set: the lock guards the embedded database.
    const env = {
      PORT: '0',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      HASURA_PROJECT_DIR: HASURA_DIR,
    };
    const first = await startStack({ env, seed: false });
    try {
      await expect(startStack({ env, seed: false })).rejects.toThrow(
        `another Petwell process (pid ${String(process.pid)}) is using ${env.PGLITE_DATA_DIR}`,
      );
      const answer = await graphql<{ products: { id: number }[] }>(
        first.url,
        '{ products(limit: 1) { id } }',
      );
      expect(answer.data?.products).toHaveLength(1);
    } finally {
      await first.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('startStack with a bad environment', () => {
  it('rejects with a message naming the bad key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-stack-env-'));
    try {
      await expect(
        startStack({ env: { PORT: 'abc', PGLITE_DATA_DIR: path.join(dir, 'pglite') } }),
      ).rejects.toThrow(/PORT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm start` as a developer runs it (without npm's own wrapper), until its banner shows. In a
 * process group of its own, so that a failed test can end tsx and the node process it runs.
 */
async function npmStart(env: NodeJS.ProcessEnv, started: ChildProcess[]): Promise<Started> {
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Petwell is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited with ${String(code)} before its banner:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

describe('npm start', () => {
  let dir: string;
  let database: { url: string | undefined; drop(): Promise<void> } | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-npm-start-'));
    database = await throwawayDatabase('stack');
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid, 'SIGKILL');
      }
    }
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves on the port it prints, stops on SIGTERM with exit code 0, and starts again', async () => {
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !name.startsWith('HASURA_GRAPHQL_') &&
          !['ACTIONS_SECRET', 'ACTIONS_BASE_URL', 'DATABASE_URL', 'HOST'].includes(name),
      ),
    );
    Object.assign(env, {
      PORT: '0',
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      HASURA_PROJECT_DIR: HASURA_DIR,
      WEB_DIST_DIR: path.join(dir, 'no-web'),
    });
    if (database?.url !== undefined) env['DATABASE_URL'] = database.url;

    for (const run of ['first', 'second']) {
      const started = await npmStart(env, children);
      // The seed loads once: the second run finds the data of the first.
      expect(started.output().includes('demo data loaded'), run).toBe(run === 'first');
      const health = await fetch(`${started.url}/healthz`);
      expect(await health.text(), run).toBe('OK');
      const answer = await graphql<{ vendor_listings: unknown[] }>(
        started.url,
        '{ vendor_listings(limit: 1) { id } }',
      );
      expect(answer.data?.vendor_listings, run).toHaveLength(1);
      started.child.kill('SIGTERM');
      expect(await started.exited, started.output()).toBe(0);
      expect(started.output(), run).toContain('stopped');
    }
  }, 180_000);
});
