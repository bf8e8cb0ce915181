// Wires the server's dependencies from its configuration, and tears them down again.
import path from 'node:path';
import { createAdmin, hasAdmin } from './auth/admin-account';
import { createAuth } from './auth/auth';
import type { AppDeps } from './deps';
import type { Config } from './config';
import { openDatabase, type DatabaseTarget, type SqlExecutor } from './db/client';
import { createDiskStorage } from './files/storage';
import { appJobs } from './jobs/app-jobs';
import { createJobQueue, type JobQueue, type JobQueueStartOptions } from './jobs/queue';
import { sweepWorkDirs } from './jobs/work-dir';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createWhatsAppOutbox } from './whatsapp/outbox';
import { notifySettingsOf, registerNotifySettings } from './notifications/notify';
import type { PaymentProvider } from './payments/provider';
import { createPaymentProvider } from './payments/providers';

export interface Runtime extends AppDeps {
  engine: 'pglite' | 'postgres';
  /** The started job queue (also AppDeps.jobs); close() stops it before the database. */
  jobs: JobQueue;
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

export interface RuntimeOptions {
  /**
   * How this process takes part in the job queue. By default it works jobs without registering
   * the schedules (tests, the bench); the server adds `schedules: true`; a script that only sends
   * passes `workers: false`.
   */
  jobs?: JobQueueStartOptions & { pollingIntervalSeconds?: number };
  /** Another payment provider than PAYMENT_PROVIDER's (the tests' in-memory one). */
  paymentProvider?: PaymentProvider;
}

export async function startRuntime(
  config: Config,
  target: DatabaseTarget = databaseTargetOf(config),
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const logger = createLogger(config);
  // S3 first: a wrong bucket should stop the start before the database is opened. The AWS SDK is
  // loaded only then: a server on disk storage never holds it in memory.
  const storage = config.s3
    ? await (await import('./files/s3-storage')).openS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'files'));
  const handle = await openDatabase(target);
  const { db } = handle;
  const { pollingIntervalSeconds, workers = true, schedules = false } = options.jobs ?? {};
  // Created first (started last): the mailer sends its deliveries through it.
  const jobs = createJobQueue({
    sql: handle.rawSql,
    engine: handle.engine,
    logger,
    jobs: () => appJobs(runtime),
    exclusive: handle.engine === 'pglite',
    ...(pollingIntervalSeconds ? { pollingIntervalSeconds } : {}),
  });
  const mailer = createMailer({ db, config, logger, jobs });
  const whatsapp = createWhatsAppOutbox({ db, config, logger, jobs });
  registerNotifySettings(db, notifySettingsOf(config));
  const auth = createAuth({ db, config, mailer, logger });
  const payments = options.paymentProvider ?? createPaymentProvider({ config, db });

  if (config.admin && !(await hasAdmin(db))) {
    try {
      await createAdmin({ db, auth }, config.admin);
      logger.info({ email: config.admin.email }, 'first admin created from ADMIN_EMAIL');
    } catch (error) {
      // Several processes started at once on a new database: one of them created it first.
      if (!(await hasAdmin(db))) throw error;
    }
  }

  const runtime: Runtime = {
    config,
    db,
    auth,
    logger,
    mailer,
    whatsapp,
    payments,
    storage,
    jobs,
    engine: handle.engine,
    rawSql: handle.rawSql,
    ...(handle.snapshot ? { snapshotDatabase: (dir: string) => handle.snapshot!(dir) } : {}),
    async close() {
      // The queue waits for its running jobs and last statements before the database closes.
      await jobs.stop();
      mailer.close();
      storage.close?.();
      await handle.close();
    },
  };
  try {
    if (workers) {
      // Scratch copies of clients' files left by a process of this machine killed mid-job.
      const folders = await sweepWorkDirs();
      if (folders > 0) logger.info({ folders }, 'removed scratch folders of stopped processes');
    }
    await jobs.start({ workers, schedules });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return runtime;
}
