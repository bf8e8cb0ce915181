// The contact messages in the admin panel on the real app: newest first, marked read once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ContactMessageRow } from './admin.schemas';
import type { Page } from '../db/paging';
import { adminWorldForFile, insertMessage, post, readJson } from '../test/factories';

const { t, admin } = adminWorldForFile();
const HOUR = 3600_000;

describe('contact messages', () => {
  it('lists newest first and marks one read, once', async () => {
    const now = Date.now();
    const old = await insertMessage(t, { name: 'Antiga', createdAt: new Date(now - 10 * HOUR) });
    const recent = await insertMessage(t, { name: 'Recente', createdAt: new Date(now + HOUR) });
    const page = await readJson<Page<ContactMessageRow>>(
      await t.request(apiRoutes.admin.messages, { cookie: admin.cookie }),
    );
    expect(page.items[0]!.id).toBe(recent.id);
    const ids = page.items.map((row) => row.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(page.items[0]!.readAt).toBeNull();

    const read = await post(t, apiRoutes.admin.readMessage(recent.id), admin.cookie);
    expect(read.status).toBe(200);
    const first = await readJson<ContactMessageRow>(read);
    expect(first.readAt).not.toBeNull();
    const again = await readJson<ContactMessageRow>(
      await post(t, apiRoutes.admin.readMessage(recent.id), admin.cookie),
    );
    expect(again.readAt).toBe(first.readAt);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    expect((await post(t, apiRoutes.admin.readMessage(randomUUID()), admin.cookie)).status).toBe(
      404,
    );
    expect((await post(t, apiRoutes.admin.readMessage('xyz'), admin.cookie)).status).toBe(404);
  });
});
