// @vitest-environment jsdom
// 'Comparar versões': hidden under two versions, the last two by default, the three modes by
// keyboard, one zoom for both pictures side by side, the overlay's labelled slider, and the
// differences asked for again while the server makes them (a fake fetch at the boundary).
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render-routes';
import type { PreviewSummary } from '../proof/use-file-preview';
import { COMPARE_PENDING_TEXT, changedAreaText } from './compare-text';
import { CompareVersions, type ComparableVersion } from './compare-versions';

const ART_ID = '7d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const fileId = (version: number) => `0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f6${version}`;
const ready = (version: number, pages = 1): PreviewSummary => ({
  status: 'ready',
  pages: Array.from({ length: pages }, (_, i) => ({
    page: i + 1,
    width: 1700,
    height: 2400,
    url: `/api/files/${fileId(version)}/preview/pages/${i + 1}`,
  })),
  sourcePages: pages,
  thumbnailUrl: null,
  error: null,
});
const versionsUpTo = (count: number): ComparableVersion[] =>
  Array.from({ length: count }, (_, i) => ({ version: count - i, fileId: fileId(count - i) }));
const previewsOf = (count: number, pages = 1) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [fileId(i + 1), ready(i + 1, pages)]));

function renderCompare(count = 3, pages = 1) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <CompareVersions
        artId={ART_ID}
        versions={versionsUpTo(count)}
        previews={previewsOf(count, pages)}
      />
    </QueryClientProvider>,
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Comparar versões' }));
  return screen.getByRole('region', { name: 'Comparar versões' });
}

afterEach(() => vi.unstubAllGlobals());

describe('CompareVersions', () => {
  it('needs two versions', () => {
    renderCompare(1);
    expect(screen.queryByRole('button', { name: 'Comparar versões' })).not.toBeInTheDocument();
  });

  it('opens on the last two versions, side by side, and swaps when a side takes the other’s version', async () => {
    const user = userEvent.setup();
    renderCompare(3);
    const panel = await open(user);
    expect(screen.getByRole('button', { name: 'Fechar comparação' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(panel).getByLabelText('Versão anterior')).toHaveValue('2');
    expect(within(panel).getByLabelText('Versão nova')).toHaveValue('3');
    expect(within(panel).getByRole('radio', { name: 'Lado a lado' })).toBeChecked();
    expect(within(panel).getByRole('img', { name: 'Versão v2, página 1' })).toHaveAttribute(
      'src',
      `/api/files/${fileId(2)}/preview/pages/1`,
    );
    expect(within(panel).getByRole('img', { name: 'Versão v3, página 1' })).toBeInTheDocument();
    // One page each: no page picker.
    expect(within(panel).queryByLabelText('Página')).not.toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText('Versão anterior'), '3');
    expect(within(panel).getByLabelText('Versão anterior')).toHaveValue('3');
    expect(within(panel).getByLabelText('Versão nova')).toHaveValue('2');
  });

  it('drives both pictures with one zoom and pan: buttons and keyboard', async () => {
    const user = userEvent.setup();
    renderCompare(2);
    const panel = await open(user);
    const frames = within(panel).getAllByRole('region', { name: /^Versão v\d, página 1\./ });
    expect(frames).toHaveLength(2);
    const images = [
      within(panel).getByRole('img', { name: 'Versão v1, página 1' }),
      within(panel).getByRole('img', { name: 'Versão v2, página 1' }),
    ];
    frames[0]!.focus();
    await user.keyboard('+');
    for (const frame of frames) expect(frame).toHaveAttribute('data-scale', '1.25');
    await user.keyboard('{ArrowLeft}');
    for (const image of images) expect(image.style.transform).toMatch(/^translate\(40px, 0px\)/);
    await user.click(within(panel).getByRole('button', { name: 'Ampliar' }));
    for (const frame of frames) expect(Number(frame.dataset.scale)).toBeCloseTo(1.5625);
    frames[1]!.focus();
    await user.keyboard('0');
    for (const image of images) expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
    expect(within(panel).getByRole('button', { name: 'Reduzir' })).toBeDisabled();
  });

  it('switches modes by keyboard; the overlay’s slider is labelled and sets the opacity', async () => {
    const user = userEvent.setup();
    renderCompare(2, 2);
    const panel = await open(user);
    await user.selectOptions(within(panel).getByLabelText('Página'), '2');
    within(panel).getByRole('radio', { name: 'Lado a lado' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('radio', { name: 'Sobrepor' })).toBeChecked();
    const slider = within(panel).getByRole('slider', { name: 'Opacidade da v2: 50 %' });
    expect(slider).toHaveValue('50');
    const over = within(panel).getByRole('img', { name: 'Versão v2, página 2' });
    expect(over.style.opacity).toBe('0.5');
    expect(within(panel).getByRole('img', { name: 'Versão v1, página 2' })).toBeInTheDocument();
    // jsdom does not move a range input with the arrow keys (the browser test does): set it.
    fireEvent.change(slider, { target: { value: '80' } });
    expect(within(panel).getByRole('slider', { name: 'Opacidade da v2: 80 %' })).toHaveAttribute(
      'aria-valuetext',
      '80 %',
    );
    expect(over.style.opacity).toBe('0.8');
  });

  it('asks for the differences again while pending, then shows the image and the share', async () => {
    const answers = [
      { status: 'pending', width: 1700, height: 2400, pages: { from: 1, to: 1 } },
      {
        status: 'ready',
        changedPercent: 14.23,
        imageUrl: `/api/arts/${ART_ID}/compare/image?de=1&para=2&pagina=1`,
        width: 1700,
        height: 2400,
        pages: { from: 1, to: 1 },
      },
    ];
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.url).toContain(`/api/arts/${ART_ID}/compare?de=1&para=2&pagina=1`);
      return Response.json(answers.shift());
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCompare(2);
      const panel = await open(user);
      await user.click(within(panel).getByRole('radio', { name: 'Diferenças' }));
      expect(await within(panel).findByRole('status')).toHaveTextContent(COMPARE_PENDING_TEXT);
      await vi.advanceTimersByTimeAsync(2_500);
      expect(await within(panel).findByText('14,2 % da área mudou')).toBeInTheDocument();
      expect(
        within(panel).getByRole('img', { name: 'Diferenças entre v1 e v2, página 1' }),
      ).toHaveAttribute('src', `/api/arts/${ART_ID}/compare/image?de=1&para=2&pagina=1`);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why there is no comparison', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          status: 'unavailable',
          reason: 'A versão v1 não tem a página 1.',
          width: null,
          height: null,
          pages: { from: null, to: 1 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderCompare(2);
    const panel = await open(user);
    await user.click(within(panel).getByRole('radio', { name: 'Diferenças' }));
    expect(await within(panel).findByText('A versão v1 não tem a página 1.')).toBeInTheDocument();
  });

  it('writes the changed share in pt-BR', () => {
    expect(changedAreaText(0)).toBe('0 % da área mudou');
    expect(changedAreaText(14.26)).toBe('14,3 % da área mudou');
    expect(changedAreaText(0.01)).toBe('< 0,1 % da área mudou');
  });
});
