// npm run bench:payments — the payment-reconcile job's work (server/payments/reconcile.service.ts)
// over BENCH_PAYMENTS_CHARGES open charges (1,000 by default): one run that reads every charge back
// and finds none paid, then one that finds them all paid and confirms each (charge, ledger row,
// receipt in the outbox, in its own transaction). The provider is an in-memory one declared here
// that answers at once, so the figures are the server's own cost: the database and the rules.
// Runs on a fresh in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL set (a throwaway
// database beside it), as bench:mail does.
//
// Then the pay page's update path: BENCH_PAYPAGE_SAMPLES clients (40) each with an open pay page
// that asks GET /api/charges/{id} every PAYMENT_POLL_MS (3 s, as the page does, started at a random
// moment); at a random moment the provider is paid and notifies POST /api/payments/webhook/{name};
// the route queues the job, which reads the charge back and confirms it. Timed from the
// notification to the page's answer showing 'paid' with the new balance (p50/p95), and, with a
// 50 ms poll instead, the server's own part of it (notification → credits readable).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { apiRoutes } from '../common/api-routes';
import { PAYMENT_POLL_MS } from '../common/payments';
import type { ChargeView } from '../server/payments/payments.schemas';
import { eq } from 'drizzle-orm';
import { charge, user } from '../server/db/schema';
import { openLocalApp, type LocalApp } from '../server/local-app';
import type { PaymentProvider, ProviderCharge, ReceivedPayment } from '../server/payments/provider';
import { reconcilePayments } from '../server/payments/reconcile.service';

const CHARGES = Number(process.env.BENCH_PAYMENTS_CHARGES ?? 1000);
const CLIENTS = 50;
const PAYPAGE_SAMPLES = Number(process.env.BENCH_PAYPAGE_SAMPLES ?? 40);
/** Pay pages open at once (a busy evening's worth). */
const PAYPAGE_CONCURRENCY = 10;

/** An automatic provider that knows every charge it is told of and pays them on demand. */
function instantProvider() {
  const charges = new Map<string, ProviderCharge>();
  const received: ReceivedPayment[] = [];
  const provider: PaymentProvider = {
    name: 'bacen-pix',
    confirmsAutomatically: true,
    methods: ['pix'],
    createCharge: (request) => {
      const created: ProviderCharge = {
        txid: request.txid,
        providerId: request.txid,
        status: 'open',
        amountCents: request.amountCents,
        expiresAt: request.expiresAt,
        payments: [],
      };
      charges.set(request.txid, created);
      return Promise.resolve(created);
    },
    readCharge: (ref) => {
      const found = charges.get(ref.txid);
      return found ? Promise.resolve(found) : Promise.reject(new Error('unknown charge'));
    },
    // The bench's own notification: a JSON list of txids (no authentication: nothing else posts).
    readNotification: (notification) => {
      const body = JSON.parse(notification.body) as { txids?: unknown };
      if (!Array.isArray(body.txids)) return null;
      return { charges: body.txids.map((txid) => ({ txid: String(txid) })), endToEndIds: [] };
    },
    listReceived: (from, to) =>
      Promise.resolve(received.filter((p) => p.paidAt >= from && p.paidAt < to)),
    refund: (_ref, _payment, _amount, key) => Promise.resolve({ refundId: key, status: 'done' }),
  };
  const payOne = (txid: string) => {
    const known = charges.get(txid);
    if (!known) throw new Error(`unknown charge ${txid}`);
    const payment = {
      endToEndId: `E${randomBytes(15).toString('hex')}`,
      txid,
      amountCents: known.amountCents,
      paidAt: new Date(),
    };
    known.status = 'paid';
    known.payments = [payment];
    received.push(payment);
  };
  const payAll = () => {
    for (const known of charges.values()) {
      const payment = {
        endToEndId: `E${randomBytes(15).toString('hex')}`,
        txid: known.txid,
        amountCents: known.amountCents,
        paidAt: new Date(),
      };
      known.status = 'paid';
      known.payments = [payment];
      received.push(payment);
    }
  };
  return { provider, charges, payAll, payOne };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

/**
 * One client's pay page: buys 5 credits, polls its charge every `pollMs` from a random phase, and
 * at a random moment the provider is paid and notifies. Answers the milliseconds from the
 * notification to the first answer showing the charge paid with the new balance.
 */
async function payPageSample(
  t: LocalApp,
  payOne: (txid: string) => void,
  providerName: string,
  pollMs: number,
): Promise<number> {
  const client = await t.signUp();
  const bought = await t.request(apiRoutes.charges, {
    method: 'POST',
    cookie: client.cookie,
    json: { credits: 5 },
  });
  if (bought.status !== 201) throw new Error(`buy: ${bought.status} ${await bought.text()}`);
  const view = (await bought.json()) as ChargeView;
  const [row] = await t.runtime.db
    .select({ txid: charge.txid })
    .from(charge)
    .where(eq(charge.id, view.id));
  let notifiedAt: number | null = null;
  let seenAt: number | null = null;
  const page = (async () => {
    await sleep(Math.random() * pollMs);
    while (seenAt === null) {
      const started = performance.now();
      const answer = await t.request(apiRoutes.charge(view.id), { cookie: client.cookie });
      const shown = (await answer.json()) as ChargeView;
      if (notifiedAt !== null && shown.status === 'paid' && shown.balance === 5) {
        seenAt = performance.now();
        break;
      }
      // As refetchInterval does: the next ask a poll interval after this one began.
      await sleep(Math.max(0, pollMs - (performance.now() - started)));
    }
  })();
  await sleep(pollMs + Math.random() * pollMs);
  payOne(row!.txid);
  notifiedAt = performance.now();
  const notified = await t.request(apiRoutes.paymentWebhook(providerName), {
    method: 'POST',
    json: { txids: [row!.txid] },
  });
  if (notified.status !== 202) throw new Error(`webhook: ${notified.status}`);
  await page;
  return seenAt! - notifiedAt;
}

async function payPageRun(
  t: LocalApp,
  payOne: (txid: string) => void,
  providerName: string,
  pollMs: number,
) {
  const samples: number[] = [];
  for (let done = 0; done < PAYPAGE_SAMPLES; done += PAYPAGE_CONCURRENCY) {
    const batch = Math.min(PAYPAGE_CONCURRENCY, PAYPAGE_SAMPLES - done);
    samples.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => payPageSample(t, payOne, providerName, pollMs)),
      )),
    );
  }
  return summary(samples);
}

async function main() {
  const { provider, charges, payAll, payOne } = instantProvider();
  // A fresh in-memory PGlite, or with TEST_DATABASE_URL a throwaway PostgreSQL database.
  const t = await openLocalApp({ LOG_LEVEL: 'warn' }, { paymentProvider: provider });
  const db = t.runtime.db;
  try {
    const clients = Array.from({ length: CLIENTS }, (_, i) => ({
      id: `bench-client-${i}`,
      name: `Bench Embalagens ${i}`,
      email: `bench-${i}@exemplo.com.br`,
    }));
    await db.insert(user).values(clients);
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const rows = Array.from({ length: CHARGES }, (_, i) => ({
      ownerId: clients[i % CLIENTS]!.id,
      reason: 'credits' as const,
      amountCents: 5000,
      credits: 5,
      txid: randomBytes(16).toString('hex'),
      provider: provider.name,
      expiresAt,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db.insert(charge).values(rows.slice(i, i + 500));
    }
    for (const row of rows) {
      await provider.createCharge({
        txid: row.txid,
        amountCents: row.amountCents,
        description: 'bench',
        expiresAt,
        payer: { name: '', email: '' },
      });
    }
    const deps = { db, payments: provider, logger: t.runtime.logger };

    let started = performance.now();
    const unpaid = await reconcilePayments(deps);
    const unpaidMs = performance.now() - started;

    payAll();
    started = performance.now();
    const paid = await reconcilePayments(deps);
    const paidMs = performance.now() - started;

    // The pay page, after the reconciliation runs (their charges are all paid now).
    const payPage = await payPageRun(t, payOne, provider.name, PAYMENT_POLL_MS);
    const serverPath = await payPageRun(t, payOne, provider.name, 50);

    const engine = t.runtime.engine;
    console.log(
      JSON.stringify(
        {
          engine,
          charges: charges.size,
          allOpen: {
            ms: Math.round(unpaidMs),
            readBack: unpaid.readBack,
            confirmed: unpaid.confirmed,
          },
          allPaid: {
            ms: Math.round(paidMs),
            readBack: paid.readBack,
            confirmed: paid.confirmed,
            perChargeMs: Number((paidMs / Math.max(1, paid.confirmed)).toFixed(2)),
          },
          payPage: { pollMs: PAYMENT_POLL_MS, ...payPage },
          serverPath: { pollMs: 50, ...serverPath },
        },
        null,
        2,
      ),
    );
  } finally {
    await t.close();
  }
}

await main();
