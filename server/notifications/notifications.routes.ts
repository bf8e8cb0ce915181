// The bell (list, unread count, mark all read), the client's e-mail preferences, and the
// unsubscribe link that works without signing in (GET: a pt-BR confirmation page; POST: the
// one-click unsubscribe of RFC 8058, which mail providers send, and the page's own button).
import { createRoute, z } from '@hono/zod-openapi';
import {
  OPTIONAL_CLIENT_EMAILS,
  whatsappPreferenceInputSchema,
  type OptionalClientEmail,
} from '../../common/notifications';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AuthedEnv } from '../http/context';
import { conflict, forbidden } from '../domain-errors';
import { apiRouter, errorResponses, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import {
  clientForUnsubscribe,
  getPreferences,
  getWhatsAppPreference,
  listNotifications,
  markAllRead,
  setPreference,
  setWhatsAppPreference,
  unreadCount,
} from './notifications.service';
import { escapeHtml } from '../../common/html';
import { STUDIO_NAME } from './templates';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const TAGS = ['Notificações'];
const notificationRoute = routeGroup('user', { tags: TAGS });

/** The bell shows the notices of the open company (docs/product/notifications.md). */
const openCompanyId = (c: { get: Context<AuthedEnv>['get'] }) => c.get('company')?.id ?? null;
const optionalKinds = OPTIONAL_CLIENT_EMAILS.map((item) => item.kind) as [
  OptionalClientEmail,
  ...OptionalClientEmail[],
];

const notificationSchema = z
  .strictObject({
    id: z.string(),
    kind: z.string(),
    text: z.string(),
    /** Where the notification leads in the SPA (its art), or null. */
    href: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Notification');

const notificationListSchema = z
  .strictObject({ items: z.array(notificationSchema), unread: z.number().int() })
  .openapi('NotificationList');

const unreadSchema = z.strictObject({ count: z.number().int() }).openapi('UnreadCount');

const preferencesSchema = z
  .strictObject({
    items: z.array(
      z.strictObject({ kind: z.enum(optionalKinds), label: z.string(), email: z.boolean() }),
    ),
    /** The WhatsApp opt-in: one switch for every kind above; `available` mirrors WHATSAPP_ENABLED. */
    whatsapp: z.strictObject({
      available: z.boolean(),
      enabled: z.boolean(),
      phone: z.string().nullable(),
    }),
  })
  .openapi('NotificationPreferences');

const preferenceInputSchema = z
  .object({
    kind: z.enum(optionalKinds, { error: 'Tipo de notificação desconhecido.' }),
    email: z.boolean({ error: 'Informe se quer receber este e-mail.' }),
  })
  .openapi('NotificationPreferenceInput');

const listRoute = notificationRoute({
  method: 'get',
  path: '/notifications',
  summary: 'As últimas notificações de quem está conectado',
  responses: {
    200: jsonResponse(notificationListSchema, 'As 20 mais recentes, com o total não lido.'),
  },
});

const unreadRoute = notificationRoute({
  method: 'get',
  path: '/notifications/unread-count',
  summary: 'Quantas notificações não foram lidas',
  responses: { 200: jsonResponse(unreadSchema, 'O total não lido.') },
});

const readAllRoute = notificationRoute({
  method: 'post',
  path: '/notifications/read-all',
  summary: 'Marca todas as notificações como lidas',
  responses: { 200: jsonResponse(unreadSchema, 'O total não lido (0).') },
});

const getPreferencesRoute = notificationRoute({
  method: 'get',
  path: '/notifications/preferences',
  summary: 'Os e-mails que o cliente escolheu receber',
  description:
    'Redefinição de senha e avisos sobre a conta não aparecem: são sempre enviados. Só clientes.',
  errors: [403],
  responses: {
    200: jsonResponse(preferencesSchema, 'Cada tipo de e-mail, ligado ou desligado.'),
  },
});

const setPreferenceRoute = notificationRoute({
  method: 'put',
  path: '/notifications/preferences',
  summary: 'Liga ou desliga um tipo de e-mail',
  request: { body: jsonBody(preferenceInputSchema) },
  errors: [400, 403],
  responses: {
    200: jsonResponse(preferencesSchema, 'As preferências atualizadas.'),
  },
});

const setWhatsAppRoute = notificationRoute({
  method: 'put',
  path: '/notifications/preferences/whatsapp',
  summary: 'Liga ou desliga os avisos por WhatsApp e guarda o número',
  description:
    'Um só interruptor para todos os avisos opcionais. O número (Brasil, +55 DDD número) é guardado em E.164. Só clientes, e só com o WhatsApp ativo no servidor (409 se não).',
  request: { body: jsonBody(whatsappPreferenceInputSchema) },
  errors: [400, 403, 409],
  responses: {
    200: jsonResponse(preferencesSchema, 'As preferências atualizadas.'),
  },
});

const tokenQuery = z.object({
  token: z
    .string()
    .max(1000)
    .optional()
    .openapi({ param: { name: 'token', in: 'query' } }),
});
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const unsubscribePageRoute = createRoute({
  method: 'get',
  path: '/notifications/unsubscribe',
  tags: TAGS,
  summary: 'Página de confirmação do descadastramento (link do e-mail)',
  description: 'Público: o token assinado do e-mail identifica a conta e o tipo de e-mail.',
  request: { query: tokenQuery },
  responses: {
    200: htmlPage('Página em pt-BR com o botão de confirmação.'),
    400: htmlPage('Link inválido ou expirado.'),
    ...errorResponses<never>(),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/notifications/unsubscribe',
  tags: TAGS,
  summary: 'Descadastramento em um clique (RFC 8058) ou pelo botão da página',
  request: { query: tokenQuery },
  responses: {
    200: htmlPage('Descadastrado: a página confirma.'),
    400: htmlPage('Link inválido ou expirado.'),
    ...errorResponses<never>(),
  },
});

/** The e-mail preferences are a client's own: the caller, when a client. */
const clientOf = (c: { get: Context<AuthedEnv>['get'] }) => {
  const viewer = c.get('user');
  if (viewer.role !== 'client') throw forbidden('Apenas clientes escolhem quais e-mails recebem.');
  return viewer;
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(STUDIO_NAME)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f0f1f4;color:#1f2430">
<header style="background:#14213d;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold;border-bottom:4px solid #fca311">${escapeHtml(STUDIO_NAME)}</header>
<main style="max-width:560px;margin:24px auto;padding:24px;background:#fff">
<h1 style="font-size:22px;color:#14213d;margin-top:0">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const labelOf = (kind: OptionalClientEmail) =>
  OPTIONAL_CLIENT_EMAILS.find((item) => item.kind === kind)?.label ?? kind;

export function notificationRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  const whatsappOn = config.whatsapp !== undefined;
  const preferencesOf = async (userId: string) => ({
    items: await getPreferences(db, userId),
    whatsapp: await getWhatsAppPreference(db, userId, whatsappOn),
  });
  const invalidPage = (reason: 'invalid' | 'expired') =>
    page(
      reason === 'expired' ? 'Link expirado' : 'Link inválido',
      `<p>${reason === 'expired' ? 'Este link de descadastramento expirou.' : 'Este link de descadastramento não é válido.'} Entre na sua conta e escolha quais e-mails receber em <a href="/MeusDados#notificacoes">Meus dados</a>.</p>`,
    );
  /** The token's client and kind, or the page that says why not. */
  const check = async (token: string | undefined) => {
    const verdict = verifyUnsubscribeToken(config.authSecret, token ?? '');
    if (!verdict.ok) return { ok: false, page: invalidPage(verdict.reason) } as const;
    const client = await clientForUnsubscribe(db, verdict.userId);
    if (!client) return { ok: false, page: invalidPage('invalid') } as const;
    return { ok: true, client, kind: verdict.kind } as const;
  };

  return apiRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listNotifications(db, c.get('user'), openCompanyId(c)), 200),
    )
    .openapi(unreadRoute, async (c) =>
      c.json({ count: await unreadCount(db, c.get('user').id, openCompanyId(c)) }, 200),
    )
    .openapi(readAllRoute, async (c) => {
      await markAllRead(db, c.get('user').id, openCompanyId(c));
      return c.json({ count: 0 }, 200);
    })
    .openapi(getPreferencesRoute, async (c) => c.json(await preferencesOf(clientOf(c).id), 200))
    .openapi(setPreferenceRoute, async (c) => {
      const viewer = clientOf(c);
      await setPreference(db, viewer.id, c.req.valid('json'));
      return c.json(await preferencesOf(viewer.id), 200);
    })
    .openapi(setWhatsAppRoute, async (c) => {
      const viewer = clientOf(c);
      if (!whatsappOn) throw conflict('Os avisos por WhatsApp não estão disponíveis no momento.');
      await setWhatsAppPreference(db, viewer.id, c.req.valid('json'));
      return c.json(await preferencesOf(viewer.id), 200);
    })
    .openapi(unsubscribePageRoute, async (c) => {
      const { token } = c.req.valid('query');
      const found = await check(token);
      if (!found.ok) return c.html(found.page, 400);
      const action = `?token=${encodeURIComponent(token ?? '')}`;
      return c.html(
        page(
          'Não receber mais este e-mail?',
          `<p>Você deixará de receber por e-mail: <strong>${escapeHtml(labelOf(found.kind))}</strong>.</p>
<p>As notificações continuam na sua área do cliente, e você pode voltar a receber em <a href="/MeusDados#notificacoes">Meus dados</a>.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="min-height:44px;padding:10px 20px;background:#fca311;color:#14213d;font-weight:bold;border:0;border-radius:4px;cursor:pointer">Confirmar</button></form>`,
        ),
        200,
      );
    })
    .openapi(unsubscribeRoute, async (c) => {
      const found = await check(c.req.valid('query').token);
      if (!found.ok) return c.html(found.page, 400);
      await setPreference(db, found.client.id, { kind: found.kind, email: false });
      return c.html(
        page(
          'Pronto',
          `<p>Você não receberá mais por e-mail: <strong>${escapeHtml(labelOf(found.kind))}</strong>.</p>
<p>Mudou de ideia? Volte a receber em <a href="/MeusDados#notificacoes">Meus dados</a>.</p>`,
        ),
        200,
      );
    });
}
