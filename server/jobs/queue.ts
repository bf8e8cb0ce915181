// The one queue for all background work: pg-boss in the app's own database, on PGlite or on
// PostgreSQL. Jobs are declared with defineJob (name, handler, retries, optional cron schedule and
// start-up run); on PostgreSQL any number of processes share the queue and each job runs once.
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';
import type { Logger } from '../logger';

export interface JobRetry {
  /** Further attempts after the first failure. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay at each attempt (with jitter), so a failing dependency gets room. */
  backoff: boolean;
}

/**
 * A job's name, typed with its data: what a service needs to send the job, without importing the
 * job's handler (and everything the handler imports).
 */
export interface JobKey<Data extends object = Record<string, never>> {
  /** The queue's name: letters, digits, `-` and `_`. */
  name: string;
  /** Never set: carries the data's type. */
  readonly __data?: Data;
}

export const jobKey = <Data extends object = Record<string, never>>(
  name: string,
): JobKey<Data> => ({
  name,
});

export interface JobDefinition<Data extends object = Record<string, never>> extends JobKey<Data> {
  /** Does the work. Must be idempotent: a retried or repeated job must not do anything twice. */
  run(data: Data): Promise<void>;
  retry?: JobRetry;
  /** A run taking longer than this counts as failed (and is retried). */
  expireInSeconds?: number;
  /** Sends one job per tick of this cron, once across every process sharing the database. */
  schedule?: { cron: string; tz?: string };
  /** Also sends one job when the queue starts, run after this delay (catch-up after downtime). */
  atStartup?: { afterSeconds: number };
  /**
   * 'stately' keeps at most one waiting and one running job per queue, so that periodic work
   * sent by several processes (start-up runs, schedule ticks) never piles up. Default 'standard'.
   */
  policy?: 'standard' | 'stately';
}

/** Declares a job, typing its data for `send`. */
export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}

export interface SendOptions {
  startAfterSeconds?: number;
  /** At most one waiting job with this key per queue: a second send returns null. */
  singletonKey?: string;
  /** Taken before jobs of a lower priority (then the oldest first); default 0. */
  priority?: number;
}

/** What the app's services get (AppDeps.jobs): sending, not running, jobs. */
export interface JobSender {
  send<Data extends object>(
    job: JobKey<Data>,
    data: Data,
    options?: SendOptions,
  ): Promise<string | null>;
}

export interface JobQueueStartOptions {
  /** Work the jobs in this process (default true). A script that only sends passes false. */
  workers?: boolean;
  /**
   * Register the cron schedules and start-up runs (default true). Only the server does: tests and
   * scripts must neither fire periodic work nor unschedule the running server's.
   */
  schedules?: boolean;
}

export interface JobQueue extends JobSender {
  /** Installs or migrates the queue's tables, creates the queues, starts workers and schedules. */
  start(options?: JobQueueStartOptions): Promise<void>;
  /** Stops fetching, waits for the jobs in progress, then lets the database close. */
  stop(): Promise<void>;
}

// Definitions of any data type: the queue only hands each its own data back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any>;

export interface JobQueueOptions {
  sql: SqlExecutor;
  engine: 'pglite' | 'postgres';
  logger: Logger;
  /**
   * The jobs, or a function giving them at start(): the app's jobs are built from the app's
   * dependencies, which include this queue (to send).
   */
  jobs: AnyJob[] | (() => AnyJob[]);
  /** How often each queue's worker asks for work; default 5 s on PGlite, 2 s on PostgreSQL. */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked (pg-boss default 30 s) and their jobs sent (default 5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  /** How long stop() waits for running jobs before they are failed (and retried later). */
  stopTimeoutMs?: number;
  /**
   * Whether this queue's process is the only one that works its jobs: the embedded database is
   * locked to one process (server/db/data-dir-lock.ts). Jobs still active at start were then cut
   * off by this process's previous life (kill -9, power loss) and wait again at once. On
   * PostgreSQL other processes may be working them: pg-boss retries them when their expiry
   * (expireInSeconds) passes.
   */
  exclusive?: boolean;
}

/**
 * Creates the queue, or updates it so changed settings apply (createQueue refuses an existing
 * one). Two processes starting on a fresh database can deadlock creating the same queue (its
 * table partition): the loser tries again and then finds the winner's queue.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

export const DEFAULT_RETRY: JobRetry = { limit: 3, delaySeconds: 30, backoff: true };

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { engine, logger } = options;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  let jobs: AnyJob[] = [];
  const byName = new Map<string, AnyJob>();

  // Every statement the queue sends is tracked, so stop() can wait for the last one (a job's
  // completion is written without pg-boss awaiting it) before the database closes.
  const pending = new Set<Promise<unknown>>();
  const running = new Set<Promise<unknown>>();
  const workers = new Map<string, string>();
  let closed = false;
  const db: PgBoss.Db = {
    executeSql(text: string, values: unknown[]) {
      if (closed) return Promise.reject(new Error('job queue stopped'));
      const query = options.sql.executeSql(text, values) as Promise<{ rows: never[] }>;
      pending.add(query);
      void query.finally(() => pending.delete(query)).catch(() => {});
      return query;
    },
  };

  const boss = new PgBoss({
    db,
    // PGlite answers one query at a time and serves the app too: its workers poll less often.
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? (engine === 'pglite' ? 5 : 2),
    // pg-boss checks these keys' presence, not their value: pass them only when set.
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
    ...(options.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const work = async (job: AnyJob, data: object | null, id: string) => {
    const started = performance.now();
    try {
      await job.run(data ?? {});
      logger.debug(
        { job: job.name, jobId: id, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
      logger.error({ err: error, job: job.name, jobId: id }, `job ${job.name} failed`);
      throw error; // pg-boss marks it failed and retries it per the queue's policy
    }
  };

  /** Jobs left active by a process that died: back to waiting, their retries untouched. */
  const requeueInterrupted = async () => {
    const { rows } = (await options.sql.executeSql(
      `UPDATE pgboss.job SET state = 'retry', start_after = now()
       WHERE state = 'active' RETURNING name, id`,
      [],
    )) as { rows: { name: string; id: string }[] };
    if (rows.length > 0) logger.warn({ jobs: rows }, 'job queue: interrupted jobs queued again');
  };

  return {
    async start({ workers: startWorkers = true, schedules = true } = {}) {
      jobs = typeof options.jobs === 'function' ? options.jobs() : options.jobs;
      for (const job of jobs) byName.set(job.name, job);
      if (byName.size !== jobs.length) throw new Error('two jobs share a name');
      await boss.start();
      if (startWorkers && options.exclusive) await requeueInterrupted();
      for (const job of jobs) {
        const retry = job.retry ?? DEFAULT_RETRY;
        const queue: PgBoss.Queue = {
          name: job.name,
          policy: job.policy ?? 'standard',
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        };
        await ensureQueue(boss, queue);
        if (!startWorkers) continue;
        const workerId = await boss.work<object>(job.name, async ([received]) => {
          if (!received) return;
          const run = work(job, received.data, received.id);
          running.add(run);
          try {
            await run;
          } finally {
            running.delete(run);
            // A worker takes one job per polling interval; waking it asks for the next one at
            // once, so a backlog drains without waiting seconds between jobs. An empty fetch
            // ends the chain and the worker goes back to polling. (From the map: this can run
            // before boss.work has returned the id.)
            const self = workers.get(job.name);
            if (self) boss.notifyWorker(self);
          }
        });
        workers.set(job.name, workerId);
        if (!schedules) continue;
        // A schedule refers to its queue, so it comes after createQueue.
        if (job.schedule) {
          await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.tz ?? 'UTC' });
        } else {
          await boss.unschedule(job.name); // a schedule dropped from the code stops firing
        }
        if (job.atStartup) {
          await boss.send(job.name, {}, { startAfter: job.atStartup.afterSeconds });
        }
      }
      logger.info(
        { engine, jobs: jobs.map((job) => job.name), workers: startWorkers, schedules },
        'job queue started',
      );
    },

    async send(job, data, sendOptions = {}) {
      if (!byName.has(job.name))
        throw new Error(`job ${job.name} is not registered (or the queue is not started)`);
      const id = await boss.send(job.name, data, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.priority ? { priority: sendOptions.priority } : {}),
      });
      // This process's worker for it takes it now rather than at its next poll (another
      // process's may still be first: either way it runs once).
      const workerId = workers.get(job.name);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },

    async stop() {
      if (closed) return;
      // pg-boss stops its workers and timers, waits (up to the timeout) for handlers in progress,
      // and fails the ones still running after it so another start retries them.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      // A worker whose fetch was in flight may still start a handler, and completions are written
      // without being awaited: wait until no handler runs and no statement is in flight.
      const deadline = Date.now() + stopTimeoutMs;
      while ((pending.size > 0 || running.size > 0) && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...pending, ...running]),
          new Promise((resolve) => setTimeout(resolve, 1_000)),
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      closed = true;
      logger.info('job queue stopped');
    },
  };
}
