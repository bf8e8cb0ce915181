// Route inputs of the wrong shape are refused in pt-BR (zod's own pt-BR locale), while each
// schema's own messages stay.
import { describe, expect, it } from 'vitest';
import { adminContextForFile, clientForFile } from '../test/factories';
import { apiRoutes } from '../../common/api-routes';

const { t, admin } = adminContextForFile();
const client = clientForFile(t);

const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { code: string; message: string } }).error;
};

describe('the contract’s request validation', () => {
  it('answers a value of the wrong type with a pt-BR message, not zod’s English', async () => {
    const grant = (json: unknown) =>
      t.request(apiRoutes.admin.grantCredits(client.id), {
        method: 'POST',
        cookie: admin.cookie,
        json,
      });
    expect(await refusal(await grant({ amount: 5, note: 5 }))).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um texto, recebeu um número',
    });
    expect(await refusal(await grant([]))).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um objeto, recebeu um vetor',
    });
    // A schema's own message still wins.
    expect((await refusal(await grant({ amount: '5' }))).message).toBe(
      'Informe a quantidade de créditos.',
    );
  });

  it('does the same on the public contact form', async () => {
    const response = await t.request(apiRoutes.contact, { method: 'POST', json: 'texto' });
    expect(await refusal(response)).toEqual({
      code: 'invalid_input',
      message: 'Entrada inválida: esperava um objeto, recebeu um texto',
    });
  });
});
