// The payment provider this server uses, chosen by PAYMENT_PROVIDER (docs/decisions/0010-payment-providers.md). Every
// provider is reached through the one interface of provider.ts; the charge service never knows
// which answers.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { paymentSettingsOf } from './payment-settings.service';
import type { PaymentProvider } from './provider';
import { createPixManualProvider } from './providers/pix-manual';

export function createPaymentProvider(deps: { config: Config; db: Database }): PaymentProvider {
  const { config, db } = deps;
  const name = config.payments.provider;
  switch (name) {
    case 'pix-manual':
      return createPixManualProvider({
        pixDetails: () => paymentSettingsOf(db, config.payments),
      });
    // The automatic providers' adapters (server/payments/providers/) plug in here, each built from
    // its own configuration. Until then the configuration refuses them at load (server/config.ts).
    case 'bacen-pix':
    case 'asaas':
      throw new Error(`PAYMENT_PROVIDER=${name}: adaptador ainda não disponível nesta versão`);
  }
}
