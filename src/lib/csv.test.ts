import { describe, expect, it } from 'vitest';
import { reais, toCsv } from './csv';

describe('toCsv', () => {
  it('writes what Brazilian Excel reads: BOM, ";" separators, decimal commas, CRLF', () => {
    expect(
      toCsv(
        ['Cliente', 'Recebido (R$)', 'No prazo (%)'],
        [
          ['Alfa; Beta "Embalagens"', reais(123456), 33.3],
          ['Gama', 0, null],
        ],
      ),
    ).toBe(
      '\uFEFFCliente;Recebido (R$);No prazo (%)\r\n' +
        '"Alfa; Beta ""Embalagens""";1234,56;33,3\r\n' +
        'Gama;0;\r\n',
    );
  });
});
