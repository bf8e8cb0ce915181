// The session copy's check, remembered in this process: a read whose cookies are exactly those of
// a read better-auth answered from the copy gets the same answer, until the copy's own expiry,
// without better-auth decoding the copy and checking its two HMACs again (about a tenth of a page
// read's CPU). The answer and its end are those the copy itself gives, so nothing changes in what
// a revoked session may do (docs/decisions/0013-nginx-in-front-and-the-session-cache.md).

/** Enough for every device active in the last minute on one process; the oldest goes first. */
const LIMIT = 5_000;

export interface CopyMemo<T> {
  /** The answer remembered for this Cookie header, while its copy lasts. */
  get(cookieHeader: string): T | undefined;
  /** Remembers `answer` until the copy named `copyName` in `cookieHeader` expires. */
  remember(cookieHeader: string, copyName: string, answer: T): void;
}

export function createCopyMemo<T>(now: () => number = () => Date.now()): CopyMemo<T> {
  const entries = new Map<string, { answer: T; until: number }>();
  return {
    get(cookieHeader) {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookieHeader);
        return undefined;
      }
      return entry.answer;
    },
    remember(cookieHeader, copyName, answer) {
      const until = copyExpiry(cookieHeader, copyName);
      if (until === null || until <= now()) return;
      if (entries.size >= LIMIT) entries.delete(entries.keys().next().value!);
      entries.set(cookieHeader, { answer, until });
    },
  };
}

/**
 * The expiry written inside the copy (better-auth's 'compact' form: base64url JSON with
 * `expiresAt` in ms). Read unchecked: it is only kept for a header better-auth has just verified.
 * A copy split into several cookies (over 4 KB) is not remembered.
 */
export function copyExpiry(cookieHeader: string, copyName: string): number | null {
  let value: string | undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (name === copyName) value = pair.slice(at + 1).trim();
    else if (name.startsWith(`${copyName}.`)) return null;
  }
  if (!value) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    const expiresAt = (decoded as { expiresAt?: unknown } | null)?.expiresAt;
    return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : null;
  } catch {
    return null;
  }
}
