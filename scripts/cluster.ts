// `npm run cluster`: three app processes on a throwaway PostgreSQL database and an s3rver bucket,
// behind nginx, to try what docs/operations.md#several-processes describes. Ctrl-C stops it all.
// `npm run cluster -- 2` starts two processes.
import { CLUSTER_ADMIN, startCluster } from './cluster-harness';

const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 8) {
  console.error('uso: npm run cluster -- [número de processos, 1 a 8]');
  process.exit(1);
}
console.error(
  `starting ${count} processes, PostgreSQL (DATABASE_URL or TEST_DATABASE_URL), s3rver and nginx…`,
);
const cluster = await startCluster({
  processes: count,
  ...(process.env.DATABASE_URL ? { baseDatabaseUrl: process.env.DATABASE_URL } : {}),
});
console.log(
  `\nproxy: ${cluster.url}   (admin: ${CLUSTER_ADMIN.email} / ${CLUSTER_ADMIN.password})`,
);
for (const [index, p] of cluster.processes.entries()) {
  console.log(`process ${index + 1}: ${p.url} (pid ${p.pid()})`);
}
console.log('Ctrl-C stops everything and drops the database.');
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
