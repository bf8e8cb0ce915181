// The payment provider this server uses, chosen by PAYMENT_PROVIDER (docs/decisions/0010-payment-providers.md). Every
// provider is reached through the one interface of provider.ts; the charge service never knows
// which answers.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { paymentSettingsOf } from './payment-settings.service';
import type { PaymentProvider } from './provider';
import { asaasOptionsFromConfig, createAsaasProvider } from './providers/asaas';
import { bacenPixOptionsFromConfig, createBacenPixProvider } from './providers/bacen-pix';
import { createPixManualProvider } from './providers/pix-manual';

export function createPaymentProvider(deps: { config: Config; db: Database }): PaymentProvider {
  const { config, db } = deps;
  const name = config.payments.provider;
  switch (name) {
    case 'pix-manual':
      return createPixManualProvider({
        pixDetails: () => paymentSettingsOf(db, config.payments),
      });
    // The key registered at the PSP (PIX_KEY): the panel's key only feeds the manual Pix code.
    case 'bacen-pix':
      return createBacenPixProvider(bacenPixOptionsFromConfig(config, config.payments.pixKey));
    case 'asaas':
      return createAsaasProvider(asaasOptionsFromConfig(config));
  }
}
