// @vitest-environment jsdom
// /verificar: the code from the termo's QR code (in the address) is checked once the page is
// mounted; a typed code and a chosen PDF (its SHA-256, computed here) are checked too; the answer
// says authentic, replaced by a later version, or not found. The network is a scripted fetch.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, requestUrl } from '../../../test/api-answers';
import { renderRoutes } from '../../../test/render-routes';
import { VerifyPage } from './verify-page';

type Verdict = ApiSchemas['ApprovalVerdict'];

const authentic: Verdict = {
  status: 'authentic',
  artName: 'Rótulo Mel',
  version: 2,
  company: 'Apiário Sul Ltda',
  approvedAt: '2026-12-04T13:00:00.000Z',
  replacedByVersion: null,
};
const queries: string[] = [];
let verdict: Verdict;

beforeEach(() => {
  queries.length = 0;
  verdict = authentic;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = requestUrl(input);
      if (url.pathname === '/api/verify') {
        queries.push(url.search);
        return answer('/api/verify', 'get', verdict);
      }
      return errorAnswer(404, 'not_found', 'Não encontrado.');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (entry = '/verificar') =>
  renderRoutes([{ path: '/verificar', element: <VerifyPage /> }], entry);

describe('VerifyPage', () => {
  it('checks the code the QR code carries, showing only the name, version, company and date', async () => {
    renderPage('/verificar?codigo=AP-ABCD-EFGH-JKMN');
    const result = await screen.findByText('Termo autêntico e vigente.');
    expect(queries).toEqual(['?codigo=AP-ABCD-EFGH-JKMN']);
    const box = result.closest('[role="status"]')!;
    expect(box).toHaveTextContent('Rótulo Mel');
    expect(box).toHaveTextContent('v2');
    expect(box).toHaveTextContent('Apiário Sul Ltda');
    expect(box).toHaveTextContent('04/12/2026 10:00');
    expect(screen.getByLabelText('Código do termo')).toHaveValue('AP-ABCD-EFGH-JKMN');
  });

  it('says a termo was replaced by a later version', async () => {
    verdict = { ...authentic, status: 'replaced', replacedByVersion: 3 };
    renderPage();
    await userEvent.type(screen.getByLabelText('Código do termo'), 'AP-ABCD-EFGH-JKMN');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/substituído pela v3/)).toBeInTheDocument();
  });

  it('compares a chosen PDF by its SHA-256, and says when nothing matches', async () => {
    verdict = {
      status: 'not_found',
      artName: null,
      version: null,
      company: null,
      approvedAt: null,
      replacedByVersion: null,
    };
    renderPage();
    const pdf = new File(['%PDF-1.4 termo'], 'termo.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Ou escolha o PDF do termo'), pdf);
    expect(await screen.findByText('Termo não encontrado.')).toBeInTheDocument();
    expect(screen.getByText(/foi alterado depois de emitido/)).toBeInTheDocument();
    // The SHA-256 of '%PDF-1.4 termo', computed in the browser: the file is not sent.
    expect(queries).toEqual([`?sha256=${await sha256Hex('%PDF-1.4 termo')}`]);
  });
});

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
