import { createHash } from 'node:crypto';

/**
 * A self-contained GraphiQL-style page for local exploration (no CDN: these machines and many
 * developer laptops run offline). Query, variables and request headers in, response out, and the
 * role's root fields from introspection. The last query and variables are kept in localStorage;
 * the request headers, which hold the admin secret or a token, only in sessionStorage (gone with
 * the tab, never readable by a later visitor of the machine's browser profile).
 */
export const EXPLORER_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Petwell GraphQL explorer</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 1fr 1fr 18rem; grid-template-rows: auto 1fr; height: 100vh; }
  header { grid-column: 1 / -1; padding: .5rem 1rem; background: #123; color: #fff; display: flex; gap: 1rem; align-items: center; }
  header h1 { font-size: 1rem; margin: 0; }
  section { display: flex; flex-direction: column; padding: .5rem; gap: .25rem; min-height: 0; }
  label { font-weight: 600; }
  textarea, pre { font: 13px ui-monospace, monospace; flex: 1; min-height: 4rem; border: 1px solid #999; padding: .5rem; margin: 0; overflow: auto; }
  pre { background: #f6f6f6; white-space: pre-wrap; }
  button { font: inherit; padding: .35rem .9rem; }
  :focus-visible { outline: 3px solid #f90; outline-offset: 1px; }
  ul { margin: 0; padding-left: 1rem; overflow: auto; }
</style>
</head>
<body>
<header><h1>Petwell GraphQL explorer</h1><button id="run" type="button">Run (Ctrl+Enter)</button><button id="docs" type="button">Load root fields</button></header>
<section>
  <label for="query">Query</label>
  <textarea id="query" spellcheck="false">query Listings {\\n  vendor_listings(limit: 5, order_by: {id: asc}) {\\n    id\\n    name\\n  }\\n}</textarea>
  <label for="variables">Variables (JSON)</label>
  <textarea id="variables" spellcheck="false">{}</textarea>
  <label for="headers">Request headers (JSON), e.g. {"Authorization": "Bearer ..."}</label>
  <textarea id="headers" spellcheck="false">{}</textarea>
</section>
<section>
  <label for="result">Response</label>
  <pre id="result" tabindex="0" aria-live="polite"></pre>
</section>
<section>
  <label for="fields">Root fields for these headers</label>
  <ul id="fields" tabindex="0"></ul>
</section>
<script>
  const $ = (id) => document.getElementById(id);
  // Headers (an admin secret, a token) never go to localStorage; earlier versions put them there.
  localStorage.removeItem('explorer.headers');
  for (const [id, store] of [['query', localStorage], ['variables', localStorage], ['headers', sessionStorage]]) {
    const saved = store.getItem('explorer.' + id);
    if (saved !== null) $(id).value = saved;
    $(id).addEventListener('input', () => store.setItem('explorer.' + id, $(id).value));
  }
  function parseJson(id) {
    try { return JSON.parse($(id).value || '{}'); } catch (e) { throw new Error(id + ' is not valid JSON: ' + e.message); }
  }
  async function post(body) {
    const headers = Object.assign({ 'content-type': 'application/json' }, parseJson('headers'));
    const response = await fetch('/v1/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
    return response.json();
  }
  async function run() {
    $('result').textContent = 'Running…';
    try {
      const result = await post({ query: $('query').value, variables: parseJson('variables') });
      $('result').textContent = JSON.stringify(result, null, 2);
    } catch (e) { $('result').textContent = String(e.message || e); }
  }
  async function docs() {
    const list = $('fields');
    list.textContent = 'Loading…';
    try {
      const q = '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }';
      const result = await post({ query: q });
      list.textContent = '';
      if (result.errors) { list.textContent = result.errors[0].message; return; }
      const s = result.data.__schema;
      for (const [kind, type] of [['query', s.queryType], ['mutation', s.mutationType]]) {
        for (const f of (type ? type.fields : [])) {
          const li = document.createElement('li');
          li.textContent = kind + ' ' + f.name;
          list.appendChild(li);
        }
      }
    } catch (e) { list.textContent = String(e.message || e); }
  }
  $('run').addEventListener('click', run);
  $('docs').addEventListener('click', docs);
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); run(); } });
</script>
</body>
</html>
`;

const inline = (tag: string) => {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(EXPLORER_HTML);
  return `'sha256-${createHash('sha256')
    .update(match?.[1] ?? '')
    .digest('base64')}'`;
};

/**
 * The page's own policy: its one inline script and style by hash, requests to this origin only,
 * and no framing by any site (a framed console could be clickjacked into running a mutation).
 */
export const EXPLORER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    `script-src ${inline('script')}`,
    `style-src ${inline('style')}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
