// @vitest-environment jsdom
// The bell: its accessible name carries the unread count; opening it lists the notifications with
// links to their arts; 'Marcar todas como lidas' posts and the count drops to zero.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bellLabel } from '../../lib/notifications';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../test/api-answers';
import { renderRoutes } from '../../test/render-routes';
import { NotificationBell } from './notification-bell';

let unread = 2;
const posted: string[] = [];

beforeEach(() => {
  unread = 2;
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input).pathname;
      if (url === '/api/notifications/unread-count')
        return answer('/api/notifications/unread-count', 'get', { count: unread });
      if (url === '/api/notifications')
        return answer('/api/notifications', 'get', {
          unread,
          items: [
            {
              id: 'n1',
              kind: 'art_delivered',
              text: 'Versão 1 da arte "Rótulo" entregue.',
              href: '/arte/a1',
              read: false,
              createdAt: '2026-11-24T13:05:00Z',
            },
            {
              id: 'n2',
              kind: 'credits_granted',
              text: '3 créditos adicionados. Saldo: 3.',
              href: null,
              read: true,
              createdAt: '2026-11-23T12:00:00Z',
            },
          ],
        });
      if (url === '/api/notifications/read-all' && requestMethod(input, init) === 'POST') {
        posted.push(url);
        unread = 0;
        return answer('/api/notifications/read-all', 'post', { count: 0 });
      }
      return errorAnswer(404, 'not_found', 'Não encontrado.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('names the unread count, lists the latest with links, and marks all read', async () => {
    renderRoutes([{ path: '/', element: <NotificationBell /> }], '/');
    const bell = await screen.findByRole('button', { name: 'Notificações (2 não lidas)' });
    await userEvent.click(bell);
    const link = await screen.findByRole('link', { name: /Versão 1 da arte "Rótulo" entregue/ });
    expect(link).toHaveAttribute('href', '/arte/a1');
    expect(link).toHaveTextContent('Não lida:');
    expect(link).toHaveTextContent('24/11/2026 10:05');
    expect(screen.getByText('3 créditos adicionados. Saldo: 3.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(posted).toEqual(['/api/notifications/read-all']);
    expect(
      await screen.findByRole('button', { name: 'Notificações (nenhuma não lida)' }),
    ).toBeVisible();
  });

  it('closes on Escape, the focus back on the bell, and on a press outside', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <NotificationBell />
              <p>Fora do painel</p>
            </>
          ),
        },
      ],
      '/',
    );
    const bell = await screen.findByRole('button', { name: 'Notificações (2 não lidas)' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const item = /Versão 1 da arte "Rótulo" entregue/;
    await screen.findByRole('link', { name: item });

    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: item })).toBeNull();
    expect(bell).toHaveFocus();

    await userEvent.click(bell);
    await screen.findByRole('link', { name: item });
    await userEvent.click(screen.getByText('Fora do painel'));
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: item })).toBeNull();
  });

  it('words the label for one, none and unknown', () => {
    expect(bellLabel(1)).toBe('Notificações (1 não lida)');
    expect(bellLabel(0)).toBe('Notificações (nenhuma não lida)');
    expect(bellLabel(undefined)).toBe('Notificações');
  });
});
