import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { armPayload, XSS_PAYLOADS } from '../../../test-support/xss-payloads';
import { sanitizeVendorHtml } from './sanitize-html';

type Node = DefaultTreeAdapterMap['node'];

// The SPA's own sanitiser, in a browser-like window: it must find nothing left to remove.
const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);

const SCRIPTING_ELEMENTS = new Set(
  ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'style'].concat([
    'svg',
    'math',
    'template',
    'noscript',
  ]),
);

/**
 * What could run script once a browser parses the HTML (the e2e suite's check, X1), read with
 * parse5, the HTML parser of the standard that browsers and jsdom implement.
 */
function dangerous(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      if (SCRIPTING_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const attr of node.attrs) {
        // eslint-disable-next-line no-control-regex -- browsers skip these inside a URL's scheme
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (attr.name.startsWith('on') || attr.name === 'style')
          found.push(`${node.tagName} ${attr.name}`);
        else if (/^(javascript|vbscript|data):/.test(value))
          found.push(`${node.tagName} ${attr.name}=${attr.value}`);
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(html));
  return found;
}

describe('sanitizeVendorHtml (stored header and body HTML)', () => {
  const armed = XSS_PAYLOADS.map((payload, i) => armPayload(payload, i + 1));

  it('has a check that finds what the raw payloads would run', () => {
    expect(armed.filter((payload) => dangerous(payload).length > 0).length).toBeGreaterThan(50);
  });

  it.each(armed)('leaves nothing that could run in %s', (payload) => {
    const stored = sanitizeVendorHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(dangerous(stored)).toEqual([]);
    // Stable: sanitising again changes nothing, so a browser's re-parse finds the same tree.
    expect(sanitizeVendorHtml(stored)).toBe(stored);
    // The SPA's DOMPurify finds nothing left to remove.
    expect(purify.sanitize(stored, { ADD_ATTR: ['target'] })).toBe(stored);
  });

  it("keeps a practice's ordinary HTML", () => {
    const html =
      '<h1>Happy Paws Veterinary Clinic</h1><p>Family vet care in <strong>Brooklyn</strong>.</p>' +
      '<ul><li>Wellness exams</li></ul><p>Call <a href="tel:7185550142">(718) 555-0142</a> or ' +
      '<a href="mailto:desk@happypaws.example">mail us</a>; <a href="/login">log in</a>.</p>' +
      '<img src="https://assets.example/logo.png" alt="Logo" width="120">' +
      '<table><tbody><tr><th scope="row">Mon</th><td colspan="2">8–6</td></tr></tbody></table>';
    expect(sanitizeVendorHtml(html)).toBe(html);
  });

  it('unwraps unknown elements, keeps their text, escapes stray markup characters', () => {
    expect(sanitizeVendorHtml('<center><font color="red">Hi</font></center> 1 < 2 & 3')).toBe(
      'Hi 1 &lt; 2 &amp; 3',
    );
  });

  it('drops links and pictures with other schemes, and ids that could clobber the page', () => {
    expect(
      sanitizeVendorHtml(
        '<a href="data:text/html,<script>alert(1)</script>">a</a><a href="vbscript:x">b</a>' +
          '<img src="data:image/svg+xml,<svg onload=alert(1)>"><p id="cookie" name="x">c</p>' +
          '<a href="https://example.com" target="_top" rel="opener">d</a>',
      ),
    ).toBe('<a>a</a><a>b</a><img><p>c</p><a href="https://example.com">d</a>');
  });
});
