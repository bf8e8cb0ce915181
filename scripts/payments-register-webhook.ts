// `npm run payments:register-webhook -- --url https://… --chave <chave Pix>`: registers with the
// PSP (BACEN Pix API, PIX_* settings) the address it must notify of each Pix received for the
// key, then reads it back. With PIX_WEBHOOK_SECRET set, the secret is added to the address's query.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import {
  bacenPixOptionsFromConfig,
  createBacenPixProvider,
} from '../server/payments/providers/bacen-pix';
import { exitWithError } from './exit-with-error';

const argsSchema = z.object({
  url: z
    .url('Use --url com o endereço https:// do webhook de pagamentos do site')
    .refine((value) => value.startsWith('https://'), 'O endereço do webhook deve ser https://'),
  chave: z.string('Use --chave com a chave Pix do recebedor').min(1).max(77),
});

try {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, chave: { type: 'string' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  loadEnvFile();
  const options = bacenPixOptionsFromConfig(loadConfig(), parsed.data.chave);
  const address = new URL(parsed.data.url);
  if (options.webhookSecret) address.searchParams.set('secret', options.webhookSecret);
  const pix = createBacenPixProvider(options);
  await pix.registerWebhook(address.toString());
  const registered = await pix.readWebhook();
  // The secret stays out of the terminal's scrollback.
  const shown = (registered ?? '(nenhum)').replace(/secret=[^&/]+/, 'secret=…');
  console.log(`Webhook da chave ${parsed.data.chave} no PSP: ${shown}`);
} catch (error) {
  exitWithError(error);
}
