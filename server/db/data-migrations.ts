// Data migrations: steps that need the product's own code (the business-day clock…) and so cannot
// be SQL in server/db/migrations. They run once, in order, right after the SQL migrations at every
// opening of the database (openDatabase, under the same lock on PostgreSQL); each step and the row
// that records it commit together, so a crash midway reruns only the unfinished step.
import { eq } from 'drizzle-orm';
import { recomputeOpenDeadlines } from '../arts/turnaround.service';
import type { Database, Executor } from './client';
import { dataMigration } from './schema';

export interface DataMigration {
  /** Recorded in data_migration.name: never rename one that shipped. */
  name: string;
  run(tx: Executor): Promise<unknown>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  // With migration 0018: open arts' deadlines counted in business days (docs/product/art-page.md).
  { name: '0018_due_in_business_days', run: recomputeOpenDeadlines },
];

/** Runs the steps not yet recorded; returns the names of those it ran. */
export async function runDataMigrations(
  db: Database,
  migrations: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ name: dataMigration.name })
        .from(dataMigration)
        .where(eq(dataMigration.name, migration.name));
      if (row) return false;
      await migration.run(tx);
      await tx.insert(dataMigration).values({ name: migration.name });
      return true;
    });
    if (done) ran.push(migration.name);
  }
  return ran;
}
