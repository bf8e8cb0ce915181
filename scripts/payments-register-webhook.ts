// `npm run payments:register-webhook -- --url https://… --chave <chave Pix>`: registers with the
// PSP (BACEN Pix API, PIX_* settings) the address it must notify of each Pix received for the
// key, then reads it back. With PIX_WEBHOOK_SECRET set, the secret is added to the address's query.
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import {
  bacenPixOptionsFromConfig,
  createBacenPixProvider,
} from '../server/payments/providers/bacen-pix';
import { exitWithError } from './exit-with-error';
import { scriptArgs } from './script-args';

const argsSchema = z.object({
  url: z
    .url('Use --url com o endereço https:// do webhook de pagamentos do site')
    .refine((value) => value.startsWith('https://'), 'O endereço do webhook deve ser https://'),
  chave: z.string('Use --chave com a chave Pix do recebedor').min(1).max(77),
});

try {
  const args = scriptArgs(argsSchema);
  loadEnvFile();
  const options = bacenPixOptionsFromConfig(loadConfig(), args.chave);
  const address = new URL(args.url);
  if (options.webhookSecret) address.searchParams.set('secret', options.webhookSecret);
  const pix = createBacenPixProvider(options);
  await pix.registerWebhook(address.toString());
  const registered = await pix.readWebhook();
  // The secret stays out of the terminal's scrollback.
  const shown = (registered ?? '(nenhum)').replace(/secret=[^&/]+/, 'secret=…');
  console.log(`Webhook da chave ${args.chave} no PSP: ${shown}`);
} catch (error) {
  exitWithError(error);
}
