// @vitest-environment jsdom
// /PrecosEPagamentos: the saved values shown as the studio types money ('10,00'); a price outside
// its bounds refused in pt-BR with nothing sent; a saved form sends centavos, the packages with
// their discounts, and the Pix details.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminPaymentSettingsPage } from './admin-payment-settings-page';

/** The first answer may take a while on a busy machine: the form appears once it is read. */
const formReady = () => screen.findByLabelText('Preço de 1 crédito', {}, { timeout: 6_000 });

const saved: ApiSchemas['PaymentSettings'] = {
  creditPriceCents: 1000,
  packages: [
    { credits: 5, discountPercent: 0 },
    { credits: 10, discountPercent: 0 },
  ],
  approvalFeeCents: 6000,
  pixExpiryMinutes: 30,
  pixKey: 'financeiro@estudio.com.br',
  merchantName: 'Estudio Flexo',
  merchantCity: 'Salvador',
};

let puts: unknown[];

beforeEach(() => {
  puts = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/notifications/unread-count') {
      return answer('/api/notifications/unread-count', 'get', { count: 0 });
    }
    if (url.pathname === '/api/admin/settings/payments') {
      if (requestMethod(input, init) === 'PUT') {
        const body = (await new Request(input, init).json()) as ApiSchemas['PaymentSettings'];
        puts.push(body);
        return answer('/api/admin/settings/payments', 'put', body);
      }
      return answer('/api/admin/settings/payments', 'get', saved);
    }
    return errorAnswer(404, 'not_found', 'não encontrado');
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderAdminPage(paths.adminPaymentSettings, <AdminPaymentSettingsPage />);
}

describe('AdminPaymentSettingsPage', () => {
  it('refuses a price out of bounds in pt-BR and sends nothing', async () => {
    renderPage();
    const price = await formReady();
    expect(price).toHaveValue('10,00');
    expect(screen.getByLabelText('Taxa de aprovação por arte')).toHaveValue('60,00');
    await userEvent.clear(price);
    await userEvent.type(price, '0,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe o preço do crédito entre R$ 1,00 e R$ 10.000,00.'),
    ).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
  });

  it('saves centavos, the packages with their discounts and the Pix details', async () => {
    renderPage();
    const price = await formReady();
    await userEvent.clear(price);
    await userEvent.type(price, '12,50');
    const second = screen.getByRole('group', { name: 'Pacote 2' });
    const discount = within(second).getByLabelText('Desconto');
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    // The package's price follows what is typed: 10 × R$ 12,50 less 10 %.
    expect(second).toHaveTextContent('Preço: R$ 112,50');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pacote' }));
    const third = screen.getByRole('group', { name: 'Pacote 3' });
    await userEvent.type(within(third).getByLabelText('Créditos'), '20');
    const fee = screen.getByLabelText('Taxa de aprovação por arte');
    await userEvent.clear(fee);
    await userEvent.type(fee, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...saved,
      creditPriceCents: 1250,
      approvalFeeCents: 0,
      packages: [
        { credits: 5, discountPercent: 0 },
        { credits: 10, discountPercent: 10 },
        { credits: 20, discountPercent: 0 },
      ],
    });
    expect(await screen.findByText('Preços e pagamentos salvos.')).toBeVisible();
  });
});
