import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EXPLORER_HEADERS, EXPLORER_HTML } from '../src/server/explorer-page';

/**
 * /console must not keep an admin secret in localStorage. The page's own
 * script runs here against stand-ins for the few DOM and storage calls it makes.
 */
const script = /<script>([\s\S]*?)<\/script>/.exec(EXPLORER_HTML)?.[1] ?? '';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function openPage(
  local: ReturnType<typeof memoryStorage>,
  session: ReturnType<typeof memoryStorage>,
) {
  const elements = new Map<string, { value: string; listeners: Record<string, () => void> }>();
  const element = (id: string) => {
    let found = elements.get(id);
    if (!found) {
      found = { value: '', listeners: {} };
      elements.set(id, found);
    }
    return Object.assign(found, {
      addEventListener: (type: string, listener: () => void) => {
        found.listeners[type] = listener;
      },
    });
  };
  const document = { getElementById: element, addEventListener: () => undefined };
  runInNewContext(script, {
    document,
    localStorage: local,
    sessionStorage: session,
    fetch: () => Promise.reject(new Error('no network here')),
  });
  const type = (id: string, value: string) => {
    const field = element(id);
    field.value = value;
    field.listeners['input']?.();
  };
  return { element, type };
}

describe('the GraphQL explorer page', () => {
  it('keeps the request headers (an admin secret) in sessionStorage only, never in localStorage', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const page = openPage(local, session);
    page.type('headers', '{"x-hasura-admin-secret": "s3cret-admin-secret-value"}');
    page.type('query', '{ users { id } }');
    expect([...local.items.values()].join(' ')).not.toContain('s3cret');
    expect(session.getItem('explorer.headers')).toContain('s3cret');
    // The query is no secret: it survives the tab.
    expect(local.getItem('explorer.query')).toBe('{ users { id } }');
    // A new tab starts without the headers.
    const next = openPage(local, memoryStorage());
    expect(next.element('headers').value).toBe('');
  });

  it('removes headers an earlier version left in localStorage', () => {
    const local = memoryStorage({ 'explorer.headers': '{"x-hasura-admin-secret": "old"}' });
    openPage(local, memoryStorage());
    expect(local.getItem('explorer.headers')).toBeNull();
  });

  it('allows exactly its own inline script by hash, and no framing', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = EXPLORER_HEADERS['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
