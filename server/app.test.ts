import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './test/harness';
import { contextForFile, expectSessionEnded } from './test/factories';

const t = contextForFile();

describe('the API shell', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Endereço da API não encontrado.' },
    });
  });

  it('sends the security headers and no-store on API answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses a state change from another origin', async () => {
    const response = await t.request('/api/nope', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('origin_not_allowed');
    expect(body.error.message).toBe(
      'Este site foi aberto por https://evil.example, mas o servidor está configurado para http://localhost:3000. Abra o endereço configurado ou defina PUBLIC_URL.',
    );
  });

  it('refuses a cross-site state change told only by Sec-Fetch-Site', async () => {
    const response = await t.request('/api/nope', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Requisição de outra origem recusada.');
  });
});

describe('sign-up and /api/me', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('creates a client with 0 credits and signs it in', async () => {
    const client = await t.signUp({ name: 'Pizzaria Bonaparte' });
    const response = await t.request('/api/me', { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: client.id,
      name: 'Pizzaria Bonaparte',
      email: client.email,
      role: 'client',
      credit: 0,
      creditsExpireOn: null,
      taxId: null,
      company: { id: client.id, name: 'Pizzaria Bonaparte', roles: ['administrador'] },
      companies: [{ id: client.id, name: 'Pizzaria Bonaparte', roles: ['administrador'] }],
    });
  });

  it('cannot choose its own role or credit at sign-up', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        name: 'Esperto',
        email: 'esperto@exemplo.com.br',
        password: TEST_PASSWORD,
        acceptTerms: true,
        role: 'admin',
        credit: 500,
      },
    });
    // better-auth refuses fields the client may not set.
    expect(response.status).toBe(400);
    const me = await t.request('/api/me', { cookie: response.headers.get('set-cookie') ?? '' });
    expect(me.status).toBe(401);
  });

  it('refuses a sign-up without a company name, with a pt-BR message', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: '  ', email: 'sem-nome@exemplo.com.br', password: TEST_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Informe o nome da empresa.' });
  });

  it('refuses a password shorter than 12 characters', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Curta', email: 'curta@exemplo.com.br', password: 'curta123' },
    });
    expect(response.status).toBe(400);
  });

  it('stores passwords as Argon2id hashes', async () => {
    const client = await t.signUp();
    const rows = await t.runtime.db.query.account.findMany();
    const mine = rows.find((row) => row.userId === client.id);
    expect(mine?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps the session until sign-out, then revokes it on the server', async () => {
    const client = await t.signUp();
    expect((await t.request('/api/me', { cookie: client.cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: client.cookie,
      json: {},
    });
    expect(out.status).toBe(200);
    // The old cookies, replayed: no write at once, no read past their signed copy's lifetime.
    await expectSessionEnded(t, client.cookie);
  });
});
