// @vitest-environment jsdom
// /Emails: the outbox by state (tabs kept in the address), each message with its recipient,
// subject, time and error; 'Reenviar' only on a failed one not yet resent, asked first, and the
// list read again after it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { renderAdminPage } from '../../../test/render-routes';
import { AdminMailsPage } from './admin-mails-page';

type MailRow = ApiSchemas['AdminMailRow'];

const failed: MailRow = {
  id: 'm1',
  to: 'cliente@exemplo.com.br',
  subject: 'Versão 1 entregue: Caixa Pizza',
  state: 'failed',
  createdAt: '2026-11-20T13:00:00.000Z',
  sentAt: null,
  failedAt: '2026-11-21T13:00:00.000Z',
  attempts: 13,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  resentAt: null,
};
const sent: MailRow = {
  ...failed,
  id: 'm2',
  subject: 'Pedido recebido: Rótulo',
  state: 'sent',
  sentAt: '2026-11-20T12:00:05.000Z',
  failedAt: null,
  attempts: 1,
  error: null,
};
const pending: MailRow = { ...sent, id: 'm3', state: 'pending', sentAt: null, attempts: 0 };

let rows: MailRow[];
let asked: URL[];
let resent: string[];

beforeEach(() => {
  rows = [failed, pending, sent];
  asked = [];
  resent = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/notifications/unread-count') {
      return Promise.resolve(answer('/api/notifications/unread-count', 'get', { count: 0 }));
    }
    if (url.pathname === '/api/admin/mails') {
      asked.push(url);
      const state = url.searchParams.get('state');
      const items = rows.filter((row) => !state || row.state === state);
      return Promise.resolve(
        answer('/api/admin/mails', 'get', { items, page: 1, pageSize: 50, total: items.length }),
      );
    }
    const resend = /^\/api\/admin\/mails\/([^/]+)\/resend$/.exec(url.pathname);
    if (resend && requestMethod(input, init) === 'POST') {
      resent.push(resend[1]!);
      rows = [{ ...failed, id: 'm4', state: 'pending', failedAt: null, error: null }, ...rows];
      rows = rows.map((row) =>
        row.id === 'm1' ? { ...row, resentAt: '2026-11-26T23:00:00.000Z' } : row,
      );
      return Promise.resolve(answer('/api/admin/mails/{id}/resend', 'post', rows[0]!));
    }
    return Promise.resolve(errorAnswer(404, 'not_found', 'não encontrado'));
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entry: string = paths.adminMails) {
  return renderAdminPage(paths.adminMails, <AdminMailsPage />, { entry });
}

describe('AdminMailsPage', () => {
  it('lists every message with its state, recipient, subject, time and error', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'E-mails' });
    await within(table).findByText('Versão 1 entregue: Caixa Pizza');
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('cliente@exemplo.com.br');
    expect(first).toHaveTextContent('20/11/2026 10:00');
    expect(first).toHaveTextContent('Com falha');
    expect(first).toHaveTextContent('13 tentativas');
    expect(first).toHaveTextContent('Erro: connect ECONNREFUSED 127.0.0.1:25');
    // 'Reenviar' only on the failed message.
    expect(within(table).getAllByRole('button', { name: /^Reenviar/ })).toHaveLength(1);
    expect(within(table).getByText('Enviado')).toBeInTheDocument();
    expect(within(table).getByText('Pendente')).toBeInTheDocument();
  });

  it('filters by state through the tabs, kept in the address', async () => {
    const router = renderPage();
    await screen.findByRole('table', { name: 'E-mails' });
    await userEvent.click(screen.getByRole('link', { name: 'Com falha' }));
    const table = await screen.findByRole('table', { name: 'E-mails: com falha' });
    expect(router.state.location.search).toBe('?situacao=com-falha');
    expect(screen.getByRole('link', { name: 'Com falha' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)?.searchParams.get('state')).toBe('failed');
  });

  it("asks before 'Reenviar', sends once on confirmation and reads the list again", async () => {
    renderPage(`${paths.adminMails}?situacao=com-falha`);
    const table = await screen.findByRole('table', { name: 'E-mails: com falha' });
    await userEvent.click(
      await within(table).findByRole('button', {
        name: 'Reenviar “Versão 1 entregue: Caixa Pizza” para cliente@exemplo.com.br',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Reenviar e-mail' });
    expect(dialog).toHaveTextContent(
      'Reenviar “Versão 1 entregue: Caixa Pizza” para cliente@exemplo.com.br?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resent).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: /^Reenviar/ }));
    dialog = await screen.findByRole('dialog', { name: 'Reenviar e-mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Versão 1 entregue: Caixa Pizza” voltou para a fila de envio para cliente@exemplo.com.br.',
    );
    expect(resent).toEqual(['m1']);
    // Read again: the failed message now says it was resent, and offers no second 'Reenviar'.
    await within(table).findByText(/Reenviado em/);
    expect(within(table).queryByRole('button', { name: /^Reenviar/ })).toBeNull();
  });
});
