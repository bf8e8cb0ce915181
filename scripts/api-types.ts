// npm run api:types: writes src/lib/api-contract.gen.ts from the routes' contracts. `npm run
// typecheck` runs it first, so a renamed response field fails the SPA's typecheck at once.
import { readFile, writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, renderApiTypes } from '../server/http/api-types';

const next = await renderApiTypes();
const current = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
if (next !== current) {
  await writeFile(API_TYPES_FILE, next);
  console.log(`${API_TYPES_FILE} updated`);
}
