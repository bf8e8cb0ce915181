// `npm run backup [-- --out DIR|FILE.tar.gz]`: a consistent backup of the embedded database and
// the uploaded files, with the server running or stopped (server/backup/backup.ts). On PostgreSQL
// or S3 it explains what to use instead (pg_dump, bucket versioning).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { createBackup } from '../server/backup/backup';
import { parseEnv } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import { exitWithError } from './exit-with-error';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  loadEnvFile();
  // parseEnv, not loadConfig: a backup must not create anything (such as auth-secret) in DATA_DIR.
  const env = parseEnv(process.env);
  if (env.DATABASE_URL || env.S3_BUCKET) {
    console.error(
      [
        'Este backup cobre só o modo embutido (PGlite em DATA_DIR e arquivos em DATA_DIR/files).',
        env.DATABASE_URL
          ? '- Banco: use pg_dump, p. ex. `pg_dump --format=custom --file=estudio.dump "$DATABASE_URL"` (restaure com pg_restore).'
          : '',
        env.S3_BUCKET
          ? '- Arquivos: ative o versionamento do bucket (e, se quiser, replicação para outra região).'
          : '',
        'Veja a seção "Backups" de docs/operations.md.',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    process.exit(2);
  }
  const started = performance.now();
  const { file, manifest } = await createBackup({
    dataDir: env.DATA_DIR,
    out: values.out,
    log: (message) => console.log(message),
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const relative = path.relative(process.cwd(), file);
  const files = manifest.files.length;
  console.log(
    `Backup pronto em ${((performance.now() - started) / 1000).toFixed(1)} s: ${relative.startsWith('..') ? file : relative}\n` +
      `  ${rows} linhas em ${Object.keys(manifest.database.tables).length} tabelas, ${files} ${files === 1 ? 'arquivo' : 'arquivos'} ` +
      `(instantâneo ${manifest.snapshot === 'running-server' ? 'do servidor em execução' : 'com o servidor parado'}).`,
  );
} catch (error) {
  exitWithError(error);
}
