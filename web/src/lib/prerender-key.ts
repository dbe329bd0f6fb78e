import type { AppConfig } from '../config/config';

/**
 * What a prerendered page's HTML depends on besides its path: the config values the public pages
 * show. The build writes it on the page's root (`data-prerendered`); the browser hydrates the page
 * only when its own config gives the same key, and renders afresh otherwise (a deployment whose
 * brand, phone, e-mail or social links differ from the build's).
 */
export function prerenderKey(config: AppConfig): string {
  const shown = JSON.stringify([
    config.brandName,
    config.supportPhone,
    config.supportEmail,
    config.social.map((link) => [link.label, link.href]),
  ]);
  // FNV-1a, 32 bits: a short, stable fingerprint (not a secret).
  let hash = 0x811c9dc5;
  for (let i = 0; i < shown.length; i++) {
    hash ^= shown.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
