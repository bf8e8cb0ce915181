// The bell's reads and writes, and the client's e-mail preferences.
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import {
  NOTIFICATION_LIST_SIZE,
  OPTIONAL_CLIENT_EMAILS,
  type OptionalClientEmail,
} from '../../common/notifications';
import type { Role } from '../../common/constants';
import type { Database, Executor } from '../db/client';
import { notification, notificationOptOut, user, whatsappPreference } from '../db/schema';
import { notificationHref } from './notify';

export interface NotificationItem {
  id: string;
  kind: string;
  text: string;
  href: string | null;
  read: boolean;
  createdAt: string;
}

/**
 * A person's own notices in the open company: those about it and those about no company (the
 * studio's, the account's). Another company's wait until that one is open.
 */
const bellOf = (userId: string, companyId: string | null) =>
  and(
    eq(notification.recipientId, userId),
    companyId
      ? or(isNull(notification.companyId), eq(notification.companyId, companyId))
      : isNull(notification.companyId),
  );

export async function unreadCount(
  db: Database,
  userId: string,
  companyId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notification)
    .where(and(bellOf(userId, companyId), isNull(notification.readAt)));
  return row?.value ?? 0;
}

/** The latest notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Database,
  viewer: { id: string; role: Role },
  companyId: string | null,
): Promise<{ items: NotificationItem[]; unread: number }> {
  const rows = await db
    .select()
    .from(notification)
    .where(bellOf(viewer.id, companyId))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(NOTIFICATION_LIST_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      href: notificationHref(row, viewer.role),
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread: await unreadCount(db, viewer.id, companyId),
  };
}

export async function markAllRead(
  db: Database,
  userId: string,
  companyId: string | null,
): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(bellOf(userId, companyId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return rows.length;
}

export interface PreferenceItem {
  kind: OptionalClientEmail;
  label: string;
  email: boolean;
}

export async function getPreferences(db: Executor, userId: string): Promise<PreferenceItem[]> {
  const off = new Set(
    (
      await db
        .select({ kind: notificationOptOut.kind })
        .from(notificationOptOut)
        .where(eq(notificationOptOut.userId, userId))
    ).map((row) => row.kind),
  );
  return OPTIONAL_CLIENT_EMAILS.map((item) => ({ ...item, email: !off.has(item.kind) }));
}

export async function setPreference(
  db: Executor,
  userId: string,
  input: { kind: OptionalClientEmail; email: boolean },
): Promise<void> {
  if (input.email) {
    await db
      .delete(notificationOptOut)
      .where(and(eq(notificationOptOut.userId, userId), eq(notificationOptOut.kind, input.kind)));
  } else {
    await db.insert(notificationOptOut).values({ userId, kind: input.kind }).onConflictDoNothing();
  }
}

/** For the unsubscribe page: the client a token names, if it still is one. */
export async function clientForUnsubscribe(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, anonymizedAt: user.anonymizedAt, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  return row && row.role === 'client' && !row.anonymizedAt ? row : null;
}

export interface WhatsAppPreferenceView {
  /** WHATSAPP_ENABLED on the server: the SPA shows the opt-in only then. */
  available: boolean;
  enabled: boolean;
  phone: string | null;
}

export async function getWhatsAppPreference(
  db: Executor,
  userId: string,
  available: boolean,
): Promise<WhatsAppPreferenceView> {
  const [row] = await db
    .select({ phone: whatsappPreference.phone, enabled: whatsappPreference.enabled })
    .from(whatsappPreference)
    .where(eq(whatsappPreference.userId, userId));
  return { available, enabled: row?.enabled ?? false, phone: row?.phone ?? null };
}

/** Turns the WhatsApp opt-in on or off; a number given is kept (already normalised to E.164). */
export async function setWhatsAppPreference(
  db: Executor,
  userId: string,
  input: { enabled: boolean; phone?: string | null },
): Promise<void> {
  const phone = input.phone === undefined ? {} : { phone: input.phone };
  await db
    .insert(whatsappPreference)
    .values({ userId, enabled: input.enabled, ...phone })
    .onConflictDoUpdate({
      target: whatsappPreference.userId,
      set: { enabled: input.enabled, ...phone, updatedAt: new Date() },
    });
}
