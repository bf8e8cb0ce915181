// What the adapters' tests (asaas.test.ts, bacen-pix.test.ts) share: a fresh txid, a charge
// request for a payer, and the PaymentProviderError a failing call must end in.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { PaymentProviderError, type ChargeRequest } from '../provider';

export const newTxid = () => randomBytes(16).toString('hex');

/** A charge of R$ 123,45 for `payer` (a company named 'Cliente Exemplo Ltda'), due in `expiresInMs`. */
export function chargeRequestFor(
  payer: { email: string; taxId: string },
  expiresInMs: number,
  overrides: Partial<ChargeRequest> = {},
): ChargeRequest {
  return {
    txid: newTxid(),
    amountCents: 12_345,
    description: 'Arte da embalagem — pedido 42',
    expiresAt: new Date(Date.now() + expiresInMs),
    payer: { name: 'Cliente Exemplo Ltda', ...payer },
    ...overrides,
  };
}

/** The promise's rejection, which must be a PaymentProviderError. */
export async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}
