// The daily digest and the credit-expiry notice with a fixed clock: which days, which arts, once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_STATUS } from '../../common/constants';
import { artRequest, mailOutbox, notification, user } from '../db/schema';
import { insertArt } from '../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import {
  buildDigest,
  businessDaysBefore,
  expiryNoticeDay,
  sendCreditExpiryNotices,
  sendStudioDigest,
} from './scheduled';

/** An instant given as studio time (America/Bahia is UTC−3 all year). */
const bahia = (local: string) => new Date(`${local}-03:00`);

let t: TestContext;
let client: TestUser;
beforeAll(async () => {
  t = await createTestContext({ STUDIO_NOTIFY_TO: 'estudio@estudio.test' });
  await t.createAdmin();
  client = await t.signUp({ name: 'Cliente Digest' });
});
afterAll(() => t.close());

describe('business days', () => {
  it('counts back over weekends and holidays', () => {
    // Thu 26/11/2026 → Mon 23/11 (three business days back).
    expect(businessDaysBefore(bahia('2026-11-26T09:00:00'), 3)).toEqual(
      bahia('2026-11-23T09:00:00'),
    );
    // Tue 24/11/2026: back over the weekend and Fri 20/11 (Consciência Negra) → Wed 18/11.
    expect(businessDaysBefore(bahia('2026-11-24T09:00:00'), 3)).toEqual(
      bahia('2026-11-18T09:00:00'),
    );
  });

  it("puts the credit-expiry notice on the month's third-to-last business day", () => {
    expect(expiryNoticeDay(bahia('2026-11-03T10:00:00'))).toEqual(bahia('2026-11-26T00:00:00'));
    // December 2026 ends on a Thursday: 29, 30, 31.
    expect(expiryNoticeDay(bahia('2026-12-10T10:00:00'))).toEqual(bahia('2026-12-29T00:00:00'));
    // October 2026 ends on a Saturday: 28, 29, 30.
    expect(expiryNoticeDay(bahia('2026-10-01T10:00:00'))).toEqual(bahia('2026-10-28T00:00:00'));
  });
});

describe('the studio digest', () => {
  it('sends nothing on weekends, holidays, before 08:00, or when nothing is due', async () => {
    expect(await buildDigest(t.runtime.db, bahia('2026-11-21T09:00:00'))).toBeNull(); // Saturday
    expect(await buildDigest(t.runtime.db, bahia('2026-11-20T09:00:00'))).toBeNull(); // holiday
    expect(await buildDigest(t.runtime.db, bahia('2026-11-24T07:59:00'))).toBeNull();
    // A business day at 08:00 with no arts: a digest is built but empty, so no mail.
    expect(await sendStudioDigest(t.runtime.db, bahia('2026-11-24T08:00:00'))).toBe(false);
    expect(
      await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'studio_digest')),
    ).toEqual([]);
  });

  it('lists overdue arts, arts due today and deliveries waiting over 3 business days, once a day', async () => {
    const now = bahia('2026-11-26T08:00:00'); // Thursday
    const overdue = await insertArt(t, client.id, {
      name: 'Atrasada',
      dueAt: bahia('2026-11-25T17:00:00'),
    });
    const today = await insertArt(t, client.id, {
      name: 'Para hoje',
      dueAt: bahia('2026-11-26T16:00:00'),
    });
    await insertArt(t, client.id, { name: 'Para amanhã', dueAt: bahia('2026-11-27T10:00:00') });
    const finished = async (name: string, deliveredAt: string) => {
      const art = await insertArt(t, client.id, { name, status: ART_STATUS.finished });
      await t.runtime.db
        .update(artRequest)
        .set({ updatedAt: bahia(deliveredAt) })
        .where(eq(artRequest.id, art.id));
      return art;
    };
    const waiting = await finished('Esperando', '2026-11-20T10:00:00');
    await finished('Entregue ontem', '2026-11-25T10:00:00');
    // Delivered Mon 23/11 09:00: three business days before Thu 08:00 is Mon 08:00, so not yet.
    await finished('Entregue segunda', '2026-11-23T09:00:00');
    // An approved art is never listed.
    await insertArt(t, client.id, {
      name: 'Aprovada',
      status: ART_STATUS.approved,
      dueAt: bahia('2026-11-01T10:00:00'),
    });

    const built = await buildDigest(t.runtime.db, now);
    expect(built?.day).toBe('26/11/2026');
    expect(built?.digest.overdue.map((i) => i.artId)).toEqual([overdue.id]);
    expect(built?.digest.dueToday.map((i) => i.artId)).toEqual([today.id]);
    expect(built?.digest.waitingApproval.map((i) => i.artId)).toEqual([waiting.id]);

    expect(await sendStudioDigest(t.runtime.db, now)).toBe(true);
    // A retry, another process, the next hour's run: still one.
    await sendStudioDigest(t.runtime.db, bahia('2026-11-26T09:00:00'));
    const mails = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'studio_digest'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'estudio@estudio.test',
      subject: 'Resumo do dia 26/11/2026',
    });
    expect(mails[0]?.text).toContain('Atrasadas (1)');
    expect(mails[0]?.text).toContain('Para hoje');
    expect(mails[0]?.text).not.toContain('Para amanhã');
    expect(mails[0]?.text).toContain(`/pagina-detalhes/${waiting.id}`);
    // The next business day has its own digest.
    await sendStudioDigest(t.runtime.db, bahia('2026-11-27T08:00:00'));
    expect(
      await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'studio_digest')),
    ).toHaveLength(2);
  });
});

describe('credits about to expire', () => {
  it('tells each client holding credits once, from the notice day on', async () => {
    const holder = await t.signUp({ name: 'Com saldo' });
    const empty = await t.signUp({ name: 'Sem saldo' });
    await t.runtime.db.update(user).set({ credit: 4 }).where(eq(user.id, holder.id));
    const notices = () =>
      t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'credits_expiring'));

    expect(await sendCreditExpiryNotices(t.runtime.db, bahia('2026-11-25T12:00:00'))).toBe(0);
    expect(await notices()).toEqual([]);

    await sendCreditExpiryNotices(t.runtime.db, bahia('2026-11-26T08:30:00'));
    await sendCreditExpiryNotices(t.runtime.db, bahia('2026-11-27T08:30:00'));
    const mails = await notices();
    expect(mails.map((m) => m.to)).toEqual([holder.email]);
    expect(mails[0]?.subject).toBe('Seus créditos expiram em 30/11/2026');
    expect(mails[0]?.text).toContain('4 créditos');
    expect(mails[0]?.text).toContain('30/11/2026 23:59');
    const bells = await t.runtime.db
      .select()
      .from(notification)
      .where(inArray(notification.recipientId, [holder.id, empty.id]));
    expect(bells.map((b) => b.recipientId)).toEqual([holder.id]);

    // Next month is another notice.
    await sendCreditExpiryNotices(t.runtime.db, bahia('2026-12-29T08:30:00'));
    expect(await notices()).toHaveLength(2);
  });
});
