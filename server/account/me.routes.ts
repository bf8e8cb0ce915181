// GET /api/me: who is signed in, as the SPA's guards and the header's balance read it.
import { z } from '@hono/zod-openapi';
import { COMPANY_ROLES } from '../../common/companies';
import { ROLES } from '../../common/constants';
import { membershipsOf } from '../auth/company';
import { openCompanyForSession } from '../companies/team.service';
import { companyAccount } from '../credits/credits.service';
import type { Database } from '../db/client';
import { apiRouter, jsonBody, jsonResponse, signedInRoute } from '../http/contract';
import { creditsExpireOn as creditsExpireOnOf } from '../statement/statement.service';

const companySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
});

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
    company: companySchema.nullable(),
    /** Every company the person belongs to, oldest first, with their roles (the switcher's list). */
    companies: z.array(companySchema),
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

const openCompanySchema = z.strictObject({
  companyId: z.string().min(1).max(64).openapi({ example: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60' }),
});

const putCompany = signedInRoute('user', {
  method: 'put',
  path: '/me/company',
  tags: ['Conta'],
  summary:
    'Troca a empresa aberta: a sessão a guarda como a última (a próxima visita sem `x-empresa` a abre)',
  request: { body: jsonBody(openCompanySchema) },
  errors: [400, 404],
  responses: { 200: jsonResponse(openCompanySchema, 'A empresa, agora a última da sessão.') },
});

export const meRoutes = (deps: { db: Database }) =>
  apiRouter()
    .openapi(putCompany, async (c) => {
      const { companyId } = c.req.valid('json');
      await openCompanyForSession(deps.db, {
        companyId,
        userId: c.get('user').id,
        sessionId: c.get('session').id,
      });
      return c.json({ companyId }, 200);
    })
    .openapi(getMe, async (c) => {
      const { id, name, email, role } = c.get('user');
      // The studio's accounts have a company of their own too, never shown (server/auth/company.ts).
      const company = role === 'admin' ? null : c.get('company');
      // The balance and the CPF/CNPJ are the company's (on the row whose id is the company's).
      const { credit, taxId } = company
        ? await companyAccount(deps.db, company.id)
        : { credit: 0, taxId: null };
      const creditsExpireOn = credit > 0 ? creditsExpireOnOf() : null;
      const companies = role === 'admin' ? [] : await membershipsOf(deps.db, id);
      return c.json(
        {
          id,
          name,
          email,
          role,
          credit,
          creditsExpireOn,
          taxId: taxId ?? null,
          company,
          companies,
        },
        200,
      );
    });
