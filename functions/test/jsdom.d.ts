// jsdom ships no types and @types/jsdom is not installed; the tests use only a window for
// DOMPurify (sanitize-html.test.ts), and the functions have no DOM types of their own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
