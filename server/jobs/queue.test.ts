// The job queue on a real database, PGlite or (with TEST_DATABASE_URL) PostgreSQL: sent jobs are
// worked, failures retried, schedules fire (once across two processes), and stop() lets the
// database close cleanly under it; on the embedded database, a job cut off by a crash runs again
// as soon as the queue restarts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/harness';
import { createJobQueue, defineJob, type JobDefinition, type JobQueue } from './queue';

const logger = pino({ level: 'silent' });
/** Short intervals so a test sees a poll, a retry or a schedule tick within a second or two. */
const FAST = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One engine a run, as every API test file: PGlite in `npm test`, PostgreSQL in `npm run test:pg`;
// each test on a fresh copy of the run's migrated database (server/test/harness.ts).
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function withQueue(
  handle: DatabaseHandle,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs: JobDefinition<any>[],
): Promise<JobQueue> {
  const queue = createJobQueue({
    sql: handle.rawSql,
    engine: handle.engine,
    logger,
    jobs,
    ...FAST,
  });
  await queue.start();
  return queue;
}

/** The current UTC minute as a cron that fires once (today, at this minute), not every minute. */
async function thisMinuteCron(): Promise<string> {
  // Too close to the minute's end, the tick could fall into the next minute: wait for it.
  if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
  const now = new Date();
  return `${now.getUTCMinutes()} ${now.getUTCHours()} ${now.getUTCDate()} ${now.getUTCMonth() + 1} *`;
}

describe(`job queue on ${engine}`, () => {
  it('works a job sent to it, with its data', async () => {
    const handle = await openTestDatabase();
    const seen: string[] = [];
    const echo = defineJob<{ word: string }>({
      name: 'echo',
      run: async ({ word }) => void seen.push(word),
    });
    const queue = await withQueue(handle, [echo]);
    await queue.send(echo, { word: 'olá' });
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['olá']);
    await queue.stop();
    await handle.close();
  });

  it('drains a backlog without waiting a polling interval per job', async () => {
    const handle = await openTestDatabase();
    let done = 0;
    const quick = defineJob<{ n: number }>({ name: 'quick', run: async () => void done++ });
    const queue = createJobQueue({
      sql: handle.rawSql,
      engine: handle.engine,
      logger,
      jobs: [quick],
      pollingIntervalSeconds: 5,
    });
    await queue.start();
    const started = Date.now();
    for (let n = 0; n < 10; n++) await queue.send(quick, { n });
    await expect.poll(() => done, { timeout: 20_000 }).toBe(10);
    expect(Date.now() - started).toBeLessThan(5_000); // one per poll would take 45 s or more
    await queue.stop();
    await handle.close();
  });

  it('retries a failing job until it succeeds', async () => {
    const handle = await openTestDatabase();
    let attempts = 0;
    const flaky = defineJob({
      name: 'flaky',
      retry: { limit: 3, delaySeconds: 0, backoff: false },
      run: async () => {
        attempts++;
        if (attempts < 3) throw new Error('falha passageira');
      },
    });
    const queue = await withQueue(handle, [flaky]);
    const id = await queue.send(flaky, {});
    await expect.poll(() => attempts, { timeout: 15_000 }).toBe(3);
    await expect.poll(async () => stateOf(handle, id!), { timeout: 5_000 }).toBe('completed');
    await queue.stop();
    await handle.close();
  });

  it('fires a scheduled job, and runs a start-up job', async () => {
    const handle = await openTestDatabase();
    let ticks = 0;
    let startups = 0;
    const ticking = defineJob({
      name: 'ticking',
      schedule: { cron: '* * * * *' }, // its last tick is under a minute old: due at once
      run: async () => void ticks++,
    });
    const atStart = defineJob({
      name: 'at-start',
      atStartup: { afterSeconds: 0 },
      run: async () => void startups++,
    });
    const queue = await withQueue(handle, [ticking, atStart]);
    await expect.poll(() => ticks, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => startups, { timeout: 5_000 }).toBe(1);
    await queue.stop();
    await handle.close();
  });

  it('without schedules, registers no start-up run; without workers, only sends', async () => {
    const handle = await openTestDatabase();
    let startups = 0;
    let worked = 0;
    const atStart = defineJob({
      name: 'at-start-unscheduled',
      atStartup: { afterSeconds: 0 },
      run: async () => void startups++,
    });
    const plain = defineJob({ name: 'plain', run: async () => void worked++ });
    const sender = createJobQueue({
      sql: handle.rawSql,
      engine: handle.engine,
      logger,
      jobs: [atStart, plain],
      ...FAST,
    });
    await sender.start({ workers: false, schedules: false });
    const id = await sender.send(plain, {});
    expect(id).toBeTruthy();
    const worker = createJobQueue({
      sql: handle.rawSql,
      engine: handle.engine,
      logger,
      jobs: () => [atStart, plain],
      ...FAST,
    });
    await worker.start({ schedules: false });
    await expect.poll(() => worked, { timeout: 10_000 }).toBe(1); // the job sent without a worker
    await sleep(1_500);
    expect(startups).toBe(0);
    await Promise.all([sender.stop(), worker.stop()]);
    await handle.close();
  });

  it('takes the waiting job of the highest priority first, then the oldest', async () => {
    const handle = await openTestDatabase();
    const order: string[] = [];
    const job = defineJob<{ label: string }>({
      name: 'ranked',
      run: async ({ label }) => void order.push(label),
    });
    const sender = createJobQueue({
      sql: handle.rawSql,
      engine: handle.engine,
      logger,
      jobs: [job],
      ...FAST,
    });
    await sender.start({ workers: false, schedules: false });
    await sender.send(job, { label: 'cliente A, 2º' }, { priority: -1 });
    await sender.send(job, { label: 'cliente A, 1º' });
    await sender.send(job, { label: 'estúdio' }, { priority: 100 });
    await sender.send(job, { label: 'cliente B, 1º' });
    const worker = await withQueue(handle, [job]);
    await expect.poll(() => order.length, { timeout: 10_000 }).toBe(4);
    expect(order).toEqual(['estúdio', 'cliente A, 1º', 'cliente B, 1º', 'cliente A, 2º']);
    await Promise.all([sender.stop(), worker.stop()]);
    await handle.close();
  });

  it('stop() waits for the job in progress, then the database closes cleanly', async () => {
    const handle = await openTestDatabase();
    let started = false;
    let finished = false;
    const slow = defineJob({
      name: 'slow',
      run: async () => {
        started = true;
        await sleep(1_500);
        finished = true;
      },
    });
    const errors: unknown[] = [];
    const onRejection = (error: unknown) => errors.push(error);
    process.on('unhandledRejection', onRejection);
    try {
      const queue = await withQueue(handle, [slow]);
      const id = await queue.send(slow, {});
      await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
      await queue.stop();
      expect(finished).toBe(true);
      // Its completion was written before stop() returned.
      expect(await stateOf(handle, id!)).toBe('completed');
      await handle.close();
      await sleep(1_500); // any timer left behind would now hit a closed database
      expect(errors).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

// The embedded database's own case: it ran in `npm test`, and is not run again by `npm run test:pg`.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'a queue on the embedded database, killed mid-job',
  () => {
    it.each([
      ['runs the interrupted job again as soon as it restarts', true],
      ['without `exclusive`, leaves it to its expiry', false],
    ])(
      '%s',
      async (_, exclusive) => {
        const dir = mkdtempSync(path.join(tmpdir(), 'queue-crash-'));
        const dataDir = path.join(dir, 'db');
        const marker = path.join(dir, 'started');
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            fileURLToPath(new URL('../test/queue-crash-child.ts', import.meta.url)),
            dataDir,
            marker,
          ],
          { stdio: 'ignore' },
        );
        try {
          await expect
            // The child compiles its sources and migrates a new folder first: slow on a busy CI.
            .poll(() => existsSync(marker), { timeout: 90_000, interval: 100 })
            .toBe(true);
          child.kill('SIGKILL');
          await new Promise((resolve) => child.once('exit', resolve));
          const handle = await openDatabase({ kind: 'pglite', dataDir });
          let runs = 0;
          const queue = createJobQueue({
            sql: handle.rawSql,
            engine: handle.engine,
            logger,
            jobs: [defineJob({ name: 'interrupted', run: async () => void runs++ })],
            ...FAST,
            exclusive,
          });
          await queue.start({ schedules: false });
          if (exclusive) await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
          else {
            await sleep(3_000);
            expect(runs).toBe(0);
          }
          await queue.stop();
          await handle.close();
        } finally {
          child.kill('SIGKILL');
          rmSync(dir, { recursive: true, force: true });
        }
      },
      150_000,
    );
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database', () => {
  it('run a scheduled job once per tick', async () => {
    const first = await openTestDatabase();
    const second = await openDatabase(first.target);
    const cron = await thisMinuteCron();
    const runs: string[] = [];
    const job = (process: string) =>
      defineJob({ name: 'once', schedule: { cron }, run: async () => void runs.push(process) });
    const [a, b] = await Promise.all([withQueue(first, [job('a')]), withQueue(second, [job('b')])]);
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await sleep(5_000); // both checked the schedule several times meanwhile
    expect(runs).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
    await second.close();
    await first.close();
  });
});

async function stateOf(handle: DatabaseHandle, id: string): Promise<string | undefined> {
  const { rows } = await handle.rawSql.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [
    id,
  ]);
  return (rows[0] as { state: string } | undefined)?.state;
}
