// Builds what is missing or older than its sources, so what is served or measured is the code as
// it is now: the SPA (dist/) and the server with the public pages' renderer (dist-server/). Used by
// `npm start`, the browser tests' server and `npm run lighthouse`. Plain JavaScript, so a start
// needs no TypeScript loader; building needs Vite (a development dependency).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const shared = ['common', 'vite.config.ts', 'package.json'];
const targets = [
  {
    name: 'site',
    built: 'dist/index.html',
    sources: ['src', 'public', 'index.html', ...shared],
    args: ['build'],
  },
  {
    name: 'server',
    built: 'dist-server/index.js',
    sources: ['server', 'src', ...shared],
    args: ['build', '--ssr'],
  },
];

/** @param {string} entry */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    info.mtimeMs,
  );
}

export function ensureBuilt() {
  for (const target of targets) {
    const built = path.resolve(target.built);
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    if (builtAt >= Math.max(...target.sources.map(newestMtime))) continue;
    console.log(
      builtAt
        ? `Sources changed: rebuilding the ${target.name}…`
        : `Building the ${target.name} (first start)…`,
    );
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), ...target.args],
      {
        stdio: 'inherit',
      },
    );
  }
}

// `node scripts/ensure-built.mjs`: the same, on its own (the browser tests run it first).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  ensureBuilt();
}
