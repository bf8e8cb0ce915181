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
  // Digits, perhaps signed, perhaps with a decimal part ('1,5' or '1.5' is a fraction, which the
  // schema explains). Anything else is refused rather than guessed: Number() would read '1.000'
  // (one thousand in pt-BR) as 1, and '1e3' or '0x10' as numbers nobody typed.
  const plain = /^-?\d+([.,]\d+)?$/.test(raw) && !/^-?\d{1,3}(\.\d{3})+$/.test(raw);
  if (raw !== '' && !plain) {
    return { ok: false, field: 'amount', message: NOT_A_NUMBER };
  }
  const amount = raw === '' ? undefined : Number(raw.replace(',', '.'));
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
