// @vitest-environment jsdom
// The preferences' WhatsApp opt-in: hidden while the server has WhatsApp off; otherwise a switch
// and the number, checked before sending (pt-BR message) and saved normalised to E.164.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAZIL_PHONE_MESSAGE } from '../../../common/notifications';
import { answer, errorAnswer, requestMethod, requestUrl } from '../../test/api-answers';
import { renderRoutes } from '../../test/render-routes';
import { NotificationPreferences } from './notification-preferences';

const items = [{ kind: 'art_delivered' as const, label: 'Nova versão entregue', email: true }];

function stub(available: boolean) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input).pathname;
      if (url === '/api/notifications/preferences')
        return answer('/api/notifications/preferences', 'get', {
          items,
          whatsapp: { available, enabled: false, phone: null },
        });
      if (
        url === '/api/notifications/preferences/whatsapp' &&
        requestMethod(input, init) === 'PUT'
      ) {
        const body = (await (input as Request).clone().json()) as {
          enabled: boolean;
          phone: string | null;
        };
        puts.push(body);
        return answer('/api/notifications/preferences/whatsapp', 'put', {
          items,
          whatsapp: { available: true, enabled: body.enabled, phone: body.phone },
        });
      }
      return errorAnswer(404, 'not_found', 'Não encontrado.');
    }),
  );
  return puts;
}
afterEach(() => vi.unstubAllGlobals());

describe('NotificationPreferences — WhatsApp', () => {
  it('hides the WhatsApp opt-in while the server has it off', async () => {
    stub(false);
    renderRoutes([{ path: '/', element: <NotificationPreferences /> }], '/');
    expect(await screen.findByRole('checkbox', { name: 'Nova versão entregue' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Receber avisos por WhatsApp' })).toBeNull();
    expect(screen.queryByLabelText('Número do WhatsApp')).toBeNull();
  });

  it('refuses a bad number in pt-BR, then saves the switch and the number in E.164', async () => {
    const puts = stub(true);
    renderRoutes([{ path: '/', element: <NotificationPreferences /> }], '/');
    const toggle = await screen.findByRole('checkbox', { name: 'Receber avisos por WhatsApp' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(
      await screen.findByText('Informe o número do WhatsApp para receber os avisos.'),
    ).toBeVisible();

    const number = screen.getByLabelText('Número do WhatsApp');
    await userEvent.type(number, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await screen.findByText(BRAZIL_PHONE_MESSAGE)).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, '(71) 99999-8888');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await screen.findByText('Avisos por WhatsApp ligados.')).toBeVisible();
    expect(puts).toEqual([{ enabled: true, phone: '+5571999998888' }]);
    expect(number).toHaveValue('+5571999998888');
  });
});

describe('NotificationPreferences — the e-mail switches', () => {
  it("saves a switch at once and says 'Preferências salvas.'", async () => {
    const saved: unknown[] = [];
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = requestUrl(input).pathname;
        if (url !== '/api/notifications/preferences')
          return errorAnswer(404, 'not_found', 'Não encontrado.');
        const whatsapp = { available: false, enabled: false, phone: null };
        if (requestMethod(input, init) !== 'PUT')
          return answer('/api/notifications/preferences', 'get', { items, whatsapp });
        const body = (await (input as Request).clone().json()) as { email: boolean };
        saved.push(body);
        await new Promise<void>((resolve) => (release = resolve));
        return answer('/api/notifications/preferences', 'put', {
          items: items.map((item) => ({ ...item, email: body.email })),
          whatsapp,
        });
      }),
    );
    renderRoutes([{ path: '/', element: <NotificationPreferences /> }], '/');
    const toggle = await screen.findByRole('checkbox', { name: 'Nova versão entregue' });
    expect(screen.queryByText('Preferências salvas.')).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByText('Salvando…')).toBeVisible();
    release();
    const notice = await screen.findByText('Preferências salvas.');
    // Read out by screen readers: inside a polite live region.
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(toggle).not.toBeChecked();
    expect(saved).toEqual([{ kind: 'art_delivered', email: false }]);
  });
});
