// Notifications by role in a company of several people (docs/product/notifications.md "Who in a
// company"): each event reaches exactly the members whose roles hear of it (COMPANY_NOTICE_ROLES),
// each person's preferences apply to them only, a removed member hears nothing more, and the bell
// shows a person's own notices in the open company.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { COMPANY_HEADER, type CompanyRole } from '../../common/companies';
import { notificationApiRoutes } from '../../common/notifications';
import { member, session, type mailOutbox, type notification } from '../db/schema';
import {
  approveAs,
  clientWithCredits,
  notificationsWrittenBy,
  startAndDeliver,
  post,
  readJson,
  requestArt,
} from '../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { notify } from './notify';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext({ STUDIO_NOTIFY_TO: 'estudio@estudio.test' });
  admin = await t.createAdmin();
});
afterAll(() => t.close());

type Mail = typeof mailOutbox.$inferSelect;
type Bell = typeof notification.$inferSelect;

/** What the block wrote: outbox rows and bell rows that did not exist before it. */
const written = (block: () => Promise<unknown>) => notificationsWrittenBy(t.runtime.db, block);

/** A company's founder (administrador) and one person per other role, each acting in it. */
async function companyOfFive() {
  const founder = await clientWithCredits(t, admin, 0, { name: 'Embalagens Cinco Ltda' });
  const company = founder.id;
  const join = async (name: string, roles: CompanyRole[]) => {
    const person = await t.signUp({ name });
    await t.runtime.db.insert(member).values({
      id: randomUUID(),
      organizationId: company,
      userId: person.id,
      role: roles.join(','),
    });
    // As accepting an invitation does: the session opens the company.
    await t.runtime.db
      .update(session)
      .set({ activeOrganizationId: company })
      .where(eq(session.userId, person.id));
    return person;
  };
  return {
    company,
    founder,
    requester: await join('Sol Marketing', ['solicitante']),
    approver: await join('Apa Qualidade', ['aprovador']),
    finance: await join('Fin Financeiro', ['financeiro']),
    reader: await join('Lei Leitor', ['leitor']),
  };
}

type Company = Awaited<ReturnType<typeof companyOfFive>>;

/** Who got the bell and who the mail, by the people's keys, each sorted. */
function audience(c: Company, out: { mails: Mail[]; bells: Bell[] }, kind: string) {
  const people = Object.entries(c).filter(
    (entry): entry is [string, TestUser] => typeof entry[1] !== 'string',
  );
  const byId = new Map(people.map(([key, person]) => [person.id, key]));
  const byEmail = new Map(people.map(([key, person]) => [person.email, key]));
  return {
    bell: out.bells
      .filter((b) => b.kind === kind)
      .map((b) => byId.get(b.recipientId) ?? b.recipientId)
      .sort(),
    mail: out.mails
      .filter((m) => m.kind === kind)
      .map((m) => byEmail.get(m.to) ?? m.to)
      .sort(),
  };
}

const both = (...keys: string[]) => ({ bell: [...keys].sort(), mail: [...keys].sort() });

describe('notifications by role', () => {
  it('sends each event to exactly the roles that hear of it, each with their own preferences', async () => {
    const c = await companyOfFive();

    // Credits: the financeiro (and the administrador).
    const granted = await written(() =>
      post(t, apiRoutes.admin.grantCredits(c.company), admin.cookie, { json: { amount: 2 } }),
    );
    expect(audience(c, granted, 'credits_granted')).toEqual(both('finance', 'founder'));
    expect(granted.bells.every((b) => b.companyId === c.company)).toBe(true);

    // A request (by the solicitante, in the company): solicitantes and aprovadores.
    let artId = '';
    const requested = await written(async () => {
      artId = (await requestArt(t, admin, c.requester, 'Rótulo Cinco')).id;
    });
    expect(audience(c, requested, 'art_received')).toEqual(
      both('approver', 'founder', 'requester'),
    );

    // A delivery: solicitantes and aprovadores; the aprovador turned its mail off for himself.
    const off = await t.request(notificationApiRoutes.preferences, {
      method: 'PUT',
      cookie: c.approver.cookie,
      json: { kind: 'art_delivered', email: false },
    });
    expect(off.status).toBe(200);
    const delivered = await written(() => startAndDeliver(t, admin, artId));
    expect(audience(c, delivered, 'art_started')).toEqual(both('approver', 'founder', 'requester'));
    expect(audience(c, delivered, 'art_delivered')).toEqual({
      bell: ['approver', 'founder', 'requester'],
      mail: ['founder', 'requester'],
    });

    // An approval (by the aprovador): every member; the approver reads their own proof.
    const approved = await written(async () => {
      expect((await approveAs(t, c.approver, artId, 1)).status).toBe(200);
    });
    expect(audience(c, approved, 'art_approved')).toEqual(
      both('approver', 'finance', 'founder', 'reader', 'requester'),
    );
    const bellOf = (person: TestUser) =>
      approved.bells.find((b) => b.kind === 'art_approved' && b.recipientId === person.id)?.text;
    expect(bellOf(c.approver)).toBe('Você aprovou a arte "Rótulo Cinco".');
    expect(bellOf(c.reader)).toBe('Apa Qualidade aprovou a arte "Rótulo Cinco".');
    const studioBell = approved.bells.find((b) => b.kind === 'studio_art_approved');
    expect(studioBell?.text).toBe(
      'Apa Qualidade (Embalagens Cinco Ltda) aprovou a arte "Rótulo Cinco".',
    );

    // The panel's art names who did what: the solicitante asked, the aprovador approved.
    const detail = await readJson<{ events: { type: string; actor: { name: string } }[] }>(
      await t.request(apiRoutes.admin.art(artId), { cookie: admin.cookie }),
    );
    const actorOf = (type: string) => detail.events.find((e) => e.type === type)?.actor.name;
    expect(actorOf('requested')).toBe('Sol Marketing');
    expect(actorOf('approved')).toBe('Apa Qualidade');

    // Credits about to expire: the financeiro.
    const expiring = await written(() =>
      t.runtime.db.transaction((tx) =>
        notify(t.runtime.db, tx, {
          type: 'credits_expiring',
          userId: c.company,
          balance: 1,
          expiresAt: new Date('2026-11-30T23:59:59-03:00'),
          period: '2026-11',
        }),
      ),
    );
    expect(audience(c, expiring, 'credits_expiring')).toEqual(both('finance', 'founder'));
  });

  it('a member removed from the company hears nothing more; the others still do', async () => {
    const c = await companyOfFive();
    const team = await readJson<{ members: { id: string; userId: string }[] }>(
      await t.request('/api/team', { cookie: c.founder.cookie }),
    );
    const readerRow = team.members.find((m) => m.userId === c.reader.id);
    const removed = await t.request(`/api/team/members/${readerRow?.id}`, {
      method: 'DELETE',
      cookie: c.founder.cookie,
    });
    expect(removed.status).toBe(200);
    const out = await written(() =>
      t.runtime.db.transaction((tx) =>
        notify(t.runtime.db, tx, { type: 'account_reactivated', userId: c.company }),
      ),
    );
    expect(audience(c, out, 'account_reactivated')).toEqual(
      both('approver', 'finance', 'founder', 'requester'),
    );
  });

  it("the bell shows a person's own notices in the open company, not another company's", async () => {
    const c = await companyOfFive();
    await post(t, apiRoutes.admin.grantCredits(c.company), admin.cookie, { json: { amount: 1 } });
    // The financeiro's own company (made at sign-up) got a grant too.
    await post(t, apiRoutes.admin.grantCredits(c.finance.id), admin.cookie, {
      json: { amount: 4 },
    });
    const bell = async (company?: string) =>
      readJson<{ items: { text: string }[]; unread: number }>(
        await t.request(notificationApiRoutes.list, {
          cookie: c.finance.cookie,
          headers: company ? { [COMPANY_HEADER]: company } : {},
        }),
      );
    // The session's company (the one they joined), then their own by name.
    expect((await bell()).items.map((i) => i.text)).toEqual(['1 crédito adicionados. Saldo: 1.']);
    expect((await bell(c.finance.id)).items.map((i) => i.text)).toEqual([
      '4 créditos adicionados. Saldo: 4.',
    ]);
    // Marking read in one company leaves the other's unread.
    await t.request(notificationApiRoutes.markAllRead, {
      method: 'POST',
      cookie: c.finance.cookie,
    });
    expect((await bell()).unread).toBe(0);
    expect((await bell(c.finance.id)).unread).toBe(1);
  });
});
