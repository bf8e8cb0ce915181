// Each hostile PDF (hostile-pdfs.ts) straight into the pre-flight and preview children, no app and
// no database: the child's resident memory stays under its OS-level ceiling, or the child is
// stopped at it. On the app, with the reports and /healthz: preflight.limits.test.ts.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFLIGHT_SETTINGS } from '../../common/preflight';
import { DEFAULT_CHILD_MEMORY_MB, runIsolatedWithStats } from '../jobs/isolated';
import { makeWorkDir } from '../jobs/work-dir';
import { PREVIEW_LIMITS } from '../previews/previews.job';
import { HOSTILE_PDFS } from './hostile-pdfs';
import { briefFor } from './preflight-samples';
import { PREFLIGHT_CHILD_LIMITS } from './preflight.service';

describe("each bomb's child stays under its memory ceiling", () => {
  it.each(Object.values(HOSTILE_PDFS))(
    '$name',
    async ({ name, make }) => {
      const folder = await makeWorkDir('limits-test-');
      try {
        const file = path.join(folder, 'arte.pdf');
        await writeFile(file, await make());
        const preflight = await runIsolatedWithStats(
          'preflight',
          { path: file, brief: briefFor(), settings: DEFAULT_PREFLIGHT_SETTINGS },
          PREFLIGHT_CHILD_LIMITS,
        );
        expect(preflight.stats.peakRssMb).toBeLessThan(DEFAULT_CHILD_MEMORY_MB);
        const peak = await runIsolatedWithStats(
          'renderPreview',
          { sourcePath: file, outDir: folder, niceness: 0 },
          PREVIEW_LIMITS,
        )
          .then(({ stats }) => stats.peakRssMb)
          .catch((error: { peakRssMb: number; exceededLimit: boolean }) => {
            expect(error.exceededLimit).toBe(true);
            return error.peakRssMb;
          });
        console.info(
          `${name}: pre-flight child ${preflight.stats.peakRssMb} MB, preview child ${peak} MB`,
        );
        // The parent samples every 50 ms: a child is caught within a few MB of its ceiling.
        expect(peak).toBeLessThanOrEqual(DEFAULT_CHILD_MEMORY_MB + 64);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
