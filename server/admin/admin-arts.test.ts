// The admin's art queue on the real app: the open requests nearest deadline first, the finished
// ones newest first, searched and paged on the server.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { AdminArtRow } from './admin.schemas';
import type { Page } from '../db/paging';
import { ART_STATUS, PAGE_SIZE } from '../../common/constants';
import { artRequest, user } from '../db/schema';
import { adminWorldForFile, firstTwoPages, getJson, insertArt } from '../test/factories';

const { t, admin } = adminWorldForFile();

const db = () => t.runtime.db;
const HOUR = 3600_000;

describe('GET /api/admin/arts', () => {
  it('lists Solicitado, Em andamento and Alteração, nearest deadline first, flagging overdue ones', async () => {
    const owner = await t.signUp({ name: 'Fila Ordenada Embalagens' });
    const now = Date.now();
    const late = await insertArt(t, owner.id, {
      name: 'Fila atrasada',
      dueAt: new Date(now - HOUR),
    });
    const soon = await insertArt(t, owner.id, {
      name: 'Fila em andamento',
      status: ART_STATUS.inProgress,
      dueAt: new Date(now + HOUR),
    });
    const later = await insertArt(t, owner.id, {
      name: 'Fila alteração',
      status: ART_STATUS.changeRequested,
      dueAt: new Date(now + 10 * HOUR),
    });
    await insertArt(t, owner.id, { name: 'Fila finalizada', status: ART_STATUS.finished });
    await insertArt(t, owner.id, { name: 'Fila aprovada', status: ART_STATUS.approved });

    const page = await getJson<Page<AdminArtRow>>(
      t,
      `${apiRoutes.admin.arts}?search=fila`,
      admin.cookie,
    );
    expect(page.items.map((row) => row.id)).toEqual([late.id, soon.id, later.id]);
    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(PAGE_SIZE);
    expect(page.items[0]).toMatchObject({
      name: 'Fila atrasada',
      status: 'Solicitado',
      overdue: true,
      client: { id: owner.id, name: 'Fila Ordenada Embalagens' },
      dueAt: late.dueAt.toISOString(),
    });
    expect(page.items[1]!.overdue).toBe(false);
  });

  it('searches the client name or the art name, ignoring case and accents', async () => {
    const paulo = await t.signUp({ name: 'Embalagens São Paulo' });
    const other = await t.signUp({ name: 'Gráfica Bahia' });
    const byClient = await insertArt(t, paulo.id, { name: 'Rótulo de mel' });
    const byArt = await insertArt(t, other.id, { name: 'CAIXA SÃO JOÃO' });
    await insertArt(t, other.id, { name: 'Sacola de pão' });

    const search = async (needle: string) =>
      (
        await getJson<Page<AdminArtRow>>(
          t,
          `${apiRoutes.admin.arts}?search=${encodeURIComponent(needle)}`,
          admin.cookie,
        )
      ).items.map((row) => row.id);

    expect((await search('sao')).sort()).toEqual([byClient.id, byArt.id].sort());
    expect((await search('SÃO')).sort()).toEqual([byClient.id, byArt.id].sort());
    expect(await search('joão')).toEqual([byArt.id]);
    expect(await search('Mel')).toEqual([byClient.id]);
    expect(await search('nada-parecido')).toEqual([]);
    // The client's e-mail finds their arts too.
    expect(await search(paulo.email.toUpperCase())).toEqual([byClient.id]);
  });

  it("follows a client's new name: their arts are found by it, no longer by the old one", async () => {
    const owner = await t.signUp({ name: 'Laticínios Serra Azul' });
    const art = await insertArt(t, owner.id, { name: 'Rótulo de queijo minas' });
    const search = async (needle: string) =>
      (
        await getJson<Page<AdminArtRow>>(
          t,
          `${apiRoutes.admin.arts}?search=${encodeURIComponent(needle)}`,
          admin.cookie,
        )
      ).items.map((row) => row.id);
    expect(await search('serra azul')).toEqual([art.id]);

    await db().update(user).set({ name: 'Laticínios Vale Verde' }).where(eq(user.id, owner.id));
    expect(await search('vale verde')).toEqual([art.id]);
    expect(await search('serra azul')).toEqual([]);
    // An art created afterwards carries the new name from the start.
    const later = await insertArt(t, owner.id, { name: 'Rótulo de requeijão' });
    expect((await search('vale verde')).sort()).toEqual([art.id, later.id].sort());
  });

  it('treats % and _ in the search as themselves', async () => {
    const owner = await t.signUp({ name: 'Curingas Ltda' });
    const percent = await insertArt(t, owner.id, { name: 'Desconto 50% rótulo' });
    await insertArt(t, owner.id, { name: 'Desconto 500 rótulo' });
    const page = await getJson<Page<AdminArtRow>>(
      t,
      `${apiRoutes.admin.arts}?search=${encodeURIComponent('50%')}`,
      admin.cookie,
    );
    expect(page.items.map((row) => row.id)).toEqual([percent.id]);
    const underscore = await getJson<Page<AdminArtRow>>(
      t,
      `${apiRoutes.admin.arts}?search=${encodeURIComponent('desconto_5')}`,
      admin.cookie,
    );
    expect(underscore.items).toEqual([]);
  });

  it('pages 50 rows at a time: 51 rows make 2 pages', async () => {
    const owner = await t.signUp({ name: 'Paginação Queue Ltda' });
    const base = Date.now() + 1000 * HOUR;
    for (let i = 0; i < 51; i++) {
      await insertArt(t, owner.id, {
        name: `Pagina fila ${i}`,
        dueAt: new Date(base + i * 60_000),
      });
    }
    const { first, second } = await firstTwoPages<AdminArtRow>(
      t,
      apiRoutes.admin.arts,
      'pagina fila',
      admin.cookie,
    );
    expect(second.items[0]!.name).toBe('Pagina fila 50');
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(51);
  });

  it('reports exact unsearched totals from the trigger-kept status counters', async () => {
    const owner = await t.signUp({ name: 'Contagem Exata Ltda' });
    for (let i = 0; i < 55; i++) await insertArt(t, owner.id, { name: `Contagem ${i}` });
    const moved = await insertArt(t, owner.id, { name: 'Contagem movida' });
    await db()
      .update(artRequest)
      .set({ status: ART_STATUS.finished })
      .where(eq(artRequest.id, moved.id));
    const counted = async (statuses: string[]) => {
      const rows = await db().select({ status: artRequest.status }).from(artRequest);
      return rows.filter((row) => statuses.includes(row.status)).length;
    };
    const open = await getJson<Page<AdminArtRow>>(t, apiRoutes.admin.arts, admin.cookie);
    const done = await getJson<Page<AdminArtRow>>(t, apiRoutes.admin.finishedArts, admin.cookie);
    expect(open.total).toBe(await counted(['Solicitado', 'Em andamento', 'Alteração']));
    expect(done.total).toBe(await counted(['Finalizado', 'Aprovado']));
    expect(open.total).toBeGreaterThan(PAGE_SIZE);
  });

  it('refuses a bad page number with 400', async () => {
    const response = await t.request(`${apiRoutes.admin.arts}?page=0`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/arts/finished', () => {
  it('lists Finalizado and Aprovado, newest first, searchable', async () => {
    const owner = await t.signUp({ name: 'Acabados Indústria' });
    const now = Date.now();
    const older = await insertArt(t, owner.id, {
      name: 'Acabada antiga',
      status: ART_STATUS.finished,
      createdAt: new Date(now - 10 * HOUR),
    });
    const newer = await insertArt(t, owner.id, {
      name: 'Acabada nova',
      status: ART_STATUS.approved,
      createdAt: new Date(now - HOUR),
    });
    await insertArt(t, owner.id, { name: 'Acabada pendente' });
    const page = await getJson<Page<AdminArtRow>>(
      t,
      `${apiRoutes.admin.finishedArts}?search=acabados%20industria`,
      admin.cookie,
    );
    expect(page.items.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(page.items.every((row) => !row.overdue)).toBe(true);
  });
});
