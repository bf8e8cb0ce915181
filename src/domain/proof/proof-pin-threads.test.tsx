// @vitest-environment jsdom
// The pins' threads on a scripted API: by number whatever order the server sends, a reply, resolve
// and reopen, and the studio's view of the previous version's open pins only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, scriptApi } from '../../test/api-answers';
import { pinAnswer } from '../../test/proof-pins';
import { renderRoutes } from '../../test/render-routes';
import type { ProofPin } from './proof-comments-api';
import { ProofPinThreads } from './proof-pin-threads';

const client = { id: 'u1', name: 'Cliente', role: 'client' as const };
const studio = { id: 'adm', name: 'Estúdio', role: 'admin' as const };
const pinOf = (id: string, number: number, text: string, extra: Partial<ProofPin> = {}) =>
  pinAnswer(id, number, { text, author: client, ...extra });

let pins: ProofPin[];
const bodies: unknown[] = [];
/** When set, the server refuses a reply with this answer. */
let replyRefusal: (() => Response) | null;

beforeEach(() => {
  bodies.length = 0;
  replyRefusal = null;
  pins = [
    pinOf('p2', 2, 'Logo maior', { changeEventId: '9d1f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60' }),
    pinOf('p1', 1, 'Trocar o azul', {
      state: 'resolvido',
      resolvedBy: studio,
      resolvedAt: '2026-12-02T14:00:00.000Z',
    }),
  ];
  scriptApi(async ({ path, method, request }) => {
    if (path === '/api/arts/a1/comments' && method === 'GET') {
      return answer('/api/arts/{id}/comments', 'get', { version: 1, pins });
    }
    const match = /^\/api\/arts\/a1\/comments\/(\w+)\/(replies|resolve|reopen)$/.exec(path);
    const pin = pins.find((p) => p.id === match?.[1]);
    if (match && pin && method === 'POST') {
      if (match[2] === 'replies') {
        if (replyRefusal) return replyRefusal();
        const { text } = (await request.clone().json()) as { text: string };
        bodies.push(text);
        pin.replies = [
          ...pin.replies,
          { id: 'r1', author: studio, text, createdAt: '2026-12-03T10:00:00.000Z' },
        ];
        return answer('/api/arts/{id}/comments/{commentId}/replies', 'post', pin);
      }
      pin.state = match[2] === 'resolve' ? 'resolvido' : 'aberto';
      const route =
        match[2] === 'resolve'
          ? ('/api/arts/{id}/comments/{commentId}/resolve' as const)
          : ('/api/arts/{id}/comments/{commentId}/reopen' as const);
      return answer(route, 'post', pin);
    }
    return undefined;
  }, 'Arte não encontrada.');
});
afterEach(() => vi.unstubAllGlobals());

const render = (onlyOpen = false) =>
  renderRoutes(
    [{ path: '/', element: <ProofPinThreads artId="a1" version={1} onlyOpen={onlyOpen} /> }],
    '/',
  );

describe('ProofPinThreads', () => {
  it('lists the pins with their state, replies and resolves', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Comentários da v1' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    // By number, though the server sends #2 first (it is higher on the page).
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('#1Resolvido'),
      expect.stringContaining('#2Aberto'),
    ]);
    expect(items[0]).toHaveTextContent('Resolvido por estúdio em 02/12/2026');
    // A pin the client already sent to the studio says so; one never sent does not.
    expect(items[1]).toHaveTextContent('enviado no pedido de alteração');
    expect(items[0]).not.toHaveTextContent('enviado no pedido');

    await userEvent.click(screen.getByRole('button', { name: 'Responder ao ponto 2' }));
    await userEvent.type(screen.getByLabelText('Resposta ao ponto 2'), 'Feito na v2.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Feito na v2.')).toBeInTheDocument();
    expect(bodies).toEqual(['Feito na v2.']);

    await userEvent.click(screen.getByRole('button', { name: 'Marcar o ponto 2 como resolvido' }));
    expect(await screen.findByRole('button', { name: 'Reabrir o ponto 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir o ponto 1' }));
    expect(
      await screen.findByRole('button', { name: 'Marcar o ponto 1 como resolvido' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a reply (the limits) and keeps the draft', async () => {
    const message = 'Muitos comentários em pouco tempo. Aguarde um instante e tente de novo.';
    replyRefusal = () => errorAnswer(429, 'too_many_requests', message);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Responder ao ponto 2' }));
    await userEvent.type(screen.getByLabelText('Resposta ao ponto 2'), 'Mais um detalhe.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Resposta ao ponto 2')).toHaveValue('Mais um detalhe.');
  });

  it('shows the studio only the open pins when asked', async () => {
    render(true);
    const list = await screen.findByRole('list', { name: 'Comentários da v1' });
    expect(list).toHaveTextContent('Logo maior');
    expect(list).not.toHaveTextContent('Trocar o azul');
  });
});
