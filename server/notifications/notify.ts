// notify(db, tx, event): what every move that someone should hear about calls, inside its own
// transaction. It writes, in that transaction, one in-app notification per recipient account (the
// bell) and one outbox message per recipient address (mailer.ts delivers them after the commit):
// a move that rolls back leaves neither, a committed one cannot lose them.
//
// The runtime's settings (PUBLIC_URL for links, the studio's addresses, the secret that signs
// unsubscribe links) are registered against its database handle, so services that only get `db`
// need no new parameter; `db` is only the key.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { paths } from '../../common/paths';
import {
  isOptionalClientEmail,
  NOTIFICATION_PREFERENCES_PATH,
  notificationApiRoutes,
  type NotificationKind,
} from '../../common/notifications';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import {
  artRequest,
  notification,
  notificationOptOut,
  user,
  whatsappPreference,
} from '../db/schema';
import { enqueueMail } from '../mail/mailer';
import { enqueueWhatsApp } from '../whatsapp/outbox';
import { WHATSAPP_TEMPLATES } from '../whatsapp/templates';
import { formatDate, formatDateTime } from '../../common/format';
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

/** One digest line: an art and what the studio should know of it. */
export interface DigestItem {
  artId: string;
  name: string;
  client: string;
  /** The deadline, or for 'waiting' the delivery. */
  at: Date;
}

export interface Digest {
  dueToday: DigestItem[];
  overdue: DigestItem[];
  waitingApproval: DigestItem[];
}

export type NotifyEvent =
  | { type: 'art_requested'; artId: string }
  | { type: 'art_started'; artId: string }
  | { type: 'art_delivered'; artId: string; version: number; note?: string | null }
  | { type: 'change_requested'; artId: string; description: string }
  | { type: 'art_approved'; artId: string }
  | {
      type: 'credits_granted';
      userId: string;
      amount: number;
      balance: number;
      note?: string | null;
    }
  | {
      type: 'credits_expiring';
      userId: string;
      balance: number;
      /** The last instant the credits can be used. */
      expiresAt: Date;
      /** 'yyyy-mm': one notice per client per month. */
      period: string;
    }
  | { type: 'account_deactivated'; userId: string }
  | { type: 'account_reactivated'; userId: string }
  | {
      type: 'contact_received';
      contactMessageId: string;
      name: string;
      email: string;
      message: string;
    }
  | { type: 'studio_digest'; day: string; digest: Digest };

interface Account {
  id: string;
  name: string;
  email: string;
  anonymizedAt: Date | null;
}

/** A message to one account (bell, and e-mail unless turned off) or one studio address. */
interface Delivery {
  kind: NotificationKind;
  /** The account for the bell; null for an address that is no account. */
  recipientId: string | null;
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

export async function notify(db: Database, tx: Executor, event: NotifyEvent): Promise<void> {
  const settings = notifySettingsFor(db);
  const deliveries = await plan(tx, settings, event);
  const bell = deliveries.filter((d) => d.bell && d.recipientId);
  if (bell.length > 0) {
    await tx
      .insert(notification)
      .values(
        bell.map((d) => ({
          recipientId: d.recipientId!,
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

// ---- recipients --------------------------------------------------------------------------------

async function accountOf(tx: Executor, userId: string): Promise<Account | null> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, anonymizedAt: user.anonymizedAt })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

async function artOf(tx: Executor, artId: string) {
  const [row] = await tx
    .select({
      id: artRequest.id,
      name: artRequest.name,
      dueAt: artRequest.dueAt,
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

const url = (settings: NotifySettings, path: string) => new URL(path, settings.baseUrl).toString();

/** A client's message: the bell, and the e-mail unless they turned this kind off. */
async function toClient(
  tx: Executor,
  settings: NotifySettings,
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
  extra: { dedupeKey?: string } = {},
): Promise<Delivery> {
  const optional = isOptionalClientEmail(kind);
  const unsubscribeUrl = optional
    ? `${url(settings, notificationApiRoutes.unsubscribe)}?token=${createUnsubscribeToken(settings.secret, { userId: account.id, kind })}`
    : undefined;
  const mailOff = account.anonymizedAt !== null || (await optedOut(tx, account.id, kind));
  const phone = optional && content.whatsapp ? await whatsappNumber(tx, settings, account) : null;
  const link = url(settings, content.artId ? paths.art(content.artId) : paths.clientArea);
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
        preferencesUrl: url(settings, NOTIFICATION_PREFERENCES_PATH),
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

/** The studio's message: the bell of every active admin, and one e-mail per studio address. */
async function toStudio(
  tx: Executor,
  settings: NotifySettings,
  kind: NotificationKind,
  content: { bell: string | null; artId: string | null; subject: string; blocks: Block[] },
  options: { to?: string[]; replyTo?: string; contactMessageId?: string; dedupeKey?: string } = {},
): Promise<Delivery[]> {
  const team = await admins(tx);
  const addresses = options.to ?? settings.studioTo ?? team.map((admin) => admin.email);
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

async function plan(
  tx: Executor,
  settings: NotifySettings,
  event: NotifyEvent,
): Promise<Delivery[]> {
  switch (event.type) {
    case 'art_requested': {
      const { art, owner } = await artOf(tx, event.artId);
      const due = formatDateTime(art.dueAt);
      return [
        await toClient(tx, settings, owner, 'art_received', {
          bell: `Recebemos o pedido da arte "${art.name}". Prazo de entrega: ${due}.`,
          artId: art.id,
          subject: `Pedido recebido: ${art.name}`,
          whatsapp: [art.name, due],
          blocks: [
            { type: 'p', text: `Recebemos o seu pedido da arte "${art.name}".` },
            { type: 'facts', rows: [['Prazo de entrega', due]] },
            {
              type: 'button',
              label: 'Acompanhar a arte',
              href: url(settings, paths.art(art.id)),
            },
          ],
        }),
        ...(await toStudio(tx, settings, 'studio_new_art', {
          bell: `Novo pedido de ${owner.name}: "${art.name}" (prazo ${due}).`,
          artId: art.id,
          subject: `Novo pedido de arte: ${art.name}`,
          blocks: [
            { type: 'p', text: `${owner.name} pediu uma nova arte.` },
            {
              type: 'facts',
              rows: [
                ['Arte', art.name],
                ['Cliente', `${owner.name} <${owner.email}>`],
                ['Prazo de entrega', due],
              ],
            },
            {
              type: 'button',
              label: 'Abrir no painel',
              href: url(settings, paths.adminArt(art.id)),
            },
          ],
        })),
      ];
    }
    case 'art_started': {
      const { art, owner } = await artOf(tx, event.artId);
      return [
        await toClient(tx, settings, owner, 'art_started', {
          bell: `O estúdio começou a trabalhar na arte "${art.name}".`,
          artId: art.id,
          subject: `Começamos a sua arte: ${art.name}`,
          whatsapp: [art.name, formatDateTime(art.dueAt)],
          blocks: [
            { type: 'p', text: `O estúdio começou a trabalhar na arte "${art.name}".` },
            { type: 'facts', rows: [['Prazo de entrega', formatDateTime(art.dueAt)]] },
            {
              type: 'button',
              label: 'Acompanhar a arte',
              href: url(settings, paths.art(art.id)),
            },
          ],
        }),
      ];
    }
    case 'art_delivered': {
      const { art, owner } = await artOf(tx, event.artId);
      const blocks: Block[] = [
        { type: 'p', text: `A versão ${event.version} da arte "${art.name}" está pronta.` },
      ];
      if (event.note)
        blocks.push({ type: 'p', text: 'Nota do estúdio:' }, { type: 'quote', text: event.note });
      blocks.push(
        {
          type: 'p',
          text: 'Abra a arte para baixar o arquivo e aprovar, ou pedir uma alteração.',
        },
        { type: 'button', label: 'Ver a arte', href: url(settings, paths.art(art.id)) },
      );
      return [
        await toClient(tx, settings, owner, 'art_delivered', {
          bell: `Versão ${event.version} da arte "${art.name}" entregue.`,
          artId: art.id,
          subject: `Versão ${event.version} entregue: ${art.name}`,
          whatsapp: [art.name, String(event.version)],
          blocks,
        }),
      ];
    }
    case 'change_requested': {
      const { art, owner } = await artOf(tx, event.artId);
      const due = formatDateTime(art.dueAt);
      return [
        await toClient(tx, settings, owner, 'change_received', {
          bell: `Pedido de alteração da arte "${art.name}" recebido. Novo prazo: ${due}.`,
          artId: art.id,
          subject: `Alteração recebida: ${art.name}`,
          whatsapp: [art.name, due],
          blocks: [
            { type: 'p', text: `Recebemos o seu pedido de alteração da arte "${art.name}":` },
            { type: 'quote', text: event.description },
            { type: 'facts', rows: [['Novo prazo de entrega', due]] },
            {
              type: 'button',
              label: 'Acompanhar a arte',
              href: url(settings, paths.art(art.id)),
            },
          ],
        }),
        ...(await toStudio(tx, settings, 'studio_change_requested', {
          bell: `${owner.name} pediu alteração na arte "${art.name}" (prazo ${due}).`,
          artId: art.id,
          subject: `Alteração pedida: ${art.name}`,
          blocks: [
            { type: 'p', text: `${owner.name} pediu uma alteração na arte "${art.name}":` },
            { type: 'quote', text: event.description },
            { type: 'facts', rows: [['Novo prazo de entrega', due]] },
            {
              type: 'button',
              label: 'Abrir no painel',
              href: url(settings, paths.adminArt(art.id)),
            },
          ],
        })),
      ];
    }
    case 'art_approved': {
      const { art, owner } = await artOf(tx, event.artId);
      const at = formatDateTime(new Date());
      return [
        await toClient(tx, settings, owner, 'art_approved', {
          bell: `Você aprovou a arte "${art.name}".`,
          artId: art.id,
          subject: `Comprovante de aprovação: ${art.name}`,
          whatsapp: [art.name, at],
          blocks: [
            { type: 'p', text: 'Este é o comprovante da sua aprovação.' },
            {
              type: 'facts',
              rows: [
                ['Arte', art.name],
                ['Aprovada em', at],
                ['Por', `${owner.name} <${owner.email}>`],
              ],
            },
            { type: 'button', label: 'Ver a arte', href: url(settings, paths.art(art.id)) },
          ],
        }),
        ...(await toStudio(tx, settings, 'studio_art_approved', {
          bell: `${owner.name} aprovou a arte "${art.name}".`,
          artId: art.id,
          subject: `Arte aprovada: ${art.name}`,
          blocks: [
            { type: 'p', text: `${owner.name} aprovou a arte "${art.name}" em ${at}.` },
            {
              type: 'button',
              label: 'Abrir no painel',
              href: url(settings, paths.adminArt(art.id)),
            },
          ],
        })),
      ];
    }
    case 'credits_granted': {
      const account = await accountOf(tx, event.userId);
      if (!account) return [];
      const plural = event.amount === 1 ? 'crédito' : 'créditos';
      const blocks: Block[] = [
        { type: 'p', text: `O estúdio adicionou ${event.amount} ${plural} à sua conta.` },
        {
          type: 'facts',
          rows: [
            ['Créditos adicionados', String(event.amount)],
            ['Novo saldo', String(event.balance)],
          ],
        },
      ];
      if (event.note) blocks.push({ type: 'quote', text: event.note });
      blocks.push(
        {
          type: 'p',
          text: 'Os créditos valem até o fim do mês (não são cumulativos).',
        },
        { type: 'button', label: 'Pedir uma arte', href: url(settings, paths.clientArea) },
      );
      return [
        await toClient(tx, settings, account, 'credits_granted', {
          bell: `${event.amount} ${plural} adicionados. Saldo: ${event.balance}.`,
          artId: null,
          subject: `${event.amount} ${plural} adicionados à sua conta`,
          whatsapp: [String(event.amount), String(event.balance)],
          blocks,
        }),
      ];
    }
    case 'credits_expiring': {
      const account = await accountOf(tx, event.userId);
      if (!account) return [];
      const until = formatDateTime(event.expiresAt);
      const plural = event.balance === 1 ? 'crédito expira' : 'créditos expiram';
      return [
        await toClient(
          tx,
          settings,
          account,
          'credits_expiring',
          {
            bell: `Seus ${event.balance} ${plural} em ${formatDate(event.expiresAt)}.`,
            artId: null,
            subject: `Seus créditos expiram em ${formatDate(event.expiresAt)}`,
            whatsapp: [String(event.balance), until],
            blocks: [
              {
                type: 'p',
                text: `Você tem ${event.balance} ${event.balance === 1 ? 'crédito' : 'créditos'} que ${event.balance === 1 ? 'expira' : 'expiram'} no fim do mês (${until}): os créditos não são cumulativos.`,
              },
              { type: 'button', label: 'Pedir uma arte', href: url(settings, paths.clientArea) },
            ],
          },
          { dedupeKey: `credits_expiring:${event.period}:${account.id}` },
        ),
      ];
    }
    case 'account_deactivated':
    case 'account_reactivated': {
      const account = await accountOf(tx, event.userId);
      if (!account) return [];
      const off = event.type === 'account_deactivated';
      return [
        await toClient(tx, settings, account, event.type, {
          bell: off ? 'Sua conta foi desativada pelo estúdio.' : 'Sua conta foi reativada.',
          artId: null,
          subject: off ? 'Sua conta foi desativada' : 'Sua conta foi reativada',
          blocks: off
            ? [
                {
                  type: 'p',
                  text: 'O estúdio desativou a sua conta: não é mais possível entrar. Seus pedidos, arquivos e extrato foram mantidos.',
                },
                {
                  type: 'p',
                  text: 'Se acha que isto é um engano, responda a este e-mail ou fale com o estúdio.',
                },
              ]
            : [
                {
                  type: 'p',
                  text: 'O estúdio reativou a sua conta: você pode entrar de novo com o mesmo e-mail e senha, e encontra tudo como estava.',
                },
                { type: 'button', label: 'Entrar', href: url(settings, paths.login) },
              ],
        }),
      ];
    }
    case 'contact_received': {
      return toStudio(
        tx,
        settings,
        'studio_contact',
        {
          bell: `Nova mensagem pelo site: ${event.name}.`,
          artId: null,
          subject: `Nova mensagem pelo site: ${event.name}`,
          blocks: [
            { type: 'p', text: 'Nova mensagem recebida pelo formulário de contato do site.' },
            {
              type: 'facts',
              rows: [
                ['Nome', event.name],
                ['E-mail', event.email],
              ],
            },
            { type: 'quote', text: event.message },
            { type: 'p', text: 'Responda a este e-mail para falar diretamente com quem escreveu.' },
          ],
        },
        {
          ...(settings.contactTo ? { to: [settings.contactTo] } : {}),
          replyTo: event.email,
          contactMessageId: event.contactMessageId,
        },
      );
    }
    case 'studio_digest': {
      const { digest } = event;
      const item = (label: (i: DigestItem) => string) => (i: DigestItem) => ({
        text: label(i),
        href: url(settings, paths.adminArt(i.artId)),
      });
      const blocks: Block[] = [{ type: 'p', text: `Resumo do dia ${event.day}.` }];
      if (digest.overdue.length > 0)
        blocks.push({
          type: 'list',
          title: `Atrasadas (${digest.overdue.length})`,
          items: digest.overdue.map(
            item((i) => `${i.name} — ${i.client} — prazo ${formatDateTime(i.at)}`),
          ),
        });
      if (digest.dueToday.length > 0)
        blocks.push({
          type: 'list',
          title: `Para entregar hoje (${digest.dueToday.length})`,
          items: digest.dueToday.map(
            item((i) => `${i.name} — ${i.client} — prazo ${formatDateTime(i.at)}`),
          ),
        });
      if (digest.waitingApproval.length > 0)
        blocks.push({
          type: 'list',
          title: `Esperando aprovação do cliente há mais de 3 dias úteis (${digest.waitingApproval.length})`,
          items: digest.waitingApproval.map(
            item((i) => `${i.name} — ${i.client} — entregue em ${formatDateTime(i.at)}`),
          ),
        });
      return toStudio(
        tx,
        settings,
        'studio_digest',
        { bell: null, artId: null, subject: `Resumo do dia ${event.day}`, blocks },
        { dedupeKey: `studio_digest:${event.day}` },
      );
    }
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
  return null;
}
