// A brand-new PostgreSQL database beside another, and the way to drop it again: each API test
// file's database and the run's template (server/test), the crash test's, and the measurements'
// (scripts/measure-helpers.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayPostgres {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new database beside `baseUrl`'s, named `<prefix>_<random>` (a copy of `template`, if given). */
export async function createThrowawayDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayPostgres> {
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
