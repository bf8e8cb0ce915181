// `npm run mail:outbox [-- --last 5] [-- --to e-mail]`: prints the latest messages of the mail
// outbox (password-reset links, notices) from the configured database, for development without SMTP.
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { formatOutboxMessage, latestOutboxMessages } from '../server/mail/outbox';
import { loadEnvFile } from '../server/env-file';
import { databaseTargetOf } from '../server/runtime';
import { exitWithError } from './exit-with-error';
import { scriptArgs } from './script-args';

const argsSchema = z.object({
  last: z.coerce
    .number('Use --last com um número')
    .int('Use --last com um número inteiro')
    .min(1, 'Use --last com um número de 1 a 500')
    .max(500, 'Use --last com um número de 1 a 500')
    .default(10),
  to: z.email('Use --to com um e-mail válido').optional(),
});

try {
  const args = scriptArgs(argsSchema);
  loadEnvFile();
  const config = loadConfig();
  const target = databaseTargetOf(config);
  let handle;
  try {
    handle = await openDatabase(target);
  } catch (error) {
    // The embedded database admits one process at a time, and a running server holds it.
    if (target.kind !== 'pglite') throw error;
    console.error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `O banco embutido (${config.dataDir}) só pode ser lido com o servidor parado: pare o ` +
        'servidor e rode `npm run mail:outbox` de novo (com DATABASE_URL, o servidor pode ' +
        'continuar no ar).',
    );
    process.exit(1);
  }
  try {
    const messages = await latestOutboxMessages(handle.db, args);
    if (messages.length === 0) console.log('Nenhuma mensagem na caixa de saída.');
    for (const message of messages) console.log(formatOutboxMessage(message));
  } finally {
    await handle.close();
  }
} catch (error) {
  exitWithError(error);
}
