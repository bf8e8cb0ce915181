// What the app is built from: route groups take these, so none of them imports app.ts.
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStorage } from './files/storage';
import type { JobSender } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { WhatsAppOutbox } from './whatsapp/outbox';

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
  /** The job queue, to send background work (previews, mail…) that must not run in a request. */
  jobs: JobSender;
  /** The optional WhatsApp channel's outbox (dispatch after writes; off unless WHATSAPP_ENABLED). */
  whatsapp: WhatsAppOutbox;
  /** The payment provider PAYMENT_PROVIDER chose (server/payments/providers.ts). */
  payments: PaymentProvider;
}
