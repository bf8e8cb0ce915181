// The permission matrix of companies (common/companies.ts) on every client route: each role of
// one company, a person holding two roles, and a member of another company. One app and one
// company for the whole file; each call that a role may make is sent so that it stops right after
// the role check (an invalid body, an unknown pin), so nothing here changes the company's data.
// Then the credit race: two members spending one company balance at once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formDataOf } from '../../common/multipart';
import {
  COMPANY_HEADER,
  COMPANY_REFUSALS,
  COMPANY_ROLES,
  companyCan,
  type CompanyResource,
  type CompanyRole,
} from '../../common/companies';
import { grantCredits } from '../credits/credits.service';
import { creditLedger, member, user } from '../db/schema';
import {
  adminForFile,
  beforeAllValue,
  contextForFile,
  fileOf,
  PNG,
  postArt,
  SAMPLE_BRIEF_JSON,
} from '../test/factories';
import { apiOf, dataOf } from '../test/api-client';
import type { TestUser } from '../test/harness';
import { COMPANY_NOT_FOUND_MESSAGE } from './company';

const t = contextForFile();
const admin = adminForFile(t);

type Gate = { [R in CompanyResource]: [R, string] }[CompanyResource] | null;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: { art: string; file: string }) => string;
  json?: unknown;
  /** The action the route needs in the company; null: any member (or per person). */
  gate: Gate;
}

const NONE = randomUUID();
const art =
  (path = '') =>
  (ids: { art: string }) =>
    `/api/arts/${ids.art}${path}`;

/** Every client route (the studio's and the public ones aside). */
const CALLS: Call[] = [
  { name: 'me', method: 'GET', path: () => '/api/me', gate: null },
  { name: 'lista de artes', method: 'GET', path: () => '/api/arts', gate: ['art', 'view'] },
  {
    name: 'artes entregues',
    method: 'GET',
    path: () => '/api/arts/finished',
    gate: ['art', 'view'],
  },
  {
    name: 'pedir arte',
    method: 'POST',
    path: () => '/api/arts',
    json: {},
    gate: ['art', 'request'],
  },
  {
    name: 'briefing anterior',
    method: 'GET',
    path: () => '/api/arts/brief-defaults',
    gate: ['art', 'view'],
  },
  { name: 'arte', method: 'GET', path: art(), gate: ['art', 'view'] },
  { name: 'aprovar', method: 'POST', path: art('/approve'), json: {}, gate: ['art', 'approve'] },
  {
    name: 'pedir alteração',
    method: 'POST',
    path: art('/change-request'),
    json: {},
    gate: ['art', 'change'],
  },
  { name: 'pinos', method: 'GET', path: art('/comments'), gate: ['art', 'view'] },
  {
    name: 'novo pino',
    method: 'POST',
    path: art('/comments'),
    json: {},
    gate: ['art', 'comment'],
  },
  {
    name: 'responder pino',
    method: 'POST',
    path: art(`/comments/${NONE}/replies`),
    json: {},
    gate: ['art', 'comment'],
  },
  {
    name: 'resolver pino',
    method: 'POST',
    path: art(`/comments/${NONE}/resolve`),
    gate: ['art', 'comment'],
  },
  {
    name: 'reabrir pino',
    method: 'POST',
    path: art(`/comments/${NONE}/reopen`),
    gate: ['art', 'comment'],
  },
  {
    name: 'comparar',
    method: 'GET',
    path: art('/compare?de=1&para=2&pagina=1'),
    gate: ['art', 'view'],
  },
  {
    name: 'imagem da comparação',
    method: 'GET',
    path: art('/compare/image?de=1&para=2&pagina=1'),
    gate: ['art', 'view'],
  },
  {
    name: 'baixar arquivo',
    method: 'GET',
    path: (ids) => `/api/files/${ids.file}/download`,
    gate: ['art', 'view'],
  },
  {
    name: 'pré-visualização',
    method: 'GET',
    path: (ids) => `/api/files/${ids.file}/preview`,
    gate: ['art', 'view'],
  },
  {
    name: 'página da pré-visualização',
    method: 'GET',
    path: (ids) => `/api/files/${ids.file}/preview/pages/1`,
    gate: ['art', 'view'],
  },
  {
    name: 'miniatura',
    method: 'GET',
    path: (ids) => `/api/files/${ids.file}/preview/thumbnail`,
    gate: ['art', 'view'],
  },
  { name: 'termo', method: 'GET', path: art('/approval/termo'), gate: ['art', 'view'] },
  { name: 'liberação', method: 'GET', path: art('/release'), gate: ['art', 'view'] },
  {
    name: 'enviar à clicheria',
    method: 'POST',
    path: art('/release'),
    json: {},
    gate: ['art', 'release'],
  },
  { name: 'situação da taxa', method: 'GET', path: art('/fee'), gate: ['art', 'view'] },
  { name: 'pagar taxa', method: 'POST', path: art('/fee/pay'), gate: ['fee', 'pay'] },
  { name: 'preços', method: 'GET', path: () => '/api/payments/prices', gate: null },
  {
    name: 'comprar créditos',
    method: 'POST',
    path: () => '/api/charges',
    json: {},
    gate: ['credits', 'buy'],
  },
  {
    name: 'cobrança',
    method: 'GET',
    path: () => `/api/charges/${NONE}`,
    gate: ['credits', 'statement'],
  },
  {
    name: 'extrato',
    method: 'GET',
    path: () => '/api/statement?page=1',
    gate: ['credits', 'statement'],
  },
  {
    name: 'pagamentos',
    method: 'GET',
    path: () => '/api/statement/payments?page=1',
    gate: ['credits', 'statement'],
  },
  {
    name: 'extrato CSV',
    method: 'GET',
    path: () => '/api/statement/csv',
    gate: ['credits', 'statement'],
  },
  {
    name: 'recibo',
    method: 'GET',
    path: () => `/api/charges/${NONE}/receipt`,
    gate: ['credits', 'statement'],
  },
  {
    name: 'CPF ou CNPJ',
    method: 'PUT',
    path: () => '/api/account/tax-id',
    json: {},
    gate: ['credits', 'buy'],
  },
  { name: 'notificações', method: 'GET', path: () => '/api/notifications', gate: null },
  { name: 'equipe', method: 'GET', path: () => '/api/team', gate: ['art', 'view'] },
  {
    name: 'convidar',
    method: 'POST',
    path: () => '/api/team/invitations',
    json: {},
    gate: ['invitation', 'create'],
  },
  {
    name: 'reenviar convite',
    method: 'POST',
    path: () => `/api/team/invitations/${NONE}/resend`,
    gate: ['invitation', 'create'],
  },
  {
    name: 'cancelar convite',
    method: 'POST',
    path: () => `/api/team/invitations/${NONE}/revoke`,
    gate: ['invitation', 'cancel'],
  },
  {
    name: 'mudar papéis',
    method: 'PUT',
    path: () => `/api/team/members/${NONE}`,
    json: {},
    gate: ['member', 'update'],
  },
  {
    name: 'remover da equipe',
    method: 'DELETE',
    path: () => `/api/team/members/${NONE}`,
    gate: ['member', 'delete'],
  },
];

interface Person extends TestUser {
  roles: CompanyRole[];
}

/** A person signed up (with their own company), then made a member of `companyId`. */
async function memberOf(companyId: string, roles: CompanyRole[]): Promise<Person> {
  const person = await t.signUp({ name: `Pessoa ${roles.join(' e ')}` });
  await t.runtime.db.insert(member).values({
    id: randomUUID(),
    organizationId: companyId,
    userId: person.id,
    role: roles.join(','),
  });
  return { ...person, roles };
}

const world = beforeAllValue(async () => {
  const founder = await t.signUp({ name: 'Embalagens Equipe Ltda' });
  await grantCredits(t.runtime.db, { userId: founder.id, adminId: admin.id, amount: 4 });
  const requested = await dataOf(
    postArt(t, founder, { name: 'Rótulo da equipe', files: [fileOf(PNG, 'ref.png', 'image/png')] }),
    201,
  );
  const detail = await dataOf(
    apiOf(t, founder).GET('/api/arts/{id}', { params: { path: { id: requested.art.id } } }),
  );
  const people: Record<CompanyRole, Person> = {
    administrador: { ...founder, roles: ['administrador'] },
    solicitante: await memberOf(founder.id, ['solicitante']),
    aprovador: await memberOf(founder.id, ['aprovador']),
    financeiro: await memberOf(founder.id, ['financeiro']),
    leitor: await memberOf(founder.id, ['leitor']),
  };
  const stranger = await t.signUp({ name: 'Outra Empresa Ltda' });
  return {
    company: founder.id,
    ids: { art: requested.art.id, file: detail.attachments[0]!.id },
    people,
    both: await memberOf(founder.id, ['solicitante', 'aprovador']),
    stranger,
  };
});

const send = (call: Call, who: TestUser, company?: string) =>
  t.request(call.path(world.ids), {
    method: call.method,
    cookie: who.cookie,
    headers: company ? { [COMPANY_HEADER]: company } : {},
    ...(call.json === undefined ? {} : { json: call.json }),
  });

const mayCall = (roles: CompanyRole[], gate: Gate) =>
  gate === null || companyCan(roles, gate[0], gate[1] as never);

describe('the permission matrix: every client route × every role', () => {
  it.each(COMPANY_ROLES.map((role) => [role]))('%s', async (role) => {
    const person = world.people[role];
    const outcome: string[] = [];
    for (const call of CALLS) {
      const response = await send(call, person, world.company);
      const body: { error?: { code: string; message: string } } = response.headers
        .get('content-type')
        ?.includes('json')
        ? ((await response.json()) as { error?: { code: string; message: string } })
        : await response.arrayBuffer().then(() => ({}));
      if (mayCall(person.roles, call.gate)) {
        if (response.status === 403) outcome.push(`${call.name}: 403 (${body.error?.message})`);
      } else {
        const [resource, action] = call.gate!;
        const expected = (COMPANY_REFUSALS[resource] as Record<string, string>)[action];
        if (response.status !== 403 || body.error?.message !== expected) {
          outcome.push(`${call.name}: ${response.status}, esperado 403 (${expected})`);
        }
      }
    }
    expect(outcome).toEqual([]);
  });

  it('gives a person with two roles what either role may do', async () => {
    const expectations: [string, boolean][] = CALLS.filter((call) => call.gate).map((call) => [
      call.name,
      mayCall(['solicitante', 'aprovador'], call.gate),
    ]);
    const answers: [string, boolean][] = [];
    for (const call of CALLS.filter((c) => c.gate)) {
      const response = await send(call, world.both, world.company);
      await response.arrayBuffer();
      answers.push([call.name, response.status !== 403]);
    }
    expect(answers).toEqual(expectations);
    expect(answers.find(([name]) => name === 'aprovar')?.[1]).toBe(true);
    expect(answers.find(([name]) => name === 'pedir arte')?.[1]).toBe(true);
    expect(answers.find(([name]) => name === 'extrato')?.[1]).toBe(false);
  });

  it('answers 404 to a member of another company naming this one, on every route', async () => {
    const statuses = new Set<number>();
    for (const call of CALLS) {
      const response = await send(call, world.stranger, world.company);
      const body = (await response.json()) as { error: { message: string } };
      statuses.add(response.status);
      expect(body.error.message, call.name).toBe(COMPANY_NOT_FOUND_MESSAGE);
    }
    expect([...statuses]).toEqual([404]);
  });

  it("answers 404 for this company's art and file in the stranger's own company", async () => {
    for (const call of CALLS.filter((c) => c.path(world.ids).includes(world.ids.art))) {
      if (call.method !== 'GET') continue;
      const response = await send(call, world.stranger);
      await response.arrayBuffer();
      expect(response.status, call.name).toBe(404);
    }
    const download = CALLS.find((c) => c.name === 'baixar arquivo')!;
    expect((await send(download, world.stranger)).status).toBe(404);
    const list = await send(
      CALLS.find((c) => c.name === 'lista de artes')!,
      world.stranger,
    );
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("shows each member the company's balance and their roles at /api/me", async () => {
    const me = CALLS[0]!;
    const response = await send(me, world.people.financeiro, world.company);
    expect(await response.json()).toMatchObject({
      id: world.people.financeiro.id,
      credit: 3,
      company: { id: world.company, name: 'Embalagens Equipe Ltda', roles: ['financeiro'] },
    });
    // Without the header: their own company (its id is theirs), administered by them.
    const own = await send(me, world.people.financeiro);
    expect(await own.json()).toMatchObject({
      credit: 0,
      company: { id: world.people.financeiro.id, roles: ['administrador'] },
    });
  });
});

describe('two members spending one company balance at once', () => {
  it('never goes below zero: exactly the balance in arts, each debit naming its person', async () => {
    const founder = await t.signUp({ name: 'Corrida de Créditos Ltda' });
    const requester = await memberOf(founder.id, ['solicitante']);
    await grantCredits(t.runtime.db, { userId: founder.id, adminId: admin.id, amount: 3 });
    const ask = (who: TestUser, n: number, company?: string) =>
      t.request('/api/arts', {
        method: 'POST',
        cookie: who.cookie,
        headers: company ? { [COMPANY_HEADER]: company } : {},
        body: formDataOf({
          name: `Corrida ${n}`,
          briefing: 'Caixa de pizza 35 cm, duas cores',
          brief: SAMPLE_BRIEF_JSON,
        }),
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 === 0 ? ask(founder, n) : ask(requester, n, founder.id),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    const [row] = await t.runtime.db
      .select({ credit: user.credit })
      .from(user)
      .where(eq(user.id, founder.id));
    expect(row?.credit).toBe(0);
    const debits = await t.runtime.db
      .select({ actorId: creditLedger.actorId })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, founder.id), eq(creditLedger.kind, 'debit')));
    expect(debits).toHaveLength(3);
    for (const debit of debits) expect([founder.id, requester.id]).toContain(debit.actorId);
  });
});
