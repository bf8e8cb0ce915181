// The static Pix BR Code against the EMV rules (ids, lengths, order, CRC16) and read back by an
// independent parser (pix-utils), so a payer's bank reads what the studio meant.
import { parsePix, hasError, isStaticPix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { crc16ccitt, emvText, encodeStaticPix, pixReferenceOf } from './pix-brcode';

/** Walks a TLV string: every field's id, declared length and value, refusing a short field. */
function readTlv(text: string): { id: string; value: string }[] {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(id, `id at ${at}`).toMatch(/^\d\d$/);
    expect(Number.isInteger(length), `length of ${id}`).toBe(true);
    const value = text.slice(at + 4, at + 4 + length);
    expect(value.length, `field ${id} is as long as it says`).toBe(length);
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}

const TXID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const sample = {
  key: 'financeiro@estudioflexo.com.br',
  merchantName: 'Estúdio Flexo Embalagens',
  merchantCity: 'Salvador',
  amountCents: 123456,
  txid: TXID,
  description: '5 créditos',
};

describe('crc16ccitt', () => {
  it('is CRC-16/CCITT-FALSE: the check value and BACEN manual example', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16ccitt(manual)).toBe('1D3D');
  });
});

describe('encodeStaticPix', () => {
  it('lays out the EMV fields in order, each as long as it says, ending in a valid CRC16', () => {
    const code = encodeStaticPix(sample);
    const fields = readTlv(code);
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    const value = (id: string) => fields.find((f) => f.id === id)!.value;
    expect(value('00')).toBe('01');
    expect(value('52')).toBe('0000');
    expect(value('53')).toBe('986');
    expect(value('54')).toBe('1234.56');
    expect(value('58')).toBe('BR');
    expect(value('59')).toBe('Estudio Flexo Embalagens');
    expect(value('60')).toBe('Salvador');
    const account = readTlv(value('26'));
    expect(account).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: sample.key },
      { id: '02', value: '5 creditos' },
    ]);
    expect(readTlv(value('62'))).toEqual([{ id: '05', value: TXID.slice(0, 25) }]);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16ccitt(code.slice(0, -4)));
  });

  it('is read back by an independent parser with the same key, amount, names and reference', () => {
    const parsed = parsePix(encodeStaticPix(sample));
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error('not a static Pix');
    expect(parsed).toMatchObject({
      pixKey: sample.key,
      transactionAmount: 1234.56,
      merchantName: 'Estudio Flexo Embalagens',
      merchantCity: 'Salvador',
      txid: TXID.slice(0, 25),
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
  });

  it('writes whole and small amounts with two decimals', () => {
    for (const [cents, text] of [
      [1, '0.01'],
      [1000, '10.00'],
      [6000, '60.00'],
      [100_000_00, '100000.00'],
    ] as const) {
      const code = encodeStaticPix({ ...sample, amountCents: cents });
      expect(readTlv(code).find((f) => f.id === '54')!.value).toBe(text);
    }
  });

  it('a changed character breaks the CRC (a bank refuses a mangled paste)', () => {
    const code = encodeStaticPix(sample);
    const mangled = code.replace('1234.56', '1234.57');
    expect(crc16ccitt(mangled.slice(0, -4))).not.toBe(mangled.slice(-4));
    expect(hasError(parsePix(mangled))).toBe(true);
  });

  it('keeps field 26 within 99 characters: a long key leaves no room for the description', () => {
    const key = `${'k'.repeat(60)}@exemplo.com.br`.slice(0, 77);
    const code = encodeStaticPix({ ...sample, key });
    const account = readTlv(readTlv(code).find((f) => f.id === '26')!.value);
    expect(account.map((f) => f.id)).toEqual(['00', '01']);
    expect(readTlv(code).find((f) => f.id === '26')!.value.length).toBeLessThanOrEqual(99);
  });

  it('cuts name and city to 25 and 15 characters of plain ASCII', () => {
    const code = encodeStaticPix({
      ...sample,
      merchantName: 'Ateliê de Criação Gráfica e Embalagens',
      merchantCity: 'São Gonçalo dos Campos',
    });
    const fields = readTlv(code);
    expect(fields.find((f) => f.id === '59')!.value).toBe('Atelie de Criacao Grafica');
    expect(fields.find((f) => f.id === '60')!.value).toBe('Sao Goncalo dos');
  });

  it('refuses what cannot be paid: no key, no name, a zero or fractional amount', () => {
    expect(() => encodeStaticPix({ ...sample, key: ' ' })).toThrow(RangeError);
    expect(() =>
      encodeStaticPix({ ...sample, merchantName: 'ééé'.replace(/./g, '\u0301') }),
    ).toThrow(RangeError);
    expect(() => encodeStaticPix({ ...sample, amountCents: 0 })).toThrow(RangeError);
    expect(() => encodeStaticPix({ ...sample, amountCents: 10.5 })).toThrow(RangeError);
  });
});

describe('the helpers', () => {
  it('emvText strips accents and control characters; pixReferenceOf keeps 25 letters and digits', () => {
    expect(emvText('  Ação\n Gráfica  ', 25)).toBe('Acao Grafica');
    expect(pixReferenceOf('abc-DEF_123')).toBe('abcDEF123');
    expect(pixReferenceOf(TXID)).toHaveLength(25);
  });
});
