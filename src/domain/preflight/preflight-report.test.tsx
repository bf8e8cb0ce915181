// @vitest-environment jsdom
// The studio's report: a pending analysis says so (and is asked again), a finished one lists each
// check with its verdict in words; 'Aceitar aviso' needs a note and sends it. The client's
// summary explains what was found in plain words and whether it needs their action.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiSchemas } from '../../lib/api';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../test/api-answers';
import { testQueryClient } from '../../test/render-routes';
import { PreflightReport } from './preflight-report';
import { PreflightSummary } from './preflight-summary';

type Report = ApiSchemas['PreflightReport'];

const done: Report = {
  fileId: 'f1',
  status: 'done',
  checks: [
    {
      check: 'tamanho',
      verdict: 'aprovado',
      message: 'Página 1: 100,0 × 150,0 mm (TrimBox), como o briefing (100 × 150 mm).',
    },
    {
      check: 'resolucao',
      verdict: 'aviso',
      message: 'Página 1: imagem de 150 dpi no tamanho aplicado; o mínimo é 300 dpi.',
    },
    {
      check: 'fontes',
      verdict: 'reprovado',
      message: 'Página 1: fonte Helvetica não incorporada.',
    },
  ],
  counts: { aprovado: 1, aviso: 1, reprovado: 1, nao_analisado: 0 },
  acceptedWarnings: [],
  finishedAt: '2026-11-20T13:45:00.000Z',
};

const wrap = (node: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{node}</QueryClientProvider>);

afterEach(() => vi.unstubAllGlobals());

describe('PreflightReport', () => {
  it("names a client's reference in its heading (its report is information only)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer('/api/admin/files/{id}/preflight', 'get', done))),
    );
    wrap(
      <PreflightReport
        fileId="f1"
        version={null}
        title="Pré-impressão (informativa) de referencia.pdf"
      />,
    );
    const region = await screen.findByRole('region', {
      name: 'Pré-impressão (informativa) de referencia.pdf',
    });
    expect(
      await within(region).findByText('Página 1: fonte Helvetica não incorporada.'),
    ).toBeVisible();
  });

  it('says the analysis is running while the report is pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          answer('/api/admin/files/{id}/preflight', 'get', {
            ...done,
            status: 'pending',
            checks: [],
            finishedAt: null,
          }),
        ),
      ),
    );
    wrap(<PreflightReport fileId="f1" version={2} />);
    expect(await screen.findByText(/Analisando o arquivo/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Pré-impressão da v2' })).toBeVisible();
  });

  it('says when a version has no report', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(errorAnswer(404, 'not_found', 'x'))),
    );
    wrap(<PreflightReport fileId="f1" version={1} />);
    expect(await screen.findByText('Esta versão não tem pré-impressão.')).toBeVisible();
  });

  it('lists the checks with their verdicts and accepts a warning with a note', async () => {
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (requestMethod(input, init) === 'POST')
        return Promise.resolve(
          answer('/api/admin/files/{id}/preflight/accept', 'post', {
            ...done,
            acceptedWarnings: [
              {
                check: 'resolucao',
                note: 'Foto de fundo',
                by: 'a1',
                at: '2026-11-20T14:00:00.000Z',
              },
            ],
          }),
        );
      return Promise.resolve(answer('/api/admin/files/{id}/preflight', 'get', done));
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    wrap(<PreflightReport fileId="f1" version={1} />);

    const items = await screen.findAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByText(/Aprovado|Aviso|Reprovado/).textContent),
    ).toEqual(['✓Aprovado', '!Aviso', '✕Reprovado']);
    expect(screen.getByText('Pré-impressão: 1 reprovação, 1 aviso')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Aceitar aviso' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Escreva uma nota para aceitar o aviso.')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(/Nota/), 'Foto de fundo');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Aviso aceito em .*: Foto de fundo/)).toBeVisible();
    const post = fetch.mock.calls.find(([input, init]) => requestMethod(input, init) === 'POST')!;
    expect(requestUrl(post[0]).pathname).toBe('/api/admin/files/f1/preflight/accept');
    expect(await (post[0] as Request).json()).toEqual({
      check: 'resolucao',
      note: 'Foto de fundo',
    });
  });
});

describe('PreflightSummary (the client)', () => {
  type Summary = ApiSchemas['PreflightSummary'];
  const summary = (overrides: Partial<Summary>): Summary => ({
    fileId: 'f1',
    status: 'done',
    aviso: 0,
    reprovado: 0,
    text: 'Pré-impressão: aprovada',
    findings: [],
    ...overrides,
  });
  const note = 'A clicheria converte as fontes em curvas; o texto sai igual.';

  it('explains a failed check in plain words, with the studio’s reason and what to do; no bare alarm', () => {
    const failed = summary({
      aviso: 3,
      reprovado: 1,
      text: 'Pré-impressão: 1 reprovação, 3 avisos',
      findings: [
        { check: 'fontes', verdict: 'reprovado' },
        { check: 'resolucao', verdict: 'aviso' },
        { check: 'texto_minimo', verdict: 'aviso' },
        { check: 'fio_minimo', verdict: 'aviso' },
      ],
    });
    const { container } = render(
      <PreflightSummary summary={failed} awaitingApproval studioNote={note} />,
    );
    const region = screen.getByRole('region', { name: 'Conferência técnica do arquivo' });
    expect(within(region).getByRole('status')).toHaveTextContent(
      'A conferência técnica encontrou 1 problema que pode afetar a impressão:',
    );
    expect(
      within(region).getByText(
        'Há fontes que não estão embutidas no arquivo; sem elas, a gráfica pode trocar as letras.',
      ),
    ).toBeVisible();
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(region).getByText('O estúdio enviou esta versão assim mesmo e explica por quê:'),
    ).toBeVisible();
    expect(within(region).getByText(note)).toBeVisible();
    expect(
      within(region).getByText(
        'Leia a explicação do estúdio antes de aprovar. Se preferir que o estúdio corrija, peça uma alteração.',
      ),
    ).toBeVisible();
    expect(region).not.toHaveTextContent('1 reprovação');
    expect(container.querySelector('.text-danger-emphasis, .text-danger')).toBeNull();
  });

  it('asks nothing of the client for an older version, nor for warnings', () => {
    const { rerender } = render(
      <PreflightSummary
        summary={summary({ reprovado: 1, findings: [{ check: 'fontes', verdict: 'reprovado' }] })}
        awaitingApproval={false}
        studioNote={note}
      />,
    );
    expect(screen.getByText('Você não precisa fazer nada.')).toBeVisible();
    rerender(
      <PreflightSummary
        summary={summary({
          aviso: 2,
          findings: [
            { check: 'resolucao', verdict: 'aviso' },
            { check: 'cores_rgb', verdict: 'aviso' },
          ],
        })}
        awaitingApproval
        studioNote={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'A conferência técnica fez 2 observações, pontos de atenção que não impedem a impressão:',
    );
    expect(
      screen.getByText('O estúdio avaliou estes pontos; você não precisa fazer nada.'),
    ).toBeVisible();
  });

  it('says a clean result, a pending analysis (with a spinner), and nothing without a report', () => {
    const { rerender } = render(
      <PreflightSummary summary={summary({})} awaitingApproval studioNote={null} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Conferência técnica: nenhum problema encontrado.',
    );
    rerender(
      <PreflightSummary
        summary={summary({ status: 'pending', text: 'Pré-impressão: em análise' })}
        awaitingApproval
        studioNote={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Conferência técnica do arquivo em andamento.',
    );
    rerender(<PreflightSummary summary={undefined} awaitingApproval studioNote={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
