// The one plain line printed when the server is up, for the person who just typed `npm start`:
// the address to open and where the data lives, beside the JSON log lines meant for machines.
import path from 'node:path';

export interface StartupInfo {
  /** The address the server listens on (HOST), e.g. 0.0.0.0, 127.0.0.1 or ::. */
  host: string;
  port: number;
  /** PUBLIC_URL, when set: that is the address visitors use. */
  publicUrl: string | undefined;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  /** The folder paths are shown relative to (the working directory). */
  cwd?: string;
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0', '']);

/** The address to open: PUBLIC_URL, or this machine's address (localhost when listening on all). */
export function addressToOpen(info: Pick<StartupInfo, 'host' | 'port' | 'publicUrl'>): string {
  if (info.publicUrl) return info.publicUrl;
  const host = ANY_ADDRESS.has(info.host) ? 'localhost' : info.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
}

/** E.g. 'Servidor no ar: http://localhost:3000 (banco embutido em ./data)'. */
export function startupLine(info: StartupInfo): string {
  const cwd = info.cwd ?? process.cwd();
  const relative = path.relative(cwd, info.dataDir);
  const shown =
    relative === ''
      ? '.'
      : relative.startsWith('..') || path.isAbsolute(relative)
        ? info.dataDir
        : `./${relative}`;
  // Never the DATABASE_URL itself: it usually carries a password.
  const database =
    info.engine === 'pglite' ? `banco embutido em ${shown}` : 'banco PostgreSQL de DATABASE_URL';
  return `Servidor no ar: ${addressToOpen(info)} (${database})`;
}

/**
 * What to print when the start fails. A refusal the operator can act on (a bad variable, the data
 * folder in use, a weak ADMIN_PASSWORD) is its own clear sentence; anything else keeps its stack.
 */
export function startupFailureMessage(
  error: unknown,
  refusals: readonly (new () => Error)[],
): string {
  if (refusals.some((kind) => error instanceof kind)) return (error as Error).message;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `Falha ao iniciar o servidor: ${detail}`;
}
