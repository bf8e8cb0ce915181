// The one HTML (and XML) escaper, and the one way JSON goes inside a <script> element: the e-mails,
// the server's own small pages, the pages' <head> and data block, the sitemap and the generated
// SVGs all go through these.

/** Escapes text for HTML or XML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON for a <script> element's text: '<' escaped, so no '</script>' or '<!--' can end or change
 * the element early, and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
