// @vitest-environment jsdom
// The plate maker's page (docs/product/release.md): the package and 'Confirmar recebimento', or
// the server's reason for a link that no longer opens.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { routePatterns } from '../../../../common/paths';
import type { ApiSchemas } from '../../../lib/api';
import { answer, errorAnswer, scriptApi } from '../../../test/api-answers';
import { renderRoutes } from '../../../test/render-routes';
import { PlateMakerReleasePage } from './plate-maker-release-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'x'.repeat(43);
const routes = [{ path: routePatterns.plateMakerRelease, element: <PlateMakerReleasePage /> }];

const release: ApiSchemas['PublicRelease'] = {
  artName: 'Rótulo Café',
  company: 'Café Bom Ltda',
  version: 2,
  plateMaker: 'Clicheria Alfa',
  expiresAt: '2026-12-12T13:00:00.000Z',
  confirmedAt: null,
  files: [
    {
      key: 'impressao',
      name: 'rotulo-v2.pdf',
      size: 2_500_000,
      url: `/api/release-links/${TOKEN}/files/impressao`,
    },
    {
      key: 'ficha-tecnica',
      name: 'ficha-tecnica-v2.pdf',
      size: null,
      url: `/api/release-links/${TOKEN}/files/ficha-tecnica`,
    },
  ],
  zipUrl: `/api/release-links/${TOKEN}/zip`,
};

it('lists the package and confirms the receipt once', async () => {
  let confirmations = 0;
  scriptApi(({ path, method }) => {
    if (path === `/api/release-links/${TOKEN}` && method === 'GET') {
      return answer('/api/release-links/{token}', 'get', release);
    }
    if (path === `/api/release-links/${TOKEN}/confirm` && method === 'POST') {
      confirmations++;
      return answer('/api/release-links/{token}/confirm', 'post', {
        confirmedAt: '2026-12-06T12:30:00.000Z',
      });
    }
    return undefined;
  });
  renderRoutes(routes, `/clicheria/${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'Rótulo Café' })).toBeInTheDocument();
  expect(screen.getByText('v2')).toBeInTheDocument();
  expect(screen.getByText('Café Bom Ltda')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Baixar rotulo-v2.pdf' })).toHaveAttribute(
    'href',
    release.files[0]!.url,
  );
  expect(screen.getByRole('link', { name: 'Baixar tudo (ZIP)' })).toHaveAttribute(
    'href',
    release.zipUrl,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Recebimento confirmado em 06/12/2026 09:30.',
  );
  expect(screen.queryByRole('button', { name: 'Confirmar recebimento' })).toBeNull();
  expect(confirmations).toBe(1);
});

it("shows the server's reason for a link that no longer opens", async () => {
  const reason = 'Este link expirou. Peça ao cliente ou ao estúdio um novo envio.';
  scriptApi(() => errorAnswer(404, 'not_found', reason));
  renderRoutes(routes, `/clicheria/${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'Link indisponível' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
});
