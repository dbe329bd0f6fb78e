import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineShellStylesheet } from '../web/vite.config';

/** The plugin's index.html transform, run as `vite build` runs it, over a bundle of these files. */
function transform(html: string, files: Record<string, string>): string {
  const hook = (inlineShellStylesheet() as Plugin & { transformIndexHtml: { handler: unknown } })
    .transformIndexHtml.handler as (html: string, context: IndexHtmlTransformContext) => string;
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [
      fileName,
      { type: 'asset', fileName, source, name: undefined, needsCodeReference: false },
    ]),
  );
  return hook(html, { path: '/index.html', filename: 'index.html', bundle } as never);
}

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

describe("the built index.html's shell stylesheet", () => {
  it('is written into the head, so the first paint waits for no other request', () => {
    const html = transform(`<head>${LINK}</head>`, { 'assets/index-abc.css': 'body{margin:0}' });
    expect(html).toBe('<head><style>body{margin:0}</style></head>');
  });

  it('stays a link when its text would end the style element, or is not in the bundle', () => {
    const closing = 'a::after{content:"</style>"}';
    expect(transform(LINK, { 'assets/index-abc.css': closing })).toBe(LINK);
    expect(transform(LINK, {})).toBe(LINK);
  });
});
