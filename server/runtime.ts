// Wires the server's dependencies from its configuration, and tears them down again.
import path from 'node:path';
import { createAdmin, hasAdmin } from './auth/admin-account';
import { createAuth } from './auth/auth';
import type { AppDeps } from './deps';
import type { Config } from './config';
import { openDatabase, type DatabaseTarget, type SqlExecutor } from './db/client';
import { openS3Storage } from './files/s3-storage';
import { createDiskStorage } from './files/storage';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';

export interface Runtime extends AppDeps {
  engine: 'pglite' | 'postgres';
  /** Plain SQL on the same connection or pool, for the job queue (server/jobs/queue.ts). */
  rawSql: SqlExecutor;
  close(): Promise<void>;
  /** Copies the embedded database for a backup (PGlite only; see DatabaseHandle.snapshot). */
  snapshotDatabase?: (targetDir: string) => Promise<void>;
}

export function databaseTargetOf(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function startRuntime(
  config: Config,
  target: DatabaseTarget = databaseTargetOf(config),
): Promise<Runtime> {
  const logger = createLogger(config);
  // S3 first: a wrong bucket should stop the start before the database is opened.
  const storage = config.s3
    ? await openS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'files'));
  const handle = await openDatabase(target);
  const { db } = handle;
  const mailer = createMailer({ db, config, logger });
  const auth = createAuth({ db, config, mailer, logger });

  if (config.admin && !(await hasAdmin(db))) {
    await createAdmin({ db, auth }, config.admin);
    logger.info({ email: config.admin.email }, 'first admin created from ADMIN_EMAIL');
  }

  return {
    config,
    db,
    auth,
    logger,
    mailer,
    storage,
    engine: handle.engine,
    rawSql: handle.rawSql,
    ...(handle.snapshot ? { snapshotDatabase: (dir: string) => handle.snapshot!(dir) } : {}),
    async close() {
      mailer.close();
      storage.close?.();
      await handle.close();
    },
  };
}
