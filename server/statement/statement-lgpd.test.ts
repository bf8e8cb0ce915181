// Money in the client's personal data (docs/product/lgpd.md): the LGPD export holds every charge,
// a receipt PDF per payment and the CPF/CNPJ; deleting the account cancels its open charges (with
// their history) and erases the CPF/CNPJ, while paid charges stay for the studio's books.
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { MANIFEST_NAME, type ExportManifest } from '../account/account-export';
import { charge, chargeEvent, user } from '../db/schema';
import type { ChargeView } from '../payments/payments.schemas';
import { adminForFile, contextForFile, post } from '../test/factories';
import type { TestUser } from '../test/harness';
import { buyCredits, PIX_TEST_ENV } from '../payments/charges-test-kit';
import { unzip } from '../test/unzip';

const t = contextForFile(PIX_TEST_ENV);
const admin = adminForFile(t);

const buy = async (client: TestUser, credits: number): Promise<ChargeView> =>
  (await buyCredits(t, client, credits)).view;

async function buyAndConfirm(client: TestUser, credits: number): Promise<ChargeView> {
  const view = await buy(client, credits);
  const confirmed = await post(t, apiRoutes.admin.confirmCharge(view.id), admin.cookie, {
    json: {},
  });
  expect(confirmed.status).toBe(200);
  return view;
}

const saveTaxId = (client: TestUser, taxId: string) =>
  t.request(apiRoutes.accountTaxId, { method: 'PUT', cookie: client.cookie, json: { taxId } });

describe('charges in the LGPD export', () => {
  it('lists every charge, with a receipt PDF per payment and the CPF/CNPJ', async () => {
    const client = await t.signUp({ name: 'Embalagens LGPD' });
    expect((await saveTaxId(client, '529.982.247-25')).status).toBe(200);
    const paid = await buyAndConfirm(client, 10);
    const open = await buy(client, 5);

    const response = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
    expect(response.status).toBe(200);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as ExportManifest;
    expect(manifest.conta.cpfCnpj).toBe('52998224725');
    const receiptPath = `recibos/recibo-${paid.id.slice(0, 8).toUpperCase()}.pdf`;
    expect(manifest.pagamentos).toEqual([
      expect.objectContaining({
        id: paid.id,
        referenteA: 'Compra de créditos: 10 créditos',
        valor: 'R$ 100,00',
        situacao: 'Pago',
        recibo: receiptPath,
      }),
      expect.objectContaining({
        id: open.id,
        valor: 'R$ 50,00',
        situacao: 'Aguardando pagamento',
        pagaEm: null,
        recibo: null,
      }),
    ]);
    const pdf = await PDFDocument.load(new Uint8Array(entries.get(receiptPath)!));
    expect(pdf.getTitle()).toBe(`Recibo ${paid.id.slice(0, 8).toUpperCase()} - Estúdio Flexo`);
    expect([...entries.keys()].filter((name) => name.startsWith('recibos/'))).toEqual([
      receiptPath,
    ]);
  });
});

describe('charges when the account is deleted', () => {
  it('cancels the open charges with their history, keeps the paid ones and erases the CPF', async () => {
    const client = await t.signUp({ name: 'Embalagens Excluir' });
    const other = await t.signUp();
    expect((await saveTaxId(client, '11.222.333/0001-81')).status).toBe(200);
    const paid = await buyAndConfirm(client, 5);
    const open = await buy(client, 10);
    const othersOpen = await buy(other, 5);

    const deleted = await t.request(apiRoutes.accountDelete, {
      method: 'POST',
      cookie: client.cookie,
      json: { password: client.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    const statuses = await t.runtime.db
      .select({ id: charge.id, status: charge.status })
      .from(charge)
      .where(eq(charge.ownerId, client.id));
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [paid.id, 'paid'],
        [open.id, 'cancelled'],
      ]),
    );
    const [cancelled] = await t.runtime.db
      .select()
      .from(chargeEvent)
      .where(and(eq(chargeEvent.chargeId, open.id), eq(chargeEvent.type, 'cancelled')));
    expect(cancelled).toMatchObject({ actorId: client.id });
    const [othersRow] = await t.runtime.db
      .select({ status: charge.status })
      .from(charge)
      .where(eq(charge.id, othersOpen.id));
    expect(othersRow!.status).toBe('open');
    const [account] = await t.runtime.db
      .select({ taxId: user.taxId })
      .from(user)
      .where(eq(user.id, client.id));
    expect(account!.taxId).toBeNull();
    // Money that still arrives for the cancelled charge is not taken as payment.
    const late = await post(t, apiRoutes.admin.confirmCharge(open.id), admin.cookie, { json: {} });
    expect(late.status).toBe(409);
  });
});
