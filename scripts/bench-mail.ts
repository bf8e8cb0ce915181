// npm run bench:mail — the mail queue's throughput (messages per second to a local SMTP server)
// and the delay from an art move (POST start through the real app) to its message's arrival,
// p50/p95. Runs on a fresh in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL set (a
// throwaway database beside it). The SMTP server (smtp-server) runs in this same process, so its
// parsing shares the event loop with the app: the figures are a floor, not a ceiling.
import { performance } from 'node:perf_hooks';
import { apiRoutes } from '../common/api-routes';
import { SAMPLE_BRIEF } from '../common/brief-samples';
import { grantCredits } from '../server/credits/credits.service';
import { enqueueMail } from '../server/mail/mailer';
import { openLocalApp } from '../server/local-app';
import { startSmtp } from '../server/mail/smtp-sink';

const THROUGHPUT_MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 300);
const LATENCY_MOVES = Number(process.env.BENCH_MAIL_MOVES ?? 30);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const smtp = await startSmtp();
  // When each message landed, by its index in smtp.received (checked every millisecond).
  const arrivals: number[] = [];
  const timer = setInterval(() => {
    while (arrivals.length < smtp.received.length) arrivals.push(performance.now());
  }, 1);
  const until = async (count: number) => {
    const deadline = Date.now() + 60_000;
    while (arrivals.length < count) {
      if (Date.now() > deadline) throw new Error(`waited for ${count} messages`);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  // The studio's address: a request mails the client and the studio.
  const t = await openLocalApp({
    SMTP_URL: smtp.url,
    STUDIO_NOTIFY_TO: 'estudio@exemplo.com.br',
    LOG_LEVEL: 'warn',
  });
  const engine = t.runtime.engine;
  try {
    // ---- throughput: a backlog written at once, drained by the queue -------------------------
    await t.runtime.db.transaction(async (tx) => {
      for (let i = 0; i < THROUGHPUT_MESSAGES; i++) {
        await enqueueMail(tx, {
          to: `bench-${i}@exemplo.com.br`,
          subject: `bench ${i}`,
          text: `Mensagem ${i} do teste de vazão.`,
          html: `<p>Mensagem ${i} do teste de vazão.</p>`,
        });
      }
    });
    const started = performance.now();
    await t.runtime.mailer.dispatch();
    await until(THROUGHPUT_MESSAGES);
    const seconds = (arrivals[THROUGHPUT_MESSAGES - 1]! - started) / 1000;
    const throughput = THROUGHPUT_MESSAGES / seconds;

    // ---- latency: an art move through the app to its message at the SMTP server --------------
    const admin = await t.createAdmin();
    const client = await t.signUp({ name: 'Bench Embalagens' });
    await grantCredits(t.runtime.db, {
      userId: client.id,
      adminId: admin.id,
      amount: LATENCY_MOVES,
    });
    await until(smtp.received.length);
    const delays: number[] = [];
    for (let i = 0; i < LATENCY_MOVES; i++) {
      const form = new FormData();
      form.set('name', `Bench ${i}`);
      form.set('briefing', 'Rótulo');
      form.set('brief', JSON.stringify(SAMPLE_BRIEF));
      const created = await t.request(apiRoutes.arts, {
        method: 'POST',
        cookie: client.cookie,
        body: form,
      });
      if (!created.ok) throw new Error(`request failed: ${created.status}`);
      const { art } = (await created.json()) as { art: { id: string } };
      // The request's own mails (to the client and the studio) land first: nothing else is due.
      await until(smtp.received.length + 2);
      const before = smtp.received.length;
      const moved = performance.now();
      const response = await t.request(apiRoutes.admin.startArt(art.id), {
        method: 'POST',
        cookie: admin.cookie,
      });
      if (!response.ok) throw new Error(`start failed: ${response.status}`);
      await until(before + 1);
      delays.push(arrivals[before]! - moved);
    }
    delays.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          engine,
          throughput: {
            messages: THROUGHPUT_MESSAGES,
            seconds: Number(seconds.toFixed(2)),
            perSecond: Number(throughput.toFixed(1)),
          },
          moveToArrivalMs: {
            moves: LATENCY_MOVES,
            p50: Math.round(percentile(delays, 50)),
            p95: Math.round(percentile(delays, 95)),
            max: Math.round(delays[delays.length - 1]!),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    clearInterval(timer);
    await t.close();
    await smtp.close();
  }
}

await main();
