import { useMemo } from 'react';
import { sanitizeVendorHtml } from './sanitize-html';

/** Renders a practice's HTML section after sanitising it (never the raw string). */
export function VendorHtml({ html, className }: { html: string | null; className?: string }) {
  const safe = useMemo(() => (html ? sanitizeVendorHtml(html) : ''), [html]);
  if (!safe) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
