// What every event's planner (events/<event>.ts) builds its messages with: the recipients (the
// members of a client's company whose roles hear of the kind, the studio's team and addresses),
// their choices (e-mails turned off, WhatsApp) and the shapes of a message: to a company's people
// (toCompany, one toClient each) or to the studio (toStudio). notify.ts writes what they return.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { parseCompanyRoles } from '../../common/companies';
import { deliveryPromise, DELIVERY_COUNTING_RULE } from '../../common/delivery-promise';
import { formatDateTime } from '../../common/format';
import { paths } from '../../common/paths';
import {
  hearsOf,
  isOptionalClientEmail,
  type CompanyNoticeKind,
  NOTIFICATION_PREFERENCES_PATH,
  notificationApiRoutes,
  type NotificationKind,
} from '../../common/notifications';
import { companyMembers } from '../companies/team.service';
import type { Executor } from '../db/client';
import { artRequest, notificationOptOut, user, whatsappPreference } from '../db/schema';
import { WHATSAPP_TEMPLATES } from '../whatsapp/templates';
import { renderMail, type Block, type RenderedMail } from './templates';
import { createUnsubscribeToken } from './unsubscribe-token';

export interface NotifySettings {
  baseUrl: string;
  /** The studio's addresses; null: every active admin's. */
  studioTo: string[] | null;
  /** Contact messages go here first (CONTACT_TO), else to the studio's addresses. */
  contactTo: string | null;
  secret: string;
  /** WHATSAPP_ENABLED: clients who opted in also get the optional kinds by WhatsApp. */
  whatsapp: boolean;
}

/** What a planner reads with: the event's transaction and the runtime's settings. */
export interface PlanContext {
  tx: Executor;
  settings: NotifySettings;
}

export interface Account {
  id: string;
  name: string;
  email: string;
  anonymizedAt: Date | null;
}

/** A message to one account (bell, and e-mail unless turned off) or one studio address. */
export interface Delivery {
  kind: NotificationKind;
  /** The account for the bell; null for an address that is no account. */
  recipientId: string | null;
  /** The company the notice is about: its bell shows it in that company only. */
  companyId?: string | null;
  /** Null: no e-mail (turned off, or the account was erased). */
  email: string | null;
  bell: { text: string; artId: string | null } | null;
  mail: RenderedMail | null;
  /** The WhatsApp template message, when the client opted in and the channel is on. */
  whatsapp?: { to: string; template: string; parameters: string[] } | null;
  headers?: Record<string, string>;
  dedupeKey?: string;
  replyTo?: string;
  contactMessageId?: string;
}

/** One event's planner: who hears of it, and what each is told. */
export type Planner<E> = (ctx: PlanContext, event: E) => Promise<Delivery[]>;

// ---- recipients --------------------------------------------------------------------------------

export async function accountOf(tx: Executor, userId: string): Promise<Account | null> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, anonymizedAt: user.anonymizedAt })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function artOf(tx: Executor, artId: string) {
  const [row] = await tx
    .select({
      id: artRequest.id,
      name: artRequest.name,
      dueAt: artRequest.dueAt,
      turnaroundDays: artRequest.turnaroundDays,
      ownerId: artRequest.ownerId,
    })
    .from(artRequest)
    .where(eq(artRequest.id, artId));
  if (!row) throw new Error(`notify: art ${artId} not found`);
  const owner = await accountOf(tx, row.ownerId);
  if (!owner) throw new Error(`notify: owner of art ${artId} not found`);
  return { art: row, owner };
}

/** The active admins: the bell's studio recipients, and the studio's addresses by default. */
async function admins(tx: Executor): Promise<{ id: string; email: string }[]> {
  const active: SQL | undefined = and(
    eq(user.role, 'admin'),
    isNull(user.deletedAt),
    or(isNull(user.banned), eq(user.banned, false)),
  );
  return tx.select({ id: user.id, email: user.email }).from(user).where(active);
}

async function optedOut(tx: Executor, userId: string, kind: NotificationKind): Promise<boolean> {
  if (!isOptionalClientEmail(kind)) return false;
  const [row] = await tx
    .select({ kind: notificationOptOut.kind })
    .from(notificationOptOut)
    .where(and(eq(notificationOptOut.userId, userId), eq(notificationOptOut.kind, kind)));
  return Boolean(row);
}

/** The client's WhatsApp number when they opted in (and the channel is on), else null. */
async function whatsappNumber(
  tx: Executor,
  settings: NotifySettings,
  account: Account,
): Promise<string | null> {
  if (!settings.whatsapp || account.anonymizedAt) return null;
  const [row] = await tx
    .select({ phone: whatsappPreference.phone, enabled: whatsappPreference.enabled })
    .from(whatsappPreference)
    .where(eq(whatsappPreference.userId, account.id));
  return row?.enabled && row.phone ? row.phone : null;
}

// ---- the messages ------------------------------------------------------------------------------

/** A page of the site, absolute (PUBLIC_URL), for the e-mails' links. */
export const url = (ctx: PlanContext, path: string) =>
  new URL(path, ctx.settings.baseUrl).toString();

/**
 * The end of a client's receipt for a request or a change: the deadline (under `label`), the
 * promise in its one wording (common/delivery-promise.ts) and the way to the art's page.
 */
export const deadlineBlocks = (
  ctx: PlanContext,
  art: { id: string; dueAt: Date; turnaroundDays: number },
  label: string,
): Block[] => [
  { type: 'facts', rows: [[label, formatDateTime(art.dueAt)]] },
  { type: 'p', text: `${deliveryPromise(art.turnaroundDays)}, ${DELIVERY_COUNTING_RULE}.` },
  { type: 'button', label: 'Acompanhar a arte', href: url(ctx, paths.art(art.id)) },
];

/** A client's message: the bell, and the e-mail unless they turned this kind off. */
export async function toClient(
  ctx: PlanContext,
  account: Account,
  kind: NotificationKind,
  content: {
    bell: string;
    artId: string | null;
    subject: string;
    blocks: Block[];
    /** The WhatsApp template's body parameters but the last, the link (WHATSAPP_TEMPLATES). */
    whatsapp?: string[];
  },
  extra: { dedupeKey?: string; companyId?: string } = {},
): Promise<Delivery> {
  const { tx, settings } = ctx;
  const optional = isOptionalClientEmail(kind);
  const unsubscribeUrl = optional
    ? `${url(ctx, notificationApiRoutes.unsubscribe)}?token=${createUnsubscribeToken(settings.secret, { userId: account.id, kind })}`
    : undefined;
  const mailOff = account.anonymizedAt !== null || (await optedOut(tx, account.id, kind));
  const phone = optional && content.whatsapp ? await whatsappNumber(tx, settings, account) : null;
  const link = url(ctx, content.artId ? paths.art(content.artId) : paths.clientArea);
  return {
    kind,
    whatsapp:
      phone && optional && content.whatsapp
        ? {
            to: phone,
            template: WHATSAPP_TEMPLATES[kind].name,
            parameters: [...content.whatsapp, link],
          }
        : null,
    recipientId: account.id,
    email: mailOff ? null : account.email,
    bell: { text: content.bell, artId: content.artId },
    mail: renderMail({
      subject: content.subject,
      greeting: `Olá, ${account.name}.`,
      blocks: content.blocks,
      footer: {
        preferencesUrl: url(ctx, NOTIFICATION_PREFERENCES_PATH),
        ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
      },
    }),
    // RFC 8058 one-click: mail providers POST 'List-Unsubscribe=One-Click' to this address.
    ...(unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...extra,
  };
}

type ClientContent = Parameters<typeof toClient>[3];

/** A company's members, oldest first, with their roles. */
async function membersOf(tx: Executor, companyId: string) {
  const rows = await companyMembers(tx, companyId);
  return rows.map((row) => ({
    account: { id: row.userId, name: row.name, email: row.email, anonymizedAt: row.anonymizedAt },
    roles: parseCompanyRoles(row.role),
  }));
}

/**
 * A company's message: to each member whose roles hear of this kind (COMPANY_NOTICE_ROLES in
 * common/notifications.ts), each with their own preferences; `content` may differ per person.
 */
export async function toCompany(
  ctx: PlanContext,
  companyId: string,
  kind: CompanyNoticeKind,
  content: ClientContent | ((account: Account) => ClientContent),
  extra: { dedupeKey?: string; everyCompany?: boolean } = {},
): Promise<Delivery[]> {
  const { everyCompany = false, ...rest } = extra;
  const deliveries: Delivery[] = [];
  for (const { account, roles } of await membersOf(ctx.tx, companyId)) {
    if (!hearsOf(kind, roles)) continue;
    const own = typeof content === 'function' ? content(account) : content;
    // everyCompany: a bell row of no company, shown whichever company is open (the company's
    // deactivation, which no longer opens).
    const where = everyCompany ? {} : { companyId };
    deliveries.push(await toClient(ctx, account, kind, own, { ...rest, ...where }));
  }
  return deliveries;
}

/**
 * The studio's move on a founding account (its deactivation, its reactivation), told to its whole
 * company: the account itself reads `founder`, the company's other members `member`, which names
 * the company. The bell shows whichever company is open (everyCompany, as toCompany says).
 */
export async function toFounderAndTeam(
  ctx: PlanContext,
  founderId: string,
  kind: CompanyNoticeKind,
  content: { founder: ClientContent; member: (company: string) => ClientContent },
): Promise<Delivery[]> {
  const company = (await accountOf(ctx.tx, founderId))?.name ?? '';
  return toCompany(
    ctx,
    founderId,
    kind,
    (account) => (account.id === founderId ? content.founder : content.member(company)),
    { everyCompany: true },
  );
}

/** The studio's message: the bell of every active admin, and one e-mail per studio address. */
export async function toStudio(
  ctx: PlanContext,
  kind: NotificationKind,
  content: { bell: string | null; artId: string | null; subject: string; blocks: Block[] },
  options: { to?: string[]; replyTo?: string; contactMessageId?: string; dedupeKey?: string } = {},
): Promise<Delivery[]> {
  const team = await admins(ctx.tx);
  const addresses = options.to ?? ctx.settings.studioTo ?? team.map((admin) => admin.email);
  const mail = renderMail({
    subject: content.subject,
    greeting: 'Olá, equipe.',
    blocks: content.blocks,
  });
  const common = {
    kind,
    mail,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    ...(options.contactMessageId ? { contactMessageId: options.contactMessageId } : {}),
    ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
  };
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const deliveries: Delivery[] = unique.map((email) => ({
    ...common,
    recipientId: null,
    email,
    bell: null,
  }));
  if (content.bell) {
    for (const admin of team) {
      deliveries.push({
        ...common,
        recipientId: admin.id,
        email: null,
        mail: null,
        bell: { text: content.bell, artId: content.artId },
      });
    }
  }
  return deliveries;
}
