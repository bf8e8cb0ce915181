// Every job of the app, in one list: the queue registers these (workers, schedules) at start.
// A feature adds its job here; its services send it by key (jobKey) through AppDeps.jobs.
import { approvalJobs, sendTermosAwaitingPreview } from '../approval/approval.job';
import { comparePagesJob } from '../compare/compare.job';
import { creditExpiryJob } from '../credits/credit-expiry.job';
import { databaseMaintenanceJobs } from '../db/maintenance.job';
import type { AppDeps } from '../deps';
import { orphanSweeperJob } from '../files/orphan-sweeper';
import { artFactsJob } from '../indicators/art-facts.job';
import { mailJobs } from '../mail/mail.jobs';
import { creditsExpiringJob, studioDigestJob } from '../notifications/notification.jobs';
import { paymentJobs } from '../payments/payments.jobs';
import { preflightJobs } from '../preflight/preflight.job';
import { filePreviewJob, previewCatchUpJob } from '../previews/previews.job';
import { rumMaintenanceJob } from '../rum/rum.job';
import { whatsappJobs } from '../whatsapp/whatsapp.jobs';
import type { AnyJob } from './queue';

export function appJobs(deps: AppDeps & { engine: 'pglite' | 'postgres' }): AnyJob[] {
  return [
    creditExpiryJob(deps),
    ...databaseMaintenanceJobs(deps),
    orphanSweeperJob(deps),
    ...mailJobs(deps),
    ...whatsappJobs(deps),
    creditsExpiringJob(deps),
    studioDigestJob(deps),
    ...preflightJobs(deps),
    // An approval made before its version's preview waits for it (approval.job.ts).
    filePreviewJob({ ...deps, afterPreview: (fileId) => sendTermosAwaitingPreview(deps, fileId) }),
    previewCatchUpJob(deps),
    comparePagesJob(deps),
    rumMaintenanceJob(deps),
    artFactsJob(deps),
    ...paymentJobs(deps),
    ...approvalJobs(deps),
  ];
}
