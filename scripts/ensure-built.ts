// Builds the SPA when dist/ is missing or older than its sources, so what is served or measured is
// the code as it is now. Used by `npm start` and `npm run lighthouse`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['src', 'common', 'public', 'index.html', 'vite.config.ts'];
const builtIndex = path.resolve('dist/index.html');

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    info.mtimeMs,
  );
}

export function ensureBuilt(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(
    builtAt ? 'Sources changed: rebuilding the site…' : 'Building the site (first start)…',
  );
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], {
    stdio: 'inherit',
  });
}
