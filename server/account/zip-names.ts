// Readable, safe and unique names for the entries of a data-export ZIP: whatever a client called
// an art or a file, its entry stays inside its folder, opens on Windows, macOS and Linux, and never
// overwrites another entry.

/** Longest name kept for one path segment (before a " (2)" suffix), in characters. */
const MAX_SEGMENT_LENGTH = 100;

/** Names Windows refuses as files whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * One path segment made safe: no separators, control or reserved characters, no leading dots or
 * trailing dots/spaces, never empty, at most MAX_SEGMENT_LENGTH characters (extension kept).
 */
export function safeSegment(name: string, fallback = 'arquivo'): string {
  let safe = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (!safe || /^_+$/.test(safe)) safe = fallback;
  if (RESERVED.test(safe)) safe = `_${safe}`;
  if ([...safe].length > MAX_SEGMENT_LENGTH) {
    const { stem, ext } = splitExtension(safe);
    const keep = Math.max(1, MAX_SEGMENT_LENGTH - [...ext].length);
    safe = [...stem].slice(0, keep).join('').trimEnd() + ext;
  }
  return safe;
}

function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  // A dot at the start is no extension; an "extension" longer than 10 is part of the name.
  if (dot <= 0 || name.length - dot > 11) return { stem: name, ext: '' };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}

/**
 * Hands out names unique within one folder, compared without case or accents (as Windows and
 * macOS compare them): the second "Rótulo.pdf" becomes "Rótulo (2).pdf".
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(name: string): string {
    const { stem, ext } = splitExtension(name);
    let candidate = name;
    for (let n = 2; this.taken.has(fold(candidate)); n++) candidate = `${stem} (${n})${ext}`;
    this.taken.add(fold(candidate));
    return candidate;
  }
}

const fold = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
