// Reads what the admin typed in 'Adicionar Créditos' with the contract's own schema, so the
// dialog refuses exactly what the server would, with the same messages.
import { creditGrantSchema, type CreditGrantInput } from '../../../../common/api-types';

const NOT_A_NUMBER = 'Digite a quantidade de créditos só com algarismos, por exemplo 10.';

/** Reads the typed text into a grant, or the first message that explains what is wrong. */
export function parseCreditGrant(
  amountText: string,
  noteText: string,
):
  { ok: true; value: CreditGrantInput } | { ok: false; field: 'amount' | 'note'; message: string } {
  const raw = amountText.trim();
  // A comma is the decimal mark in pt-BR: '1,5' is a fraction, not garbage.
  const amount = raw === '' ? undefined : Number(raw.replace(',', '.'));
  if (amount !== undefined && !Number.isFinite(amount)) {
    return { ok: false, field: 'amount', message: NOT_A_NUMBER };
  }
  const note = noteText.trim();
  const parsed = creditGrantSchema.safeParse({ amount, note: note === '' ? undefined : note });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue?.path[0] === 'note' ? 'note' : 'amount',
    message: issue?.message ?? 'Quantidade inválida.',
  };
}
