// Removes the temporary DATA_DIR the e2e server ran on.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
