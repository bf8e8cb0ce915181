// The client's statement ('Extrato') on the real app: every kind of movement (purchase, studio
// grant, an art's debit, a change after approval, a refund, the monthly expiry) with its
// description and a balance after that reconciles with the ledger and the account; the month-end
// expiry ahead; the payments with their receipts (a PDF read back, its owner's only); the CSV read
// back as Excel would.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { creditLedger } from '../db/schema';
import { eq } from 'drizzle-orm';
import { expireMonthlyCredits } from '../credits/credits.service';
import {
  adminForFile,
  approveAs,
  balanceOf,
  contextForFile,
  errorOf,
  getJson,
  post,
  readJson,
  requestAndDeliver,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import { buyCredits, PIX_TEST_ENV } from '../payments/charges-test-kit';
import type { ChargeView } from '../payments/payments.schemas';
import type { PaidCharge, StatementSummary } from './statement.schemas';
import { creditsExpireOn } from './statement.service';
import type { Page } from '../db/paging';
import { grantCredits } from '../credits/credits.service';

const t = contextForFile(PIX_TEST_ENV);
const admin = adminForFile(t);

async function buyAndConfirm(client: TestUser, credits: number): Promise<ChargeView> {
  const { view } = await buyCredits(t, client, credits);
  const confirmed = await post(t, apiRoutes.admin.confirmCharge(view.id), admin.cookie, {
    json: { endToEndId: `E${view.id.replace(/-/g, '').slice(0, 31)}` },
  });
  expect(confirmed.status).toBe(200);
  return view;
}

const statementOf = (client: TestUser, page = 1) =>
  getJson<StatementSummary>(t, apiRoutes.statement(page), client.cookie);

/** Every movement, oldest first, through the API's pages. */
async function allMovements(client: TestUser) {
  const first = await statementOf(client);
  const items = [...first.movements.items];
  for (let page = 2; (page - 1) * first.movements.pageSize < first.movements.total; page++) {
    items.push(...(await statementOf(client, page)).movements.items);
  }
  return items.reverse();
}

/** A ';'-separated line, with "quoted" fields holding separators or quotes. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

describe('Extrato', () => {
  it('lists every kind of movement with a balance after that reconciles with the ledger', async () => {
    const client = await t.signUp({ name: 'Embalagens Extrato; "Ltda"' });
    const bought = await buyAndConfirm(client, 5);
    await grantCredits(t.runtime.db, {
      userId: client.id,
      adminId: admin.id,
      amount: 3,
      note: 'Bônus de boas-vindas',
    });
    // An art requested (a debit), delivered, approved, then changed after approval (a debit).
    const { art, delivery } = await requestAndDeliver(t, admin, client);
    expect((await approveAs(t, client, art.id, delivery.version ?? 1)).status).toBe(200);
    const change = new FormData();
    change.set('description', 'Trocar a cor do logotipo');
    const changed = await t.request(apiRoutes.requestArtChange(art.id), {
      method: 'POST',
      cookie: client.cookie,
      body: change,
    });
    expect(changed.status).toBe(200);
    // The studio refunds the purchase: the credits still unspent leave the balance.
    expect(
      (await post(t, apiRoutes.admin.refundCharge(bought.id), admin.cookie, { json: {} })).status,
    ).toBe(200);
    const before = await statementOf(client);
    expect(before.balance).toBe(await balanceOf(t, client.id));
    expect(before.expiring).toEqual({ credits: before.balance, on: creditsExpireOn() });

    // The month ends: what is left expires.
    const nextMonth = new Date(Date.now() + 32 * 24 * 3600_000);
    await expireMonthlyCredits(t.runtime.db, nextMonth);

    const movements = await allMovements(client);
    expect(movements.map((m) => m.kind)).toEqual([
      'purchase',
      'grant',
      'debit',
      'debit',
      'refund',
      'expiry',
    ]);
    expect(movements.map((m) => m.description)).toEqual([
      'Compra de 5 créditos (R$ 50,00, Pix)',
      'Créditos adicionados pelo estúdio: Bônus de boas-vindas',
      `Pedido da arte “${art.name}”`,
      `Alteração após aprovação da arte “${art.name}”`,
      expect.stringMatching(/^Reembolso de R\$ \d+,\d\d: \d de 5 créditos da compra$/),
      'Expiração mensal: créditos não utilizados no mês (não cumulativos)',
    ]);
    expect(movements[0]!.chargeId).toBe(bought.id);
    expect(movements[2]!.art).toEqual({ id: art.id, name: art.name });
    // Each balance after is the one before plus the movement; the last is the account's.
    let running = 0;
    for (const movement of movements) {
      running += movement.amount;
      expect(movement.balanceAfter, movement.description).toBe(running);
    }
    const ledger = await t.runtime.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, client.id));
    expect(movements.map((m) => m.id).sort()).toEqual(ledger.map((row) => row.id).sort());
    const after = await statementOf(client);
    expect(after.balance).toBe(0);
    expect(running).toBe(await balanceOf(t, client.id));
    expect(after.expiring).toBeNull();
    // Newest first on the page.
    expect(after.movements.items[0]!.kind).toBe('expiry');

    // The CSV holds the same movements, oldest first, as Excel reads it.
    const csvResponse = await t.request(apiRoutes.statementCsv, { cookie: client.cookie });
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers.get('content-disposition')).toMatch(
      /^attachment; filename="extrato-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await csvResponse.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(parseCsvLine(lines[0]!)).toEqual(['Data', 'Descrição', 'Créditos', 'Saldo após']);
    const rows = lines.slice(1).map(parseCsvLine);
    expect(rows.map((row) => row[1])).toEqual(movements.map((m) => m.description));
    expect(rows.map((row) => [Number(row[2]), Number(row[3])])).toEqual(
      movements.map((m) => [m.amount, m.balanceAfter]),
    );
    for (const row of rows) expect(row[0]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('gives each payment a receipt PDF its owner alone can download', async () => {
    const client = await t.signUp({ name: 'Embalagens Recibo' });
    const other = await t.signUp({ name: 'Outra Embalagens' });
    const bought = await buyAndConfirm(client, 10);
    // An unpaid charge has no receipt.
    const open = await readJson<ChargeView>(
      await post(t, apiRoutes.charges, client.cookie, { json: { credits: 5 } }),
    );

    const payments = await getJson<Page<PaidCharge>>(
      t,
      apiRoutes.statementPayments(),
      client.cookie,
    );
    expect(payments.items).toEqual([
      expect.objectContaining({
        id: bought.id,
        reason: 'credits',
        status: 'paid',
        description: 'Compra de créditos: 10 créditos',
        amountCents: 10_000,
        method: 'Pix (confirmado pelo estúdio)',
      }),
    ]);

    const response = await t.request(apiRoutes.chargeReceipt(bought.id), { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="recibo-${bought.id.slice(0, 8).toUpperCase()}.pdf"`,
    );
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Recibo ${bought.id.slice(0, 8).toUpperCase()} - Estúdio Flexo`);
    // The text itself: pdf-lib writes WinAnsi strings as hex, one drawText per line.
    const content = await pageText(pdf);
    expect(content).toContain('Estúdio Flexo Design e Marketing Ltda.');
    expect(content).toContain('Recebemos de Embalagens Recibo a quantia de R$ 100,00');
    expect(content).toContain('Compra de créditos: 10 créditos');
    expect(content).toContain('Pix (confirmado pelo estúdio)');
    expect(content).toContain('não é nota fiscal');

    // Another client, an admin, a stranger, an unpaid charge: nothing.
    const refused = await t.request(apiRoutes.chargeReceipt(bought.id), { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe('Recibo não encontrado.');
    expect(
      (await t.request(apiRoutes.chargeReceipt(open.id), { cookie: client.cookie })).status,
    ).toBe(404);
    expect((await t.request(apiRoutes.chargeReceipt(bought.id))).status).toBe(401);
    expect(
      (await t.request(apiRoutes.chargeReceipt(bought.id), { cookie: admin.cookie })).status,
    ).toBe(403);
    expect(
      (await getJson<Page<PaidCharge>>(t, apiRoutes.statementPayments(), other.cookie)).items,
    ).toEqual([]);
  });

  it('is the client’s own: the other client sees only theirs, the studio uses its panel', async () => {
    const client = await t.signUp();
    await grantCredits(t.runtime.db, { userId: client.id, adminId: admin.id, amount: 2 });
    const other = await t.signUp();
    expect((await statementOf(other)).movements.items).toEqual([]);
    expect((await statementOf(client)).movements.total).toBe(1);
    expect((await t.request(apiRoutes.statement(), { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request(apiRoutes.statementCsv)).status).toBe(401);
  });
});

/** The text a PDF page draws, its hex strings decoded as WinAnsi (Latin-1 for these letters). */
async function pageText(pdf: PDFDocument): Promise<string> {
  const { PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  let text = '';
  for (const ref of streams) {
    const stream = pdf.context.lookup(ref);
    if (stream instanceof PDFRawStream) {
      const raw = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex = ''] of raw.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
        text += `${Buffer.from(hex, 'hex').toString('latin1')}\n`;
      }
    }
  }
  return text;
}
