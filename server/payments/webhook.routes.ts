// Where providers' notifications arrive: POST /api/payments/webhook/{provider} (docs/decisions/
// 0010-payment-providers.md). Bodies over 64 KB are refused before this runs (server/http/
// body-limit.ts); each address gets a rate; the provider authenticates and parses the notification
// (readNotification), and the route only queues the job that reads each named charge back. It
// answers at once: the provider's retries never wait on our database or its API.
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps';
import { notFound, unauthenticated } from '../domain-errors';
import { clientIp } from '../http/client-ip';
import { apiRouter, errorResponses, jsonResponse } from '../http/contract';
import { paymentNoticeJob } from './payments.jobs';
import { countWebhookCall } from './webhook-limits';

const webhook = createRoute({
  method: 'post',
  path: '/payments/webhook/{provider}',
  tags: ['Pagamentos'],
  summary: 'Notificação de um provedor de pagamento (só enfileira a consulta da cobrança)',
  description:
    'O corpo (até 64 KB) é lido pelo provedor configurado em PAYMENT_PROVIDER, que o autentica; nada é creditado sem consultar a cobrança no provedor.',
  request: {
    params: z.object({
      provider: z
        .string()
        .openapi({ param: { name: 'provider', in: 'path' }, example: 'bacen-pix' }),
    }),
  },
  responses: {
    202: jsonResponse(
      z.strictObject({ received: z.literal(true) }).openapi('WebhookReceived'),
      'Recebida: a consulta ao provedor foi enfileirada.',
    ),
    ...errorResponses(401, 404, 429),
  },
});

export function webhookRoutes(deps: Pick<AppDeps, 'db' | 'payments' | 'jobs' | 'config'>) {
  const { db, payments, config } = deps;
  return apiRouter().openapi(webhook, async (c) => {
    if (c.req.valid('param').provider !== payments.name) {
      throw notFound('Endereço da API não encontrado.');
    }
    await countWebhookCall(db, clientIp(c, config.trustProxy));
    const notice = payments.readNotification({
      headers: c.req.raw.headers,
      body: await c.req.text(),
      url: c.req.url,
      // Only a proxy we trust may say the channel was mutually authenticated.
      clientCertificateVerified:
        config.trustProxy.mode !== 'off' && c.req.header('x-ssl-client-verify') === 'SUCCESS',
    });
    if (!notice) {
      c.get('log').warn({ provider: payments.name }, 'payment notification refused');
      throw unauthenticated('Notificação não reconhecida.');
    }
    await deps.jobs.send(paymentNoticeJob, { notice });
    c.get('log').info(
      {
        provider: payments.name,
        charges: notice.charges.length,
        payments: notice.endToEndIds.length,
      },
      'payment notification queued',
    );
    return c.json({ received: true as const }, 202);
  });
}
