// npm run bench:approval — what making a 'Termo de aprovação' costs (server/approval/approval.job.ts)
// for a version whose file is a BENCH_APPROVAL_MB PDF (50 MB by default): reading the approved
// file back from storage and hashing it, making the PDF (pdf-lib, the QR code, the logo), storing
// it and recording its hash with the audit row. Several runs, each a fresh approval record of the
// same version; the median and the slowest, with the process's memory before and after. Runs on a
// fresh in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL set, as bench:payments does.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SAMPLE_BRIEF } from '../common/brief-samples';
import { TERMS_VERSION } from '../common/constants';
import { makeTermo } from '../server/approval/approval-termo';
import { produceTermo } from '../server/approval/approval.job';
import { newApprovalCode } from '../server/approval/approval.service';
import { artApproval, artRequest, storedFile } from '../server/db/schema';
import { openLocalApp } from '../server/local-app';

const MB = Number(process.env.BENCH_APPROVAL_MB ?? 50);
const RUNS = Number(process.env.BENCH_APPROVAL_RUNS ?? 5);

/** A PDF-looking file of `mb` MB, streamed in 1 MB pieces (never whole in memory). */
function bigPdf(mb: number): { stream: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let left = mb;
  let resolve!: (value: string) => void;
  const sha256 = new Promise<string>((r) => (resolve = r));
  const stream = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        resolve(hash.digest('hex'));
        return;
      }
      const chunk =
        left === mb
          ? Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 ** 20 - 9)])
          : randomBytes(2 ** 20);
      left--;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function main() {
  const t = await openLocalApp({ LOG_LEVEL: 'warn' });
  const { db, storage } = t.runtime;
  try {
    const client = await t.signUp({ name: 'Bench Embalagens Ltda' });
    const [art] = await db
      .insert(artRequest)
      .values({
        ownerId: client.id,
        name: 'Rótulo de bench',
        briefing: 'Bench',
        brief: SAMPLE_BRIEF,
        status: 'Aprovado',
        dueAt: new Date(),
      })
      .returning();
    const file = bigPdf(MB);
    const key = `uploads/${client.id}/bench-${randomBytes(4).toString('hex')}`;
    const stored = await storage.put(key, file.stream, (MB + 1) * 2 ** 20);
    const sha256 = await file.sha256;
    const [delivery] = await db
      .insert(storedFile)
      .values({
        ownerId: client.id,
        artId: art!.id,
        kind: 'delivery',
        version: 1,
        originalName: 'rotulo-v1.pdf',
        contentType: 'application/pdf',
        size: stored.size,
        sha256,
        storageKey: key,
        uploadedBy: client.id,
      })
      .returning();

    const totals: number[] = [];
    const pdfOnly: number[] = [];
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let termoBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      // One record in force per art: the previous run's is voided first.
      await db
        .update(artApproval)
        .set({ voidedAt: new Date(), replacedByVersion: 1 })
        .where(eq(artApproval.artId, art!.id));
      const [record] = await db
        .insert(artApproval)
        .values({
          artId: art!.id,
          ownerId: client.id,
          version: 1,
          code: newApprovalCode(),
          files: [{ fileId: delivery!.id, name: 'rotulo-v1.pdf', size: stored.size, sha256 }],
          brief: SAMPLE_BRIEF,
          preflight: null,
          approverName: 'Bench Embalagens Ltda',
          approverEmail: client.email,
          company: 'Bench Embalagens Ltda',
          approvedAt: new Date(),
          ip: '127.0.0.1',
          userAgent: 'bench',
          termsVersion: TERMS_VERSION,
          checklist: [{ key: 'texts', label: 'Textos e ortografia conferidos' }],
          openPins: [],
        })
        .returning();
      const started = performance.now();
      const made = await produceTermo(t.runtime, record!.id);
      totals.push(performance.now() - started);
      if (!made) throw new Error('no termo was made');
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

      const pdfStarted = performance.now();
      const bytes = await makeTermo({
        record: record!,
        artName: art!.name,
        previewPages: [],
        baseUrl: 'https://estudio.example',
      });
      pdfOnly.push(performance.now() - pdfStarted);
      termoBytes = bytes.length;
    }
    console.log(
      [
        `termo for a ${MB} MB version (${RUNS} runs, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
        `  whole job (read back + SHA-256 of the file, PDF, store, record + audit): median ${median(totals).toFixed(0)} ms, slowest ${Math.max(...totals).toFixed(0)} ms`,
        `  the PDF alone (pdf-lib, QR code, logo): median ${median(pdfOnly).toFixed(0)} ms; termo ${(termoBytes / 1024).toFixed(0)} KB`,
        `  process memory: ${mib(rssBefore)} before, ${mib(rssPeak)} at most`,
      ].join('\n'),
    );
  } finally {
    await t.close();
  }
}

await main();
