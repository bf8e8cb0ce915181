// The client's CPF or CNPJ (common/tax-id.ts): kept on the account, digits only, for the payment
// providers that need it (docs/product/payments.md#cpf-or-cnpj); erased with the account.
import { eq } from 'drizzle-orm';
import { parseTaxId, TAX_ID_INVALID_MESSAGE } from '../../common/tax-id';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import { invalidInput } from '../domain-errors';

/** Stores `value` (as typed) when its check digits hold; returns the digits stored. */
export async function saveTaxId(db: Database, userId: string, value: string): Promise<string> {
  const taxId = parseTaxId(value);
  if (!taxId) throw invalidInput(TAX_ID_INVALID_MESSAGE);
  await db.update(user).set({ taxId }).where(eq(user.id, userId));
  return taxId;
}
