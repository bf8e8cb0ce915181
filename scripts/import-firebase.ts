// `npm run import:firebase -- --auth users.json --hash-config hash.json --firestore export.json
//  --storage ./storage-folder [--admin-uid UID …] [--dry-run] [--report file.json]`:
// brings the studio's Firebase clients, credits, arts and files into the configured database and
// storage (DATABASE_URL or the embedded one under DATA_DIR; S3_* or DATA_DIR/files). Prints a
// pt-BR summary, writes the full report as JSON, shows a progress bar for the files. Safe to run
// again: what is already imported is skipped, and a run that stopped half-way is completed.
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import { importFirebase } from '../server/import/firebase-import';
import { ImportInputError, readSources } from '../server/import/firebase-sources';
import { formatSummary } from '../server/import/import-report';
import { startRuntime } from '../server/runtime';

const USAGE =
  'Uso: npm run import:firebase -- --auth users.json --hash-config hash.json ' +
  '--firestore export.json --storage ./pasta-do-storage [--admin-uid UID] [--dry-run] [--report relatorio.json]';

/**
 * A one-line bar on a terminal; a plain line per percent when the output is a file. `end()`
 * closes the bar's line, which a client left out half-way may leave short of 100 %.
 */
function progressBar(stream: NodeJS.WriteStream) {
  let lastPercent = -1;
  let open = false;
  const update = ({ done, total, bytes }: { done: number; total: number; bytes: number }) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    const mb = (bytes / 1024 ** 2).toFixed(1);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      stream.write(
        `\rArquivos [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} (${percent}%) ${mb} MB`,
      );
      open = true;
      return;
    }
    if (percent === lastPercent && done !== total) return;
    lastPercent = percent;
    stream.write(`Arquivos: ${done}/${total} (${percent}%) ${mb} MB\n`);
  };
  const end = () => {
    if (open) stream.write('\n');
    open = false;
  };
  return { update, end };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      firestore: { type: 'string' },
      storage: { type: 'string' },
      'admin-uid': { type: 'string', multiple: true },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
  if (!values.auth || !values.firestore || !values.storage) {
    console.error(USAGE);
    return 2;
  }
  if (!(await stat(values.storage).catch(() => null))?.isDirectory()) {
    console.error(`A pasta do Storage não existe: ${values.storage}`);
    return 2;
  }
  const sources = await readSources({
    auth: values.auth,
    hashConfig: values['hash-config'],
    firestore: values.firestore,
  });
  if (!sources.hashParams) {
    console.error(
      'Aviso: sem --hash-config, as contas entram sem senha e os clientes terão de usar "Esqueci minha senha".',
    );
  }
  // The same .env as the server: the import goes where the site reads (DATABASE_URL, S3_*).
  loadEnvFile();
  // Only the database and storage matter here: ignore the start-up admin from the environment.
  const runtime = await startRuntime({ ...loadConfig(), admin: undefined }, undefined, {
    jobs: { workers: false },
  });
  const progress = progressBar(process.stderr);
  try {
    const report = await importFirebase(runtime, {
      sources,
      storageRoot: values.storage,
      adminUids: values['admin-uid'] ?? [],
      dryRun: values['dry-run'],
      onFileProgress: progress.update,
    });
    progress.end();
    const reportFile = path.resolve(
      values.report ??
        `importacao-firebase-${report.startedAt.replace(/[:.]/g, '-')}${report.dryRun ? '-simulacao' : ''}.json`,
    );
    await writeFile(reportFile, JSON.stringify(report, null, 2) + '\n');
    console.log(formatSummary(report));
    console.log(`Relatório completo: ${reportFile}`);
    return report.problems.some((problem) => problem.kind === 'failed') ? 1 : 0;
  } finally {
    await runtime.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const known = error instanceof ImportInputError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
