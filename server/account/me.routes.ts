// GET /api/me: who is signed in, as the SPA's guards and the header's balance read it.
import { z } from '@hono/zod-openapi';
import { COMPANY_ROLES } from '../../common/companies';
import { ROLES } from '../../common/constants';
import { companyAccount } from '../credits/credits.service';
import type { Database } from '../db/client';
import { apiRouter, jsonResponse, signedInRoute } from '../http/contract';
import { creditsExpireOn as creditsExpireOnOf } from '../statement/statement.service';

export const meSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** The open company's prepaid balance: one credit per art requested. */
    credit: z.number().int(),
    /**
     * The studio's calendar day the balance ends on ('aaaa-mm-dd', the month's last: credits are
     * not cumulative), or null with no credits.
     */
    creditsExpireOn: z.iso.date().nullable(),
    /** The client's CPF or CNPJ (digits), when given: a provider may need it to take a payment. */
    taxId: z.string().nullable(),
    /**
     * The company this request acts in (the `x-empresa` header, else the last or own one) and the
     * person's roles in it (docs/product/companies.md); null for a person in no company.
     */
    company: z
      .strictObject({ id: z.string(), name: z.string(), roles: z.array(z.enum(COMPANY_ROLES)) })
      .nullable(),
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

export const meRoutes = (deps: { db: Database }) =>
  apiRouter().openapi(getMe, async (c) => {
    const { id, name, email, role } = c.get('user');
    // The studio's accounts have a company of their own too, never shown (server/auth/company.ts).
    const company = role === 'admin' ? null : c.get('company');
    // The balance and the CPF/CNPJ are the company's (on the row whose id is the company's).
    const { credit, taxId } = company
      ? await companyAccount(deps.db, company.id)
      : { credit: 0, taxId: null };
    const creditsExpireOn = credit > 0 ? creditsExpireOnOf() : null;
    return c.json(
      { id, name, email, role, credit, creditsExpireOn, taxId: taxId ?? null, company },
      200,
    );
  });
