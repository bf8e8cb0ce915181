// The studio's prices as GET /api/payments/prices answers them, for the client-area tests that
// buy credits: 10 reais a credit, the packages of 5 and of 10 (10% off), a 60-real approval fee.
import type { SuccessBody } from '../lib/api';

export const PRICES: SuccessBody<'/api/payments/prices', 'get'> = {
  creditPriceCents: 1000,
  packages: [
    { credits: 5, discountPercent: 0, priceCents: 5000 },
    { credits: 10, discountPercent: 10, priceCents: 9000 },
  ],
  approvalFeeCents: 6000,
  pixExpiryMinutes: 30,
  available: true,
};
