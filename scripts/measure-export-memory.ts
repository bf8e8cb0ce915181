// Measures the memory of "Baixar meus dados" on a large account: generates files on disk for one
// client (default 600 MB in 50 MB files), exports them through the real app and reads the ZIP to
// the end, sampling the process's RSS. The export streams, so the peak should stay near the
// baseline whatever the total.
//
//   npx tsx scripts/measure-export-memory.ts [--mb 600] [--file-mb 50]
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { apiRoutes } from '../common/api-routes';
import { artRequest, storedFile } from '../server/db/schema';
import { storedFileValues } from '../server/files/stored-file';
import { openLocalApp } from '../server/local-app';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '600' }, 'file-mb': { type: 'string', default: '50' } },
});
const totalMb = Number(values.mb);
const fileMb = Number(values['file-mb']);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** `size` bytes made on the fly in 64 KB chunks (never one big buffer). */
function generated(size: number, seed: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, seed % 251);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      this.push(part);
    },
  });
}

const t = await openLocalApp();
try {
  const client = await t.signUp({ name: 'Medição de Memória Ltda' });
  const [art] = await t.runtime.db
    .insert(artRequest)
    .values({ ownerId: client.id, name: 'Arte grande', briefing: 'medição', dueAt: new Date() })
    .returning();
  const count = Math.ceil(totalMb / fileMb);
  for (let i = 0; i < count; i++) {
    const size = Math.min(fileMb, totalMb - i * fileMb) * MB;
    const storageKey = `uploads/${client.id}/medicao-${i}`;
    const stored = await t.runtime.storage.put(storageKey, generated(size, i), size);
    const upload = {
      ...stored,
      storageKey,
      originalName: `arquivo-${i}.pdf`,
      contentType: 'application/pdf',
    };
    await t.runtime.db.insert(storedFile).values(
      storedFileValues(upload, {
        ownerId: client.id,
        artId: art!.id,
        kind: 'attachment',
        uploadedBy: client.id,
      }),
    );
  }
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);

  const started = performance.now();
  const response = await t.request(apiRoutes.accountExport, { cookie: client.cookie });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let received = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  console.log(`files:          ${count} × ${fileMb} MB = ${mb(totalMb * MB)} on disk`);
  console.log(`ZIP received:   ${mb(received)} in ${seconds.toFixed(1)} s`);
  console.log(`RSS before:     ${mb(baseline)}`);
  console.log(`RSS peak:       ${mb(peak)} (+${mb(peak - baseline)})`);
} finally {
  await t.close();
}
