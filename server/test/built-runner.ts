// The heavy jobs' child (server/jobs/isolated-runner.ts) built once for a test run, as production
// runs it: started through tsx, every child compiled the renderers' sources again, about a second
// of CPU each, and the tests start hundreds. Built under node_modules so the bundle finds the
// same dependencies the sources do.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

export async function buildRunnerForTests(): Promise<{ file: string; remove: () => void }> {
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'studio-test-runner-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'test',
    build: {
      ssr: true,
      target: 'node20',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        input: { 'isolated-runner': 'server/jobs/isolated-runner.ts' },
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return {
    file: path.join(outDir, 'isolated-runner.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
