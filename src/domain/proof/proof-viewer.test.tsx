// @vitest-environment jsdom
// The proof viewer: keyboard zoom and pan, the buttons, page switching with the right alt text,
// and its states (pending and polled, unavailable, failed with the admin's reason).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render-routes';
import { FileThumbnail } from './file-thumbnail';
import { PREVIEW_PENDING_TEXT, PREVIEW_UNAVAILABLE_TEXT, ProofViewer } from './proof-viewer';
import type { PreviewSummary } from './use-file-preview';

const FILE_ID = '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60';
const page = (n: number) => ({
  page: n,
  width: 1700,
  height: 2400,
  url: `/api/files/${FILE_ID}/preview/pages/${n}`,
});
const ready = (pages: number): PreviewSummary => ({
  status: 'ready',
  pages: Array.from({ length: pages }, (_, i) => page(i + 1)),
  sourcePages: pages,
  thumbnailUrl: `/api/files/${FILE_ID}/preview/thumbnail`,
  error: null,
});

const renderViewer = (props: Partial<Parameters<typeof ProofViewer>[0]> = {}) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ProofViewer fileId={FILE_ID} fileName="caixa.pdf" versionLabel="v2" {...props} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ProofViewer', () => {
  it('zooms with +, −, 0 and pans with the arrows only when zoomed', async () => {
    const user = userEvent.setup();
    renderViewer({ summary: ready(1) });
    const image = screen.getByRole('img', { name: 'Pré-visualização da versão v2, página 1' });
    expect(image).toHaveAttribute('width', '1700');
    const region = screen.getByRole('region', { name: /Pré-visualização da versão v2, página 1/ });
    region.focus();

    await user.keyboard('{ArrowLeft}');
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
    await user.keyboard('+');
    expect(region).toHaveAttribute('data-scale', '1.25');
    await user.keyboard('+');
    expect(Number(region.dataset.scale)).toBeCloseTo(1.5625);
    await user.keyboard('{ArrowLeft}');
    expect(image.style.transform).toMatch(/^translate\(40px, 0px\)/);
    await user.keyboard('-');
    expect(region).toHaveAttribute('data-scale', '1.25');
    await user.keyboard('0');
    expect(region).toHaveAttribute('data-scale', '1');
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('zooms with the buttons, never below 100 %', async () => {
    const user = userEvent.setup();
    renderViewer({ summary: ready(1) });
    expect(screen.getByRole('button', { name: 'Reduzir' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(screen.getByRole('button', { name: /tamanho original/ })).toHaveTextContent('125%');
    await user.click(screen.getByRole('button', { name: /tamanho original/ }));
    expect(screen.getByRole('button', { name: /tamanho original/ })).toHaveTextContent('100%');
  });

  it('switches pages by the selector and the arrows, resetting the zoom', async () => {
    const user = userEvent.setup();
    renderViewer({ summary: ready(3) });
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ampliar' }));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(
      screen.getByRole('img', { name: 'Pré-visualização da versão v2, página 2' }),
    ).toHaveAttribute('src', page(2).url);
    expect(screen.getByRole('region', { name: /página 2/ })).toHaveAttribute('data-scale', '1');
    await user.selectOptions(screen.getByLabelText('Página'), '3 de 3');
    expect(
      screen.getByRole('img', { name: 'Pré-visualização da versão v2, página 3' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('names a reference by its file name', () => {
    renderViewer({ summary: ready(1), versionLabel: undefined, fileName: 'foto.jpg' });
    expect(
      screen.getByRole('img', { name: 'Pré-visualização de foto.jpg, página 1' }),
    ).toBeInTheDocument();
  });

  it('says it is making the preview, and shows it once the server has it', async () => {
    const answers = [
      { status: 'pending', pages: [], sourcePages: null, thumbnailUrl: null, error: null },
      ready(1),
    ];
    const fetchMock = vi.fn(async () => Response.json(answers.shift() ?? ready(1)));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderViewer();
      expect(await screen.findByRole('status')).toHaveTextContent(PREVIEW_PENDING_TEXT);
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: /página 1/ })).toBeInTheDocument(),
      );
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('points to the download when the file cannot be shown; an admin reads why', () => {
    renderViewer({
      summary: {
        status: 'failed',
        pages: [],
        sourcePages: null,
        thumbnailUrl: null,
        error: 'boom',
      },
      downloadUrl: `/api/files/${FILE_ID}/download`,
    });
    expect(screen.getByRole('link', { name: PREVIEW_UNAVAILABLE_TEXT })).toHaveAttribute(
      'href',
      `/api/files/${FILE_ID}/download`,
    );
    expect(screen.getByText(/Falha ao gerar: boom/)).toBeInTheDocument();
  });

  it('says unavailable without a reason for a client', () => {
    renderViewer({
      summary: {
        status: 'unavailable',
        pages: [],
        sourcePages: null,
        thumbnailUrl: null,
        error: null,
      },
    });
    expect(screen.getByText(PREVIEW_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Motivo/)).not.toBeInTheDocument();
  });
});

describe('FileThumbnail', () => {
  it('reserves its box: width and height from the page, loaded lazily', () => {
    render(<FileThumbnail summary={ready(1)} alt="Miniatura de caixa.pdf" size={64} />);
    const image = screen.getByRole('img', { name: 'Miniatura de caixa.pdf' });
    expect(image).toHaveAttribute('width', '45');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
