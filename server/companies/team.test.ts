// 'Equipe' and invitations (docs/product/companies.md): an administrator invites by e-mail (the
// link mailed through the outbox), the invitee accepts with an existing or a new account and acts
// in the company with the roles given; expired, revoked, used invitations and the wrong account
// are refused in pt-BR; roles change and people leave, never the last administrator.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_HEADER, COMPANY_REFUSALS } from '../../common/companies';
import { invitation, mailOutbox } from '../db/schema';
import { beforeAllValue, contextForFile } from '../test/factories';
import type { TestUser } from '../test/harness';
import {
  ALREADY_INVITED_MESSAGE,
  INVITATION_CANCELED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_USED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  wrongAccountMessage,
} from './team.service';

const t = contextForFile();

interface Team {
  members: { id: string; userId: string; roles: string[] }[];
  invitations: { id: string; email: string; status: string; expiresAt: string }[];
}

const call = async <T>(
  method: string,
  path: string,
  who: TestUser | undefined,
  options: { json?: unknown; company?: string } = {},
): Promise<{ status: number; body: T }> => {
  const response = await t.request(path, {
    method,
    cookie: who?.cookie,
    headers: options.company ? { [COMPANY_HEADER]: options.company } : {},
    ...(options.json === undefined ? {} : { json: options.json }),
  });
  return { status: response.status, body: (await response.json()) as T };
};

type Refusal = { error: { code: string; message: string } };

const world = beforeAllValue(async () => {
  const founder = await t.signUp({ name: 'Embalagens Convite Ltda' });
  return { founder, company: founder.id };
});

const invite = (email: string, roles: string[], who: TestUser = world.founder) =>
  call<{ id: string } & Refusal>('POST', '/api/team/invitations', who, {
    json: { email, roles },
    company: world.company,
  });

const mailedLinkTo = async (email: string) => {
  const [mail] = await t.runtime.db
    .select({ text: mailOutbox.text, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'company_invitation')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return { subject: mail?.subject, link: mail?.text.match(/https?:\/\/\S+\/convite\/(\S+)/)?.[1] };
};

describe('invitations', () => {
  it('an aprovador invited with an existing account accepts and acts as one (not as a buyer)', async () => {
    const approver = await t.signUp({ name: 'Qualidade Ana' });
    const sent = await invite(approver.email.toUpperCase(), ['aprovador']);
    expect(sent.status).toBe(201);
    const mailed = await mailedLinkTo(approver.email);
    expect(mailed).toEqual({
      subject: 'Convite para a equipe de Embalagens Convite Ltda',
      link: sent.body.id,
    });

    const page = await call<{ companyName: string; state: string; roles: string[] }>(
      'GET',
      `/api/invitations/${sent.body.id}`,
      undefined,
    );
    expect(page.body).toMatchObject({
      companyName: 'Embalagens Convite Ltda',
      invitedBy: 'Embalagens Convite Ltda',
      state: 'pending',
      roles: ['aprovador'],
    });
    const accepted = await call('POST', `/api/invitations/${sent.body.id}/accept`, approver);
    expect(accepted).toEqual({ status: 200, body: { companyId: world.company } });
    // The session now opens the company it joined: no header needed.
    const me = await call<{ company: { id: string; roles: string[] } }>('GET', '/api/me', approver);
    expect(me.body.company).toMatchObject({ id: world.company, roles: ['aprovador'] });
    const buy = await call<Refusal>('POST', '/api/charges', approver, { json: { credits: 1 } });
    expect(buy).toMatchObject({
      status: 403,
      body: { error: { message: COMPANY_REFUSALS.credits.buy } },
    });
    const again = await call<Refusal>('POST', `/api/invitations/${sent.body.id}/accept`, approver);
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: INVITATION_USED_MESSAGE } },
    });

    const team = await call<Team>('GET', '/api/team', world.founder, { company: world.company });
    expect(team.body.members.map((m) => m.roles)).toEqual([['administrador'], ['aprovador']]);
  });

  it('is accepted with a new account made with the invited e-mail', async () => {
    const email = `nova.pessoa.${Date.now()}@exemplo.com.br`;
    const sent = await invite(email, ['solicitante', 'financeiro']);
    const person = await t.signUp({ name: 'Marketing Bruno', email });
    const accepted = await call('POST', `/api/invitations/${sent.body.id}/accept`, person);
    expect(accepted.status).toBe(200);
    const me = await call<{ company: { roles: string[] } }>('GET', '/api/me', person);
    expect(me.body.company.roles).toEqual(['solicitante', 'financeiro']);
  });

  it('refuses another signed-in account, an expired and a revoked invitation, in pt-BR', async () => {
    const email = `convidado.${Date.now()}@exemplo.com.br`;
    const sent = await invite(email, ['leitor']);
    const someoneElse = await t.signUp({ name: 'Outra Pessoa' });
    const wrong = await call<Refusal>(
      'POST',
      `/api/invitations/${sent.body.id}/accept`,
      someoneElse,
    );
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { message: wrongAccountMessage(email) } },
    });
    expect((await invite(email, ['leitor'])).body.error.message).toBe(ALREADY_INVITED_MESSAGE);

    const invitee = await t.signUp({ name: 'Pessoa Convidada', email });
    await t.runtime.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, sent.body.id));
    const expired = await call<Refusal>('POST', `/api/invitations/${sent.body.id}/accept`, invitee);
    expect(expired).toMatchObject({
      status: 409,
      body: { error: { message: INVITATION_EXPIRED_MESSAGE } },
    });
    const listed = await call<Team>('GET', '/api/team', world.founder, { company: world.company });
    expect(listed.body.invitations.find((i) => i.id === sent.body.id)?.status).toBe('expired');

    // 'Reenviar' makes it valid for 7 days again, and mails it again.
    const resent = await call<Team>(
      'POST',
      `/api/team/invitations/${sent.body.id}/resend`,
      world.founder,
      { company: world.company },
    );
    const renewed = resent.body.invitations.find((i) => i.id === sent.body.id)!;
    expect(renewed.status).toBe('pending');
    expect(new Date(renewed.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await call('POST', `/api/team/invitations/${sent.body.id}/revoke`, world.founder, {
      company: world.company,
    });
    const revoked = await call<Refusal>('POST', `/api/invitations/${sent.body.id}/accept`, invitee);
    expect(revoked).toMatchObject({
      status: 409,
      body: { error: { message: INVITATION_CANCELED_MESSAGE } },
    });
    const page = await call<{ state: string }>('GET', `/api/invitations/${sent.body.id}`, invitee);
    expect(page.body.state).toBe('canceled');
  });

  it('is for administrators only to send', async () => {
    const email = `leitor.${Date.now()}@exemplo.com.br`;
    const sent = await invite(email, ['leitor']);
    const reader = await t.signUp({ name: 'Leitor Carlos', email });
    await call('POST', `/api/invitations/${sent.body.id}/accept`, reader);
    const refused = await invite('mais.um@exemplo.com.br', ['leitor'], reader);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { message: COMPANY_REFUSALS.invitation.create } },
    });
    const bad = await invite('não é e-mail', ['leitor']);
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { message: 'Informe um e-mail válido.' } },
    });
  });
});

describe('roles and removal', () => {
  it('never leaves the company without an administrator; a removed person loses access', async () => {
    const team = await call<Team>('GET', '/api/team', world.founder, { company: world.company });
    const founderMember = team.body.members.find((m) => m.userId === world.founder.id)!;
    const lastAdmin = await call<Refusal>(
      'PUT',
      `/api/team/members/${founderMember.id}`,
      world.founder,
      { json: { roles: ['leitor'] }, company: world.company },
    );
    expect(lastAdmin).toMatchObject({
      status: 409,
      body: { error: { message: LAST_ADMIN_MESSAGE } },
    });
    const removeSelf = await call<Refusal>(
      'DELETE',
      `/api/team/members/${founderMember.id}`,
      world.founder,
      { company: world.company },
    );
    expect(removeSelf.status).toBe(409);

    // Another administrator: now the founder may hand over.
    const email = `qualidade.${Date.now()}@exemplo.com.br`;
    const sent = await invite(email, ['aprovador']);
    const person = await t.signUp({ name: 'Qualidade Dora', email });
    await call('POST', `/api/invitations/${sent.body.id}/accept`, person);
    const joined = await call<Team>('GET', '/api/team', world.founder, { company: world.company });
    const other = joined.body.members.find((m) => m.userId === person.id)!;
    const promoted = await call<Team>('PUT', `/api/team/members/${other.id}`, world.founder, {
      json: { roles: ['aprovador', 'administrador'] },
      company: world.company,
    });
    expect(promoted.body.members.find((m) => m.id === other.id)?.roles).toEqual([
      'administrador',
      'aprovador',
    ]);
    const removed = await call<Team>('DELETE', `/api/team/members/${other.id}`, world.founder, {
      company: world.company,
    });
    expect(removed.body.members.some((m) => m.id === other.id)).toBe(false);
    // Their session no longer opens the company, and naming it answers 404.
    const me = await call<{ company: { id: string } }>('GET', '/api/me', person);
    expect(me.body.company.id).toBe(person.id);
    const named = await call<Refusal>('GET', '/api/arts', person, { company: world.company });
    expect(named.status).toBe(404);
  });
});
