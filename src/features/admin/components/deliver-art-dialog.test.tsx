// @vitest-environment jsdom
// 'Enviar': the file goes up as a draft and its pre-flight shows (analysing, then the result)
// before anything is delivered; only 'Confirmar envio' delivers, with the note; over a failed
// pre-flight the note is required; 'Cancelar' and 'Trocar arquivo' discard the draft; a note past
// 2,000 characters is refused beside its field before anything is sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILED_PREFLIGHT_NOTE_MESSAGE } from '../../../../common/api-types';
import type { ApiSchemas } from '../../../lib/api';
import { answer, requestUrl } from '../../../test/api-answers';
import { testQueryClient } from '../../../test/render-routes';
import type { DeliveryCalls, DeliveryDraft } from '../api/deliver-art';
import { DeliverArtDialog } from './deliver-art-dialog';

type Report = ApiSchemas['PreflightReport'];

const draft: DeliveryDraft = {
  id: 'd1',
  nextVersion: 2,
  file: {
    id: 'd1',
    originalName: 'final.pdf',
    size: 1_048_576,
    contentType: 'application/pdf',
    version: null,
    createdAt: '2026-11-20T13:45:00.000Z',
    downloadUrl: '/api/files/d1/download',
  },
};

const report = (status: Report['status'], reprovado = 0): Report => ({
  fileId: 'd1',
  status,
  checks:
    status === 'pending'
      ? []
      : [
          {
            check: 'fontes',
            verdict: reprovado > 0 ? 'reprovado' : 'aprovado',
            message:
              reprovado > 0
                ? 'Página 1: fonte Helvetica não incorporada.'
                : 'Página 1: fontes incorporadas.',
          },
        ],
  counts: {
    aprovado: status === 'pending' || reprovado > 0 ? 0 : 1,
    aviso: 0,
    reprovado,
    nao_analisado: 0,
  },
  acceptedWarnings: [],
  finishedAt: status === 'pending' ? null : '2026-11-20T13:46:00.000Z',
});

/** The pre-flight the server answers for the draft, changed by the test as the job runs. */
let current: Report;

function renderDialog(replaces: number | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      expect(requestUrl(input).pathname).toBe('/api/admin/files/d1/preflight');
      return Promise.resolve(answer('/api/admin/files/{id}/preflight', 'get', current));
    }),
  );
  const calls = {
    upload: vi.fn<DeliveryCalls['upload']>(async (input) => {
      input.onProgress?.(1);
      return draft;
    }),
    confirm: vi.fn<DeliveryCalls['confirm']>(async () => ({})),
    discard: vi.fn<DeliveryCalls['discard']>(async () => ({})),
  };
  const onDelivered = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <DeliverArtDialog
        show
        artName="Caixa Pizza"
        nextVersion={2}
        replaces={replaces}
        calls={calls}
        onDelivered={onDelivered}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { calls, onDelivered, onCancel };
}

const finalFile = () => new File(['%PDF-1.4'], 'final.pdf', { type: 'application/pdf' });

async function uploadForCheck() {
  await userEvent.upload(screen.getByLabelText('Arquivo final'), finalFile());
  await userEvent.click(screen.getByRole('button', { name: 'Enviar para conferência' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DeliverArtDialog', () => {
  it("sends the ficha técnica's technical fields with 'Confirmar envio', and refuses a bad number", async () => {
    current = report('done');
    const { calls, onDelivered } = renderDialog();
    await uploadForCheck();
    const fields = await screen.findByRole('group', {
      name: 'Dados técnicos da ficha técnica (opcionais)',
    });
    await userEvent.type(within(fields).getByLabelText('Lineatura (lpi)'), 'cento e trinta');
    await userEvent.type(within(fields).getByLabelText('Distorção (%)'), '2,3');
    await userEvent.type(
      within(fields).getByLabelText('Cores na ordem de impressão'),
      'Branco{Enter}PANTONE 485 C{Enter}',
    );
    await userEvent.type(within(fields).getByLabelText('Sentido de rebobinagem'), 'Posição 3');
    const confirm = screen.getByRole('button', { name: 'Confirmar envio' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await within(fields).findByText('Lineatura: informe um número.')).toBeVisible();
    expect(calls.confirm).not.toHaveBeenCalled();

    await userEvent.clear(within(fields).getByLabelText('Lineatura (lpi)'));
    await userEvent.type(within(fields).getByLabelText('Lineatura (lpi)'), '133');
    await userEvent.click(confirm);
    await waitFor(() => expect(onDelivered).toHaveBeenCalled());
    expect(calls.confirm).toHaveBeenCalledWith({
      draftId: 'd1',
      note: '',
      techSheet: {
        lpi: 133,
        distortionPercent: 2.3,
        rewindDirection: 'Posição 3',
        printOrder: ['Branco', 'PANTONE 485 C'],
      },
    });
  });

  it('shows the pre-flight of the uploaded file, and delivers only on "Confirmar envio"', async () => {
    current = report('pending');
    const { calls, onDelivered } = renderDialog();
    await userEvent.type(
      screen.getByLabelText('Observação ao cliente (opcional)'),
      'Cores conferidas.',
    );
    await uploadForCheck();
    expect(calls.upload.mock.calls[0]?.[0].file.name).toBe('final.pdf');

    // Analysing: the confirmation waits, and says why.
    const check = await screen.findByRole('region', { name: 'Pré-impressão do arquivo' });
    expect(await within(check).findByText(/Analisando o arquivo/)).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirmar envio' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      'O envio pode ser confirmado quando a pré-impressão terminar.',
    );
    expect(calls.confirm).not.toHaveBeenCalled();

    // The job finishes: the report shows, the confirmation opens.
    current = report('done');
    expect(await within(check).findByText('Pré-impressão: aprovada', {}, { timeout: 6_000 }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(onDelivered).toHaveBeenCalled());
    expect(calls.confirm).toHaveBeenCalledWith({ draftId: 'd1', note: 'Cores conferidas.' });
    expect(calls.discard).not.toHaveBeenCalled();
  });

  it('needs a note to the client to confirm over a failed pre-flight', async () => {
    current = report('done', 1);
    const { calls, onDelivered } = renderDialog(1);
    expect(
      screen.getByText(/A v1 aguarda a aprovação do cliente: a nova versão a substitui/),
    ).toBeVisible();
    await uploadForCheck();
    expect(await screen.findByText('Página 1: fonte Helvetica não incorporada.')).toBeVisible();
    expect(
      screen.getByText(/A pré-impressão reprovou este arquivo\. Troque o arquivo/),
    ).toBeVisible();
    const note = await screen.findByLabelText('Observação ao cliente (obrigatória)');

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_PREFLIGHT_NOTE_MESSAGE);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(calls.confirm).not.toHaveBeenCalled();

    await userEvent.type(note, 'A clicheria converte as fontes em curvas.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(() => expect(onDelivered).toHaveBeenCalled());
    expect(calls.confirm).toHaveBeenCalledWith({
      draftId: 'd1',
      note: 'A clicheria converte as fontes em curvas.',
    });
  });

  it('"Cancelar" discards the draft; "Trocar arquivo" discards it and asks for another', async () => {
    current = report('done');
    const { calls, onCancel } = renderDialog();
    await uploadForCheck();
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar arquivo' }));
    expect(calls.discard).toHaveBeenCalledWith('d1');
    expect(screen.getByRole('button', { name: 'Enviar para conferência' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar envio' })).toBeNull();

    await uploadForCheck();
    await screen.findByRole('button', { name: 'Confirmar envio' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls.discard).toHaveBeenCalledTimes(2);
    expect(onCancel).toHaveBeenCalled();
    expect(calls.confirm).not.toHaveBeenCalled();
  });

  it('refuses a note over 2,000 characters and sends nothing', async () => {
    current = report('done');
    const { calls } = renderDialog();
    await userEvent.upload(screen.getByLabelText('Arquivo final'), finalFile());
    const note = screen.getByLabelText('Observação ao cliente (opcional)');
    // maxLength stops typing; a paste or an old browser could still send more.
    note.removeAttribute('maxlength');
    fireEvent.input(note, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar para conferência' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A observação ao cliente deve ter no máximo 2.000 caracteres.',
    );
    expect(calls.upload).not.toHaveBeenCalled();
  });
});
