// The client's payments API (docs/product/payments.md): the studio's prices, 'Comprar créditos'
// (a charge for a package: the amount is the server's), one charge for its owner (polled by the
// pay page until it is paid), and an approved art's fee — pay it, and "is it settled?". The rules
// live in charges.service.ts.
import { buyCreditsSchema } from '../../common/payment-schemas';
import type { AppDeps } from '../deps';
import { forbidden } from '../domain-errors';
import { apiRouter, idParams, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import {
  CHARGE_NOT_FOUND_MESSAGE,
  createCreditCharge,
  feeSettlementOf,
  getChargeView,
  payApprovalFee,
} from './charges.service';
import { paymentSettingsOf, pricedPackages } from './payment-settings.service';
import { chargeViewSchema, feeSettlementSchema, paymentPricesSchema } from './payments.schemas';
import { companyOf, companyMay, viewerOf } from '../auth/company';

const paymentRoute = routeGroup('user', { tags: ['Pagamentos'] });
const artParams = idParams('Arte não encontrada.');

const prices = paymentRoute({
  method: 'get',
  path: '/payments/prices',
  summary: 'Preço do crédito, pacotes à venda e taxa de aprovação',
  responses: {
    200: jsonResponse(paymentPricesSchema, 'Os preços em vigor, em centavos.'),
  },
});

const buy = paymentRoute({
  method: 'post',
  path: '/charges',
  middleware: [companyMay.buyCredits],
  summary: 'Compra um pacote de créditos: gera a cobrança Pix (o valor é o do servidor)',
  request: { body: jsonBody(buyCreditsSchema) },
  errors: [400, 403, 404, 409, 503],
  responses: {
    201: jsonResponse(chargeViewSchema, 'A cobrança, com o Pix para pagar.'),
  },
});

const getCharge = paymentRoute({
  method: 'get',
  path: '/charges/{id}',
  middleware: [companyMay.seeStatement],
  summary: 'Uma cobrança do próprio cliente (a página de pagamento a consulta até ser paga)',
  request: { params: idParams(CHARGE_NOT_FOUND_MESSAGE) },
  errors: [403, 404],
  responses: {
    200: jsonResponse(chargeViewSchema, 'A cobrança e o saldo atual.'),
  },
});

const payFee = paymentRoute({
  method: 'post',
  path: '/arts/{id}/fee/pay',
  middleware: [companyMay.payFees],
  summary: 'Paga a taxa de aprovação da arte: a cobrança em aberto, ou uma nova se o Pix expirou',
  request: { params: artParams },
  errors: [403, 404, 409, 503],
  responses: {
    200: jsonResponse(chargeViewSchema, 'A cobrança da taxa, com o Pix para pagar.'),
  },
});

const feeStatus = paymentRoute({
  method: 'get',
  path: '/arts/{id}/fee',
  middleware: [companyMay.viewArts],
  summary: 'A taxa de aprovação da arte está quitada?',
  request: { params: artParams },
  errors: [403, 404],
  responses: {
    200: jsonResponse(feeSettlementSchema, 'Quitada ou não, e a taxa.'),
  },
});

export function paymentRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'logger'>) {
  const { db, config } = deps;
  return apiRouter()
    .openapi(prices, async (c) => {
      const settings = await paymentSettingsOf(db, config.payments);
      return c.json(
        {
          creditPriceCents: settings.creditPriceCents,
          packages: pricedPackages(settings),
          approvalFeeCents: settings.approvalFeeCents,
          pixExpiryMinutes: settings.pixExpiryMinutes,
          available: settings.pixKey !== '' || deps.payments.name !== 'pix-manual',
        },
        200,
      );
    })
    .openapi(buy, async (c) => {
      const user = c.get('user');
      if (user.role !== 'client') throw forbidden('Apenas clientes compram créditos.');
      const company = companyOf(c);
      const view = await createCreditCharge(
        { ...deps, logger: c.get('log') },
        { userId: company.id, actorId: user.id, credits: c.req.valid('json').credits },
      );
      c.get('log').info(
        {
          userId: user.id,
          companyId: company.id,
          chargeId: view.id,
          amountCents: view.amountCents,
        },
        'credit charge created',
      );
      return c.json(view, 201);
    })
    .openapi(getCharge, async (c) => {
      return c.json(
        await getChargeView(deps, { chargeId: c.req.valid('param').id, viewer: viewerOf(c) }),
        200,
      );
    })
    .openapi(payFee, async (c) => {
      const user = c.get('user');
      if (user.role !== 'client') throw forbidden('Apenas o cliente paga a taxa da sua arte.');
      const view = await payApprovalFee(
        { ...deps, logger: c.get('log') },
        { artId: c.req.valid('param').id, clientId: companyOf(c).id, actorId: user.id },
      );
      return c.json(view, 200);
    })
    .openapi(feeStatus, async (c) => {
      return c.json(
        await feeSettlementOf(db, { artId: c.req.valid('param').id, viewer: viewerOf(c) }),
        200,
      );
    });
}
