// The outbox reader behind `npm run mail:outbox`: the newest messages, oldest first, filtered by
// recipient, printed with their text (the one place a developer reads a reset link).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { formatOutboxMessage, latestOutboxMessages } from './outbox';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const base = Date.parse('2026-03-01T12:00:00Z');
  await t.runtime.db.insert(mailOutbox).values(
    [1, 2, 3, 4].map((n) => ({
      to: n % 2 ? 'ana@exemplo.com.br' : 'bia@exemplo.com.br',
      subject: `Mensagem ${n}`,
      text: `Corpo ${n}: https://exemplo.com.br/redefinir-senha?token=tok${n}`,
      createdAt: new Date(base + n * 60_000),
      sentAt: n === 4 ? new Date(base + n * 60_000 + 1000) : null,
    })),
  );
});
afterAll(() => t.close());

describe('latestOutboxMessages', () => {
  it('returns the newest N, oldest first', async () => {
    const rows = await latestOutboxMessages(t.runtime.db, { last: 2 });
    expect(rows.map((row) => row.subject)).toEqual(['Mensagem 3', 'Mensagem 4']);
  });

  it('filters by recipient, whatever its case', async () => {
    const rows = await latestOutboxMessages(t.runtime.db, { last: 10, to: 'ANA@exemplo.com.br' });
    expect(rows.map((row) => row.subject)).toEqual(['Mensagem 1', 'Mensagem 3']);
  });
});

describe('formatOutboxMessage', () => {
  it('prints recipient, subject, state and the whole text', async () => {
    const [sent] = await latestOutboxMessages(t.runtime.db, { last: 1 });
    const text = formatOutboxMessage(sent!);
    expect(text).toContain('Para: bia@exemplo.com.br');
    expect(text).toContain('Assunto: Mensagem 4');
    expect(text).toContain('enviada em 2026-03-01T12:04:01.000Z');
    expect(text).toContain('redefinir-senha?token=tok4');
    const [unsent] = await latestOutboxMessages(t.runtime.db, { last: 2 });
    expect(formatOutboxMessage(unsent!)).toContain('não enviada (sem SMTP)');
  });
});
