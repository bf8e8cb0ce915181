// `npm run bench:load`: simulated clients and the studio on the cluster of `npm run cluster`
// (three processes on PostgreSQL and s3rver behind nginx). Each client signs in, then for the
// whole run goes round its list, an art's page and its preview, and now and then requests an art
// with a file; the studio delivers a PDF to the requested arts. Prints p50/p95/p99 and errors
// per step. Options: --users 50 --duration 60 (seconds) --processes 3.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { apiRoutes } from '../common/api-routes';
import { pdfFixture } from '../server/previews/preview-fixtures';
import { call, CLUSTER_ADMIN, startCluster, type Answer } from './cluster-harness';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    processes: { type: 'string', default: '3' },
  },
});
const USERS = Number(args.users);
const DURATION_MS = Number(args.duration) * 1000;

const BRIEF =
  '{"pieceType":"rotulo","widthMm":100,"heightMm":150,"substrate":"bopp","colorCount":4}';

interface Step {
  latencies: number[];
  errors: number;
  /** The first few failures, to say what went wrong. */
  samples: string[];
}
const steps = new Map<string, Step>();

/** Runs one step, timing it; a status other than `expected` (or no answer) is an error. */
async function timed(name: string, expected: number, send: () => Promise<Answer>) {
  const step = steps.get(name) ?? { latencies: [], errors: 0, samples: [] };
  steps.set(name, step);
  const started = performance.now();
  try {
    const answer = await send();
    step.latencies.push(performance.now() - started);
    if (answer.status !== expected) {
      step.errors++;
      if (step.samples.length < 3)
        step.samples.push(`${answer.status} ${answer.body.slice(0, 160)}`);
      return undefined;
    }
    return answer;
  } catch (error) {
    step.latencies.push(performance.now() - started);
    step.errors++;
    if (step.samples.length < 3) step.samples.push((error as Error).message);
    return undefined;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  console.error(`starting the cluster (${args.processes} processes, PostgreSQL, s3rver, nginx)…`);
  const cluster = await startCluster({ processes: Number(args.processes), stderr: 'ignore' });
  const base = cluster.url;
  const origin = cluster.url;
  const requestPdf = await pdfFixture(2);
  const deliveryPdf = await pdfFixture(1);
  try {
    const adminSignIn = await call(base, 'POST', '/api/auth/sign-in/email', {
      origin,
      json: CLUSTER_ADMIN,
    });
    const admin = adminSignIn.cookies.join('; ');
    const requested: string[] = [];

    const artForm = (name: string) => {
      const form = new FormData();
      form.set('name', name);
      form.set('briefing', 'Rótulo frontal 10x15 cm, quatro cores.');
      form.set('brief', BRIEF);
      form.set('files', new File([requestPdf], 'referencia.pdf', { type: 'application/pdf' }));
      return form;
    };

    /** One simulated client, from sign-up to the end of the run. */
    const client = async (index: number, until: number) => {
      // Each from an address of its own, as 50 people would be (the per-IP limits hold).
      const ip = `198.51.${100 + Math.floor(index / 250)}.${1 + (index % 250)}`;
      const id = randomBytes(4).toString('hex');
      const account = {
        name: `Embalagens Carga ${id} Ltda`,
        email: `carga-${id}@exemplo.com.br`,
        password: `senha-segura-${id}`,
      };
      const signedUp = await call(base, 'POST', '/api/auth/sign-up/email', {
        origin,
        ip,
        json: { ...account, acceptTerms: true },
      });
      if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${signedUp.body}`);
      const clients = await call(
        base,
        'GET',
        `${apiRoutes.admin.clients}?search=${encodeURIComponent(account.email)}`,
        { origin, cookie: admin },
      );
      const clientId = clients.json<{ items: { id: string }[] }>().items[0]!.id;
      await call(base, 'POST', apiRoutes.admin.grantCredits(clientId), {
        origin,
        cookie: admin,
        json: { amount: 100, note: 'Carga' },
      });
      const signIn = await timed('sign-in', 200, () =>
        call(base, 'POST', '/api/auth/sign-in/email', {
          origin,
          ip,
          json: { email: account.email, password: account.password },
        }),
      );
      if (!signIn) return;
      const cookie = signIn.cookies.join('; ');
      let round = 0;
      while (performance.now() < until) {
        if (round % 5 === 0) {
          const made = await timed('request with a file', 201, () =>
            call(base, 'POST', apiRoutes.arts, {
              origin,
              cookie,
              form: artForm(`Carga ${id}-${round}`),
            }),
          );
          const art = made?.json<{ art: { id: string } }>().art.id;
          if (art) requested.push(art);
        }
        round++;
        const list = await timed('list', 200, () =>
          call(base, 'GET', apiRoutes.arts, { origin, cookie }),
        );
        const first = list?.json<{ items: { id: string }[] }>().items[0]?.id;
        if (!first) continue;
        const page = await timed('art page', 200, () =>
          call(base, 'GET', apiRoutes.art(first), { origin, cookie }),
        );
        const fileId = page?.json<{ attachments: { id: string }[] }>().attachments[0]?.id;
        if (fileId) {
          await timed('preview', 200, () =>
            call(base, 'GET', apiRoutes.filePreview(fileId), { origin, cookie }),
          );
        }
      }
    };

    /** The studio: starts and delivers requested arts, one after another. */
    const studio = async (until: number) => {
      while (performance.now() < until) {
        const art = requested.shift();
        if (!art) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        await timed('delivery (start + draft)', 200, async () => {
          const started = await call(base, 'POST', apiRoutes.admin.startArt(art), {
            origin,
            cookie: admin,
            json: {},
          });
          if (started.status !== 200) return started;
          const form = new FormData();
          form.set('file', new File([deliveryPdf], 'final.pdf', { type: 'application/pdf' }));
          const draft = await call(base, 'POST', apiRoutes.admin.deliveryDrafts(art), {
            origin,
            cookie: admin,
            form,
          });
          return draft.status === 201 ? { ...draft, status: 200 } : draft;
        });
      }
    };

    const until = performance.now() + DURATION_MS;
    console.error(`${USERS} clients and the studio for ${DURATION_MS / 1000} s…`);
    await Promise.all([
      ...Array.from({ length: USERS }, (_, i) => client(i, until)),
      studio(until),
    ]);

    console.log('| step | requests | p50 ms | p95 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let errors = 0;
    for (const [name, step] of steps) {
      const sorted = [...step.latencies].sort((a, b) => a - b);
      errors += step.errors;
      console.log(
        `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${step.errors} |`,
      );
      for (const sample of step.samples) console.log(`  ${name}: ${sample}`);
    }
    console.log(errors === 0 ? '\n0 errors.' : `\n${errors} errors.`);
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:load failed:', error);
  process.exit(1);
});
