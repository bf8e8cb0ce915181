// Migration 0037 (companies) on demo data, on the engine of the run (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a database migrated up to 0033 is seeded, every table counted, 0037 applied,
// and every table counted again. Every account becomes a company with its own id, administered by
// the account; no art, file, ledger row, charge, notification or approval is lost or moves.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/seed-demo';
import { createDiskStorage } from '../files/storage';
import { rowsOf, type Database } from './client';
import * as schema from './schema';
import { createThrowawayDatabase } from './throwaway-database';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const TAG = '0037_companies';

/**
 * The committed migrations up to 0037, without it (the database as it was before companies) or
 * with it: drizzle applies only migrations newer than the last one a database has, so a later one
 * applied first would make it skip 0037.
 */
async function migrationsUpTo(dir: string, withCompanies: boolean): Promise<string> {
  const folder = path.join(dir, withCompanies ? 'with-companies' : 'before-companies');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, withCompanies ? at + 1 : at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

interface Engine {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(): Promise<Engine> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const throwaway = await createThrowawayDatabase(baseUrl, 'companies_migration');
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await throwaway.drop();
    },
  };
}

async function countEveryTable(db: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  ).map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** What 0037 must keep exactly: each company's balance and each owned row's owner. */
async function ownership(db: Database) {
  return rowsOf<{ owner: string; what: string; n: number }>(
    await db.execute(sql`
      select owner_id as owner, 'art' as what, count(*)::int as n from art_request group by 1
      union all select owner_id, 'file', count(*)::int from stored_file group by 1
      union all select user_id, 'ledger', count(*)::int from credit_ledger group by 1
      union all select owner_id, 'charge', count(*)::int from charge group by 1
      union all select owner_id, 'approval', count(*)::int from art_approval group by 1
      union all select owner_id, 'pin', count(*)::int from proof_comment group by 1
      union all select owner_id, 'plate maker', count(*)::int from plate_maker group by 1
      union all select id, 'credit ' || credit, 1 from "user"
      order by 1, 2`),
  );
}

/** A charge, a notification, an approval, a pin and a saved plate maker, as 0033 stored them. */
async function addTheRest(db: Database) {
  const [art] = rowsOf<{ id: string; owner: string; file: string }>(
    await db.execute(sql`
      select a.id, a.owner_id as owner, f.id as file from art_request a
      join stored_file f on f.art_id = a.id order by a.id limit 1`),
  );
  if (!art) throw new Error('the seed delivered no file');
  await db.execute(sql`
    insert into charge (owner_id, reason, amount_cents, art_id, txid)
      values (${art.owner}, 'approval_fee', 15000, ${art.id}, 'TXIDCOMPANIESMIGRATION0001')`);
  await db.execute(sql`
    insert into notification (recipient_id, kind, art_id, text)
      values (${art.owner}, 'delivered', ${art.id}, 'Sua arte foi entregue.')`);
  await db.execute(sql`
    insert into art_approval (art_id, owner_id, version, code, files, approver_name,
      approver_email, company, approved_at, ip, user_agent, terms_version, checklist, open_pins)
    values (${art.id}, ${art.owner}, 1, 'AP-TEST-0037-0001', '[]', 'Ana', 'ana@exemplo.com.br',
      'Empresa', now(), '127.0.0.1', 'teste', '1', '[]', '[]')`);
  await db.execute(sql`
    insert into proof_comment (art_id, owner_id, file_id, version, number, page, x, y,
      author_id, text)
    values (${art.id}, ${art.owner}, ${art.file}, 1, 1, 1, 0.5, 0.5, ${art.owner}, 'Aumentar')`);
  await db.execute(sql`
    insert into plate_maker (owner_id, name, email)
      values (${art.owner}, 'Clicheria Bahia', 'cliches@exemplo.com.br')`);
}

describe('migration 0037: every account becomes a company', () => {
  let engine: Engine;
  let dir: string;
  let before: Record<string, number>;
  let after: Record<string, number>;
  let ownedBefore: Awaited<ReturnType<typeof ownership>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'companies-migration-'));
    engine = await openEngine();
    await engine.migrate(await migrationsUpTo(dir, false));
    await seedDemo(engine.db, {
      clients: 25,
      arts: 120,
      seed: 34,
      storage: createDiskStorage(path.join(dir, 'files')),
      companies: false,
    });
    await addTheRest(engine.db);
    before = await countEveryTable(engine.db);
    ownedBefore = await ownership(engine.db);
    await engine.migrate(await migrationsUpTo(dir, true));
    after = await countEveryTable(engine.db);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every row of every table, and adds one company and one member per account', () => {
    expect(before.art_request).toBe(120);
    for (const table of ['charge', 'notification', 'art_approval', 'proof_comment', 'plate_maker'])
      expect(before[table], table).toBeGreaterThan(0);
    expect(before.stored_file).toBeGreaterThan(0);
    expect(before.credit_ledger).toBeGreaterThan(0);
    const users = before.user ?? 0;
    expect(after).toEqual({ ...before, organization: users, member: users, invitation: 0 });
  });

  it('keeps each owner and balance, now naming a company with the same id', async () => {
    expect(await ownership(engine.db)).toEqual(ownedBefore);
    const orphans = rowsOf<{ n: number }>(
      await engine.db.execute(sql`
        select count(*)::int as n from art_request a
        left join organization o on o.id = a.owner_id where o.id is null`),
    );
    expect(orphans[0]?.n).toBe(0);
    const founders = rowsOf<{ n: number }>(
      await engine.db.execute(sql`
        select count(*)::int as n from "user" u
        join organization o on o.id = u.id and o.name = u.name
        join member m on m.organization_id = u.id and m.user_id = u.id
          and m.role = 'administrador'`),
    );
    expect(founders[0]?.n).toBe(before.user);
    const foreignKeys = rowsOf<{ name: string }>(
      await engine.db.execute(sql`
        select conname as name from pg_constraint
        where contype = 'f' and confrelid = 'organization'::regclass
          and conrelid <> 'member'::regclass and conrelid <> 'invitation'::regclass
        order by 1`),
    ).map((row) => row.name);
    expect(foreignKeys).toEqual([
      'art_approval_owner_id_organization_id_fk',
      'art_release_owner_id_organization_id_fk',
      'art_request_owner_id_organization_id_fk',
      'charge_owner_id_organization_id_fk',
      'credit_ledger_user_id_organization_id_fk',
      'file_preview_owner_id_organization_id_fk',
      'plate_maker_owner_id_organization_id_fk',
      'proof_comment_owner_id_organization_id_fk',
      'stored_file_owner_id_organization_id_fk',
    ]);
  });

  it('gives an account created afterwards its own company in the same statement', async () => {
    await engine.db.insert(schema.user).values({
      id: 'conta-nova-0037',
      name: 'Embalagens Novas Ltda',
      email: 'nova-0037@exemplo.com.br',
    });
    const [company] = await engine.db
      .select({ id: schema.organization.id, name: schema.organization.name })
      .from(schema.organization)
      .where(sql`${schema.organization.id} = 'conta-nova-0037'`);
    expect(company).toEqual({ id: 'conta-nova-0037', name: 'Embalagens Novas Ltda' });
    const members = await engine.db
      .select({ userId: schema.member.userId, role: schema.member.role })
      .from(schema.member)
      .where(sql`${schema.member.organizationId} = 'conta-nova-0037'`);
    expect(members).toEqual([{ userId: 'conta-nova-0037', role: 'administrador' }]);
  });
});
