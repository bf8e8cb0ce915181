// The password strength rule: common, repeated, sequential and personal passwords are refused with
// a pt-BR reason; long unusual ones pass. Runs the real worker and dictionaries.
import { describe, expect, it } from 'vitest';
import { passwordWeakness, userInputsOf, weakPasswordMessage } from './password-strength';

const account = { email: 'compras@caixasul.com.br', name: 'Caixas Sul Embalagens' };

describe('passwordWeakness', () => {
  it.each([
    ['aaaaaaaaaaaa', 'Repetições'],
    ['123456789012', 'mais usadas'],
    [' '.repeat(12), 'Repetições'],
    ['abcdefghijkl', 'Sequências'],
    ['qwertyuiopas', 'Senha fraca'],
    ['senha123456789', 'Senha fraca'],
    ['password1234', 'Senha fraca'],
    ['caixasul2024!', 'Senha fraca'],
    ['compras@caixasul.com.br', 'Senha fraca'],
  ])('refuses %j, saying why', async (password, reason) => {
    const message = await passwordWeakness(password, account);
    expect(message).toMatch(/^Senha fraca: /);
    expect(message).toContain(reason);
  });

  it.each([
    'senha-de-teste-segura',
    'senha-segura-0f3a9c21',
    'senha-do-admin-e2e',
    'demonstracao-estudio-2024',
    'uma-nova-senha-segura',
    'cavalo correto bateria grampo',
    'x'.repeat(5) + '-Tr0mb0ne-azul-' + '9'.repeat(3),
  ])('accepts %j', async (password) => {
    expect(await passwordWeakness(password, account)).toBeNull();
  });

  it('answers many checks at once, each its own', async () => {
    const results = await Promise.all(
      ['aaaaaaaaaaaa', 'senha-de-teste-segura', '111111111111', 'uma-nova-senha-segura'].map((p) =>
        passwordWeakness(p, account),
      ),
    );
    expect(results.map((r) => r === null)).toEqual([false, true, false, true]);
  });
});

describe('helpers', () => {
  it('splits the e-mail and the company name into the words to avoid', () => {
    expect(userInputsOf(account)).toEqual(
      expect.arrayContaining([
        'compras@caixasul.com.br',
        'compras',
        'caixasul',
        'caixas',
        'embalagens',
      ]),
    );
  });

  it('has a general reason when zxcvbn gives none', () => {
    expect(weakPasswordMessage(null)).toBe(
      'Senha fraca: Ela é fácil de adivinhar. Use, por exemplo, três ou quatro palavras pouco comuns.',
    );
  });
});

describe('the company name, however it is typed', () => {
  const company = { email: 'compras@exemplo.com.br', name: 'Embalagens São João Ltda' };

  it.each([
    'embalagenssaojoao',
    'Embalagens São João',
    'EMBALAGENS SÃO JOÃO',
    'EmbalagensSaoJoao',
    'embalagens-sao-joao',
    'embalagens.sao.joao',
    'embalagens são joão ltda',
  ])('refuses %j as the company name', async (password) => {
    expect(await passwordWeakness(password, company)).toBe(weakPasswordMessage('userInputs'));
  });

  it('lists the accent-free, lower-case forms and the runs of words', () => {
    expect(userInputsOf(company)).toEqual(
      expect.arrayContaining([
        'embalagens são joão ltda',
        'embalagens sao joao ltda',
        'sao',
        'joao',
        'embalagenssaojoao',
        'embalagens sao joao',
        'embalagens-sao-joao',
        'saojoao',
      ]),
    );
  });
});
