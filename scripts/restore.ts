// `npm run restore -- FILE [--data-dir DIR]`: restores a backup made by `npm run backup` into an
// empty DATA_DIR (a non-empty one is refused), checking every file's hash and the row counts.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../server/backup/backup';
import { parseEnv } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import { exitWithError } from './exit-with-error';

try {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1) {
    console.error('Uso: npm run restore -- ARQUIVO.tar.gz [--data-dir PASTA]');
    process.exit(2);
  }
  loadEnvFile();
  const dataDir = values['data-dir'] ?? parseEnv(process.env).DATA_DIR;
  const manifest = await restoreBackup({
    archive,
    dataDir,
    log: (message) => console.log(message),
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const files = manifest.files.length;
  console.log(
    `Restaurado em ${dataDir}: ${rows} linhas, ${files} ${files === 1 ? 'arquivo' : 'arquivos'} (backup de ${manifest.createdAt}). ` +
      'Inicie o servidor com este DATA_DIR.',
  );
} catch (error) {
  exitWithError(error);
}
