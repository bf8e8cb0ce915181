// The studio's prices and Pix details ('Preços e pagamentos', docs/product/payments.md): kept in
// studio_settings (one row, absent until first saved), read with the defaults of
// common/payments.ts and, for the Pix fields, of the configuration (PIX_KEY, PIX_MERCHANT_NAME,
// PIX_MERCHANT_CITY). Every change is audited with what it changed from and to.
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../common/format';
import {
  DEFAULT_PAYMENT_PRICES,
  packagePriceCents,
  type CreditPackage,
} from '../../common/payments';
import { type PaymentSettings } from '../../common/payment-schemas';
import { recordAdminAction } from '../audit/audit.service';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { studioSettings } from '../db/schema';

export type PixDefaults = Pick<
  Config['payments'],
  'pixKey' | 'pixMerchantName' | 'pixMerchantCity'
>;

/** The settings in force: the saved row, or the defaults until the studio saves its own. */
export async function paymentSettingsOf(
  db: Executor,
  defaults: PixDefaults,
  options: { lock?: boolean } = {},
): Promise<PaymentSettings> {
  const query = db.select().from(studioSettings).where(eq(studioSettings.id, 1));
  const [row] = options.lock ? await query.for('update') : await query;
  return {
    creditPriceCents: row?.creditPriceCents ?? DEFAULT_PAYMENT_PRICES.creditPriceCents,
    packages: row?.creditPackages ?? [...DEFAULT_PAYMENT_PRICES.packages],
    approvalFeeCents: row?.approvalFeeCents ?? DEFAULT_PAYMENT_PRICES.approvalFeeCents,
    pixExpiryMinutes: row?.pixExpiryMinutes ?? DEFAULT_PAYMENT_PRICES.pixExpiryMinutes,
    pixKey: row?.pixKey ?? defaults.pixKey,
    merchantName: row?.pixMerchantName ?? defaults.pixMerchantName,
    merchantCity: row?.pixMerchantCity ?? defaults.pixMerchantCity,
  };
}

export interface PricedPackage extends CreditPackage {
  priceCents: number;
}

/** The packages a client may buy, each with its price from the settings (never the browser's). */
export const pricedPackages = (settings: PaymentSettings): PricedPackage[] =>
  [...settings.packages]
    .sort((a, b) => a.credits - b.credits)
    .map((pkg) => ({ ...pkg, priceCents: packagePriceCents(settings.creditPriceCents, pkg) }));

const describePackages = (packages: CreditPackage[]) =>
  packages
    .map((p) => `${p.credits}${p.discountPercent ? ` (-${p.discountPercent}%)` : ''}`)
    .join(', ');

/** What a field looks like in the audit trail. */
const shown: { [K in keyof PaymentSettings]: (value: PaymentSettings[K]) => string } = {
  creditPriceCents: formatMoney,
  packages: describePackages,
  approvalFeeCents: formatMoney,
  pixExpiryMinutes: (minutes) => `${minutes} min`,
  pixKey: (key) => key || '(vazia)',
  merchantName: (name) => name,
  merchantCity: (city) => city,
};

/**
 * Saves the settings (the route checked them; the table's CHECKs back the bounds) and records, in
 * the same transaction, each field that changed as 'from → to'. Saving the same values records
 * nothing. New charges use them; charges already made keep their amounts.
 */
export async function savePaymentSettings(
  db: Database,
  input: { adminId: string; settings: PaymentSettings; defaults: PixDefaults },
): Promise<PaymentSettings> {
  const next = input.settings;
  await db.transaction(async (tx) => {
    const current = await paymentSettingsOf(tx, input.defaults, { lock: true });
    const values = {
      creditPriceCents: next.creditPriceCents,
      creditPackages: next.packages,
      approvalFeeCents: next.approvalFeeCents,
      pixExpiryMinutes: next.pixExpiryMinutes,
      pixKey: next.pixKey,
      pixMerchantName: next.merchantName,
      pixMerchantCity: next.merchantCity,
      updatedBy: input.adminId,
      updatedAt: new Date(),
    };
    await tx
      .insert(studioSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: studioSettings.id, set: values });
    const details: Record<string, string> = {};
    for (const key of Object.keys(shown) as (keyof PaymentSettings)[]) {
      const show = shown[key] as (value: PaymentSettings[typeof key]) => string;
      const from = show(current[key]);
      const to = show(next[key]);
      if (from !== to) details[key] = `${from} → ${to}`;
    }
    if (Object.keys(details).length > 0) {
      await recordAdminAction(tx, {
        actorId: input.adminId,
        action: 'payment_settings_changed',
        details,
      });
    }
  });
  return next;
}
