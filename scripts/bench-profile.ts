// `npm run bench:profile -- FILE.cpuprofile`: where the CPU time of a profile went (`npm run bench
// -- --cpu-prof DIR` writes one of the measured requests): self time by package or app module,
// and the functions that took most, each as a share of the samples.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  console.error('uso: npm run bench:profile -- ARQUIVO.cpuprofile');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** A frame's owner: an npm package, an app folder (server/arts…), Node itself, or V8's own work. */
function ownerOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return '(garbage collector)';
    return `(${functionName || 'native'})`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node (internals)';
  const app = /\/(server|common|scripts)\/([^/]+)/.exec(url);
  if (app) return `${app[1]}/${app[2]!.replace(/\.ts$/, '')}`;
  return url;
}

const selfUs = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  total += delta;
});
const idle = [...selfUs].reduce(
  (sum, [id, us]) => (byId.get(id)?.callFrame.functionName === '(idle)' ? sum + us : sum),
  0,
);
const busy = total - idle;

const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);
const owners = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  add(owners, ownerOf(node), us);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*\/(node_modules|server|common|scripts)\//, '$1/')}:${lineNumber + 1}`
    : '';
  add(functions, `${functionName || '(anonymous)'} ${where}`.trim(), us);
}

const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>, count: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(
  `${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %); shares of the busy time:\n`,
);
console.log('self time by package or module:');
for (const [owner, us] of top(owners, 25)) console.log(`  ${pct(us)}  ${owner}`);
console.log('\nfunctions with the most self time:');
for (const [name, us] of top(functions, 25)) console.log(`  ${pct(us)}  ${name}`);
