// Route inputs of the wrong shape are refused in pt-BR (zod's own pt-BR locale), while each
// schema's own messages stay.
import v8 from 'node:v8';
import vm from 'node:vm';
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

describe('the response check', () => {
  it('leaves every answer readable after a garbage collection (no clone tied to the answer)', async () => {
    // Answers read late, as a client that awaits several at once reads them: a collection in
    // between must not empty them.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request(apiRoutes.admin.grantCredits(client.id), {
          method: 'POST',
          cookie: admin.cookie,
          json: { amount: 5, note: 5 },
        }),
      ),
    );
    for (let round = 0; round < 3; round++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const answer of answers) expect((await refusal(answer)).code).toBe('invalid_input');
  });
});

/** A full collection, here where the test runner did not start node with --expose-gc. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
