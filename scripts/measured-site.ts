// The site the page-speed scripts measure (npm run lighthouse, npm run bench:boot): the built app
// served as production serves it (the same command and environment as playwright.config.ts's
// webServer) from a throwaway database holding the demo data (the admin's queue) and one client
// with exactly 50 arts (a full first page of the client area), and the sessions of that client
// and of the admin.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { ART_STATUS } from '../common/constants';
import { hashPassword } from '../server/auth/auth';
import { openDatabase, type DatabaseTarget } from '../server/db/client';
import { account, artRequest, user } from '../server/db/schema';
import { ensureBuilt } from './ensure-built.mjs';
import { freePort, throwawayDatabase, waitForHealth } from './measure-helpers';
import { seedDemo } from './seed-demo';

/** Who a page is measured as: nobody, the client with 50 arts, or the admin. */
export type Visitor = 'anonymous' | 'client' | 'admin';

const MEASURED_CLIENT = { email: 'cliente.lighthouse@exemplo.com.br', password: randomUUID() };
const MEASURED_ADMIN = { email: 'admin.lighthouse@exemplo.com.br', password: randomUUID() };
/** The measured client's label with a flexo brief, whose page (/arte/{id}) is measured too. */
export const MEASURED_ART_ID = '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

/**
 * The throwaway database, before the server opens it: the demo data (the admin's queue) and one
 * client with exactly 50 arts (a full first page of the client area).
 */
async function seedMeasuredData(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  try {
    await seedDemo(handle.db, { clients: 100, arts: 1000, seed: 2024 });
    const id = randomUUID();
    const now = Date.now();
    await handle.db.insert(user).values({
      id,
      name: 'Embalagens Lighthouse Ltda',
      email: MEASURED_CLIENT.email,
      role: 'client',
      credit: 3,
    });
    await handle.db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(MEASURED_CLIENT.password),
    });
    await handle.db.insert(artRequest).values({
      id: MEASURED_ART_ID,
      ownerId: id,
      name: 'Rótulo de mel silvestre 500 g',
      briefing: 'Rótulo envolvente para pote de vidro, 4 cores, verniz localizado no logo.',
      status: ART_STATUS.inProgress,
      dueAt: new Date(now + 24 * 3600_000),
      brief: {
        pieceType: 'rotulo',
        widthMm: 220,
        heightMm: 80,
        substrate: 'bopp',
        colorCount: 4,
        spotColors: ['PANTONE 1235 C'],
      },
    });
    const statuses = Object.values(ART_STATUS);
    await handle.db.insert(artRequest).values(
      Array.from({ length: 50 }, (_, i) => ({
        ownerId: id,
        name: `Rótulo de polpa de fruta sabor ${i + 1} — edição 2024`,
        briefing: 'Rótulo 10x15 cm, 4 cores.',
        status: statuses[i % statuses.length]!,
        dueAt: new Date(now + (48 - i) * 3600_000),
        createdAt: new Date(now - i * 3600_000),
      })),
    );
  } finally {
    await handle.close();
  }
}

/** Signs in through the API, as the SPA would; the Cookie header of the session. */
async function sessionCookie(baseUrl: string, who: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface MeasuredSite {
  baseUrl: string;
  /** The Cookie header of a signed-in visitor's session (undefined for nobody). */
  cookies: Record<Visitor, string | undefined>;
  close: () => Promise<void>;
}

/** Builds what is stale, seeds (when `signedIn`), starts the server and signs the visitors in. */
export async function startMeasuredSite({
  signedIn,
}: {
  signedIn: boolean;
}): Promise<MeasuredSite> {
  ensureBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await throwawayDatabase('measured-site');
  if (signedIn) {
    console.error('  seeding the demo data and a client with 50 arts…');
    await seedMeasuredData(database.target);
  }
  const server = spawn(process.execPath, ['dist-server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      ...database.env,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: MEASURED_ADMIN.email,
      ADMIN_PASSWORD: MEASURED_ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.remove();
  };
  try {
    await waitForHealth(baseUrl);
    return {
      baseUrl,
      cookies: {
        anonymous: undefined,
        client: signedIn ? await sessionCookie(baseUrl, MEASURED_CLIENT) : undefined,
        admin: signedIn ? await sessionCookie(baseUrl, MEASURED_ADMIN) : undefined,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
