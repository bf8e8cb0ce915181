// Characters our inputs refuse (common/text-rules.ts): a NUL anywhere (PostgreSQL cannot store it:
// it used to end in a 500) and invisible or control characters in an art's or a company's name
// (one rule; a company name reaches e-mails line by line). Each place a text enters is tried:
// list searches, the art form's fields, the contact form, better-auth's sign-up.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { INVALID_NAME_MESSAGE, INVALID_TEXT_MESSAGE } from '../../common/text-rules';
import { artRequest, user } from '../db/schema';
import {
  beforeAllValue,
  adminContextForFile,
  clientWithCredits,
  SAMPLE_BRIEF_JSON,
} from '../test/factories';

const { t, admin } = adminContextForFile();
const client = beforeAllValue(() => clientWithCredits(t, admin, 5, { name: 'Rótulos Texto Ltda' }));

const invalid = (message = INVALID_TEXT_MESSAGE) => ({
  error: { code: 'invalid_input', message },
});

async function balance() {
  const [row] = await t.runtime.db
    .select({ credit: user.credit })
    .from(user)
    .where(eq(user.id, client.id));
  return row?.credit;
}

async function artCount() {
  return (await t.runtime.db.select().from(artRequest).where(eq(artRequest.ownerId, client.id)))
    .length;
}

function postArt(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ brief: SAMPLE_BRIEF_JSON, ...fields }))
    form.set(name, value);
  return t.request(apiRoutes.arts, { method: 'POST', cookie: client.cookie, body: form });
}

describe('a NUL character is refused with 400 in pt-BR', () => {
  it.each([
    ['the admin art list search', apiRoutes.admin.arts],
    ['the admin client list search', apiRoutes.admin.clients],
  ])('in %s', async (_, path) => {
    const response = await t.request(`${path}?search=a%00b`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalid());
  });

  it("in the client's own art list search", async () => {
    const response = await t.request(`${apiRoutes.arts}?search=%00`, { cookie: client.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalid());
  });

  it("in an art's name or briefing, costing nothing", async () => {
    const before = await balance();
    const byName = await postArt({ name: 'Rótulo\u0000A', briefing: 'Rótulo de café.' });
    expect(byName.status).toBe(400);
    expect(await byName.json()).toEqual(invalid(INVALID_NAME_MESSAGE));
    const byBriefing = await postArt({ name: 'Rótulo B', briefing: 'Café\u0000 torrado.' });
    expect(byBriefing.status).toBe(400);
    expect(await byBriefing.json()).toEqual(invalid());
    expect(await balance()).toBe(before);
    expect(await artCount()).toBe(0);
  });

  it('in the contact form', async () => {
    const response = await t.request(apiRoutes.contact, {
      method: 'POST',
      json: {
        user_name: 'Maria',
        user_email: 'maria@exemplo.com.br',
        message: 'Quero um orçamento\u0000 de rótulos.',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalid());
  });

  it('in /api/auth/*, escaped in JSON or raw, before better-auth sees it', async () => {
    // update-user, which this covered first, is closed now (endpoints.ts): sign-up takes a name.
    const signUp = (body: string) =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const fields = (name: string) =>
      `"email":"nul-texto@exemplo.com.br","password":"Girassol-Trator-Lua-88","acceptTerms":true,"name":"${name}"`;
    // JSON.stringify writes the NUL as the escape "\u0000".
    const escaped = await signUp(`{${fields('Rótulos\\u0000 Ltda')}}`);
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toEqual(invalid());
    const raw = await signUp(`{${fields('Rótulos\u0000 Ltda')}}`);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(invalid());
    // Nothing was created; the same sign-up without the NUL goes through.
    expect(
      await t.runtime.db.select().from(user).where(eq(user.email, 'nul-texto@exemplo.com.br')),
    ).toEqual([]);
    expect((await signUp(`{${fields('Rótulos Texto Ltda')}}`)).status).toBe(200);
  });
});

/** What a one-line name refuses (common/text-rules.ts), one of each kind. */
const forbidden = {
  'zero-width space U+200B': '\u200B',
  'right-to-left mark U+200F': '\u200F',
  'left-to-right embedding U+202A': '\u202A',
  'right-to-left override U+202E': '\u202E',
  'left-to-right isolate U+2066': '\u2066',
  'pop directional isolate U+2069': '\u2069',
  'BOM U+FEFF': '\uFEFF',
  'tab (C0)': '\t',
  'line feed (C0)': '\n',
  'carriage return (C0)': '\r',
  'CR LF': '\r\n',
  'escape (C0)': '\u001B',
  DEL: '\u007F',
  'C1 control U+0085': '\u0085',
};

describe("an art's name with invisible or control characters", () => {
  it.each(Object.entries(forbidden))('is refused with %s, costing nothing', async (_, char) => {
    const before = await balance();
    for (const name of [`Rótulo${char}Café`, `${char}Rótulo Café`]) {
      const response = await postArt({ name, briefing: 'Rótulo de café.' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalid(INVALID_NAME_MESSAGE));
    }
    expect(await balance()).toBe(before);
    expect(await artCount()).toBe(0);
  });

  it('is accepted with accents, emoji and punctuation', async () => {
    const response = await postArt({
      name: 'Rótulo Açaí — 500 ml (versão 2) 🍇',
      briefing: 'Linha 1\nLinha 2\tcom tabulação.',
    });
    expect(response.status).toBe(201);
  });
});

describe("a company's name with invisible or control characters (an art name's rule)", () => {
  const signUp = (name: string, email: string) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name, email, password: 'Girassol-Trator-Lua-88', acceptTerms: true },
    });

  it.each(Object.entries(forbidden))('is refused at sign-up with %s', async (label, char) => {
    const email = `empresa-${label.replace(/\W+/g, '-').toLowerCase()}@exemplo.com.br`;
    for (const name of [`Gráfica${char}Assunto: Falso`, `${char}Gráfica Bahia`, `Gráfica${char}`]) {
      const response = await signUp(name, email);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'INVALID_SIGN_UP',
        message: INVALID_NAME_MESSAGE,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await t.runtime.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('is accepted with accents, punctuation and emoji', async () => {
    const response = await signUp(
      'Gráfica & Rótulos — Açaí (filial 2) 🍇',
      'empresa-ok@exemplo.com.br',
    );
    expect(response.status).toBe(200);
  });
});
