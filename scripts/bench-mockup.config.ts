// `npm run bench:mockup`: scripts/bench-mockup.ts alone in the browser-test setup
// (browser-bench-config.ts).
import { browserBenchConfig } from './browser-bench-config';

export default browserBenchConfig('bench-mockup.ts');
