// The 3D mockup's per-art settings on the real app: every art reads the defaults until the studio
// saves its own; the studio switches the mockup off and fills the sizes the brief lacks; the
// client's page reads them; only an admin saves, with pt-BR refusals for bad input.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOCKUP_SETTINGS } from '../../common/mockup';
import { apiOf, dataOf, refusalOf } from '../test/api-client';
import { adminWorldForFile, insertArt, requestArt } from '../test/factories';

const { t, admin, client } = adminWorldForFile();

const save = (artId: string, body: Parameters<typeof putBody>[0], as = admin) =>
  apiOf(t, as).PUT('/api/admin/arts/{id}/mockup', {
    params: { path: { id: artId } },
    body: putBody(body),
  });
const putBody = (body: {
  enabled: boolean;
  shape: 'cilindro' | 'caixa' | 'sacola' | 'pouch' | null;
  diameterMm: number | null;
  depthMm: number | null;
}) => body;

const clientDetail = async (artId: string) =>
  dataOf(apiOf(t, client).GET('/api/arts/{id}', { params: { path: { id: artId } } }));

describe('the mockup settings of an art', () => {
  it('are the defaults (shown, nothing overridden) until the studio saves some', async () => {
    const art = await requestArt(t, admin, client);
    expect((await clientDetail(art.id)).mockup).toEqual(DEFAULT_MOCKUP_SETTINGS);
  });

  it('are saved by the studio and read on the client’s page and the panel’s', async () => {
    const art = await requestArt(t, admin, client);
    const settings = {
      enabled: false,
      shape: 'cilindro',
      diameterMm: 72.5,
      depthMm: null,
    } as const;
    expect(await dataOf(save(art.id, settings))).toEqual(settings);
    expect((await clientDetail(art.id)).mockup).toEqual(settings);
    const panel = await dataOf(
      apiOf(t, admin).GET('/api/admin/arts/{id}', { params: { path: { id: art.id } } }),
    );
    expect(panel.mockup).toEqual(settings);

    // Saved whole again: switched back on, the overrides cleared.
    await dataOf(save(art.id, DEFAULT_MOCKUP_SETTINGS));
    expect((await clientDetail(art.id)).mockup).toEqual(DEFAULT_MOCKUP_SETTINGS);
  });

  it('are one art’s own', async () => {
    const first = await insertArt(t, client.id);
    const second = await insertArt(t, client.id);
    await dataOf(save(first.id, { ...DEFAULT_MOCKUP_SETTINGS, enabled: false }));
    expect((await clientDetail(second.id)).mockup.enabled).toBe(true);
  });

  it('are saved by an admin only', async () => {
    const art = await insertArt(t, client.id);
    const body = { ...DEFAULT_MOCKUP_SETTINGS, enabled: false };
    expect((await refusalOf(save(art.id, body, client), 403)).code).toBe('forbidden');
    const signedOut = await apiOf(t).PUT('/api/admin/arts/{id}/mockup', {
      params: { path: { id: art.id } },
      body,
    });
    expect(signedOut.response.status).toBe(401);
    expect((await clientDetail(art.id)).mockup.enabled).toBe(true);
  });

  it('refuses sizes outside the brief limits and unknown shapes, in pt-BR', async () => {
    const art = await insertArt(t, client.id);
    const tooSmall = await refusalOf(
      save(art.id, { ...DEFAULT_MOCKUP_SETTINGS, diameterMm: 2 }),
      400,
    );
    expect(tooSmall.message).toContain('O diâmetro deve ser de 5 a 2000 mm.');
    const unknownShape = await refusalOf(
      apiOf(t, admin).PUT('/api/admin/arts/{id}/mockup', {
        params: { path: { id: art.id } },
        // A shape the contract does not know, as a hand-made request could send.
        body: { ...DEFAULT_MOCKUP_SETTINGS, shape: 'esfera' as 'caixa' },
      }),
      400,
    );
    expect(unknownShape.message).toContain('Escolha um formato da lista.');
    expect((await clientDetail(art.id)).mockup).toEqual(DEFAULT_MOCKUP_SETTINGS);
  });

  it('answers 404 for an unknown or malformed art id', async () => {
    const unknown = await refusalOf(save(randomUUID(), DEFAULT_MOCKUP_SETTINGS), 404);
    expect(unknown.message).toBe('Arte não encontrada.');
    await refusalOf(save('nao-e-um-id', DEFAULT_MOCKUP_SETTINGS), 404);
  });
});
