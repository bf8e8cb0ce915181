// @vitest-environment jsdom
// /Pagamentos: every charge with its client, reason, status, amount and history, the monthly
// totals, the filters kept in the address and sent to the server, and 'Confirmar recebimento'
// asked first (with the optional E2E id) before the list is read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminPaymentsPage } from './admin-payments-page';

type Row = ApiSchemas['AdminChargeRow'];

const openCharge: Row = {
  id: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  client: { id: 'c1', name: 'Embalagens Sul Ltda' },
  reason: 'credits',
  status: 'open',
  amountCents: 5000,
  credits: 5,
  art: null,
  reference: 'a1b2c3d4e5f60718293a4b5c6',
  provider: 'pix-manual',
  endToEndId: null,
  expiresAt: '2026-11-20T13:30:00.000Z',
  paidAt: null,
  refundedCents: null,
  creditsRemoved: null,
  note: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  events: [
    {
      id: 'e1',
      type: 'created',
      actor: { id: 'c1', name: 'Embalagens Sul Ltda' },
      note: null,
      details: {},
      createdAt: '2026-11-20T13:00:00.000Z',
    },
  ],
};

let rows: Row[];
let asked: URL[];
let confirmed: { id: string; body: unknown }[];

beforeEach(() => {
  rows = [openCharge];
  asked = [];
  confirmed = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/notifications/unread-count') {
      return answer('/api/notifications/unread-count', 'get', { count: 0 });
    }
    if (url.pathname === '/api/admin/charges') {
      asked.push(url);
      const paid = rows.filter((row) => row.status === 'paid');
      return answer('/api/admin/charges', 'get', {
        items: rows,
        page: 1,
        pageSize: 50,
        total: rows.length,
        months: paid.length
          ? [{ month: '2026-11', receivedCents: 5000, refundedCents: 0, payments: paid.length }]
          : [],
      });
    }
    const confirm = /^\/api\/admin\/charges\/([^/]+)\/confirm$/.exec(url.pathname);
    if (confirm && requestMethod(input, init) === 'POST') {
      const body: unknown = await new Request(input, init).json();
      confirmed.push({ id: confirm[1]!, body });
      rows = rows.map((row) =>
        row.id === confirm[1]
          ? { ...row, status: 'paid', paidAt: '2026-11-20T13:10:00.000Z' }
          : row,
      );
      return answer('/api/admin/charges/{id}/confirm', 'post', { ok: true });
    }
    return errorAnswer(404, 'not_found', 'não encontrado');
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entry: string = paths.adminPayments) {
  return renderAdminPage(paths.adminPayments, <AdminPaymentsPage />, { entry });
}

describe('AdminPaymentsPage', () => {
  it('lists each charge with its client, what it is for, status, amount, reference and history', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cobranças' });
    const client = await within(table).findByRole('link', { name: 'Embalagens Sul Ltda' });
    expect(client).toHaveAttribute('href', paths.adminClient('c1'));
    const first = client.closest('tr')!;
    expect(first).toHaveTextContent('Compra de créditos: 5 créditos');
    expect(first).toHaveTextContent('Aguardando pagamento');
    expect(first).toHaveTextContent('R$ 50,00');
    expect(first).toHaveTextContent('Identificador: a1b2c3d4e5f60718293a4b5c6');
    expect(first).toHaveTextContent('20/11/2026 10:00: Criada por Embalagens Sul Ltda');
    expect(screen.getByText('Nenhum pagamento recebido nestes filtros.')).toBeVisible();
  });

  it('sends the filters kept in the address', async () => {
    renderPage(`${paths.adminPayments}?situacao=paid&cliente=Sul&de=2026-11-01`);
    await screen.findByRole('table', { name: 'Cobranças' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const query = asked.at(-1)!.searchParams;
    expect(query.get('status')).toBe('paid');
    expect(query.get('client')).toBe('Sul');
    expect(query.get('from')).toBe('2026-11-01');
    expect(screen.getByLabelText('Situação')).toHaveValue('paid');
  });

  it("'Confirmar recebimento' asks first, sends the E2E id, then shows it paid and the month's total", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cobranças' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Confirmar recebimento' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar recebimento' });
    expect(dialog).toHaveTextContent('Os 5 créditos entram no saldo do cliente agora.');
    expect(confirmed).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Identificador do Pix no extrato (E2E), opcional'),
      'E1234567820261120',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar recebimento' }));
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(confirmed[0]).toEqual({ id: openCharge.id, body: { endToEndId: 'E1234567820261120' } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recebimento confirmado: 5 créditos de Embalagens Sul Ltda.',
    );
    await waitFor(() => expect(within(table).getByText('Pago')).toBeVisible());
    const totals = await screen.findByRole('table', { name: 'Recebido por mês' });
    expect(totals).toHaveTextContent('11/2026');
    expect(totals).toHaveTextContent('R$ 50,00');
  });
});
