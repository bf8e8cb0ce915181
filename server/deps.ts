// What the app is built from: route groups take these, so none of them imports app.ts.
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStorage } from './files/storage';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
}
