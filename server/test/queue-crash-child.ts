// A server's queue for server/jobs/queue.test.ts, in its own process on the embedded database in
// argv[2]: sends one 'interrupted' job whose handler writes argv[3] and never ends. The test kills
// this process with SIGKILL there, as a crash would, and restarts the queue on the same folder.
import { writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { openDatabase } from '../db/client';
import { createJobQueue, defineJob } from '../jobs/queue';

const [dataDir, marker] = process.argv.slice(2) as [string, string];
const handle = await openDatabase({ kind: 'pglite', dataDir });
const job = defineJob({
  name: 'interrupted',
  run: () => {
    writeFileSync(marker, 'started');
    return new Promise<void>(() => {});
  },
});
const queue = createJobQueue({
  sql: handle.rawSql,
  engine: handle.engine,
  logger: pino({ level: 'silent' }),
  jobs: [job],
  pollingIntervalSeconds: 0.5,
  exclusive: true,
});
await queue.start({ schedules: false });
await queue.send(job, {});
