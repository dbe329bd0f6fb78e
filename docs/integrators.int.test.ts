import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASURA_DIR, REPO_ROOT, throwawayDatabase } from '../engine/test/test-database';
import { type Stack, startStack } from '../scripts/stack/start-stack';

/**
 * Runs every curl example of docs/integrators.md against a freshly seeded stack, in the order of
 * the page (the mutations change what later examples see), and compares each answer with the
 * block shown right after it. The placeholders come from the page's own `export` block.
 */

const run = promisify(execFile);
const DOC_FILE = path.join(REPO_ROOT, 'docs', 'integrators.md');
/** In an expected JSON response, this string stands for any value (SQL, plans). */
const ANY = '…';

interface Fence {
  lang: string;
  text: string;
  /** 1-based line of the opening fence. */
  line: number;
}

function readFences(markdown: string): Fence[] {
  const fences: Fence[] = [];
  const lines = markdown.split('\n');
  let open: { lang: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    if (open === undefined) {
      const start = /^```(\S*)\s*$/.exec(line);
      if (start) open = { lang: start[1] ?? '', line: index + 1, body: [] };
    } else if (/^```\s*$/.test(line)) {
      fences.push({ lang: open.lang, text: open.body.join('\n'), line: open.line });
      open = undefined;
    } else {
      open.body.push(line);
    }
  });
  if (open !== undefined) throw new Error(`unclosed code fence at line ${String(open.line)}`);
  return fences;
}

/**
 * The words of one shell command, as bash would pass them: quotes, backslash escapes, line
 * continuations, comments and `$NAME`/`${NAME}` (not inside single quotes). A variable that is
 * not a placeholder is an error, so the page cannot use one it does not explain.
 */
function shellWords(script: string, variables: Readonly<Record<string, string>>): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let commandDone = false;
  const append = (text: string) => {
    if (commandDone) throw new Error('one command per example, please');
    word = (word ?? '') + text;
  };
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const expand = (at: number): [string, number] => {
    const match = /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(script.slice(at));
    if (!match) return ['$', at + 1];
    const name = match[1] ?? match[2] ?? '';
    const value = variables[name];
    if (value === undefined) throw new Error(`$${name} is not one of the page's placeholders`);
    return [value, at + match[0].length];
  };
  let i = 0;
  while (i < script.length) {
    const char = script.charAt(i);
    if (char === '\\' && script.charAt(i + 1) === '\n') {
      i += 2;
    } else if (char === '\n') {
      endWord();
      if (words.length > 0) commandDone = true;
      i += 1;
    } else if (char === ' ' || char === '\t') {
      endWord();
      i += 1;
    } else if (char === '#' && word === undefined) {
      while (i < script.length && script.charAt(i) !== '\n') i += 1;
    } else if (char === "'") {
      const end = script.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      append(script.slice(i + 1, end));
      i = end + 1;
    } else if (char === '"') {
      let text = '';
      i += 1;
      while (script.charAt(i) !== '"') {
        if (i >= script.length) throw new Error('unterminated double quote');
        const inner = script.charAt(i);
        if (inner === '\\' && '"\\$`'.includes(script.charAt(i + 1))) {
          text += script.charAt(i + 1);
          i += 2;
        } else if (inner === '$') {
          const [value, next] = expand(i);
          text += value;
          i = next;
        } else {
          text += inner;
          i += 1;
        }
      }
      append(text);
      i += 1;
    } else if (char === '$') {
      const [value, next] = expand(i);
      append(value);
      i = next;
    } else if (char === '\\') {
      append(script.charAt(i + 1));
      i += 2;
    } else {
      append(char);
      i += 1;
    }
  }
  endWord();
  return words;
}

async function curlAvailable(): Promise<boolean> {
  try {
    await run('curl', ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function viaCurl(args: readonly string[]): Promise<string> {
  const { stdout } = await run('curl', ['--max-time', '30', ...args], { cwd: REPO_ROOT });
  return stdout;
}

/** The same request with fetch, for machines without curl; knows the flags the page uses. */
async function viaFetch(args: readonly string[]): Promise<string> {
  const headers = new Headers();
  let url: string | undefined;
  let method = 'GET';
  let body: string | undefined;
  let discardBody = false;
  let writeOut: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const value = () => {
      i += 1;
      const next = args[i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '-s' || arg === '--silent') continue;
    if (arg === '-H' || arg === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      headers.set(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') {
      body = value();
      if (method === 'GET') method = 'POST';
    } else if (arg === '-X' || arg === '--request') {
      method = value();
    } else if (arg === '-o' || arg === '--output') {
      if (value() !== '/dev/null') throw new Error('only -o /dev/null is supported');
      discardBody = true;
    } else if (arg === '-w' || arg === '--write-out') {
      writeOut = value();
    } else if (arg.startsWith('-')) {
      throw new Error(`the fetch fallback does not know curl's ${arg}`);
    } else {
      url = arg;
    }
  }
  if (url === undefined) throw new Error('no URL in the curl command');
  if (body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
  }
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  const trailer = (writeOut ?? '')
    .replaceAll('%{http_code}', String(response.status))
    .replaceAll('\\n', '\n');
  return (discardBody ? '' : text) + trailer;
}

/** Replaces each ANY in `expected` by what `actual` holds there. */
function acceptAny(expected: unknown, actual: unknown): unknown {
  if (expected === ANY) return actual;
  if (Array.isArray(expected)) {
    return expected.map((item, index) =>
      acceptAny(item, Array.isArray(actual) ? (actual[index] as unknown) : undefined),
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    const source =
      typeof actual === 'object' && actual !== null ? (actual as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(expected).map(([key, value]) => [key, acceptAny(value, source[key])]),
    );
  }
  return expected;
}

function expectAnswer(output: string, shown: Fence): void {
  if (shown.lang === 'text') {
    expect(output.trim()).toBe(shown.text.trim());
    return;
  }
  let actual: unknown;
  try {
    actual = JSON.parse(output);
  } catch {
    throw new Error(`the answer is not JSON: ${output}`);
  }
  const expected = acceptAny(JSON.parse(shown.text), actual);
  // Stringified, so that key order counts too and a mismatch shows as a readable diff.
  expect(JSON.stringify(actual, null, 2)).toBe(JSON.stringify(expected, null, 2));
}

interface Example {
  command: Fence;
  answer: Fence | undefined;
}

const fences = readFences(readFileSync(DOC_FILE, 'utf8'));
const examples: Example[] = fences.flatMap((fence, index) => {
  if (fence.lang !== 'sh' || !/^\s*curl\s/m.test(fence.text)) return [];
  const next = fences[index + 1];
  return [
    { command: fence, answer: next?.lang === 'json' || next?.lang === 'text' ? next : undefined },
  ];
});
const setupBlocks = fences.filter((fence) => fence.lang === 'sh' && /^export /m.test(fence.text));

/** What a test name shows of an example: the path and the start of the query. */
function label(command: string): string {
  const endpoint = /\$PETWELL_URL(\/[^"\s]*)/.exec(command)?.[1] ?? '';
  const query = /"query": "([^"]{0,60})/.exec(command)?.[1];
  return query === undefined ? endpoint : `${endpoint} ${query}`;
}

/** The environment without secrets a developer may have set, which the page's commands read. */
function cleanEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !entry[0].startsWith('HASURA_GRAPHQL_') &&
        !['ACTIONS_SECRET', 'DATABASE_URL', 'PORT', 'PGLITE_DATA_DIR'].includes(entry[0]),
    ),
  );
}

let dir: string;
let database: { url: string | undefined; drop(): Promise<void> } | undefined;
let stack: Stack | undefined;
let placeholders: Record<string, string> = {};
let hasCurl = false;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-integrators-'));
  database = await throwawayDatabase('doc');
  const pgliteDir = path.join(dir, 'pglite');
  stack = await startStack({
    env: {
      PORT: '0',
      PGLITE_DATA_DIR: pgliteDir,
      DATABASE_URL: database.url,
      HASURA_PROJECT_DIR: HASURA_DIR,
      WEB_DIST_DIR: path.join(dir, 'no-web'),
    },
  });
  hasCurl = await curlAvailable();

  // The page's own commands, with the stack's data folder in place of the default ./.data/.
  const [setup] = setupBlocks;
  if (setup === undefined || setupBlocks.length !== 1) {
    throw new Error('docs/integrators.md needs exactly one sh block of `export` lines');
  }
  if (!setup.text.includes('./.data/')) {
    throw new Error('the export block no longer reads ./.data/; update this test');
  }
  const names = [...setup.text.matchAll(/^export (\w+)=/gm)].map((match) => match[1] ?? '');
  const script = `set -e\n${setup.text.replaceAll('./.data/', `${dir}/`)}\nenv -0\n`;
  const { stdout } = await run('bash', ['-c', script], {
    cwd: REPO_ROOT,
    env: { ...cleanEnv(), PGLITE_DATA_DIR: pgliteDir },
  });
  const exported = new Map(
    stdout.split('\0').map((entry) => {
      const eq = entry.indexOf('=');
      return [entry.slice(0, eq), entry.slice(eq + 1)] as const;
    }),
  );
  placeholders = Object.fromEntries(names.map((name) => [name, exported.get(name) ?? '']));
  // The page shows the default address; the test's stack listens on a free port.
  placeholders['PETWELL_URL'] = stack.url;
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('docs/integrators.md', () => {
  it('has curl examples, each followed by the response it shows', () => {
    expect(examples.length).toBeGreaterThan(5);
    const missing = examples.filter((example) => example.answer === undefined);
    expect(missing.map((example) => `line ${String(example.command.line)}`)).toEqual([]);
  });

  it('explains how to obtain every placeholder, and each yields a value', () => {
    expect(Object.keys(placeholders)).toEqual(
      expect.arrayContaining(['PETWELL_URL', 'ADMIN_SECRET']),
    );
    expect(placeholders['ADMIN_SECRET']).toBe(stack?.secrets.adminSecret);
    for (const [name, value] of Object.entries(placeholders)) {
      expect(value, name).not.toBe('');
      if (name.endsWith('_TOKEN')) expect(value.split('.'), name).toHaveLength(3);
    }
  });

  for (const example of examples) {
    const where = `line ${String(example.command.line)}`;
    it(`answers the example at ${where} as shown: ${label(example.command.text)}`, async () => {
      const answer = example.answer;
      if (answer === undefined) throw new Error('no ```json or ```text response after it');
      const [program, ...args] = shellWords(example.command.text, placeholders);
      expect(program).toBe('curl');
      if (hasCurl) expectAnswer(await viaCurl(args), answer);
      // Read-only examples also go through the fallback, so it is known to work without curl.
      if (!hasCurl || !/\bmutation\b/.test(example.command.text)) {
        expectAnswer(await viaFetch(args), answer);
      }
    });
  }
});
