// @vitest-environment jsdom
// /arte/{id}: the deadline text (a Sunday request is due Friday 16:00 in Bahia), 'Atrasada', the
// versions newest first with the studio's note and the pre-flight explained, a withdrawn version
// marked, and the actions the status allows (approving the version awaiting approval, named), with
// the same dialogs as the lists. The network is a scripted fetch; the page and its dialogs are the real code.
import { COMPANY_REFUSALS, type CompanyRole } from '../../../../common/companies';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_MEANINGS } from '../../../../common/approval';
import { SAMPLE_CARD_BRIEF } from '../../../../common/brief-samples';
import { DEFAULT_MOCKUP_SETTINGS } from '../../../../common/mockup';
import { paths, routePatterns } from '../../../../common/paths';
import { payment } from '../../../content/payment';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../../test/api-answers';
import { clientMe, renderRoutes, ON_DEMAND } from '../../../test/render-routes';
import { ArtPage } from './art-page';

type ArtDetail = ApiSchemas['ArtDetail'];

const file = (id: string, name: string, version: number | null, createdAt: string) => ({
  id,
  originalName: name,
  size: 2_516_582,
  contentType: 'application/pdf',
  version,
  createdAt,
  downloadUrl: `/api/files/${id}/download`,
});

/** Asked for on Sunday 29/11/2026 at 10:00 in Bahia: counted from Monday 08:00, due Wednesday 02/12 08:00. */
const sundayRequest: ArtDetail = {
  id: 'a1',
  name: 'Caixa Pizza',
  status: 'Solicitado',
  createdAt: '2026-11-29T13:00:00.000Z',
  updatedAt: '2026-11-29T13:00:00.000Z',
  requestedAt: '2026-11-29T13:00:00.000Z',
  briefing: 'Duas cores, logo centralizado.',
  dueAt: '2026-12-02T11:00:00.000Z',
  turnaroundDays: 2,
  overdue: false,
  client: { id: 'u1', name: 'Embalagens Sul Ltda', email: 'sul@exemplo.com.br' },
  attachments: [file('r1', 'referencia.png', null, '2026-11-29T13:00:00.000Z')],
  deliveries: [],
  versions: [],
  changeRequests: [],
  previews: {},
  preflight: {},
  brief: null,
  dieLine: null,
  events: [],
  approvalFee: null,
  approval: null,
  approvalChecklist: [{ key: 'texts', label: 'Textos e ortografia conferidos' }],
  openPins: [],
  mockup: DEFAULT_MOCKUP_SETTINGS,
  releaseState: null,
};

const v1 = file('f1', 'caixa-v1.pdf', 1, '2026-12-01T14:00:00.000Z');
const v2 = file('f2', 'caixa-v2.pdf', 2, '2026-12-03T17:30:00.000Z');
const delivered: ArtDetail = {
  ...sundayRequest,
  status: 'Finalizado',
  approvalChecklist: [
    { key: 'size', label: 'Medidas conferidas: 100 × 150 mm' },
    { key: 'colors', label: 'Cores conferidas: 2 cores, com PANTONE 485 C' },
    { key: 'texts', label: 'Textos e ortografia conferidos' },
  ],
  openPins: [{ number: 1, text: 'Logo maior' }],
  deliveries: [v1, v2],
  versions: [
    { version: 2, fileId: 'f2', deliveredAt: v2.createdAt, note: null, file: v2, withdrawn: null },
    {
      version: 1,
      fileId: 'f1',
      deliveredAt: v1.createdAt,
      note: 'Cores conferidas no Pantone 485.',
      file: v1,
      withdrawn: null,
    },
  ],
  changeRequests: [
    {
      id: 'e1',
      text: 'Trocar o vermelho.',
      createdAt: '2026-12-02T12:00:00.000Z',
      paid: false,
      files: [file('c1', 'marcacoes.pdf', null, '2026-12-02T12:00:00.000Z')],
      pins: [],
    },
  ],
};

let art: ArtDetail;
let credit: number;
const calls: string[] = [];
/** The client's approval of v2, as the history has it once approved. */
const approvedV2: ArtDetail['events'][number] = {
  id: 'ev-approved',
  type: 'approved',
  actor: { id: 'u1', name: 'Embalagens Sul Ltda', role: 'client' },
  note: null,
  version: 2,
  createdAt: '2026-12-04T12:00:00.000Z',
};
/** The body of the last approval sent. */
let approval: unknown;

/** GET /api/arts/a1/release: no send yet, the brief's plate maker offered. */
let releaseInfo: ApiSchemas['ArtReleaseInfo'];
/** The body of the last 'Enviar para clicheria'. */
let sentTo: unknown;
/** The signed-in person's roles in the company (docs/product/companies.md). */
let roles: CompanyRole[];

beforeEach(() => {
  calls.length = 0;
  releaseInfo = {
    state: 'released',
    plateMakers: [],
    releases: [],
    suggestedPlateMaker: 'Clicheria Alfa',
  };
  credit = 2;
  roles = ['administrador'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input).pathname;
      const method = requestMethod(input, init);
      calls.push(`${method} ${url}`);
      if (url === '/api/me') {
        const me = clientMe(credit);
        return answer('/api/me', 'get', { ...me, company: { ...me.company!, roles } });
      }
      if (url === '/api/arts/a1' && method === 'GET') return answer('/api/arts/{id}', 'get', art);
      if (url === '/api/arts/a1/release' && method === 'GET') {
        return answer('/api/arts/{id}/release', 'get', releaseInfo);
      }
      if (url === '/api/arts/a1/release' && method === 'POST') {
        sentTo = await (input as Request).json();
        const sent: ApiSchemas['ReleaseView'] = {
          id: 'r1',
          version: 2,
          plateMaker: { name: 'Clicheria Alfa', email: 'alfa@clicheria.test' },
          sentBy: 'client',
          sentAt: '2026-12-05T13:00:00.000Z',
          expiresAt: '2026-12-12T13:00:00.000Z',
          revokedAt: null,
          confirmedAt: null,
          linkStatus: 'active',
          downloads: [],
        };
        releaseInfo = { ...releaseInfo, state: 'sent', releases: [sent] };
        return answer('/api/arts/{id}/release', 'post', sent, 201);
      }
      if (url === '/api/arts/a1/fee/pay' && method === 'POST') {
        return answer('/api/arts/{id}/fee/pay', 'post', feeCharge);
      }
      if (url === '/api/arts/a1/approve' && method === 'POST') {
        approval = await (input as Request).json();
        art = { ...art, status: 'Aprovado' };
        const { id, name, status, createdAt, updatedAt } = art;
        return answer('/api/arts/{id}/approve', 'post', {
          id,
          name,
          status,
          createdAt,
          updatedAt,
        });
      }
      return errorAnswer(404, 'not_found', 'Arte não encontrada.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const feeCharge: ApiSchemas['ChargeView'] = {
  id: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
  reason: 'approval_fee',
  status: 'open',
  amountCents: 6000,
  credits: null,
  art: { id: 'a1', name: 'Caixa Pizza' },
  pixCopiaECola: '000201',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  expiresAt: '2026-12-03T18:00:00.000Z',
  paidAt: null,
  createdAt: '2026-12-03T17:30:00.000Z',
  refundedCents: null,
  creditsRemoved: null,
  note: null,
  balance: 2,
  confirmedByStudio: true,
};

function renderPage(id = 'a1') {
  return renderRoutes(
    [
      { path: routePatterns.payment, element: <h1>Página de pagamento</h1> },
      { path: routePatterns.art, element: <ArtPage /> },
      { path: routePatterns.changeArt, element: <h1>Alterar arte</h1> },
    ],
    paths.art(id),
  );
}

describe('ArtPage', () => {
  it('gives a Sunday request its deadline, Wednesday 08:00 in Bahia, with the promise, and no actions yet', async () => {
    art = sundayRequest;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Caixa Pizza' })).toBeInTheDocument();
    expect(screen.getByText('Solicitado')).toBeInTheDocument();
    expect(screen.getByText(/Solicitada em:/).parentElement).toHaveTextContent(
      'Solicitada em: 29/11/2026 10:00',
    );
    expect(screen.getByText(/Prazo de entrega:/).parentElement).toHaveTextContent(
      'Prazo de entrega: 02/12/2026 08:00',
    );
    expect(
      screen.getByText(/^Entregamos em até 2 dias úteis, contados do pedido/),
    ).toHaveTextContent('sábados, domingos e feriados nacionais não contam.');
    expect(screen.queryByText('Atrasada')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Solicitar alteração' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Solicitar alteração' })).toBeNull();
    expect(screen.getByRole('link', { name: 'referencia.png' })).toHaveAttribute(
      'href',
      '/api/files/r1/download',
    );
    expect(screen.getByRole('region', { name: 'Prova' })).toHaveTextContent(
      'A prova aparece aqui quando o estúdio entregar a primeira versão.',
    );
  });

  it("says 'Atrasada' when the server says the deadline has passed", async () => {
    art = { ...sundayRequest, status: 'Em andamento', overdue: true };
    renderPage();
    expect(await screen.findByText('Atrasada')).toBeInTheDocument();
  });

  it('lists the versions newest first with the note, shows no deadline once delivered, and approves after the confirmation', async () => {
    art = delivered;
    renderPage();
    const versions = await screen.findByRole('region', { name: 'Versões' });
    expect(screen.queryByText(/Prazo de entrega/)).toBeNull();
    const items = within(versions).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'v2',
      'v1',
    ]);
    expect(items[0]).toHaveTextContent('Entregue em 03/12/2026 14:30');
    expect(items[0]).toHaveTextContent('caixa-v2.pdf · 2,4 MB');
    // Not approved yet: the originals are locked (the server answers 403), the proof stays.
    for (const item of items) {
      expect(within(item).queryByRole('link', { name: /^Baixar/ })).toBeNull();
      expect(item).toHaveTextContent('Arquivos liberados após a aprovação');
    }
    expect(screen.getByRole('region', { name: 'Arquivos abertos' })).toHaveTextContent(
      'Arquivos liberados após a aprovação',
    );
    expect(items[1]).toHaveTextContent('Observação do estúdio');
    expect(items[1]).toHaveTextContent('Cores conferidas no Pantone 485.');

    // The proof shows the newest version until another is picked.
    const proof = screen.getByRole('region', { name: 'Prova' });
    expect(proof).toHaveTextContent('Versão v2');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Ver prova da v1' }));
    expect(proof).toHaveTextContent('Versão v1');

    const changes = screen.getByRole('region', { name: 'Alterações solicitadas' });
    expect(changes).toHaveTextContent('Trocar o vermelho.');
    expect(within(changes).getByRole('link', { name: 'marcacoes.pdf' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Solicitar alteração' })).toHaveAttribute(
      'href',
      paths.changeArt('a1'),
    );
    // Finalizado reads as what it is: the client is expected to approve the newest version.
    expect(screen.getByText('Aguardando sua aprovação')).toBeInTheDocument();
    expect(screen.queryByText('Finalizado')).toBeNull();
    expect(items[0]).toHaveTextContent('Esta é a versão que aguarda sua aprovação.');
    expect(items[1]).not.toHaveTextContent('aguarda sua aprovação');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar a v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar arte' }, ON_DEMAND);
    expect(dialog).toHaveTextContent('Você está aprovando a v2 da arte “Caixa Pizza”.');
    // The open pins first, then the brief's checklist, the sentence and the password.
    expect(dialog).toHaveTextContent('1 ponto ainda aberto');
    expect(dialog).toHaveTextContent('#1: Logo maior');
    expect(dialog).toHaveTextContent(payment.approval);
    // Nothing ticked: the form says what is missing and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(
      await within(dialog).findByText('Digite sua senha para confirmar a aprovação.'),
    ).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/arts/a1/approve');
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Aprovo mesmo assim, com esses pontos abertos.',
      }),
    );
    for (const label of [
      'Medidas conferidas: 100 × 150 mm',
      'Cores conferidas: 2 cores, com PANTONE 485 C',
      'Textos e ortografia conferidos',
      'Aprovo esta arte para gravação de clichê',
    ]) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-secreta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('A arte “Caixa Pizza” foi aprovada.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/arts/a1/approve');
    // The approval names the version the client looked at, with its proof.
    expect(approval).toEqual({
      version: 2,
      password: 'minha-senha-secreta',
      checklist: ['size', 'colors', 'texts'],
      meaningAccepted: true,
      acknowledgeOpenPins: true,
    });
    expect(await screen.findByText('Aprovado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aprovar/ })).toBeNull();
  });

  it('approves an art brought over without its file, naming no version, with its service’s sentence', async () => {
    // A quick-print card: the client declares it approved for printing, not for a plate.
    art = { ...sundayRequest, status: 'Finalizado', brief: SAMPLE_CARD_BRIEF };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar arte' }, ON_DEMAND);
    expect(dialog).toHaveTextContent('Você está aprovando a arte “Caixa Pizza”.');
    expect(dialog).not.toHaveTextContent('ainda aberto');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Textos e ortografia conferidos' }),
    );
    expect(APPROVAL_MEANINGS.grafica).toBe('Aprovo esta arte para impressão');
    expect(
      within(dialog).queryByRole('checkbox', { name: APPROVAL_MEANINGS.flexo }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: APPROVAL_MEANINGS.grafica }),
    );
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-secreta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('A arte “Caixa Pizza” foi aprovada.')).toBeInTheDocument();
    expect(approval).toMatchObject({
      version: null,
      checklist: ['texts'],
      acknowledgeOpenPins: false,
    });
  });

  it('shows the approval with its termo to download, and a replaced one as replaced', async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      approval: {
        version: 2,
        approvedAt: '2026-12-04T13:00:00.000Z',
        approverName: 'Embalagens Sul Ltda',
        company: 'Embalagens Sul Ltda',
        files: [{ name: 'caixa-v2.pdf', sha256: 'a'.repeat(64) }],
        openPinsAcknowledged: false,
        termoReady: true,
        replacedByVersion: null,
      },
    };
    renderPage();
    expect(await screen.findByRole('region', { name: 'Aprovação' })).toHaveTextContent(
      'Aprovada em 04/12/2026 10:00 por Embalagens Sul Ltda, v2: caixa-v2.pdf.',
    );
    expect(screen.getByRole('link', { name: 'Baixar o termo de aprovação' })).toHaveAttribute(
      'href',
      '/api/arts/a1/approval/termo',
    );
  });

  it('says which version replaced an approval', async () => {
    art = {
      ...delivered,
      approval: {
        version: 1,
        approvedAt: '2026-12-02T13:00:00.000Z',
        approverName: 'Embalagens Sul Ltda',
        company: 'Embalagens Sul Ltda',
        files: [{ name: 'caixa-v1.pdf', sha256: 'b'.repeat(64) }],
        openPinsAcknowledged: false,
        termoReady: true,
        replacedByVersion: 2,
      },
    };
    renderPage();
    const region = await screen.findByRole('region', { name: 'Aprovação' });
    expect(region).toHaveTextContent(
      'Esta aprovação foi substituída pela v2, que aguarda aprovação.',
    );
    expect(within(region).queryByRole('link', { name: 'Baixar o termo de aprovação' })).toBeNull();
  });

  it('marks a withdrawn version with its reason, and offers nothing to approve', async () => {
    art = {
      ...delivered,
      status: 'Em andamento',
      versions: delivered.versions.map((version) =>
        version.version === 2
          ? {
              ...version,
              withdrawn: { at: '2026-12-03T18:00:00.000Z', reason: 'O EAN estava errado.' },
            }
          : version,
      ),
    };
    renderPage();
    const versions = await screen.findByRole('region', { name: 'Versões' });
    const [v2Item] = within(versions).getAllByRole('listitem');
    expect(v2Item).toHaveTextContent(
      'Retirada pelo estúdio em 03/12/2026 15:00: O EAN estava errado. Ela não precisa mais da sua aprovação.',
    );
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aprovar/ })).toBeNull();
    // The proof opens on the current version, not the withdrawn one.
    expect(screen.getByRole('region', { name: 'Prova' })).toHaveTextContent('Versão v1');
  });

  it("explains each version's pre-flight from the art's detail, asking again while one is pending", async () => {
    const summary = (
      fileId: string,
      status: 'pending' | 'done',
      aviso: number,
      text: string,
    ): ApiSchemas['PreflightSummary'] => ({
      fileId,
      status,
      aviso,
      reprovado: 0,
      text,
      findings: aviso > 0 ? [{ check: 'resolucao', verdict: 'aviso' }] : [],
    });
    art = {
      ...delivered,
      preflight: {
        f2: summary('f2', 'pending', 0, 'Pré-impressão: em análise'),
        f1: summary('f1', 'done', 1, 'Pré-impressão: 1 aviso'),
      },
    };
    renderPage();
    const versions = await screen.findByRole('region', { name: 'Versões' });
    const [v2Item, v1Item] = within(versions).getAllByRole('listitem');
    expect(within(v2Item!).getByRole('status')).toHaveTextContent(
      'Conferência técnica do arquivo em andamento.',
    );
    expect(within(v1Item!).getByRole('status')).toHaveTextContent(
      'A conferência técnica fez 1 observação, um ponto de atenção que não impede a impressão:',
    );
    expect(v1Item).toHaveTextContent(
      'Há imagens com resolução abaixo da recomendada; podem sair serrilhadas.',
    );
    expect(v1Item).toHaveTextContent(
      'O estúdio avaliou estes pontos; você não precisa fazer nada.',
    );
    // No request per version: the summaries came with the art.
    expect(calls.filter((call) => call.includes('/preflight'))).toEqual([]);

    // The analysis ends: the page asks for the art again and shows the result.
    art = {
      ...art,
      preflight: { ...art.preflight, f2: summary('f2', 'done', 0, 'Pré-impressão: aprovada') },
    };
    await waitFor(
      () =>
        expect(within(v2Item!).getByRole('status')).toHaveTextContent(
          'Conferência técnica: nenhum problema encontrado.',
        ),
      { timeout: 6_000 },
    );
    expect(calls.filter((call) => call === 'GET /api/arts/a1').length).toBeGreaterThan(1);
  });

  it('on an approved art without credit, shows the no-credit dialog', async () => {
    art = { ...delivered, status: 'Aprovado' };
    credit = 0;
    const router = renderPage();
    await screen.findByText('0 créditos');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar alteração' }));
    const noCredit = await screen.findByRole(
      'dialog',
      { name: 'Você Está sem créditos!' },
      ON_DEMAND,
    );
    await userEvent.click(within(noCredit).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe(paths.art('a1'));
  });

  it('on an approved art, says a change costs 1 crédito before the change form', async () => {
    art = { ...delivered, status: 'Aprovado' };
    credit = 1;
    const router = renderPage();
    await screen.findByText('1 crédito');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar alteração' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Alteração após a aprovação' },
      ON_DEMAND,
    );
    expect(dialog).toHaveTextContent('custa 1 crédito');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar (1 crédito)' }));
    expect(router.state.location.pathname).toBe(paths.changeArt('a1'));
  });

  it("shows the approval fee due with 'Pagar taxa', which opens the fee's pay page", async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      events: [approvedV2],
      approvalFee: { state: 'due', amountCents: 6000, chargeId: feeCharge.id, note: null },
      releaseState: 'awaiting_payment',
    };
    const router = renderPage();
    const fee = await screen.findByRole('region', { name: 'Taxa de aprovação' });
    expect(fee).toHaveTextContent('R$ 60,00 — A pagar');
    // Approved, unpaid: no original to download, the title says what unlocks them, by the button.
    expect(fee).toHaveTextContent('Arquivos liberados após o pagamento');
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    const versions = screen.getByRole('region', { name: 'Versões' });
    expect(within(versions).queryByRole('link', { name: /^Baixar/ })).toBeNull();
    expect(within(versions).getAllByText('Arquivos liberados após o pagamento')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Arquivos abertos' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Pagar taxa' })).toHaveLength(1);
    await userEvent.click(within(fee).getByRole('button', { name: 'Pagar taxa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment(feeCharge.id)));
    expect(calls).toContain('POST /api/arts/a1/fee/pay');
  });

  it('shows a waived fee with the studio’s note and nothing to pay', async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      events: [approvedV2],
      approvalFee: { state: 'waived', amountCents: 6000, chargeId: feeCharge.id, note: 'Cortesia' },
      releaseState: 'released',
    };
    renderPage();
    const fee = await screen.findByRole('region', { name: 'Taxa de aprovação' });
    expect(fee).toHaveTextContent('R$ 60,00 — Isenta');
    expect(fee).toHaveTextContent('Observação do estúdio: Cortesia');
    expect(within(fee).queryByRole('button')).toBeNull();
    // Released: every version's original downloads.
    expect(screen.getByText('Liberada')).toBeInTheDocument();
    expect(screen.queryByText(/Arquivos liberados após/)).toBeNull();
    const versions = screen.getByRole('region', { name: 'Versões' });
    expect(within(versions).getByRole('link', { name: 'Baixar v2' })).toHaveAttribute(
      'href',
      '/api/files/f2/download',
    );
    expect(within(versions).getByRole('link', { name: 'Baixar v1' })).toHaveAttribute(
      'href',
      '/api/files/f1/download',
    );
  });

  it("on a released art, sends to the plate maker and lists the send ('Enviar para clicheria')", async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      events: [approvedV2],
      approvalFee: { state: 'paid', amountCents: 6000, chargeId: feeCharge.id, note: null },
      releaseState: 'released',
    };
    renderPage();
    const card = await screen.findByRole('region', { name: 'Enviar para clicheria' });
    expect(await within(card).findByText('Nenhum envio ainda.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Nome da clicheria')).toHaveValue('Clicheria Alfa');
    await userEvent.type(within(card).getByLabelText('E-mail da clicheria'), 'alfa@clicheria.test');
    await userEvent.click(within(card).getByRole('button', { name: 'Enviar para clicheria' }));
    expect(await within(card).findByText('Enviado para Clicheria Alfa.')).toBeInTheDocument();
    expect(sentTo).toEqual({
      plateMaker: { name: 'Clicheria Alfa', email: 'alfa@clicheria.test' },
    });
    const sends = await within(card).findByRole('list', { name: 'Envios à clicheria' });
    expect(sends).toHaveTextContent('Enviado à Clicheria Alfa (v2) em 05/12/2026 10:00');
    expect(sends).toHaveTextContent('link ativo');
  });

  it('sends to a saved plate maker by choosing it, or to another one', async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      events: [approvedV2],
      approvalFee: { state: 'paid', amountCents: 6000, chargeId: feeCharge.id, note: null },
      releaseState: 'released',
    };
    const saved = '5b0f3c2e-8d1a-4c6b-9f3e-2a7d4e1c0b9a';
    releaseInfo = {
      ...releaseInfo,
      plateMakers: [
        { id: saved, name: 'Clicheria Beta', email: 'beta@clicheria.test', whatsapp: null },
      ],
    };
    renderPage();
    const card = await screen.findByRole('region', { name: 'Enviar para clicheria' });
    const choice = await within(card).findByLabelText('Clicheria');
    expect(choice).toHaveDisplayValue('Clicheria Beta (beta@clicheria.test)');
    expect(within(card).queryByLabelText('E-mail da clicheria')).toBeNull();
    await userEvent.selectOptions(choice, 'Outra clicheria…');
    expect(within(card).getByLabelText('E-mail da clicheria')).toBeInTheDocument();
    expect(within(card).getByLabelText('WhatsApp (opcional)')).toBeInTheDocument();
    await userEvent.selectOptions(choice, 'Clicheria Beta (beta@clicheria.test)');
    await userEvent.click(within(card).getByRole('button', { name: 'Enviar para clicheria' }));
    expect(await within(card).findByText('Enviado para Clicheria Alfa.')).toBeInTheDocument();
    expect(sentTo).toEqual({ plateMakerId: saved });
  });

  it("shows 'Enviar para clicheria' only to who may send; the others read who may", async () => {
    art = {
      ...delivered,
      status: 'Aprovado',
      events: [approvedV2],
      approvalFee: { state: 'paid', amountCents: 6000, chargeId: feeCharge.id, note: null },
      releaseState: 'released',
    };
    roles = ['financeiro'];
    renderPage();
    const card = await screen.findByRole('region', { name: 'Enviar para clicheria' });
    expect(await within(card).findByText('Nenhum envio ainda.')).toBeInTheDocument();
    expect(within(card).getByText(COMPANY_REFUSALS.art.release)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enviar para clicheria' })).toBeNull();
    expect(within(card).queryByLabelText('E-mail da clicheria')).toBeNull();
  });

  it('offers no sending before the release', async () => {
    art = delivered;
    renderPage();
    await screen.findByRole('region', { name: 'Versões' });
    expect(screen.queryByRole('region', { name: 'Enviar para clicheria' })).toBeNull();
    expect(calls).not.toContain('GET /api/arts/a1/release');
  });

  it("offers 'Mockup 3D' for a label with a ready preview, unless the studio switched it off", async () => {
    const label: ArtDetail = {
      ...delivered,
      brief: {
        service: 'flexo',
        pieceType: 'rotulo',
        widthMm: 200,
        heightMm: 80,
        substrate: 'bopp',
        colorCount: 4,
        spotColors: [],
      },
      previews: {
        f2: {
          status: 'ready',
          pages: [{ page: 1, width: 2400, height: 960, url: '/api/files/f2/preview/pages/1' }],
          sourcePages: 1,
          thumbnailUrl: '/api/files/f2/preview/thumbnail',
          error: null,
        },
      },
    };
    art = { ...label, mockup: { ...DEFAULT_MOCKUP_SETTINGS, enabled: false } };
    renderPage();
    await screen.findByRole('region', { name: 'Prova' });
    expect(screen.queryByRole('button', { name: 'Mockup 3D' })).toBeNull();
    cleanup();

    art = label;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mockup 3D' }));
    // jsdom draws no WebGL: the page says so in plain words instead of failing.
    expect(
      await screen.findByText(
        /Seu navegador não conseguiu abrir a visualização 3D/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mockup 3D da v2' })).toBeInTheDocument();

    // 'Aprovar' inside the mockup opens the same approval, recorded as given from the mockup.
    const mockup = screen.getByRole('region', { name: 'Mockup 3D da v2' });
    await userEvent.click(within(mockup).getByRole('button', { name: 'Aprovar a v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar arte' }, ON_DEMAND);
    for (const name of [
      'Aprovo mesmo assim, com esses pontos abertos.',
      ...delivered.approvalChecklist.map((item) => item.label),
      'Aprovo esta arte para gravação de clichê',
    ])
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await userEvent.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha-secreta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await screen.findByText(`A arte “${label.name}” foi aprovada.`);
    expect(approval).toMatchObject({ version: 2, mockupShown: true });
  });

  it('shows a reader of the company no approval nor change, saying who may approve', async () => {
    art = delivered;
    roles = ['leitor'];
    renderPage();
    expect(await screen.findByText('Só aprovadores podem aprovar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar a v2' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Solicitar alteração' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comprar créditos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Extrato' })).toBeNull();
  });

  it("shows the server's 404 for someone else's art", async () => {
    art = sundayRequest;
    renderPage('b2');
    expect(await screen.findByRole('heading', { name: 'Arte não encontrada' })).toBeInTheDocument();
  });
});
