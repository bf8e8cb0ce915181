// The scheduled notices as jobs of the queue. Both run every hour of the studio's working day and
// at start-up, and each writes its notice once per day or month (dedupe keys), so a server that
// was down at 08:00 catches up at its next run and two processes never send twice.
import { STUDIO_TIME_ZONE } from '../../common/constants';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { WhatsAppOutbox } from '../whatsapp/outbox';
import { DIGEST_HOUR, sendCreditExpiryNotices, sendStudioDigest } from './scheduled';

interface Deps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The credit notices may go by WhatsApp too (its sweep would catch them within a minute). */
  whatsapp?: WhatsAppOutbox;
}

export function studioDigestJob({ db, mailer, logger }: Deps) {
  return defineJob({
    name: 'studio-digest',
    // Mondays to Fridays from 08:00; sendStudioDigest also skips holidays.
    schedule: { cron: `0 ${DIGEST_HOUR}-18 * * 1-5`, tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: 30 },
    policy: 'stately',
    run: async () => {
      if (await sendStudioDigest(db)) logger.info('studio digest written');
      await mailer.dispatch();
    },
  });
}

export function creditsExpiringJob({ db, mailer, logger, whatsapp }: Deps) {
  return defineJob({
    name: 'credits-expiring-notice',
    schedule: { cron: '30 8-18 * * *', tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: 30 },
    policy: 'stately',
    run: async () => {
      const holders = await sendCreditExpiryNotices(db);
      if (holders > 0) logger.info({ holders }, 'credit expiry notices checked');
      await mailer.dispatch();
      await whatsapp?.dispatch();
    },
  });
}
