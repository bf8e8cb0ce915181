// delivery-preflight ({ fileId }): the pre-flight of one stored file, sent after a delivery (and
// for a client's PDF references); retried a couple of times, a failure recorded on the report.
// preflight-catch-up, at start-up and every 15 minutes, sends the job again for a delivery whose
// report was never written or was left pending (a crash between the commit and the send).
import type { AppDeps } from '../deps';
import { defineJob } from '../jobs/queue';
import {
  preflightJobKey,
  preflightsToCatchUp,
  queuePreflight,
  runPreflight,
} from './preflight.service';

export function preflightJobs(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'jobs' | 'config'>,
) {
  return [
    defineJob<{ fileId: string }>({
      ...preflightJobKey,
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      expireInSeconds: 300,
      run: ({ fileId }) => runPreflight(deps, fileId),
    }),
    defineJob({
      name: 'preflight-catch-up',
      schedule: { cron: '*/15 * * * *' },
      atStartup: { afterSeconds: 60 },
      policy: 'stately',
      run: async () => {
        const fileIds = await preflightsToCatchUp(deps.db);
        if (fileIds.length === 0) return;
        await queuePreflight(deps, fileIds);
        deps.logger.info({ files: fileIds.length }, 'preflight: caught up');
      },
    }),
  ];
}
