import DOMPurify from 'dompurify';

/**
 * A practice's header and body HTML, made safe to render (it is sanitised when stored too): no
 * scripts, event handlers, frames, forms or javascript: links survive; links that open a new tab
 * get rel="noopener noreferrer". DOMPurify is loaded only by practice sites.
 */
export function sanitizeVendorHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
    // Practices may open links in a new tab; the hook below adds rel="noopener noreferrer".
    ADD_ATTR: ['target'],
  });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
