// `npm run bench:pins`: scripts/bench-pins.ts alone in the browser-test setup
// (browser-bench-config.ts).
import { browserBenchConfig } from './browser-bench-config';

export default browserBenchConfig('bench-pins.ts');
