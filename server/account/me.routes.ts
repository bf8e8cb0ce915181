// GET /api/me: who is signed in, as the SPA's guards and the header's balance read it.
import { z } from '@hono/zod-openapi';
import { ROLES } from '../../common/constants';
import { apiRouter, jsonResponse, signedInRoute } from '../http/contract';
import { creditsExpireOn as creditsExpireOnOf } from '../statement/statement.service';

export const meSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** The prepaid balance: one credit per art requested. */
    credit: z.number().int(),
    /**
     * The studio's calendar day the balance ends on ('aaaa-mm-dd', the month's last: credits are
     * not cumulative), or null with no credits.
     */
    creditsExpireOn: z.iso.date().nullable(),
    /** The client's CPF or CNPJ (digits), when given: a provider may need it to take a payment. */
    taxId: z.string().nullable(),
  })
  .openapi('Me');

const getMe = signedInRoute('user', {
  method: 'get',
  path: '/me',
  tags: ['Conta'],
  summary: 'Quem está conectado',
  responses: {
    200: jsonResponse(meSchema, 'O usuário da sessão, com o saldo de créditos.'),
  },
});

export const meRoutes = () =>
  apiRouter().openapi(getMe, (c) => {
    const { id, name, email, role, credit, taxId } = c.get('user');
    const creditsExpireOn = credit > 0 ? creditsExpireOnOf() : null;
    return c.json({ id, name, email, role, credit, creditsExpireOn, taxId: taxId ?? null }, 200);
  });
