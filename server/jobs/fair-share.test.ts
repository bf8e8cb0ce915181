// The studio's deliveries before clients' files, and clients' files in turn, in the queues that
// work on files: the priority each job is sent with, on the real app (the queue then takes the
// highest first: server/jobs/queue.test.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { dataOf } from '../test/api-client';
import {
  adminWorldForFile,
  deliveryForm,
  fileOf,
  PDF,
  PNG,
  post,
  postArt,
} from '../test/factories';
import { rowsOf } from '../db/client';
import { grantCredits } from '../credits/credits.service';
import type { TestUser } from '../test/harness';
import { MAX_REFERENCE_PREFLIGHTS } from '../preflight/preflight.service';
import { STUDIO_PRIORITY } from './fair-share';

const { t, admin, client: busy } = adminWorldForFile();

/** A request with `files` attached (PDFs, so each also asks for a reference pre-flight). */
async function requestWith(owner: TestUser, files: number) {
  await grantCredits(t.runtime.db, { userId: owner.id, adminId: admin.id, amount: 1 });
  const requested = postArt(t, owner, {
    name: `Pedido com ${files} anexos`,
    briefing: 'Rótulo, quatro cores',
    files: Array.from({ length: files }, (_, index) => fileOf(PDF, `referencia-${index + 1}.pdf`)),
  });
  return (await dataOf(requested, 201)).art.id;
}

/** The priority each job of `queue` was sent with, by the file it is for, in upload order. */
async function priorities(queue: string, artId: string) {
  return rowsOf<{ priority: number }>(
    await t.runtime.db.execute(sql`
      select j.priority from pgboss.job j
      join stored_file f on f.id::text = j.data ->> 'fileId'
      where j.name = ${queue} and f.art_id = ${artId}
      order by f.created_at, f.original_name`),
  ).map((row) => row.priority);
}

describe('fair share of the background work', () => {
  it("puts the studio's delivery first, then each client's files in turn", async () => {
    const busyArt = await requestWith(busy, 10);
    const other = await t.signUp({ name: 'Outra Embalagens Ltda' });
    const otherArt = await requestWith(other, 1);

    // The busy client's ten files queue one behind the other; the other client's one file
    // comes before all but the first of them, whatever its arrival.
    const busyPreviews = await priorities('file-preview', busyArt);
    expect(busyPreviews).toHaveLength(10);
    expect(busyPreviews[0]).toBeLessThanOrEqual(0);
    expect(busyPreviews).toEqual([...busyPreviews].sort((a, b) => b - a));
    const [otherPreview] = await priorities('file-preview', otherArt);
    expect(otherPreview).toBeGreaterThan(busyPreviews[1]!);

    // One request queues at most MAX_REFERENCE_PREFLIGHTS reference pre-flights.
    expect(await priorities('delivery-preflight', busyArt)).toHaveLength(MAX_REFERENCE_PREFLIGHTS);

    expect((await post(t, apiRoutes.admin.startArt(otherArt), admin.cookie)).status).toBe(200);
    const delivered = await post(t, apiRoutes.admin.deliverArt(otherArt), admin.cookie, {
      body: deliveryForm(PNG, 'final.png'),
    });
    expect(delivered.status).toBe(201);
    const deliveryJobs = rowsOf<{ name: string; priority: number }>(
      await t.runtime.db.execute(sql`
        select j.name, j.priority from pgboss.job j
        join stored_file f on f.id::text = j.data ->> 'fileId'
        where f.art_id = ${otherArt} and f.kind = 'delivery'
        order by j.name`),
    );
    expect(deliveryJobs).toEqual([
      { name: 'delivery-preflight', priority: STUDIO_PRIORITY },
      { name: 'file-preview', priority: STUDIO_PRIORITY },
    ]);
  });
});
