// Every page's skip link ('Pular para o conteúdo', src/app/root-layout.tsx) leads somewhere: the
// page the server renders, for each kind of visitor, holds its target, <main id="conteudo">.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, privatePaths, publicPaths } from '../common/paths';
import { createLogger } from './logger';
import { createPagePrerenderer } from './seo/prerender';
import { mountSpa } from './spa';
import { contextWithSpa, insertArt } from './test/factories';
import type { TestContext, TestUser } from './test/harness';

let t: TestContext;
let client: TestUser;
let admin: TestUser;
let artId: string;

beforeAll(async () => {
  const prerenderer = createPagePrerenderer(createLogger({ env: 'test', logLevel: 'silent' }));
  t = await contextWithSpa((context, distDir) =>
    mountSpa(context.app, {
      distDir,
      auth: context.runtime.auth,
      renderBody: (pathname) => prerenderer.renderBody(pathname),
      renderAppPage: (request) => prerenderer.renderAppPage(request),
    }),
  );
  client = await t.signUp({ name: 'Cliente do Atalho' });
  admin = await t.createAdmin();
  artId = (await insertArt(t, client.id, { name: 'Rótulo do atalho' })).id;
}, 120_000);
afterAll(() => t.close());

const SKIP_LINK = 'href="#conteudo"';
const TARGET = /<main[^>]* id="conteudo"/;

describe("the skip link's target", () => {
  it('is on every page the server renders, signed out, as a client and as the studio', async () => {
    const pages = [
      ...publicPaths,
      ...privatePaths,
      paths.art(artId),
      paths.changeArt(artId),
      paths.adminClient(client.id),
      paths.adminArt(artId),
      '/pagina-que-nao-existe',
    ];
    const clientPages = [
      paths.clientArea,
      paths.clientFinished,
      paths.myData,
      paths.statement,
      paths.team,
      paths.art(artId),
      paths.changeArt(artId),
    ];
    const missing: string[] = [];
    const withoutContent: string[] = [];
    const notRendered: string[] = [];
    const visitors = [
      ['signed out', undefined],
      ['client', client],
      ['studio', admin],
    ] as const;
    for (const [who, visitor] of visitors) {
      for (const page of pages) {
        const response = await t.request(page, { cookie: visitor?.cookie });
        if (response.status >= 300 && response.status < 400) continue; // sent to sign in
        const html = await response.text();
        const visit = `${who} ${page}`;
        if (!html.includes(SKIP_LINK)) notRendered.push(visit);
        else if (!html.includes('<main')) withoutContent.push(visit);
        else if (!TARGET.test(html)) missing.push(visit);
      }
    }
    expect(missing).toEqual([]);
    // Only a redirect made in the browser renders no content: the studio on a client's page
    // goes to the panel, which has the target.
    expect(withoutContent).toEqual(clientPages.map((page) => `studio ${page}`));
    // The one page the browser alone renders (its <main id="conteudo"> is in its component).
    expect(notRendered).toEqual(visitors.map(([who]) => `${who} ${paths.accountDeleted}`));
  }, 240_000);
});
