// @vitest-environment jsdom
// The proof with its pins on a scripted API: 'Comentar' on the viewer's toolbar, a pin placed by
// keyboard alone and saved (the 2000-character count, the server's refusal kept with the text),
// the pins of the page shown, and the list ↔ marker focus, switching page for a pin on page 2.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROOF_COMMENT_MAX_LENGTH } from '../../../common/constants';
import { answer, errorAnswer, scriptApi } from '../../test/api-answers';
import { pinAnswer } from '../../test/proof-pins';
import { ON_DEMAND, renderRoutes } from '../../test/render-routes';
import type { ProofPin } from './proof-comments-api';
import { ProofReview } from './proof-review';
import type { PreviewSummary } from './use-file-preview';

const FILE_ID = '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60';
const summary: PreviewSummary = {
  status: 'ready',
  pages: [1, 2].map((n) => ({
    page: n,
    width: 1700,
    height: 2400,
    url: `/api/files/${FILE_ID}/preview/pages/${n}`,
  })),
  sourcePages: 2,
  thumbnailUrl: `/api/files/${FILE_ID}/preview/thumbnail`,
  error: null,
};
const client = { id: 'u1', name: 'Cliente', role: 'client' as const };
const pinOf = (id: string, number: number, extra: Partial<ProofPin> = {}) =>
  pinAnswer(id, number, { author: client, ...extra });

let pins: ProofPin[];
let refusal: Response | null;
const added: unknown[] = [];

beforeEach(() => {
  added.length = 0;
  refusal = null;
  pins = [
    pinOf('p1', 1, { x: 0.2, y: 0.3 }),
    pinOf('p2', 2, { page: 2, x: 0.1, y: 0.1, w: 0.3, h: 0.2 }),
  ];
  scriptApi(async ({ path, method, request }) => {
    if (path === '/api/arts/a1/comments' && method === 'GET') {
      return answer('/api/arts/{id}/comments', 'get', { version: 1, pins });
    }
    if (path === '/api/arts/a1/comments' && method === 'POST') {
      const body = (await request.clone().json()) as Partial<ProofPin>;
      added.push(body);
      if (refusal) return refusal;
      const pin = pinOf('p3', 3, { ...body, w: null, h: null });
      pins = [...pins, pin];
      return answer('/api/arts/{id}/comments', 'post', pin);
    }
    return undefined;
  }, 'Arte não encontrada.');
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ProofReview
            artId="a1"
            version={1}
            fileId={FILE_ID}
            summary={summary}
            fileName="caixa.pdf"
          />
        ),
      },
    ],
    '/',
  );

describe('ProofReview', () => {
  it('places a pin by keyboard alone on the mounted viewer and saves it', async () => {
    const user = userEvent.setup();
    render();
    // The markers are drawn once the viewer has mounted and measured its page: late on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Ponto 1 (aberto)' }, ON_DEMAND),
    ).toBeInTheDocument();
    // Only the page shown has its markers drawn; the list has every pin of the version.
    expect(screen.queryByRole('button', { name: 'Ponto 2 (aberto)' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Comentários da v1' });
    expect(within(list).getAllByRole('button', { name: /Mostrar o ponto/ })).toHaveLength(2);

    const toggle = screen.getByRole('button', { name: 'Comentar' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The keyboard is on the crosshair at once; Escape leaves back to the toggle.
    expect(screen.getByRole('application', { name: /Marcar um ponto/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('application', { name: /Marcar um ponto/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');

    const box = screen.getByLabelText('Comentário do ponto');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', String(PROOF_COMMENT_MAX_LENGTH));
    expect(box).toHaveAccessibleDescription(`0 de ${PROOF_COMMENT_MAX_LENGTH} caracteres`);
    refusal = errorAnswer(400, 'invalid_input', 'A posição horizontal deve estar entre 0 e 1.');
    // The box's keys are its own: '+' and '0' do not zoom, Enter is a new line, not a new spot.
    await user.type(box, 'Logo +10%{Enter}maior');
    expect(box).toHaveAccessibleDescription(`15 de ${PROOF_COMMENT_MAX_LENGTH} caracteres`);
    expect(screen.getByRole('region', { name: /Pré-visualização/ })).toHaveAttribute(
      'data-scale',
      '1',
    );
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A posição horizontal deve estar entre 0 e 1.',
    );
    // The text stays for another try.
    expect(screen.getByLabelText('Comentário do ponto')).toHaveValue('Logo +10%\nmaior');

    refusal = null;
    await user.click(screen.getByRole('button', { name: 'Marcar ponto' }));
    // The new pin's marker is drawn and has the keyboard.
    const marker3 = await screen.findByRole('button', { name: 'Ponto 3 (aberto)' });
    await waitFor(() => expect(marker3).toHaveFocus());
    expect(added.at(-1)).toEqual({
      version: 1,
      page: 1,
      x: 0.52,
      y: 0.52,
      text: 'Logo +10%\nmaior',
    });
    expect(screen.queryByLabelText('Comentário do ponto')).toBeNull();
    expect(screen.getByRole('button', { name: 'Comentar' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a list entry focuses its pin on the proof (switching page) and the marker focuses it back', async () => {
    const user = userEvent.setup();
    render();
    const entry2 = await screen.findByRole('button', { name: 'Mostrar o ponto 2 na prova' });
    entry2.focus();
    await user.keyboard('{Enter}');
    // Pin 2 is on page 2: the viewer turned the page and its marker (a rectangle) has focus.
    expect(screen.getByRole('img', { name: /página 2/ })).toBeInTheDocument();
    const marker2 = await screen.findByRole('button', { name: 'Ponto 2 (aberto)' });
    await waitFor(() => expect(marker2).toHaveFocus());
    expect(marker2.style.width).toBe('30%');
    expect(marker2).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mostrar o ponto 2 na prova' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mostrar o ponto 1 na prova' }));
    expect(screen.getByRole('img', { name: /página 1/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ponto 1 (aberto)' })).toHaveFocus(),
    );
  });
});
