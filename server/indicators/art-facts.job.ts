// Keeps 'Indicadores' reads cheap (docs/product/indicators.md): every 10 minutes, and a minute
// after start-up, the arts whose events changed are derived again in the background, then the days
// marked stale (by that derivation and by the ledger's and charges' writes) are rebuilt, so the
// panel's read rarely has any left to do itself (after a migration or a bulk load, all of them).
// Idempotent: a run with nothing stale does nothing.
import { STUDIO_TIME_ZONE } from '../../common/constants';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import { refreshArtFacts } from './art-facts.service';
import { refreshIndicatorDays } from './indicator-days.service';

export const ART_FACTS_CRON = '*/10 * * * *';

export function artFactsJob(deps: { db: Database; logger: Logger }, firstRunAfterSeconds = 60) {
  const { db, logger } = deps;
  return defineJob({
    name: 'art-facts-refresh',
    schedule: { cron: ART_FACTS_CRON, tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: firstRunAfterSeconds },
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    run: async () => {
      const arts = await refreshArtFacts(db);
      if (arts > 0) logger.info({ arts }, 'indicators: arts derived again');
      const days = await refreshIndicatorDays(db);
      if (days > 0) logger.info({ days }, 'indicators: days aggregated again');
    },
  });
}
