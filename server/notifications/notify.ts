// notify(db, tx, event): what every move that someone should hear about calls, inside its own
// transaction. It writes, in that transaction, one in-app notification per recipient account (the
// bell) and one outbox message per recipient address (mailer.ts delivers them after the commit):
// a move that rolls back leaves neither, a committed one cannot lose them. Who hears of an event
// and what they are told is the event's planner, beside its text in events/<event>.ts; the
// recipients and the shapes of a message they share are in planning.ts.
//
// The runtime's settings (PUBLIC_URL for links, the studio's addresses, the secret that signs
// unsubscribe links) are registered against its database handle, so services that only get `db`
// need no new parameter; `db` is only the key.
import { paths } from '../../common/paths';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { notification } from '../db/schema';
import { enqueueMail } from '../mail/mailer';
import { enqueueWhatsApp } from '../whatsapp/outbox';
import { planAccountDeactivated, type AccountDeactivatedEvent } from './events/account-deactivated';
import { planAccountReactivated, type AccountReactivatedEvent } from './events/account-reactivated';
import { planArtApproved, type ArtApprovedEvent } from './events/art-approved';
import { planArtDelivered, type ArtDeliveredEvent } from './events/art-delivered';
import { planArtRequested, type ArtRequestedEvent } from './events/art-requested';
import { planArtStarted, type ArtStartedEvent } from './events/art-started';
import { planArtWithdrawn, type ArtWithdrawnEvent } from './events/art-withdrawn';
import { planChangeRequested, type ChangeRequestedEvent } from './events/change-requested';
import { planContactReceived, type ContactReceivedEvent } from './events/contact-received';
import { planCreditsExpiring, type CreditsExpiringEvent } from './events/credits-expiring';
import { planCreditsGranted, type CreditsGrantedEvent } from './events/credits-granted';
import { planStudioDigest, type StudioDigestEvent } from './events/studio-digest';
import { planFeeWaived, type FeeWaivedEvent } from './events/fee-waived';
import { planPaymentReceived, type PaymentReceivedEvent } from './events/payment-received';
import { planPaymentRefunded, type PaymentRefundedEvent } from './events/payment-refunded';
import { planReleaseReceived, type ReleaseReceivedEvent } from './events/release-received';
import { planReleaseSent, type ReleaseSentEvent } from './events/release-sent';
import type { NotifySettings, Planner } from './planning';

export type { NotifySettings } from './planning';

export function notifySettingsOf(
  config: Pick<
    Config,
    'publicUrl' | 'port' | 'studioNotifyTo' | 'contactTo' | 'authSecret' | 'whatsapp'
  >,
): NotifySettings {
  return {
    // As better-auth's baseURL (server/auth/auth.ts baseUrlOf).
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    studioTo: config.studioNotifyTo ?? null,
    contactTo: config.contactTo ?? null,
    secret: config.authSecret,
    whatsapp: config.whatsapp !== undefined,
  };
}

const registry = new WeakMap<Database, NotifySettings>();

export function registerNotifySettings(db: Database, settings: NotifySettings): void {
  registry.set(db, settings);
}

export function notifySettingsFor(db: Database): NotifySettings {
  const settings = registry.get(db);
  if (!settings) throw new Error('notification settings not registered for this database');
  return settings;
}

export type NotifyEvent =
  | ArtRequestedEvent
  | ArtStartedEvent
  | ArtDeliveredEvent
  | ArtWithdrawnEvent
  | ChangeRequestedEvent
  | ArtApprovedEvent
  | CreditsGrantedEvent
  | CreditsExpiringEvent
  | AccountDeactivatedEvent
  | AccountReactivatedEvent
  | ContactReceivedEvent
  | StudioDigestEvent
  | PaymentReceivedEvent
  | PaymentRefundedEvent
  | FeeWaivedEvent
  | ReleaseSentEvent
  | ReleaseReceivedEvent;

/** Every event's planner, by its type: a new event is a new file in events/ and a line here. */
const planners: { [T in NotifyEvent['type']]: Planner<Extract<NotifyEvent, { type: T }>> } = {
  art_requested: planArtRequested,
  art_started: planArtStarted,
  art_delivered: planArtDelivered,
  art_withdrawn: planArtWithdrawn,
  change_requested: planChangeRequested,
  art_approved: planArtApproved,
  credits_granted: planCreditsGranted,
  credits_expiring: planCreditsExpiring,
  account_deactivated: planAccountDeactivated,
  account_reactivated: planAccountReactivated,
  contact_received: planContactReceived,
  studio_digest: planStudioDigest,
  payment_received: planPaymentReceived,
  payment_refunded: planPaymentRefunded,
  fee_waived: planFeeWaived,
  release_sent: planReleaseSent,
  release_received: planReleaseReceived,
};

export async function notify(db: Database, tx: Executor, event: NotifyEvent): Promise<void> {
  const settings = notifySettingsFor(db);
  // The map pairs each type with its own event's planner; TypeScript cannot follow that through
  // the union, hence the widening.
  const plan = planners[event.type] as Planner<NotifyEvent>;
  const deliveries = await plan({ tx, settings }, event);
  const bell = deliveries.filter((d) => d.bell && d.recipientId);
  if (bell.length > 0) {
    await tx
      .insert(notification)
      .values(
        bell.map((d) => ({
          recipientId: d.recipientId!,
          companyId: d.companyId ?? null,
          kind: d.kind,
          artId: d.bell!.artId,
          text: d.bell!.text,
          dedupeKey: d.dedupeKey ? `${d.dedupeKey}:${d.recipientId}` : null,
        })),
      )
      .onConflictDoNothing({ target: notification.dedupeKey });
  }
  for (const d of deliveries) {
    if (!d.email || !d.mail) continue;
    await enqueueMail(tx, {
      to: d.email,
      subject: d.mail.subject,
      text: d.mail.text,
      html: d.mail.html,
      kind: d.kind,
      ...(d.headers ? { headers: d.headers } : {}),
      ...(d.dedupeKey ? { dedupeKey: `${d.dedupeKey}:${d.email}` } : {}),
      ...(d.replyTo ? { replyTo: d.replyTo } : {}),
      ...(d.contactMessageId ? { contactMessageId: d.contactMessageId } : {}),
    });
  }
  for (const d of deliveries) {
    if (!d.whatsapp) continue;
    await enqueueWhatsApp(tx, {
      userId: d.recipientId,
      to: d.whatsapp.to,
      kind: d.kind,
      template: d.whatsapp.template,
      parameters: d.whatsapp.parameters,
      ...(d.dedupeKey ? { dedupeKey: `${d.dedupeKey}:${d.whatsapp.to}` } : {}),
    });
  }
}

/** Every kind's in-app link, for the bell (null: nothing to open). */
export function notificationHref(
  row: { kind: string; artId: string | null },
  role: 'client' | 'admin',
): string | null {
  if (row.artId) return role === 'admin' ? paths.adminArt(row.artId) : paths.art(row.artId);
  if (row.kind === 'studio_contact') return paths.adminMessages;
  if (row.kind === 'credits_granted' || row.kind === 'credits_expiring') return paths.clientArea;
  if (row.kind === 'payment_received' || row.kind === 'payment_refunded') {
    return role === 'admin' ? paths.adminPayments : paths.clientArea;
  }
  if (row.kind === 'studio_payment_received') return paths.adminPayments;
  return null;
}
