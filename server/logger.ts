// Structured JSON logs (pino). Never log passwords, tokens or file contents.
import { pino, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.env === 'test' ? 'silent' : config.logLevel,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'headers.cookie',
        'headers.authorization',
      ],
      remove: true,
    },
  });
}
