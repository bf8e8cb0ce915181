// A parent process for server/jobs/isolated.test.ts: starts one isolated selfCheck task with the
// input given as JSON in argv[2] and waits. The test kills this process and watches the child.
import { runIsolated } from '../jobs/isolated';

const input = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof runIsolated<'selfCheck'>>[1];
void runIsolated('selfCheck', input, { timeoutMs: 120_000 }).catch(() => {});
