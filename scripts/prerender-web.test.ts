import { describe, expect, it } from 'vitest';
import { pageDocument } from './prerender-web';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Petwell</title>
    <!--petwell-config-->
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root">
      <div class="boot"><div></div></div>
    </div>
  </body>
</html>
`;

describe('a prerendered page', () => {
  it("puts the page in the root, marked with the config's key, its title and hints in the head, and its scripts after them", () => {
    const page = pageDocument(
      INDEX,
      '<link rel="preload" as="image" href="/favicon.svg"/><!--$--><main><title>Pricing | Petwell</title><h1>Pricing</h1></main><!--/$-->',
      'k3y',
    );
    expect(page).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>Pricing | Petwell</title>
    <!--petwell-config-->
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">
  <link rel="preload" as="image" href="/favicon.svg"/></head>
  <body>
    <div id="root" data-prerendered="k3y"><!--$--><main><h1>Pricing</h1></main><!--/$--></div>
  </body>
</html>
`);
  });

  it('keeps a title as written, `$` and all', () => {
    const page = pageDocument(INDEX, '<main><title>Save $& more | Petwell</title></main>', 'k');
    expect(page).toContain('<title>Save $& more | Petwell</title>');
  });

  it('refuses an index.html without the root', () => {
    expect(() => pageDocument('<html><body></body></html>', '<p>x</p>', 'k')).toThrow(/root/);
  });
});
