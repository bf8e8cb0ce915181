// npm run bench:payments — the payment-reconcile job's work (server/payments/reconcile.service.ts)
// over BENCH_PAYMENTS_CHARGES open charges (1,000 by default): one run that reads every charge back
// and finds none paid, then one that finds them all paid and confirms each (charge, ledger row,
// receipt in the outbox, in its own transaction). The provider is an in-memory one declared here
// that answers at once, so the figures are the server's own cost: the database and the rules.
// Runs on a fresh in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL set (a throwaway
// database beside it), as bench:mail does.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { charge, user } from '../server/db/schema';
import { openLocalApp } from '../server/local-app';
import type { PaymentProvider, ProviderCharge, ReceivedPayment } from '../server/payments/provider';
import { reconcilePayments } from '../server/payments/reconcile.service';

const CHARGES = Number(process.env.BENCH_PAYMENTS_CHARGES ?? 1000);
const CLIENTS = 50;

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
    readNotification: () => null,
    listReceived: (from, to) =>
      Promise.resolve(received.filter((p) => p.paidAt >= from && p.paidAt < to)),
    refund: (_ref, _payment, _amount, key) => Promise.resolve({ refundId: key, status: 'done' }),
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
  return { provider, charges, payAll };
}

async function main() {
  const { provider, charges, payAll } = instantProvider();
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
