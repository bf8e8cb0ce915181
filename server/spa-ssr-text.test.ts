// Stored text on the pages rendered for their visitor: every text field a client, a visitor or the
// studio can fill, holding String.replace's patterns (`$'`, `` $` ``, `$&`), a `</script>`, a `<!--`
// and U+2028, comes back in a page built from one copy of index.html, its embedded state parsing
// to exactly what the API answers, and nothing closing or commenting out the state's element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../common/api-routes';
import { SIGN_IN_FIELDS } from '../common/sign-in';
import {
  contextWithServerRendering,
  PDF,
  SAMPLE_BRIEF,
  getJson,
  post,
  fileOf,
  postArt,
} from './test/factories';
import { apiOf, dataOf, multipart, type ApiSchemas } from './test/api-client';
import type { TestContext, TestUser } from './test/harness';

/** What a stored text may hold: replacement patterns, markup that ends a script, a JS line end. */
const hostile = (label: string) => `${label} $' $\` $& $$ </script><!--x \u2028 fim`;
/** The same without slashes, which an upload's name loses (only its last segment is kept). */
const hostileFileName = (label: string) => `${label} $' $\` $& $$ <!--x \u2028 fim.pdf`;

let t: TestContext;
let admin: TestUser;
let client: TestUser;
let finished: ApiSchemas['ArtDetail'];
let changed: ApiSchemas['ArtDetail'];

/** An art requested, started and delivered through the API, every text of it hostile. */
async function deliveredArt(label: string): Promise<string> {
  const requested = postArt(t, client, {
    name: hostile(`Arte ${label}`),
    briefing: hostile(`Briefing ${label}`),
    brief: JSON.stringify({
      ...SAMPLE_BRIEF,
      // A spot colour's name has 40 characters at most.
      spotColors: [hostile(`Cor ${label[0]}`)],
      plateMaker: hostile(`Clicheria ${label}`),
    }),
    files: [fileOf(PDF, hostileFileName(`Referência ${label}`))],
  });
  const { art } = await dataOf(requested, 201);
  const inArt = { params: { path: { id: art.id } } };
  expect((await post(t, apiRoutes.admin.startArt(art.id), admin.cookie, { json: {} })).status).toBe(
    200,
  );
  const delivered = apiOf(t, admin).POST('/api/admin/arts/{id}/deliver', {
    ...inArt,
    ...multipart({
      note: hostile(`Observação ${label}`),
      file: fileOf(PDF, hostileFileName(`Entrega ${label}`)),
    }),
  });
  await dataOf(delivered, 201);
  const pinned = apiOf(t, client).POST('/api/arts/{id}/comments', {
    ...inArt,
    body: { version: 1, page: 1, x: 0.5, y: 0.5, text: hostile(`Pin ${label}`) },
  });
  const pin = await dataOf(pinned, 201);
  const replied = apiOf(t, admin).POST('/api/arts/{id}/comments/{commentId}/replies', {
    params: { path: { id: art.id, commentId: pin.id } },
    body: { text: hostile(`Resposta ${label}`) },
  });
  await dataOf(replied, 201);
  return art.id;
}

beforeAll(async () => {
  t = await contextWithServerRendering();
  admin = await t.createAdmin();
  client = await t.signUp({ name: hostile('Empresa') });
  const granted = await post(t, apiRoutes.admin.grantCredits(client.id), admin.cookie, {
    json: { amount: 5, note: hostile('Crédito') },
  });
  expect(granted.status).toBe(200);

  // One art delivered (the finished lists), one sent back with a change (the studio's queue).
  const finishedId = await deliveredArt('entregue');
  const changedId = await deliveredArt('alterada');
  const change = apiOf(t, client).POST('/api/arts/{id}/change-request', {
    params: { path: { id: changedId } },
    ...multipart({ description: hostile('Alteração') }),
  });
  await dataOf(change);
  const detailOf = (id: string) =>
    dataOf(apiOf(t, client).GET('/api/arts/{id}', { params: { path: { id } } }));
  finished = await detailOf(finishedId);
  changed = await detailOf(changedId);

  // An anonymous visitor's message ('Mensagens').
  const contact = await post(t, apiRoutes.contact, undefined, {
    json: {
      user_name: hostile('Visitante'),
      user_email: 'visitante@exemplo.com.br',
      message: hostile('Mensagem'),
    },
  });
  expect(contact.status).toBe(201);
}, 120_000);
afterAll(() => t.close());

const count = (text: string, part: string) => text.split(part).length - 1;

/** Every string inside a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Without what background jobs fill in (previews, pre-flight), which may change between reads. */
function settled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(settled);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['latestPreview', 'previews', 'preflight'].includes(key))
      .map(([key, inner]) => [key, settled(inner)]),
  );
}

/**
 * The page's checks: one copy of the template (contextWithSpa's, which has no script of its own),
 * one state element that nothing in it closes early, its JSON parsed. Returns the answers in it.
 */
function pageState(html: string): unknown[] {
  expect(count(html, '<!doctype html>')).toBe(1);
  expect(count(html, '<body>')).toBe(1);
  expect(count(html, '<div id="root"')).toBe(1);
  expect(count(html, 'id="app-state"')).toBe(1);
  expect(html.endsWith('</script></body></html>')).toBe(true);
  // The state's own end is the page's only one; no stored `<!--` opens a comment.
  expect(count(html, '</script>')).toBe(1);
  expect(html).not.toContain('<!--x');
  const open = '<script type="application/json" id="app-state">';
  const json = html.slice(html.indexOf(open) + open.length, html.lastIndexOf('</script>'));
  expect(json).not.toMatch(/[<\u2028\u2029]/);
  const state = JSON.parse(json) as { queries: { state: { data: unknown } }[] };
  return state.queries.map((query) => settled(query.state.data));
}

/** The page at `path` as `who` sees it, its state holding exactly the answers of `apis`. */
async function expectWholePage(who: TestUser, path: string, apis: string[]) {
  const response = await t.request(path, { cookie: who.cookie });
  expect(response.status, path).toBe(200);
  const answers = pageState(await response.text());
  for (const api of apis) {
    expect(answers, `${path}: ${api}`).toContainEqual(settled(await getJson(t, api, who.cookie)));
  }
  return answers;
}

describe('stored text with replacement patterns, </script>, <!-- and U+2028', () => {
  it('keeps every client page whole, its state equal to the API’s answers', async () => {
    const answers = [
      ...(await expectWholePage(client, '/ClientArea', [apiRoutes.me, apiRoutes.arts])),
      ...(await expectWholePage(client, '/UserArteFinalizada', [apiRoutes.finishedArts])),
      ...(await expectWholePage(client, '/MeusDados', [apiRoutes.me])),
      ...(await expectWholePage(client, `/arte/${finished.id}`, [apiRoutes.art(finished.id)])),
      ...(await expectWholePage(client, `/arte/${changed.id}`, [apiRoutes.art(changed.id)])),
    ];
    const texts = stringsIn(answers);
    // The values themselves, as typed (the upload's name loses its U+2028 to a space).
    for (const label of ['Empresa', 'Arte entregue', 'Arte alterada', 'Briefing entregue']) {
      expect(texts).toContain(hostile(label));
    }
    for (const label of ['Cor a', 'Clicheria alterada', 'Observação entregue']) {
      expect(texts).toContain(hostile(label));
    }
    expect(changed.changeRequests[0]?.text).toBe(hostile('Alteração'));
    expect(changed.changeRequests[0]?.pins[0]?.text).toBe(hostile('Pin alterada'));
    expect(texts).toContain(hostile('Alteração'));
    expect(texts).toContain(hostile('Pin alterada'));
    expect(texts.some((text) => text.includes(hostile('Resposta entregue')))).toBe(true);
    expect(texts).toContain(finished.attachments[0]?.originalName);
    expect(finished.attachments[0]?.originalName).toMatch(/^Referência entregue \$' \$` \$& /);
  });

  it("keeps every panel page whole, the visitor's message included", async () => {
    const answers = [
      ...(await expectWholePage(admin, '/Admin', [apiRoutes.admin.arts])),
      ...(await expectWholePage(admin, '/ArteFinalizada', [apiRoutes.admin.finishedArts])),
      ...(await expectWholePage(admin, '/Clientes', [apiRoutes.admin.clients])),
      ...(await expectWholePage(admin, '/Mensagens', [apiRoutes.admin.messages])),
      ...(await expectWholePage(admin, `/pagina-detalhes/${changed.id}`, [
        apiRoutes.admin.art(changed.id),
      ])),
      ...(await expectWholePage(admin, `/cliente-detalhe/${client.id}`, [
        apiRoutes.admin.client(client.id),
        apiRoutes.admin.clientLedger(client.id),
        apiRoutes.admin.clientArts(client.id),
        apiRoutes.admin.clientAudit(client.id),
      ])),
    ];
    const texts = stringsIn(answers);
    for (const label of ['Empresa', 'Arte alterada', 'Arte entregue', 'Crédito']) {
      expect(texts).toContain(hostile(label));
    }
    expect(texts).toContain(hostile('Visitante'));
    expect(texts).toContain(hostile('Mensagem'));
  });

  it('keeps the sign-in page whole when it shows a refused form with the text typed', async () => {
    const email = hostile('email');
    for (const page of ['/Login', '/AdmLogin']) {
      const response = await t.request(page, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'navigate',
        },
        body: new URLSearchParams({
          [SIGN_IN_FIELDS.email]: email,
          [SIGN_IN_FIELDS.password]: 'senha-errada-123',
        }).toString(),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const texts = stringsIn(pageState(await response.text()));
      expect(texts, page).toContain(email);
    }
  });
});
