// @vitest-environment jsdom
// Buying credits and paying in the client area: 'Comprar créditos' lists the packages and needs a
// choice, sends only the package's number of credits, and opens the pay page; the pay page shows
// the amount, the QR code, the 'Pix copia e cola' with its copy button and the time left, asks
// again until the payment arrives and then shows the new balance without a reload; someone else's
// charge is 'Cobrança não encontrada'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { PRICES } from '../../../test/prices';
import { clientMe, renderRoutes } from '../../../test/render-routes';
import { BuyCreditsDialog } from '../components/buy-credits-dialog';
import { PaymentPage } from './payment-page';

type Charge = ApiSchemas['ChargeView'];

const open: Charge = {
  id: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  reason: 'credits',
  status: 'open',
  amountCents: 9000,
  credits: 10,
  art: null,
  pixCopiaECola:
    '00020126360014br.gov.bcb.pix0114+55719999988885204000053039865406090.005802BR6304ABCD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
  expiresAt: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
  paidAt: null,
  createdAt: new Date().toISOString(),
  refundedCents: null,
  creditsRemoved: null,
  note: null,
  balance: 0,
  confirmedByStudio: true,
};

let charge: Charge;
let balance: number;
const posted: unknown[] = [];

beforeEach(() => {
  charge = open;
  balance = 0;
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input).pathname;
      const method = requestMethod(input, init);
      if (url === '/api/me') return answer('/api/me', 'get', clientMe(balance));
      if (url === '/api/payments/prices') {
        return answer('/api/payments/prices', 'get', PRICES);
      }
      if (url === '/api/charges' && method === 'POST') {
        const body: unknown = await new Request(input, init).json();
        posted.push(body);
        return answer('/api/charges', 'post', open, 201);
      }
      if (url === `/api/charges/${open.id}`) return answer('/api/charges/{id}', 'get', charge);
      return errorAnswer(404, 'not_found', 'Cobrança não encontrada.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: paths.clientArea, element: <BuyCreditsDialog onClose={() => {}} /> },
  { path: routePatterns.payment, element: <PaymentPage /> },
];

describe('Comprar créditos', () => {
  it('asks for a package, sends only its credits and opens the pay page', async () => {
    const router = renderRoutes(routes, paths.clientArea);
    const dialog = await screen.findByRole('dialog', { name: 'Comprar créditos' });
    const group = await within(dialog).findByRole('group', { name: 'Escolha um pacote' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual(['5 créditos — R$ 50,00', '10 créditos — R$ 90,00 (10% de desconto)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    expect(dialog).toHaveTextContent('Escolha um pacote de créditos.');
    expect(posted).toEqual([]);
    await userEvent.click(within(group).getByLabelText('10 créditos — R$ 90,00 (10% de desconto)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment(open.id)));
    expect(posted).toEqual([{ credits: 10 }]);
  });
});

describe('the pay page', () => {
  it('shows the Pix to pay, then the new balance once the payment is confirmed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, paths.payment(open.id));
    expect(await screen.findByRole('heading', { name: 'Pagamento' })).toBeVisible();
    expect(screen.getByText('R$ 90,00')).toBeVisible();
    expect(screen.getByText(/10 créditos/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code do Pix de R$ 90,00' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByLabelText('Pix copia e cola')).toHaveValue(open.pixCopiaECola);
    // The time left is the browser's clock, shown once the page is live.
    await waitFor(() =>
      expect(screen.getByText(/Tempo restante:/).parentElement).toHaveTextContent(/29:\d\d/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(writeText).toHaveBeenCalledWith(open.pixCopiaECola);
    expect(screen.getByText('Código copiado. Cole no app do seu banco.')).toBeVisible();

    // The studio confirms: the next poll (3 s) shows it, no reload.
    balance = 10;
    charge = { ...open, status: 'paid', paidAt: new Date().toISOString(), balance: 10 };
    expect(await screen.findByText('Pagamento confirmado!', {}, { timeout: 6000 })).toBeVisible();
    expect(screen.getByText(/Seu saldo agora:/)).toHaveTextContent('Seu saldo agora: 10 créditos.');
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  }, 15_000);

  it("says 'Cobrança não encontrada' for someone else's charge", async () => {
    renderRoutes(routes, paths.payment('2b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f61'));
    expect(await screen.findByRole('heading', { name: 'Cobrança não encontrada' })).toBeVisible();
  });
});
