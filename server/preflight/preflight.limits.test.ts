// Hostile PDFs delivered on the real app: the pre-flight and the previews stay within their
// bounds — a report that says what was not analysed, or that the file exceeds the limits (once,
// never a pass, never retried) — and the server answers /healthz within 100 ms throughout. Each
// child's memory alone: preflight.child-limits.test.ts. Figures: docs/performance.md.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS_EXCEEDED, unreadable } from '../../common/preflight';
import { rowsOf } from '../db/client';
import { PREVIEW_LIMITS_EXCEEDED } from '../previews/previews.job';
import { finishedPreflight, requestAndDeliver, adminWorldForFile } from '../test/factories';
import { HOSTILE_PDFS } from './hostile-pdfs';
import type { PreflightReport } from './preflight.schemas';

const { t, admin, client } = adminWorldForFile();

/** Asks /healthz every 20 ms until stopped; answers the slowest time and the 95th percentile. */
function watchHealth() {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await t.request('/healthz');
      expect(response.status).toBe(200);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    console.info(
      `/healthz: ${times.length} answers, p95 ${p95.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms`,
    );
    return { p95, slowest: times.at(-1) ?? 0, answers: times.length };
  };
}

const deliver = async (file: Uint8Array) =>
  (await requestAndDeliver(t, admin, client, file, 'arte.pdf')).delivery.id;

async function settled(fileId: string) {
  // Generous bounds: on a quiet machine each takes seconds, but CI runs these bombs beside other
  // test files on two cores.
  const report = await finishedPreflight(t, admin, fileId, 150_000);
  await expect
    .poll(
      async () =>
        rowsOf<{ status: string }>(
          await t.runtime.db.execute(
            sql`select status from file_preview where file_id = ${fileId}`,
          ),
        )[0]?.status,
      { timeout: 150_000, interval: 250 },
    )
    .toMatch(/^(ready|unavailable)$/);
  // A job's completion is written just after its handler returns.
  await expect
    .poll(
      async () =>
        rowsOf<{ state: string }>(
          await t.runtime.db.execute(
            sql`select state::text as state from pgboss.job where data ->> 'fileId' = ${fileId}`,
          ),
        ).every((job) => job.state !== 'active'),
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  const [preview] = rowsOf<{ status: string; error: string | null }>(
    await t.runtime.db.execute(
      sql`select status, error from file_preview where file_id = ${fileId}`,
    ),
  );
  const jobs = rowsOf<{ name: string; state: string; retry_count: number }>(
    await t.runtime.db.execute(
      sql`select name, state::text as state, retry_count from pgboss.job
          where data ->> 'fileId' = ${fileId}`,
    ),
  );
  return { report, preview: preview!, jobs };
}

const bombs = [
  {
    ...HOSTILE_PDFS.manyPages,
    check: (report: PreflightReport) => {
      expect(report.checks[0]).toEqual({
        check: 'arquivo',
        verdict: 'nao_analisado',
        message: 'Analisadas 20 de 10.000 páginas; as demais não foram verificadas.',
      });
      expect(report.checks.length).toBeGreaterThan(5);
    },
    preview: 'ready',
  },
  {
    ...HOSTILE_PDFS.flateBomb,
    check: (report: PreflightReport) => expect(report.checks).toEqual(unreadable(LIMITS_EXCEEDED)),
    // PDFium reads the stream whole: stopped at the memory ceiling.
    preview: 'unavailable',
  },
  {
    ...HOSTILE_PDFS.hugeImage,
    check: (report: PreflightReport) => expect(report.checks).toEqual(unreadable(LIMITS_EXCEEDED)),
    // PDFium draws it at the preview's size, within bounds.
    preview: 'ready',
  },
] as const;

describe('hostile PDFs delivered to the app', () => {
  it.each(bombs)(
    '$name: bounded report, no retry, /healthz answering',
    async ({ make, check, preview }) => {
      const bytes = await make();
      // From the upload on: the draft's pre-flight runs in the background before the delivery is
      // confirmed (the helper waits for it), then the version's preview.
      const stop = watchHealth();
      const fileId = await deliver(bytes);
      const result = await settled(fileId);
      const health = await stop();
      check(result.report);
      expect(result.report.counts.aprovado).toBeLessThan(result.report.checks.length);
      if (preview === 'unavailable')
        expect(result.preview).toEqual({ status: 'unavailable', error: PREVIEW_LIMITS_EXCEEDED });
      else if (preview === 'ready') expect(result.preview.status).toBe('ready');
      // Each job ran once: done on its first attempt, nothing waiting to try the bytes again.
      expect(result.jobs.map((job) => [job.state, job.retry_count])).toEqual(
        result.jobs.map(() => ['completed', 0]),
      );
      expect(health.answers).toBeGreaterThan(5);
      // Within 100 ms throughout on a quiet machine (docs/performance.md: slowest 16 ms). Here
      // other test files share the two cores, and the OS may set this process aside for tens of
      // ms: the bound on the slowest answer is the stall (seconds) a child eating the machine's
      // memory caused, not the scheduler's.
      expect(health.p95).toBeLessThan(100);
      expect(health.slowest).toBeLessThan(1_000);
    },
    330_000,
  );
});
