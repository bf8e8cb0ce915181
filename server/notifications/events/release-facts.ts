// What the release planners say about a release: the art, its client and the plate maker.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artRelease, artRequest, user } from '../../db/schema';

export async function releaseFactsOf(tx: Executor, releaseId: string) {
  const [row] = await tx
    .select({
      artId: artRequest.id,
      artName: artRequest.name,
      ownerId: artRequest.ownerId,
      company: user.name,
      version: artRelease.version,
      recipientName: artRelease.recipientName,
      recipientEmail: artRelease.recipientEmail,
      expiresAt: artRelease.expiresAt,
      confirmedAt: artRelease.confirmedAt,
    })
    .from(artRelease)
    .innerJoin(artRequest, eq(artRequest.id, artRelease.artId))
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(eq(artRelease.id, releaseId));
  if (!row) throw new Error(`notify: release ${releaseId} not found`);
  return row;
}
