// @vitest-environment jsdom
// /alterar-arte/{id}: loading text, name and status, the text box, the 48-business-hour success
// dialog, and the server's 409 message. The network is a scripted fetch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MOCKUP_SETTINGS } from '../../../../common/mockup';
import { CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE } from '../../../../common/api-types';
import { paths, routePatterns } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestUrl, scriptApi } from '../../../test/api-answers';
import { pinAnswer } from '../../../test/proof-pins';
import { renderRoutes, clientMe } from '../../../test/render-routes';
import { ChangeArtPage } from './change-art-page';

const me = clientMe(1);
const art: ApiSchemas['ArtDetail'] = {
  id: 'a1',
  name: 'Caixa Pizza',
  status: 'Finalizado',
  createdAt: '2026-03-05T14:07:00Z',
  updatedAt: '2026-03-06T14:07:00Z',
  requestedAt: '2026-03-05T14:07:00Z',
  overdue: false,
  briefing: 'Duas cores, logo centralizado.',
  dueAt: '2026-03-09T14:07:00Z',
  turnaroundDays: 2,
  client: { id: 'u1', name: 'Embalagens Sul Ltda', email: 'sul@exemplo.com.br' },
  attachments: [],
  deliveries: [],
  brief: null,
  dieLine: null,
  versions: [],
  changeRequests: [],
  previews: {},
  preflight: {},
  events: [],
  approvalFee: null,
  approval: null,
  approvalChecklist: [],
  openPins: [],
  mockup: DEFAULT_MOCKUP_SETTINGS,
  releaseState: null,
};

const v1File = {
  id: 'f1',
  originalName: 'caixa-v1.pdf',
  size: 2_516_582,
  contentType: 'application/pdf',
  version: 1,
  createdAt: '2026-03-06T14:07:00Z',
  downloadUrl: '/api/files/f1/download',
};
/** The same art once v1 was delivered: its open pins go with the request. */
const withVersion: ApiSchemas['ArtDetail'] = {
  ...art,
  deliveries: [v1File],
  versions: [
    {
      version: 1,
      fileId: 'f1',
      deliveredAt: v1File.createdAt,
      note: null,
      file: v1File,
      withdrawn: null,
    },
  ],
};
const pinOf = (id: string, number: number, extra: Partial<ApiSchemas['ProofPin']> = {}) =>
  pinAnswer(id, number, {
    text: `Texto do ponto ${number}`,
    createdAt: '2026-03-07T14:00:00.000Z',
    ...extra,
  });

/** The answer to the change request; null for the real one (the art, now Alteração). */
let changeRefusal: Response | null;
const posted: unknown[] = [];
let shownArt: ApiSchemas['ArtDetail'];
let pins: ApiSchemas['ProofPin'][];

beforeEach(() => {
  posted.length = 0;
  changeRefusal = null;
  shownArt = art;
  pins = [];
  scriptApi(async ({ path, method, request }) => {
    if (path === '/api/me') return answer('/api/me', 'get', me);
    if (path === '/api/arts/a1' && method === 'GET') {
      return answer('/api/arts/{id}', 'get', shownArt);
    }
    if (path === '/api/arts/a1/comments' && method === 'GET') {
      return answer('/api/arts/{id}/comments', 'get', { version: 1, pins });
    }
    if (path === '/api/arts/a1/change-request' && method === 'POST') {
      // Multipart now (optional files): the text fields, as an object.
      const form = await request.formData();
      posted.push(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
      if (changeRefusal) return changeRefusal;
      const { id, name, createdAt, updatedAt } = art;
      const changed: ApiSchemas['ArtSummary'] = {
        ...{ id, name, createdAt, updatedAt },
        status: 'Alteração',
      };
      return answer('/api/arts/{id}/change-request', 'post', changed);
    }
    return undefined;
  }, 'Arte não encontrada.');
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(id = 'a1') {
  return renderRoutes(
    [
      { path: routePatterns.changeArt, element: <ChangeArtPage /> },
      { path: paths.clientArea, element: <h1>Painel do cliente</h1> },
    ],
    paths.changeArt(id),
  );
}

describe('ChangeArtPage', () => {
  it('shows the loading text, then the name, status and original briefing', async () => {
    renderPage();
    expect(await screen.findByText('Carregando detalhes da arte...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Caixa Pizza' })).toBeInTheDocument();
    // Finalizado as the client reads it.
    expect(screen.getByText('Aguardando sua aprovação')).toBeInTheDocument();
    expect(screen.getByText('Duas cores, logo centralizado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', paths.clientArea);
  });

  it('needs a description, then confirms the promise in business days and goes back to the dashboard', async () => {
    const router = renderPage();
    await screen.findByRole('heading', { name: 'Caixa Pizza' });
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    const description = screen.getByLabelText('Descreva as alterações');
    await vi.waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAccessibleDescription(CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE);
    expect(description).toHaveFocus();
    expect(posted).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Descreva as alterações'), 'Trocar o azul.');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alteração solicitada com sucesso!' });
    expect(dialog).toHaveTextContent('Entregamos em até 2 dias úteis');
    expect(posted).toEqual([{ description: 'Trocar o azul.' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar ao Dashboard' }));
    expect(router.state.location.pathname).toBe(paths.clientArea);
  });

  it("asks before the page is left while the files are being sent ('Sair da página?')", async () => {
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    let answerNow!: () => void;
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    changeRefusal = null;
    const stubbed = vi.mocked(fetch);
    const real = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (input, init) => {
      if (requestUrl(input).pathname === '/api/arts/a1/change-request') await answered;
      return real(input, init);
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Caixa Pizza' });
    await userEvent.type(screen.getByLabelText('Descreva as alterações'), 'Trocar o azul.');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ref.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText('Arquivos (opcional)'), file);
    expect(leaving()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    await vi.waitFor(() => expect(leaving()).toBe(true));
    answerNow();
    await screen.findByRole('dialog', { name: 'Alteração solicitada com sucesso!' });
    expect(leaving()).toBe(false);
  });

  it('lists the open pins it sends, with their count, and then needs no text', async () => {
    shownArt = withVersion;
    // In reading order, as the server sends them: #5 is higher on the first page than #1.
    pins = [
      pinOf('p5', 5, { y: 0.05, text: 'Tirar o selo' }),
      pinOf('p1', 1),
      pinOf('p2', 2, { state: 'resolvido' }),
      pinOf('p3', 3, { changeEventId: '9d1f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60' }),
      pinOf('p4', 4, { page: 2, text: 'Aumentar o logo' }),
    ];
    renderPage();
    const heading = await screen.findByRole('heading', {
      name: 'Pontos marcados na prova da v1 3',
    });
    expect(heading).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pontos que vão no pedido' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '#1 pág. 1 — Texto do ponto 1',
      '#4 pág. 2 — Aumentar o logo',
      '#5 pág. 1 — Tirar o selo',
    ]);
    expect(screen.getByLabelText('Descreva as alterações')).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    expect(
      await screen.findByRole('dialog', { name: 'Alteração solicitada com sucesso!' }),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ description: '' }]);
  });

  it('with a delivered version but no open pin, asks for a pin or a text', async () => {
    shownArt = withVersion;
    pins = [pinOf('p2', 2, { state: 'resolvido' })];
    renderPage();
    expect(await screen.findByText(/Nenhum ponto aberto/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    expect(screen.getByLabelText('Descreva as alterações')).toHaveAccessibleDescription(
      CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE,
    );
    expect(posted).toHaveLength(0);
  });

  it("shows the server's 409 message", async () => {
    changeRefusal = errorAnswer(
      409,
      'illegal_status',
      'Não é possível pedir alteração de uma arte com status Alteração.',
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Caixa Pizza' });
    await userEvent.type(screen.getByLabelText('Descreva as alterações'), 'Mais uma.');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar alteração' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível pedir alteração de uma arte com status Alteração.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's 404 for someone else's art", async () => {
    renderPage('b2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Arte não encontrada.');
  });
});
