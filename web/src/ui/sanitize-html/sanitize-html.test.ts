// DOMPurify needs a standards-conforming parser; happy-dom rewrites some markup, jsdom does not.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeVendorHtml } from './sanitize-html';

describe("sanitising a practice's HTML", () => {
  it('keeps ordinary markup', () => {
    const html =
      '<h1>Happy Paws</h1><p>Call <a href="tel:7185550142">us</a>.</p><ul><li>Dental</li></ul>';
    expect(sanitizeVendorHtml(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>x</p><script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a frame', '<iframe src="https://evil.example"></iframe>'],
    ['a form', '<form action="https://evil.example"><input name="card"></form>'],
    ['an svg script', '<svg><script>alert(1)</script></svg>'],
    ['a style attribute', '<p style="position:fixed;inset:0">cover</p>'],
  ])('removes %s', (_name, html) => {
    const clean = sanitizeVendorHtml(html);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe|<form|<input|style=/i);
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeVendorHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
