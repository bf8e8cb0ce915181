// What the admin may type in 'Quantidade de Créditos': whole numbers 1–1000 in plain digits, and
// a clear refusal for anything else, never a guess.
import { describe, expect, it } from 'vitest';
import { parseCreditGrant } from './credit-grant';

const amountOf = (text: string) => parseCreditGrant(text, '');

describe('parseCreditGrant', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    [' 250 ', 250],
    ['1000', 1000],
  ])('accepts %j as %i credits', (text, amount) => {
    expect(amountOf(text)).toEqual({ ok: true, value: { amount } });
  });

  it.each(['1.000', '10.000', '1e3', '0x10', '+5', '10.', '5 créditos', 'dez', '1 000'])(
    'refuses %j as not plain digits',
    (text) => {
      expect(amountOf(text)).toEqual({
        ok: false,
        field: 'amount',
        message: 'Digite a quantidade de créditos só com algarismos, por exemplo 10.',
      });
    },
  );

  it.each([
    ['', 'Informe a quantidade de créditos.'],
    ['0', 'A quantidade de créditos deve ser de 1 a 1000.'],
    ['-3', 'A quantidade de créditos deve ser de 1 a 1000.'],
    ['1001', 'A quantidade de créditos deve ser de 1 a 1000.'],
    ['1,5', 'A quantidade de créditos deve ser um número inteiro.'],
    ['1.5', 'A quantidade de créditos deve ser um número inteiro.'],
  ])('refuses %j with the contract message', (text, message) => {
    expect(amountOf(text)).toEqual({ ok: false, field: 'amount', message });
  });

  it('keeps a note, trimmed, and refuses one over 500 characters', () => {
    expect(parseCreditGrant('5', '  pago via PIX ')).toEqual({
      ok: true,
      value: { amount: 5, note: 'pago via PIX' },
    });
    expect(parseCreditGrant('5', 'x'.repeat(501))).toMatchObject({ ok: false, field: 'note' });
  });
});
