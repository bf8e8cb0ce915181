// Which characters our text inputs accept: one rule for the browser's forms and the server's zod
// schemas (kept free of zod, so the public pages that use it don't download zod).
// - Every text: no NUL. PostgreSQL cannot store it (the insert fails), and nobody types it.
// - One-line names (an art's name): also no control characters (C0, DEL, C1, line breaks) and no
//   invisible or direction-changing ones (zero-width, bidi embeddings/overrides/isolates, BOM),
//   which make a name look like another or reorder what an admin reads.

export const INVALID_TEXT_MESSAGE = 'O texto contém um caractere inválido.';
export const INVALID_NAME_MESSAGE =
  'O nome contém caracteres invisíveis ou de controle. Digite-o novamente, sem eles.';

/** True when the text holds a NUL character. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * C0 controls (tab and line breaks included), DEL, C1 controls, zero-width and direction marks
 * (U+200B–U+200F), embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the word
 * joiner and invisible operators (U+2060–U+2064), and the BOM / zero-width no-break space (U+FEFF).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const NAME_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** True when a one-line name holds a control, invisible or direction-changing character. */
export const hasForbiddenNameCharacter = (text: string): boolean => NAME_FORBIDDEN.test(text);

/**
 * The name with each such character replaced by a space, then spaces collapsed and trimmed: for
 * names that come from elsewhere (the Firebase import) and cannot be sent back to be retyped.
 */
export const withoutForbiddenNameCharacters = (text: string): string =>
  text.replace(new RegExp(NAME_FORBIDDEN.source, 'gu'), ' ').replace(/\s+/gu, ' ').trim();

/** True when any string inside a parsed JSON value (keys included) holds a NUL. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => hasNul(key) || jsonHasNul(inner));
  }
  return false;
}
