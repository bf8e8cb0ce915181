// `npm start`: builds what is missing or stale, then runs the built server (which reads `.env`
// itself, process environment first: server/env-file.ts). Plain JavaScript: no TypeScript loader.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../dist-server/index.js');
