// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the server
// (which reads `.env` itself, process environment first: server/env-file.ts).
import { ensureBuilt } from './ensure-built';

ensureBuilt();
await import('../server/index');
