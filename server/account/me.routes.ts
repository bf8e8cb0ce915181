// GET /api/me: who is signed in, as the SPA's guards and the header's balance read it.
import { z } from '@hono/zod-openapi';
import { ROLES } from '../../common/constants';
import { apiRouter, jsonResponse, signedInRoute } from '../http/contract';

export const meSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** The prepaid balance: one credit per art requested. */
    credit: z.number().int(),
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
    const { id, name, email, role, credit } = c.get('user');
    return c.json({ id, name, email, role, credit }, 200);
  });
