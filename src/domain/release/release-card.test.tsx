// @vitest-environment jsdom
// The studio's 'Enviar para clicheria' card (docs/product/release.md): who sent each send, and
// 'Revogar' asked first, then the link shown cancelled.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { ApiSchemas } from '../../lib/api';
import { answer, scriptApi } from '../../test/api-answers';
import { ON_DEMAND, testQueryClient } from '../../test/render-routes';
import { ReleaseCard } from './release-card';

afterEach(() => vi.unstubAllGlobals());

const sent: ApiSchemas['ReleaseView'] = {
  id: '7d1f0e2a-3b4c-4d5e-8f6a-1b2c3d4e5f60',
  version: 1,
  plateMaker: { name: 'Clicheria Alfa', email: 'alfa@clicheria.test' },
  sentBy: 'client',
  senderName: 'Ana Compras',
  sentAt: '2026-12-05T13:00:00.000Z',
  expiresAt: '2026-12-12T13:00:00.000Z',
  revokedAt: null,
  confirmedAt: null,
  linkStatus: 'active',
  downloads: [],
};

it("revokes a send's link once the studio confirms", async () => {
  let info: ApiSchemas['ArtReleaseInfo'] = {
    state: 'sent',
    plateMakers: [],
    suggestedPlateMaker: null,
    releases: [sent],
  };
  const revoked: string[] = [];
  scriptApi(({ path, method }) => {
    if (path === '/api/arts/a1/release' && method === 'GET') {
      return answer('/api/arts/{id}/release', 'get', info);
    }
    if (path === `/api/admin/releases/${sent.id}/revoke` && method === 'POST') {
      revoked.push(sent.id);
      const view = { ...sent, linkStatus: 'revoked' as const, revokedAt: sent.sentAt };
      info = { ...info, releases: [view] };
      return answer('/api/admin/releases/{id}/revoke', 'post', view);
    }
    return undefined;
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ReleaseCard
        artId="a1"
        artKey={['admin', 'arts', 'detail', 'a1']}
        invalidate={['admin']}
        studio
      />
    </QueryClientProvider>,
  );
  const sends = await screen.findByRole('list', { name: 'Envios à clicheria' });
  expect(sends).toHaveTextContent(
    'Enviado à Clicheria Alfa (v1) por Ana Compras (cliente) em 05/12/2026 10:00',
  );
  await userEvent.click(within(sends).getByRole('button', { name: /^Revogar o envio/ }));
  // The confirmation's code loads when first asked for (LazyConfirmDialog).
  const dialog = await screen.findByRole('dialog', { name: 'Revogar o link' }, ON_DEMAND);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(revoked).toEqual([]);

  await userEvent.click(within(sends).getByRole('button', { name: /^Revogar o envio/ }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Revogar o link' })).getByRole('button', {
      name: 'Revogar',
    }),
  );
  expect(await within(sends).findByText(/link cancelado/)).toBeInTheDocument();
  expect(revoked).toEqual([sent.id]);
  expect(within(sends).queryByRole('button', { name: /^Revogar/ })).toBeNull();
});
