// The client's statement ('Extrato'): the credit movements a page at a time with the balance and
// what ends with the month, the payments made, a payment's receipt (PDF, its owner only: anyone
// else gets the 404 of an unknown one) and the whole statement as CSV. Only ever the caller's own:
// no route takes a client id. The rules live in statement.service.ts.
import { pageQuerySchema } from '../../common/api-types';
import { formatIsoDate } from '../../common/format';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AuthedEnv } from '../http/context';
import { forbidden } from '../domain-errors';
import { apiRouter, fileResponse, idParams, jsonResponse, routeGroup } from '../http/contract';
import { receiptNumberOf, renderReceiptPdf } from './receipt-pdf';
import { paidChargePageSchema, statementSchema } from './statement.schemas';
import {
  paymentsOf,
  RECEIPT_NOT_FOUND_MESSAGE,
  receiptOf,
  statementCsv,
  statementOf,
} from './statement.service';
import { companyOf, companyMay } from '../auth/company';

const TAGS = ['Extrato'];
const CLIENTS_ONLY_MESSAGE = 'O extrato é da área do cliente.';
/** The statement is the company's: only a member who may see it (403 otherwise). */
const statementRoute = routeGroup('user', {
  tags: TAGS,
  middleware: [companyMay.seeStatement],
  errors: [403],
});

const getStatement = statementRoute({
  method: 'get',
  path: '/statement',
  summary: 'O extrato de créditos do cliente (mais novos primeiro), o saldo e o que expira no mês',
  request: { query: pageQuerySchema },
  errors: [400],
  responses: { 200: jsonResponse(statementSchema, 'Uma página do extrato.') },
});

const getPayments = statementRoute({
  method: 'get',
  path: '/statement/payments',
  summary: 'Os pagamentos do cliente (pagos ou reembolsados), cada um com recibo',
  request: { query: pageQuerySchema },
  errors: [400],
  responses: { 200: jsonResponse(paidChargePageSchema, 'Uma página dos pagamentos.') },
});

const getCsv = statementRoute({
  method: 'get',
  path: '/statement/csv',
  summary: 'O extrato inteiro em CSV (separado por ponto e vírgula, UTF-8 com BOM)',
  responses: {
    200: fileResponse('text/csv', 'extrato-AAAA-MM-DD.csv: Data; Descrição; Créditos; Saldo após.'),
  },
});

const getReceipt = statementRoute({
  method: 'get',
  path: '/charges/{id}/receipt',
  summary: 'O recibo (PDF) de um pagamento do próprio cliente',
  request: { params: idParams(RECEIPT_NOT_FOUND_MESSAGE) },
  errors: [404],
  responses: { 200: fileResponse('application/pdf', 'recibo-XXXXXXXX.pdf') },
});

const download = (type: string, name: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

export function statementRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  /** Whose statement: a client's open company (the studio has none to show). */
  const ownerOf = (c: { get: Context<AuthedEnv>['get'] }) => {
    if (c.get('user').role !== 'client') throw forbidden(CLIENTS_ONLY_MESSAGE);
    return companyOf(c).id;
  };
  return apiRouter()
    .openapi(getStatement, async (c) => {
      return c.json(await statementOf(db, ownerOf(c), c.req.valid('query').page), 200);
    })
    .openapi(getPayments, async (c) => {
      return c.json(await paymentsOf(db, ownerOf(c), c.req.valid('query').page), 200);
    })
    .openapi(getCsv, async (c) => {
      const csv = await statementCsv(db, ownerOf(c));
      const name = `extrato-${formatIsoDate(new Date())}.csv`;
      return c.body(csv, 200, download('text/csv; charset=utf-8', name));
    })
    .openapi(getReceipt, async (c) => {
      const receipt = await receiptOf(db, {
        chargeId: c.req.valid('param').id,
        ownerId: ownerOf(c),
      });
      const pdf = await renderReceiptPdf(receipt);
      const name = `recibo-${receiptNumberOf(receipt.id)}.pdf`;
      return c.body(new Uint8Array(pdf), 200, download('application/pdf', name));
    });
}
