// The studio's per-art 3D-mockup settings (docs/product/mockup-3d.md): read with the art's detail
// and saved from the panel. Only the settings live here; the shape itself is computed where it is
// drawn, from the brief and these settings (common/mockup.ts).
import { eq } from 'drizzle-orm';
import { DEFAULT_MOCKUP_SETTINGS, type MockupSettings } from '../../common/mockup';
import type { Database, Executor } from '../db/client';
import { artMockup, artRequest } from '../db/schema';
import { isId } from '../ids';
import { artNotFound } from './arts.service';

/** An art's settings, or the defaults (shown, nothing overridden) when the studio saved none. */
export async function mockupSettingsOf(db: Executor, artId: string): Promise<MockupSettings> {
  const [row] = await db
    .select({
      enabled: artMockup.enabled,
      shape: artMockup.shape,
      diameterMm: artMockup.diameterMm,
      depthMm: artMockup.depthMm,
    })
    .from(artMockup)
    .where(eq(artMockup.artId, artId));
  return row ?? DEFAULT_MOCKUP_SETTINGS;
}

/** Saves an art's settings whole (the route validated them; the table's CHECKs back the bounds). */
export async function saveMockupSettings(
  db: Database,
  input: { artId: string; adminId: string; settings: MockupSettings },
): Promise<MockupSettings> {
  if (!isId(input.artId)) throw artNotFound();
  const [art] = await db
    .select({ id: artRequest.id })
    .from(artRequest)
    .where(eq(artRequest.id, input.artId));
  if (!art) throw artNotFound();
  const values = { ...input.settings, updatedBy: input.adminId, updatedAt: new Date() };
  await db
    .insert(artMockup)
    .values({ artId: art.id, ...values })
    .onConflictDoUpdate({ target: artMockup.artId, set: values });
  return input.settings;
}
