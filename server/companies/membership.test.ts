// A person in several companies (docs/product/companies.md): /api/me lists them, the session
// remembers the one opened last, a person leaves a company themselves (never their own, never as
// its last administrator), and deleting an account waits for the hand-over (docs/product/lgpd.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_HEADER } from '../../common/companies';
import { artEvent, artRequest, member, user } from '../db/schema';
import { contextForFile, insertArt } from '../test/factories';
import type { TestUser } from '../test/harness';
import { planAccountExport } from '../account/account-export';
import { COMPANY_NOT_FOUND_MESSAGE } from '../auth/company';
import {
  handOverBeforeDeletingMessage,
  LEAVE_LAST_ADMIN_MESSAGE,
  LEAVE_OWN_COMPANY_MESSAGE,
} from './team.service';

const t = contextForFile();

type Refusal = { error: { code: string; message: string } };
interface Company {
  id: string;
  name: string;
  roles: string[];
}
interface Me {
  company: Company | null;
  companies: Company[];
}

const call = async <T>(
  method: string,
  path: string,
  who: TestUser,
  options: { json?: unknown; company?: string } = {},
): Promise<{ status: number; body: T }> => {
  const response = await t.request(path, {
    method,
    cookie: who.cookie,
    headers: options.company ? { [COMPANY_HEADER]: options.company } : {},
    ...(options.json === undefined ? {} : { json: options.json }),
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** `person` joins `founder`'s company with `roles` (the invitation, accepted). */
async function join(founder: TestUser, person: TestUser, roles: string[]) {
  const sent = await call<{ id: string }>('POST', '/api/team/invitations', founder, {
    json: { email: person.email, roles },
    company: founder.id,
  });
  expect(sent.status).toBe(201);
  const accepted = await call('POST', `/api/invitations/${sent.body.id}/accept`, person);
  expect(accepted.status).toBe(200);
}

describe('the companies of a person', () => {
  it('/api/me lists them with the roles; PUT /api/me/company opens one for the next visits', async () => {
    const acme = await t.signUp({ name: 'Acme Embalagens' });
    const ana = await t.signUp({ name: 'Ana Souza' });
    await join(acme, ana, ['aprovador', 'leitor']);

    const me = await call<Me>('GET', '/api/me', ana);
    expect(me.body.companies).toEqual([
      { id: ana.id, name: 'Ana Souza', roles: ['administrador'] },
      { id: acme.id, name: 'Acme Embalagens', roles: ['aprovador', 'leitor'] },
    ]);
    // Accepting opened Acme; switching back to her own is remembered by the session.
    expect(me.body.company?.id).toBe(acme.id);
    const opened = await call('PUT', '/api/me/company', ana, { json: { companyId: ana.id } });
    expect(opened).toEqual({ status: 200, body: { companyId: ana.id } });
    expect((await call<Me>('GET', '/api/me', ana)).body.company?.id).toBe(ana.id);
    // The header still names another for one request, without changing the session's.
    const named = await call<Me>('GET', '/api/me', ana, { company: acme.id });
    expect(named.body.company?.id).toBe(acme.id);
    expect((await call<Me>('GET', '/api/me', ana)).body.company?.id).toBe(ana.id);

    const stranger = await t.signUp({ name: 'Outra Empresa' });
    const refused = await call<Refusal>('PUT', '/api/me/company', ana, {
      json: { companyId: stranger.id },
    });
    expect(refused).toMatchObject({
      status: 404,
      body: { error: { message: COMPANY_NOT_FOUND_MESSAGE } },
    });
    const alone = await call<Me>('GET', '/api/me', stranger);
    expect(alone.body.companies).toEqual([
      { id: stranger.id, name: 'Outra Empresa', roles: ['administrador'] },
    ]);
  });
});

describe("'Sair da empresa'", () => {
  it('leaves the open company; its history keeps the name; the company no longer opens', async () => {
    const acme = await t.signUp({ name: 'Acme Saída' });
    const bruno = await t.signUp({ name: 'Bruno Lima' });
    await join(acme, bruno, ['solicitante']);
    // Something Bruno did in Acme, as the history records it.
    await t.runtime.db.insert(artEvent).values({
      artId: (await insertArt(t, acme.id)).id,
      type: 'comment_added',
      actorId: bruno.id,
    });

    const left = await call<{ left: string }>('POST', '/api/team/leave', bruno, {
      company: acme.id,
    });
    expect(left).toEqual({ status: 200, body: { left: acme.id } });
    // The session's last company was Acme: the next request opens his own.
    const me = await call<Me>('GET', '/api/me', bruno);
    expect(me.body.company?.id).toBe(bruno.id);
    expect(me.body.companies.map((c) => c.id)).toEqual([bruno.id]);
    const named = await call<Refusal>('GET', '/api/team', bruno, { company: acme.id });
    expect(named.status).toBe(404);
    const [person] = await t.runtime.db
      .select({ name: user.name })
      .from(artEvent)
      .innerJoin(user, eq(user.id, artEvent.actorId))
      .where(eq(artEvent.actorId, bruno.id));
    expect(person?.name).toBe('Bruno Lima');
  });

  it('is refused from the company made with the account, and to its last administrator', async () => {
    const acme = await t.signUp({ name: 'Acme Admin' });
    const carla = await t.signUp({ name: 'Carla Dias' });
    await join(acme, carla, ['administrador']);

    const own = await call<Refusal>('POST', '/api/team/leave', acme, { company: acme.id });
    expect(own).toMatchObject({
      status: 409,
      body: { error: { message: LEAVE_OWN_COMPANY_MESSAGE } },
    });
    // The founder is removed by Carla: Carla, now the only administrator, may not leave.
    const team = await call<{ members: { id: string; userId: string }[] }>(
      'GET',
      '/api/team',
      carla,
      { company: acme.id },
    );
    const founderRow = team.body.members.find((m) => m.userId === acme.id)!;
    expect(
      (await call('DELETE', `/api/team/members/${founderRow.id}`, carla, { company: acme.id }))
        .status,
    ).toBe(200);
    const last = await call<Refusal>('POST', '/api/team/leave', carla, { company: acme.id });
    expect(last).toMatchObject({
      status: 409,
      body: { error: { code: 'last_administrator', message: LEAVE_LAST_ADMIN_MESSAGE } },
    });
  });
});

describe("'Baixar meus dados' of a person in another company", () => {
  it("lists the memberships and what they did there, never that company's own data", async () => {
    const acme = await t.signUp({ name: 'Acme Exporta' });
    const gil = await t.signUp({ name: 'Gil Nunes' });
    await join(acme, gil, ['solicitante']);
    const art = await insertArt(t, acme.id, { name: 'Caixa Acme' });
    // Times apart: one statement gives both rows the same now(), and the export breaks a tie by
    // the events' random ids.
    const at = Date.now();
    await t.runtime.db.insert(artEvent).values([
      {
        artId: art.id,
        type: 'change_requested',
        actorId: gil.id,
        note: 'Trocar o azul',
        createdAt: new Date(at - 60_000),
      },
      { artId: art.id, type: 'requested', actorId: acme.id, createdAt: new Date(at) },
    ]);
    const { manifest } = await planAccountExport(t.runtime.db, gil.id);
    expect(manifest.empresas.map((c) => [c.nome, c.papeis])).toEqual([
      ['Gil Nunes', ['Administrador']],
      ['Acme Exporta', ['Solicitante']],
    ]);
    expect(manifest.atividadeEmOutrasEmpresas).toEqual([
      expect.objectContaining({
        empresa: 'Acme Exporta',
        arte: 'Caixa Acme',
        evento: 'Alteração solicitada',
        observacao: 'Trocar o azul',
      }),
    ]);
    expect(manifest.artes).toEqual([]);
    // Acme's founder reads Gil's event as the team's, not the studio's.
    const founders = await planAccountExport(t.runtime.db, acme.id);
    expect(founders.manifest.artes[0]?.historico.map((h) => h.por)).toEqual(['equipe', 'você']);
  });
});

describe('deleting an account of a person in several companies', () => {
  const remove = (who: TestUser) =>
    t.request('/api/account/delete', {
      method: 'POST',
      cookie: who.cookie,
      json: { password: who.password, confirm: true },
    });

  it('waits while the person is the last administrator of a company with other people', async () => {
    const acme = await t.signUp({ name: 'Acme Entrega' });
    const dora = await t.signUp({ name: 'Dora Reis' });
    await join(acme, dora, ['leitor']);
    const refused = await remove(acme);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'hand_over_first', message: handOverBeforeDeletingMessage(['Acme Entrega']) },
    });
    const [still] = await t.runtime.db.select().from(user).where(eq(user.id, acme.id));
    expect(still?.anonymizedAt).toBeNull();
  });

  it("a member's deletion ends their memberships; a company others work in stays open", async () => {
    const acme = await t.signUp({ name: 'Acme Continua' });
    const eva = await t.signUp({ name: 'Eva Prado' });
    await join(acme, eva, ['administrador']);
    const art = await insertArt(t, acme.id, { name: 'Rótulo Acme' });
    // Acme's founder has handed over to Eva (both administrators): he deletes his account.
    const deleted = await remove(acme);
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const memberships = await t.runtime.db
      .select({ userId: member.userId })
      .from(member)
      .where(eq(member.organizationId, acme.id));
    expect(memberships.map((m) => m.userId)).toEqual([eva.id]);
    const [founder] = await t.runtime.db.select().from(user).where(eq(user.id, acme.id));
    expect(founder).toMatchObject({ name: 'Conta excluída', deletedAt: null });
    expect(founder?.anonymizedAt).not.toBeNull();
    // Eva still acts in Acme: her team reads it.
    const team = await call<{ members: { userId: string }[] }>('GET', '/api/team', eva, {
      company: acme.id,
    });
    expect(team.status).toBe(200);
    const [kept] = await t.runtime.db.select().from(artRequest).where(eq(artRequest.id, art.id));
    expect(kept?.name).toBe('Rótulo Acme');

    // Her own deletion (nobody else in either company now) ends her membership of Acme too.
    expect((await remove(eva)).status).toBe(200);
    const left = await t.runtime.db.select().from(member).where(eq(member.userId, eva.id));
    expect(left).toEqual([]);
  });
});
