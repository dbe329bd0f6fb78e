import { type DefaultTreeAdapterMap, html, parseFragment, serialize } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * A practice's header and body HTML as it is stored: an allow
 * list of text and layout elements with harmless attributes, parsed and written back by parse5,
 * the WHATWG HTML parser, so what is stored is what a browser will parse. The SPA sanitises again
 * with DOMPurify when it shows the HTML (web/src/ui/sanitize-html/sanitize-html.ts).
 *
 * parse5 rather than DOMPurify here: DOMPurify needs a DOM, and jsdom cannot be bundled into the
 * Lambda functions (it loads a worker file at run time).
 */

/** Elements kept, with their content. Anything else not listed below is unwrapped to its content. */
const ALLOWED_ELEMENTS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]);

/**
 * Elements dropped with everything inside: script and style, embedded documents and plug-ins,
 * raw-text elements (whose text a browser could read as markup), form controls, document-level
 * elements, and SVG and MathML (their parsing rules differ from HTML's).
 */
const DROPPED_ELEMENTS = new Set([
  'applet',
  'base',
  'basefont',
  'button',
  'embed',
  'frame',
  'frameset',
  'head',
  'iframe',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'param',
  'plaintext',
  'portal',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xmp',
]);

/** Attributes kept on any allowed element (no id or name: they could clobber the page's DOM). */
const GLOBAL_ATTRIBUTES = new Set(['class', 'dir', 'lang', 'title']);
const ELEMENT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target']),
  img: new Set(['alt', 'height', 'src', 'width']),
  ol: new Set(['reversed', 'start']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  time: new Set(['datetime']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  details: new Set(['open']),
};

// Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** A URL with one of the schemes, or a relative one (no scheme). */
function isSafeUrl(value: string, schemes: ReadonlySet<string>): boolean {
  const compact = value.replace(IGNORED_IN_URL, '');
  // "&colon;" and the like were decoded by the parser already; a ':' before any '/', '?' or '#'
  // is a scheme.
  const scheme = SCHEME.exec(compact);
  if (scheme) return schemes.has((scheme[1] ?? '').toLowerCase());
  const colon = compact.indexOf(':');
  if (colon === -1) return true;
  const pathStart = compact.search(/[/?#]/);
  return pathStart !== -1 && pathStart < colon;
}

function keepAttribute(element: Element, name: string, value: string): boolean {
  if (!GLOBAL_ATTRIBUTES.has(name) && !ELEMENT_ATTRIBUTES[element.tagName]?.has(name)) return false;
  if (name === 'href') return isSafeUrl(value, LINK_SCHEMES);
  if (name === 'src') return isSafeUrl(value, IMAGE_SCHEMES);
  if (name === 'target') return value === '_blank' || value === '_self';
  return true;
}

function cleanElement(element: Element): void {
  element.attrs = element.attrs.filter(
    (attr) => !attr.namespace && keepAttribute(element, attr.name.toLowerCase(), attr.value),
  );
  // A link that opens a new tab cannot reach back to the practice site (window.opener).
  if (element.tagName === 'a' && element.attrs.some((a) => a.name === 'target')) {
    element.attrs.push({ name: 'rel', value: 'noopener noreferrer' });
  }
}

function cleanChildren(parent: ParentNode): void {
  const kept: ChildNode[] = [];
  for (const child of parent.childNodes) {
    if (child.nodeName === '#text') {
      kept.push(child);
      continue;
    }
    if (!('tagName' in child)) continue; // comments, doctypes
    const name = child.tagName.toLowerCase();
    if (child.namespaceURI !== html.NS.HTML || DROPPED_ELEMENTS.has(name)) continue;
    cleanChildren(child);
    if (ALLOWED_ELEMENTS.has(name)) {
      cleanElement(child);
      kept.push(child);
    } else {
      // An element we do not know (font, center, form, ...): its content stays, as text and
      // allowed elements.
      for (const grandchild of child.childNodes) {
        grandchild.parentNode = parent;
        kept.push(grandchild);
      }
    }
  }
  parent.childNodes = kept;
}

/** The practice's HTML with only allowed elements and attributes; '' stays ''. */
export function sanitizeVendorHtml(input: string): string {
  const fragment = parseFragment(input);
  cleanChildren(fragment);
  return serialize(fragment);
}
