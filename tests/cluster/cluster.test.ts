// Several app processes on one PostgreSQL database and one S3 bucket, behind nginx: what the
// README promises a studio that outgrows one machine (docs/operations.md#several-processes).
// Run with `npm run test:cluster` (its own CI step: it needs the build and nginx).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { notificationApiRoutes } from '../../common/notifications';
import { startSmtp } from '../../server/mail/smtp-sink';
import { pdfFixture } from '../../server/previews/preview-fixtures';
import {
  call as callCluster,
  CLUSTER_ADMIN,
  startCluster,
  type Answer,
  type CallOptions,
  type Cluster,
} from '../../scripts/cluster-harness';

/** A request to the cluster, as a page of the site would send it (its Origin). */
const call = (
  base: string,
  method: string,
  path: string,
  options: Omit<CallOptions, 'origin'> = {},
): Promise<Answer> => callCluster(base, method, path, { origin: cluster.url, ...options });

const BRIEF = JSON.stringify({
  pieceType: 'rotulo',
  widthMm: 100,
  heightMm: 150,
  substrate: 'bopp',
  colorCount: 4,
});

/** A unique fake client address, so each test's per-IP limits are its own. */
/** The cluster's session cache, in seconds: short, so the test can wait it out. */
const SESSION_CACHE_SECONDS = 2;

const newIp = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;

let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let db: pg.Pool;

async function signUp(base: string, ip = newIp()) {
  const id = randomBytes(4).toString('hex');
  const account = {
    name: `Embalagens ${id} Ltda`,
    email: `cliente-${id}@exemplo.com.br`,
    password: `senha-segura-${id}`,
  };
  const answer = await call(base, 'POST', '/api/auth/sign-up/email', {
    ip,
    json: { ...account, acceptTerms: true },
  });
  expect(answer.status, answer.body).toBe(200);
  return { ...account, cookie: answer.cookies.join('; ') };
}

async function signIn(base: string, who: { email: string; password: string }, ip = newIp()) {
  const answer = await call(base, 'POST', '/api/auth/sign-in/email', { ip, json: who });
  expect(answer.status, answer.body).toBe(200);
  return answer.cookies.join('; ');
}

async function userIdOf(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return rows[0]!.id;
}

async function grant(adminCookie: string, email: string, amount: number) {
  const answer = await call(
    cluster.url,
    'POST',
    apiRoutes.admin.grantCredits(await userIdOf(email)),
    {
      cookie: adminCookie,
      json: { amount, note: 'Créditos do teste do cluster' },
    },
  );
  expect(answer.status, answer.body).toBe(200);
}

function artForm(name: string, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  form.set('name', name);
  form.set('briefing', 'Rótulo 10x15 cm, 4 cores.');
  form.set('brief', BRIEF);
  if (file) form.set('files', new File([file.bytes], file.name, { type: file.type }));
  return form;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  cluster = await startCluster({
    processes: 3,
    // A short session cache: a copy signed by one process is read by the others, and the sign-out
    // below can be seen to reach every read within its lifetime.
    env: {
      SMTP_URL: smtp.url,
      STUDIO_NOTIFY_TO: 'estudio@estudio.test',
      SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
    },
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
}, 300_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await smtp?.close();
}, 60_000);

describe('three processes behind nginx', () => {
  let adminCookie = '';

  it('a session made on one process is read by every other, and through the proxy', async () => {
    const [a, b, c] = cluster.processes;
    adminCookie = await signIn(a!.url, CLUSTER_ADMIN);
    for (const base of [b!.url, c!.url, cluster.url]) {
      const me = await call(base, 'GET', apiRoutes.me, { cookie: adminCookie });
      expect(me.status, base).toBe(200);
      expect(me.json<{ email: string }>().email).toBe(CLUSTER_ADMIN.email);
    }
    // Signed out on one: the others refuse its writes at once and its reads once the signed copy
    // of the session has expired (docs/decisions/0013-nginx-in-front-and-the-session-cache.md).
    const client = await signUp(c!.url);
    expect((await call(a!.url, 'GET', apiRoutes.me, { cookie: client.cookie })).status).toBe(200);
    const out = await call(b!.url, 'POST', '/api/auth/sign-out', {
      cookie: client.cookie,
      json: {},
    });
    expect(out.status, out.body).toBe(200);
    const signedOutAt = Date.now();
    for (const p of cluster.processes) {
      const write = await call(p.url, 'POST', notificationApiRoutes.markAllRead, {
        cookie: client.cookie,
        json: {},
      });
      expect(write.status, p.url).toBe(401);
    }
    await sleep(Math.max(0, signedOutAt + SESSION_CACHE_SECONDS * 1000 + 500 - Date.now()));
    for (const p of cluster.processes) {
      expect((await call(p.url, 'GET', apiRoutes.me, { cookie: client.cookie })).status).toBe(401);
    }
  });

  it('the per-account sign-in throttle and the per-IP limit count across processes', async () => {
    const client = await signUp(cluster.url);
    const ip = newIp();
    const wrong = { email: client.email, password: 'senha-errada-123' };
    // Five failures spread over the three processes lock this address out of the account…
    for (let i = 0; i < 5; i++) {
      const base = cluster.processes[i % 3]!.url;
      expect(
        (await call(base, 'POST', '/api/auth/sign-in/email', { ip, json: wrong })).status,
      ).toBe(401);
    }
    // …on a process that saw two of them, with the right password too.
    const locked = await call(cluster.processes[2]!.url, 'POST', '/api/auth/sign-in/email', {
      ip,
      json: { email: client.email, password: client.password },
    });
    expect(locked.status, locked.body).toBe(429);
    // better-auth's per-IP limit (10 sign-ins a minute) is one counter for all the processes.
    const other = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const base = cluster.processes[i % 3]!.url;
      const answer = await call(base, 'POST', '/api/auth/sign-in/email', {
        ip: other,
        json: { email: `ninguem-${i}@exemplo.com.br`, password: 'senha-errada-123' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a file uploaded through one process is served by another, its jobs run once', async () => {
    const [a, b, c] = cluster.processes;
    const client = await signUp(cluster.url);
    await grant(adminCookie, client.email, 3);
    const pdf = await pdfFixture(2);
    const requested = await call(a!.url, 'POST', apiRoutes.arts, {
      cookie: client.cookie,
      form: artForm('Rótulo do cluster', {
        bytes: pdf,
        name: 'referencia.pdf',
        type: 'application/pdf',
      }),
    });
    expect(requested.status, requested.body).toBe(201);
    const artId = requested.json<{ art: { id: string } }>().art.id;
    const { rows: files } = await db.query<{ id: string }>(
      'select id from stored_file where art_id = $1',
      [artId],
    );
    expect(files).toHaveLength(1);
    const fileId = files[0]!.id;
    for (const base of [b!.url, c!.url]) {
      const download = await call(base, 'GET', apiRoutes.downloadFile(fileId), {
        cookie: client.cookie,
      });
      expect(download.status, base).toBe(200);
      expect(Buffer.byteLength(download.body, 'latin1')).toBeGreaterThan(0);
    }
    // Its preview, rendered once by whichever process took the job, served by the others.
    await until('the preview', async () => {
      const { rows } = await db.query<{ status: string }>(
        'select status from file_preview where file_id = $1',
        [fileId],
      );
      return rows[0]?.status === 'ready' ? true : undefined;
    });
    for (const p of cluster.processes) {
      const page = await call(p.url, 'GET', apiRoutes.previewPage(fileId, 1), {
        cookie: client.cookie,
      });
      expect(page.status, p.url).toBe(200);
    }

    // The studio delivers a PDF through the proxy: its pre-flight runs once.
    expect(
      (
        await call(c!.url, 'POST', apiRoutes.admin.startArt(artId), {
          cookie: adminCookie,
          json: {},
        })
      ).status,
    ).toBe(200);
    const form = new FormData();
    form.set('file', new File([await pdfFixture(1)], 'final.pdf', { type: 'application/pdf' }));
    const drafted = await call(b!.url, 'POST', apiRoutes.admin.deliveryDrafts(artId), {
      cookie: adminCookie,
      form,
    });
    expect(drafted.status, drafted.body).toBe(201);
    const draftId = drafted.json<{ id: string }>().id;
    await until('the pre-flight', async () => {
      const { rows } = await db.query<{ status: string }>(
        'select status from preflight_report where file_id = $1',
        [draftId],
      );
      return rows[0] && rows[0].status !== 'pending' ? true : undefined;
    });
    for (const id of [fileId, draftId]) {
      // A job writes its result before the queue marks it completed: wait for every job of the
      // file to have ended, then check each ran once and completed.
      const jobs = await until(`the jobs of ${id} to end`, async () => {
        const { rows } = await db.query<{ name: string; state: string }>(
          `select name, state from pgboss.job where data->>'fileId' = $1`,
          [id],
        );
        const ended = (state: string) => !['created', 'retry', 'active'].includes(state);
        return rows.length > 0 && rows.every((job) => ended(job.state)) ? rows : undefined;
      });
      expect(jobs.length, id).toBeGreaterThan(0);
      const names = jobs.map((job) => job.name);
      expect(new Set(names).size, `one job per kind for ${id}: ${names.join(', ')}`).toBe(
        names.length,
      );
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    }
  });

  it('a process killed mid-request loses no acknowledged write; GETs are retried elsewhere', async () => {
    const client = await signUp(cluster.url);
    await grant(adminCookie, client.email, 40);
    const victim = cluster.processes[1]!;
    const reads: Promise<Answer>[] = [];
    const writes: Promise<Answer | Error>[] = [];
    for (let i = 0; i < 30; i++) {
      reads.push(call(cluster.url, 'GET', apiRoutes.arts, { cookie: client.cookie }));
      if (i % 2 === 0) {
        writes.push(
          call(cluster.url, 'POST', apiRoutes.arts, {
            cookie: client.cookie,
            form: artForm(`Arte ${i}`),
          }).catch((error: Error) => error),
        );
      }
      if (i === 10) await victim.stop('SIGKILL');
    }
    const readAnswers = await Promise.all(reads);
    expect(readAnswers.map((r) => r.status)).toEqual(readAnswers.map(() => 200));
    // GETs still go to it until nginx has seen it fail: it tried and went to the next one.
    for (let i = 0; i < 6; i++) {
      expect(
        (await call(cluster.url, 'GET', apiRoutes.arts, { cookie: client.cookie })).status,
      ).toBe(200);
    }
    expect(cluster.proxyLog()).toContain(`127.0.0.1:${victim.port}`);

    const acknowledged = (await Promise.all(writes))
      .filter((w): w is Answer => !(w instanceof Error) && w.status === 201)
      .map((w) => w.json<{ art: { id: string } }>().art.id);
    expect(acknowledged.length).toBeGreaterThan(0);
    const userId = await userIdOf(client.email);
    const { rows: arts } = await db.query<{ id: string }>(
      'select id from art_request where owner_id = $1',
      [userId],
    );
    const stored = new Set(arts.map((art) => art.id));
    for (const id of acknowledged) expect(stored.has(id), id).toBe(true);
    // And the credits stayed exact: one per art that exists, acknowledged or not.
    const { rows: balance } = await db.query<{ credit: number }>(
      'select credit from "user" where id = $1',
      [userId],
    );
    expect(balance[0]!.credit).toBe(40 - arts.length);
    // Left dead: the rolling restart below starts it again.
  });

  it('a rolling restart fails no request of a client journey; scheduled jobs run once', async () => {
    expect(cluster.processes[1]!.running()).toBe(false); // killed above
    const client = await signUp(cluster.url);
    await grant(adminCookie, client.email, 200);
    // A balance granted last month: the expiry each process's start-up sends writes it off once.
    const stale = await signUp(cluster.url);
    const staleId = await userIdOf(stale.email);
    await db.query(`update "user" set credit = 5 where id = $1`, [staleId]);
    await db.query(
      `insert into credit_ledger (user_id, kind, amount, balance_after, note, created_at)
       values ($1, 'grant', 5, 5, 'Créditos do mês passado', now() - interval '40 days')`,
      [staleId],
    );

    let running = true;
    const failures: string[] = [];
    let steps = 0;
    const journey = (async () => {
      let round = 0;
      while (running) {
        round++;
        const step = async (name: string, answer: Promise<Answer>, expected: number) => {
          try {
            const { status, body } = await answer;
            if (status !== expected) failures.push(`${name}: ${status} ${body.slice(0, 200)}`);
          } catch (error) {
            failures.push(`${name}: ${(error as Error).message}`);
          }
          steps++;
        };
        await step(
          'lista',
          call(cluster.url, 'GET', apiRoutes.arts, { cookie: client.cookie }),
          200,
        );
        await step('conta', call(cluster.url, 'GET', apiRoutes.me, { cookie: client.cookie }), 200);
        await step(
          'página',
          call(cluster.url, 'GET', '/ClientArea', { cookie: client.cookie }),
          200,
        );
        if (round % 3 === 0) {
          await step(
            'pedido',
            call(cluster.url, 'POST', apiRoutes.arts, {
              cookie: client.cookie,
              form: artForm(`Arte da volta ${round}`),
            }),
            201,
          );
        }
      }
    })();
    await cluster.rollingRestart();
    running = false;
    await journey;
    expect(failures).toEqual([]);
    expect(steps).toBeGreaterThan(20);

    // Every process restarted and sent its start-up expiry: written off once.
    const expiries = await until('the credit expiry', async () => {
      const { rows } = await db.query<{ amount: number }>(
        `select amount from credit_ledger where user_id = $1 and kind = 'expiry'`,
        [staleId],
      );
      return rows.length > 0 ? rows : undefined;
    });
    expect(expiries).toEqual([{ amount: -5 }]);

    // Schedules: each tick of each cron was sent once, whichever processes were up. Cron ticks
    // on the minute: on a quick machine the whole file can run between two of them, so wait for
    // the first.
    const ticks = await until(
      'a cron tick',
      async () => {
        const { rows } = await db.query<{ key: string; slot: Date; n: number }>(
          `select singleton_key as key, singleton_on as slot, count(*)::int as n
           from pgboss.job where name = '__pgboss__send-it' group by 1, 2`,
        );
        return rows.length > 0 ? rows : undefined;
      },
      90_000,
    );
    expect(ticks.filter((tick) => tick.n > 1)).toEqual([]);
    const { rows: schedules } = await db.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from pgboss.schedule group by 1',
    );
    expect(schedules.length).toBeGreaterThan(5);
    expect(schedules.filter((s) => s.n > 1)).toEqual([]);
    // Three process starts in a row: 15–25 s each on a machine at a load of 30.
  }, 240_000);

  it('each mail went out once', async () => {
    await until('the mail outbox to empty', async () => {
      const { rows: waiting } = await db.query(
        'select id from mail_outbox where sent_at is null and failed_at is null',
      );
      return waiting.length === 0 ? true : undefined;
    });
    const { rows } = await db.query<{ id: string }>(
      'select id from mail_outbox where sent_at is not null',
    );
    expect(rows.length).toBeGreaterThan(0);
    const ids = smtp.received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.data)?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(rows.length);
  });
});
