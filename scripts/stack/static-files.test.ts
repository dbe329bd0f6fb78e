import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStackEnv } from './stack-env';
import { pickEncoding, staticSite } from './static-files';
import { isMainSiteHost } from './web-config';

describe('choosing a response encoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("the main site's prerendered pages", () => {
  const env = readStackEnv({
    MAIN_DOMAIN: 'petwell.example.com',
    CONSULT_HOSTS: 'ask.example.com',
  });
  let dir: string;
  let base: string;
  let server: Server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'petwell-static-'));
    await writeFile(path.join(dir, 'index.html'), '<head><!--petwell-config--></head><p>app');
    await mkdir(path.join(dir, 'prerendered/pricing'), { recursive: true });
    await writeFile(
      path.join(dir, 'prerendered/index.html'),
      '<head><!--petwell-config--></head>home',
    );
    await writeFile(
      path.join(dir, 'prerendered/pricing/index.html'),
      '<head><!--petwell-config--></head>pricing',
    );
    const serve = staticSite(dir, {
      config: { brandName: 'Petwell' },
      pageHeaders: { 'content-security-policy': "default-src 'self'" },
      prerenderedFor: (host) => isMainSiteHost(env, host),
    });
    server = createServer((request, response) => {
      void serve(request, response).then((served) => {
        if (!served) response.writeHead(404).end('not found');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** The body and headers of a GET as a browser on `host` sends it (undici's fetch keeps Host). */
  const page = (pathname: string, host: string) =>
    new Promise<{ status: number; body: string; csp: string | undefined }>((resolve, reject) => {
      const request = httpGet(
        `${base}${pathname}`,
        { headers: { host, accept: 'text/html' } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              body,
              csp: response.headers['content-security-policy'] as string | undefined,
            });
          });
        },
      );
      request.on('error', reject);
    });

  it('sends a prerendered page to the main site, with or without www, a port or a trailing slash', async () => {
    for (const host of [
      'petwell.example.com',
      'www.petwell.example.com:8443',
      'PETWELL.example.com',
    ]) {
      for (const pathname of ['/pricing', '/pricing/', '/pricing//']) {
        const answer = await page(pathname, host);
        expect(answer.body, `${host}${pathname}`).toBe(
          '<head><script type="application/json" id="petwell-config">{"brandName":"Petwell"}</script></head>pricing',
        );
        expect(answer.csp).toBe("default-src 'self'");
      }
      expect((await page('/', host)).body).toContain('</head>home');
    }
  });

  it("sends index.html to practices' sites, consult hosts, a URL with a query and pages not prerendered", async () => {
    for (const [pathname, host] of [
      ['/pricing/', 'happypaws.petwell.example.com'],
      ['/', 'vets.example.org'],
      ['/', 'ask.example.com'],
      ['/pricing/?z=abc', 'petwell.example.com'],
      ['/?cc=partner', 'petwell.example.com'],
      ['/login', 'petwell.example.com'],
    ] as const) {
      const answer = await page(pathname, host);
      expect(answer.body, `${host}${pathname}`).toContain('</head><p>app');
      expect(answer.csp).toBe("default-src 'self'");
    }
  });

  it('never sends the prerendered folder by its own path', async () => {
    expect((await page('/prerendered/pricing/index.html', 'petwell.example.com')).status).toBe(404);
    expect((await page('/prerendered/pricing/', 'petwell.example.com')).body).toContain('<p>app');
  });
});
