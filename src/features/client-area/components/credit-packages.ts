// How credits and packages are worded in the client area ('Comprar créditos', 'Você Está sem
// créditos!', the pay page).
import { formatMoney } from '../../../../common/format';
import type { ApiSchemas } from '../../../lib/api';

/** '5 créditos', '1 crédito'. */
export const creditsText = (n: number) => `${n} ${n === 1 ? 'crédito' : 'créditos'}`;

/** One package as the lists show it: '10 créditos — R$ 90,00 (10% de desconto)'. */
export function packageLabel(pkg: ApiSchemas['CreditPackagePrice']): string {
  const discount = pkg.discountPercent > 0 ? ` (${pkg.discountPercent}% de desconto)` : '';
  return `${creditsText(pkg.credits)} — ${formatMoney(pkg.priceCents)}${discount}`;
}
