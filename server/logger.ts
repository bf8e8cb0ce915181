// Structured logs (pino): JSON lines on stdout for the platform to collect, pretty lines when a
// person watches a terminal, and with LOG_FILE a daily-rotating file kept about 190 days (the
// Marco Civil's six months of connection records, plus a margin). Never log passwords, tokens,
// cookies or file contents: the redact paths below remove them even when someone tries.
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { pino, type DestinationStream, type Logger, type StreamEntry } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config';

export type { Logger };

/** Rotated files kept besides the current one: one a day, so a little over six months. */
export const LOG_FILE_RETENTION_DAYS = 190;

/**
 * Keys removed from every logged object, at the top level and one level down (pino's `*.key`),
 * plus the usual header spots. Logging a whole request, session or account must never leak them.
 */
export const REDACT_PATHS = [
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'secret',
    'authSecret',
    'secretAccessKey',
    'cookie',
    'authorization',
  ].flatMap((key) => [key, `*.${key}`]),
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/**
 * Outside development an unsent e-mail (SMTP_URL unset) is logged without its body: a password
 * reset carries its link, a token. The outbox table keeps the message; a developer running
 * `npm run dev` still reads it in the log.
 */
const PRODUCTION_REDACT_PATHS = ['mail.text', 'mail.html'];

export interface LoggerOptions {
  /** Whether stdout is a terminal (default: `process.stdout.isTTY`): pretty lines then, JSON otherwise. */
  isTTY?: boolean;
  /** Where console lines go (default: stdout). */
  stdout?: Writable;
}

type LoggerConfig = Pick<Config, 'logLevel' | 'env'> & Partial<Pick<Config, 'logFile'>>;

/** Each logger's streams to close on shutdown (the rotating file runs in a worker thread). */
const closers = new WeakMap<Logger, () => Promise<void>>();

/**
 * pino-pretty, loaded only for a terminal: a server whose stdout is collected (JSON lines) never
 * holds it in memory. Synchronous (it is CommonJS), as createLogger is. A development dependency:
 * where it is not installed (`npm ci --omit=dev`), a terminal reads the JSON lines too.
 */
function loadPinoPretty(): typeof PinoPretty | null {
  try {
    return createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

export function createLogger(config: LoggerConfig, options: LoggerOptions = {}): Logger {
  const level = config.env === 'test' ? 'silent' : config.logLevel;
  // A silent logger (tests) needs no pretty-printer, whatever the terminal.
  const isTTY = level !== 'silent' && (options.isTTY ?? Boolean(process.stdout.isTTY));
  const pretty = isTTY ? loadPinoPretty() : null;
  const console: DestinationStream = pretty
    ? pretty({
        colorize: options.stdout === undefined,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        destination: options.stdout ?? 1,
        sync: true,
      })
    : // Synchronous, as pino's default: the last lines before a crash are not lost.
      (options.stdout ?? pino.destination({ dest: 1, sync: true }));
  const streams: StreamEntry[] = [{ level: 'trace', stream: console }];

  // pino-roll runs in a worker thread (pino.transport), so writing the file never blocks requests.
  const file =
    config.logFile && level !== 'silent'
      ? pino.transport({ target: 'pino-roll', options: logFileOptions(config.logFile) })
      : undefined;
  if (file) streams.push({ level: 'trace', stream: file });

  const logger = pino(
    {
      level,
      base: undefined,
      // ISO time with its zone: a connection record names the moment unambiguously.
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths:
          config.env === 'development'
            ? REDACT_PATHS
            : [...REDACT_PATHS, ...PRODUCTION_REDACT_PATHS],
        remove: true,
      },
    },
    pino.multistream(streams),
  );
  closers.set(logger, async () => {
    logger.flush();
    if (!file) return;
    const closed = new Promise<void>((resolve) => file.once('close', () => resolve()));
    file.end();
    await closed;
  });
  return logger;
}

/** pino-roll's settings for LOG_FILE: one file a day, the oldest removed past the retention. */
export function logFileOptions(logFile: string) {
  return {
    file: logFile,
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    mkdir: true,
    // Access records hold addresses and e-mails: readable by the server's own user only.
    mode: 0o600,
    // Counted over the folder's files, not only those this process wrote: restarts keep the limit.
    limit: { count: LOG_FILE_RETENTION_DAYS, removeOtherLogFiles: true },
  };
}

/** Flushes the logger and closes its file, if any (on shutdown, after the last line). */
export async function closeLogger(logger: Logger): Promise<void> {
  await closers.get(logger)?.();
}

export interface AccessRecord {
  method: string;
  /** The path only: query strings may carry search text (names, e-mails). */
  path: string;
  status: number;
  ms: number;
  /** The client's address (the socket's, or X-Forwarded-For's behind a trusted proxy). */
  ip: string;
}

/**
 * The access line of one API request: with pino's time and the request id of the child logger it
 * is the connection record the Marco Civil (art. 15) asks an application to keep for six months —
 * when, from which address, what was asked and what was answered — and nothing more.
 */
export function logAccess(log: Logger, record: AccessRecord): void {
  log.info(
    {
      ip: record.ip,
      method: record.method,
      path: record.path,
      status: record.status,
      ms: record.ms,
    },
    'request',
  );
}
