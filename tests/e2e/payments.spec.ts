// Buying credits on a 360×800 phone (docs/product/payments.md): 'Comprar créditos' in the client
// area, a package chosen, the pay page with the Pix QR code, 'Pix copia e cola' and the time left;
// the studio confirms the Pix; the page shows the payment and the new balance by itself, no
// reload, and nothing scrolls sideways.
import { expect, expectNoSideScroll, test } from './fixtures';

test.use({ viewport: { width: 360, height: 800 } });
test.describe.configure({ timeout: 120_000 });

test('a client buys credits by Pix and sees them arrive without reloading', async ({
  page,
  fiveCreditsCharge,
  adminApi,
}) => {
  await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
  await expect(page.getByText('Valor: R$ 50,00')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix de R$ 50,00' })).toBeVisible();
  await expect(page.getByLabel('Pix copia e cola')).toHaveValue(
    /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
  );
  await expect(page.getByText(/Tempo restante:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  // Its own address: rendered on the server and hydrated (the clock starts in the browser).
  await page.reload();
  await expect(page.getByText(/Tempo restante: \d\d:\d\d/)).toBeVisible();
  await expectNoSideScroll(page);

  // The studio sees the Pix in its bank and confirms it in the panel.
  await adminApi.confirmCharge(fiveCreditsCharge);
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Seu saldo agora:/)).toHaveText(/Seu saldo agora: 5 créditos\./);
  await expect(
    page.getByRole('region', { name: 'Sua conta' }).getByText('5 créditos', { exact: true }),
  ).toBeVisible();
});
