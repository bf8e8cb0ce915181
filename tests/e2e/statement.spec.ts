// The client's statement on a 360×800 phone (docs/product/payments.md): after buying credits by
// Pix (confirmed by the studio, as payments.spec does), 'Extrato' shows the purchase with the
// balance after it and when the credits end, and downloads the payment's receipt (a PDF) and the
// statement as CSV (';', UTF-8 with BOM).
import { readFile } from 'node:fs/promises';
import { expect, expectNoSideScroll, test } from './fixtures';

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 120_000 });

test('a client who bought credits reads them in Extrato and downloads the receipt and the CSV', async ({
  page,
  fiveCreditsCharge,
  adminApi,
}) => {
  await adminApi.confirmCharge(fiveCreditsCharge);
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 15_000 });

  // The header's balance says when the credits end, and leads to the statement.
  const balance = page.getByRole('link', { name: /^5 créditos (· )?expiram em \d\d\/\d\d$/ });
  await expect(balance).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu da área do cliente' })
    .getByRole('link', { name: 'Extrato' })
    .click();
  await expect(page.getByRole('heading', { name: 'Extrato', level: 1 })).toBeVisible();
  await expect(page.getByText(/^5 créditos expiram em \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  const movements = page.getByRole('list', { name: 'Movimentações de créditos' });
  const purchase = movements.getByRole('listitem').filter({ hasText: 'Compra de 5 créditos' });
  await expect(purchase).toContainText('Compra de 5 créditos (R$ 50,00, Pix)');
  await expect(purchase).toContainText(/Créditos\s*\+5/);
  await expect(purchase).toContainText(/Saldo após\s*5/);

  const payments = page.getByRole('list', { name: 'Pagamentos e recibos' });
  await expect(payments).toContainText('Compra de créditos: 5 créditos');
  await expect(payments).toContainText('R$ 50,00');
  const receiptWaiting = page.waitForEvent('download');
  await payments.getByRole('link', { name: /^Baixar recibo: Compra de créditos/ }).click();
  const receipt = await receiptWaiting;
  expect(receipt.suggestedFilename()).toBe(
    `recibo-${fiveCreditsCharge.slice(0, 8).toUpperCase()}.pdf`,
  );
  const pdf = await readFile(await receipt.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csvWaiting = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar extrato (CSV)' }).click();
  const csvFile = await csvWaiting;
  expect(csvFile.suggestedFilename()).toMatch(/^extrato-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await csvFile.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Data;Descrição;Créditos;Saldo após');
  expect(lines[1]).toMatch(
    /^\d\d\/\d\d\/\d{4} \d\d:\d\d;"?Compra de 5 créditos \(R\$ 50,00, Pix\)"?;5;5$/,
  );

  await expectNoSideScroll(page);
});
