// The contact messages in the admin panel on the real app: newest first, marked read once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { apiOf, dataOf } from '../test/api-client';
import { adminWorldForFile, insertMessage, post } from '../test/factories';

const { t, admin } = adminWorldForFile();
const HOUR = 3600_000;

describe('contact messages', () => {
  it('lists newest first and marks one read, once', async () => {
    const now = Date.now();
    const old = await insertMessage(t, { name: 'Antiga', createdAt: new Date(now - 10 * HOUR) });
    const recent = await insertMessage(t, { name: 'Recente', createdAt: new Date(now + HOUR) });
    const panel = apiOf(t, admin);
    const page = await dataOf(panel.GET('/api/admin/messages'));
    expect(page.items[0]!.id).toBe(recent.id);
    const ids = page.items.map((row) => row.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(page.items[0]!.readAt).toBeNull();

    const markRead = () =>
      dataOf(panel.POST('/api/admin/messages/{id}/read', { params: { path: { id: recent.id } } }));
    const first = await markRead();
    expect(first.readAt).not.toBeNull();
    const again = await markRead();
    expect(again.readAt).toBe(first.readAt);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    expect((await post(t, apiRoutes.admin.readMessage(randomUUID()), admin.cookie)).status).toBe(
      404,
    );
    expect((await post(t, apiRoutes.admin.readMessage('xyz'), admin.cookie)).status).toBe(404);
  });
});
