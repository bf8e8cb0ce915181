/** Builds dist/ and dist-server/ when missing or older than their sources. */
export function ensureBuilt(): void;
