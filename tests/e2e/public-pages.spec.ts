// The public site as a visitor sees it: each page's key texts and counts, the accordions, the
// navigation, the gallery, the video facade, the 404 page and no accessibility violations.
import { payment } from '../../src/content/payment';
import { expect, hasLoaded, openMenu, test, waitUntilLive } from './fixtures';
import { gotoLive, holdTheApp } from './live';
import { axeViolations } from './axe';

const CASE_PATHS = [
  '/Deamar',
  '/Semog',
  '/Frutomy',
  '/Taverna',
  '/Bonaparte',
  '/Fabrica',
  '/fabrica',
  '/PapelIndustrial',
  '/Meta',
  '/FrangoBaiano',
  '/Martim',
];
const PUBLIC_PATHS = [
  '/',
  '/flexo',
  '/About',
  '/ServicesPage',
  '/Cases',
  ...CASE_PATHS,
  '/UserTerms',
  '/Privacidade',
];

test('home: hero, contact bar, 10 project tiles linking to the cases, traffic sections and quote call', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Agência de Marketing Digital' }),
  ).toBeVisible();
  // The site navigation is not on the home page; its own menu bar is.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Fale conosco/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/55\d+/,
  );

  const projects = page.getByRole('region', { name: 'Projetos Recentes' });
  const tiles = projects.getByRole('link');
  await expect(tiles).toHaveCount(10);
  await expect(tiles.first()).toContainText('Deamar');
  await expect(tiles.first()).toContainText('Design Flexográfico');
  for (const discipline of [
    'Branding',
    'Web Designer',
    'Identidade visual',
    'Design Flexográfico',
    'UI Design',
  ]) {
    await expect(projects.getByText(discipline, { exact: true }).first()).toBeVisible();
  }
  // Tiles below the fold are lazy-loaded.
  await expect(projects.locator('img').last()).toHaveAttribute('loading', 'lazy');

  await expect(page.getByRole('heading', { name: 'Tráfego pago que vira cliente' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Estratégia de tráfego pago/ })).toBeVisible();
  const quote = page.getByRole('link', { name: /Solicitar orçamento pelo WhatsApp/ });
  await expect(quote).toHaveAttribute('target', '_blank');
  await expect(quote).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(quote).toHaveAttribute('href', /text=/);

  await tiles.nth(3).click();
  await expect(page).toHaveURL(/\/Taverna$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taverna' })).toBeVisible();
});

test('home: the contact bar shows from 768 px and hides below', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoLive(page, '/');
  const email = page
    .getByRole('link', { name: 'contato@estudioflexo.com.br', includeHidden: true })
    .first();
  await expect(email).toBeVisible();
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(email).toBeHidden();
});

test('navbar: on every page but /, with the spec links, and folded behind a toggle on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoLive(page, '/About');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  for (const [name, href] of [
    ['Flexografia', '/flexo'],
    ['Sobre Nós', '/About'],
    ['Serviços', '/ServicesPage'],
    ['Portfólio', '/Cases'],
    ['Área do cliente', '/Login'],
    ['Marketing Digital', '/'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const logo = nav.getByRole('link', { name: /Página inicial/ });
  await expect(logo).toHaveAttribute('href', '/');
  const logoBox = await logo.getByRole('img').boundingBox();
  expect([logoBox?.width, logoBox?.height]).toEqual([260, 80]);
  await expect(nav.getByRole('button', { name: 'Abrir menu' })).toBeHidden();

  await page.setViewportSize({ width: 991, height: 800 });
  const toggle = nav.getByRole('button', { name: 'Abrir menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Flexografia' })).toBeHidden();
  await openMenu(toggle);
  await nav.getByRole('link', { name: 'Flexografia' }).click();
  await expect(page).toHaveURL(/\/flexo$/);
  await expect(nav.getByRole('link', { name: 'Sobre Nós' })).toBeHidden();
});

test('on a 360 px phone, home leads to the client area and /flexo in its first screen, and so do the footer and the other pages’ menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoLive(page, '/');
  // The home page keeps its own menu bar (no top navigation), which has both links on screen.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Menu da página inicial' });
  for (const [name, href] of [
    ['Área do cliente', '/Login'],
    ['Flexografia', '/flexo'],
  ] as const) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, name).toBeLessThanOrEqual(800);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await menu.getByRole('link', { name: 'Área do cliente' }).click();
  await expect(page).toHaveURL(/\/Login$/);

  await gotoLive(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Flexografia', exact: true }).click();
  await expect(page).toHaveURL(/\/flexo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Every other page's folded navigation has the client area too.
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await openMenu(nav.getByRole('button', { name: 'Abrir menu' }));
  await nav.getByRole('link', { name: 'Área do cliente' }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test('footer: talk to us, useful links, phone, e-mail, chat, copyright and privacy', async ({
  page,
}) => {
  await gotoLive(page, '/Cases');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Vamos Conversar?' })).toBeVisible();
  for (const [name, href] of [
    ['Início', '/'],
    ['Flexografia', '/flexo'],
    ['Área do cliente', '/Login'],
    ['Sobre Nós', '/About'],
    ['Portfólio', '/Cases'],
    ['Serviços', '/ServicesPage'],
    ['Política de privacidade', '/Privacidade'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /^\(71\)/ })).toHaveAttribute('href', /^tel:\+55/);
  await expect(footer.getByRole('link', { name: /@estudioflexo\.com\.br/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  const chat = footer.getByRole('link', { name: /Conversar no WhatsApp/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer).toContainText('© 2023');
});

test('/flexo: hero, advantages, contact form, and the video player loads only after play', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
      !request.url().startsWith('data:')
    )
      thirdParty.push(request.url());
  });
  await gotoLive(page, '/flexo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Vantagens de trabalhar com a gente' }),
  ).toBeVisible();
  await expect(page.getByText('Entrega em até 2 dias úteis')).toBeVisible();
  // Payment as the contract says it: prepaid credits, then the approved art's fee.
  await expect(page.getByRole('main')).toContainText(payment.summary);
  await expect(page.getByRole('main')).not.toContainText('adiantado');
  await expect(page.getByLabel('Nome')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty.filter((url) => !url.includes('127.0.0.1'))).toEqual([]);

  await page.getByRole('button', { name: /Assistir ao vídeo/ }).click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('title', /como funciona a impressão flexográfica/);
});

test('/About: hero, ideas, accordion of 4 with one open at a time, 8 clients and 8 portfolio images', async ({
  page,
}) => {
  await gotoLive(page, '/About');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Uma trajetória de sucesso!' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Transformamos ideias em REALIDADE' }),
  ).toBeVisible();

  const titles = [
    'Arte mais elaborada',
    'Arquivos na nuvem',
    'Arte mais criativa para seus clientes',
    'Mais aprovações com mockup 3D',
  ];
  const buttons = titles.map((name) => page.getByRole('button', { name }));
  const panels = titles.map((name) => page.getByRole('region', { name }));
  await expect(page.locator('.accordion-item')).toHaveCount(4);
  // The first is open; the others closed.
  await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'true');
  await expect(panels[0]!).toBeVisible();
  for (const i of [1, 2, 3]) await expect(panels[i]!).toBeHidden();
  // Opening another closes the first.
  await buttons[2]!.click();
  await expect(panels[2]!).toBeVisible();
  await expect(panels[0]!).toBeHidden();
  await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'false');
  // Clicking the open one closes it: none open.
  await buttons[2]!.click();
  for (const panel of panels) await expect(panel).toBeHidden();
  // Keyboard: Enter on a focused header opens it.
  await buttons[3]!.focus();
  await page.keyboard.press('Enter');
  await expect(panels[3]!).toBeVisible();

  await expect(
    page.getByRole('region', { name: 'Clientes que confiam no nosso trabalho' }).getByRole('img'),
  ).toHaveCount(8);
  await expect(
    page.getByRole('region', { name: 'Alguns dos nossos trabalhos' }).getByRole('img'),
  ).toHaveCount(8);
});

test('/ServicesPage: hidden h1, hero, 6 cards in rows of three, FAQ of 5 with the first open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoLive(page, '/ServicesPage');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveClass(/visually-hidden/);
  await expect(
    page.getByRole('heading', { name: 'Aqui sua empresa está em boas mãos' }),
  ).toBeVisible();

  const cards = page
    .getByRole('region', { name: 'Uma ampla gama de serviços que se complementam' })
    .getByRole('article');
  await expect(cards).toHaveCount(6);
  const tops = await Promise.all(
    [0, 1, 2, 3, 4, 5].map(async (i) => Math.round((await cards.nth(i).boundingBox())?.y ?? -1)),
  );
  expect(new Set(tops.slice(0, 3)).size).toBe(1);
  expect(new Set(tops.slice(3)).size).toBe(1);
  expect(tops[3]).toBeGreaterThan(tops[0]!);

  const faq = page.getByRole('region', { name: 'Perguntas Frequentes' });
  await expect(faq.locator('.accordion-item')).toHaveCount(5);
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(faq.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(faq).toContainText('volume médio');
  for (const question of [
    'Preciso pagar adiantado?',
    'Em quanto tempo recebo a minha arte?',
    'Quais formatos de arquivo vocês aceitam?',
    'Como os arquivos chegam ao clicherista?',
  ]) {
    await faq.getByRole('button', { name: question }).click();
  }
  await expect(faq).toContainText('clicherista de sua preferência');
  await expect(faq).toContainText(payment.summary);
  await expect(faq).not.toContainText('Não há pagamento adiantado');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
});

test('/Cases: 28 images four per row, each opening larger, closed with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoLive(page, '/Cases');
  await expect(
    page.getByRole('heading', { level: 1, name: 'VEJA NOSSAS ULTIMAS ARTES' }),
  ).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Galeria de artes' });
  const items = gallery.getByRole('button');
  await expect(items).toHaveCount(28);
  const tops = await Promise.all([0, 3, 4].map(async (i) => (await items.nth(i).boundingBox())?.y));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBeGreaterThan(tops[0]!);

  const fifth = items.nth(4);
  await fifth.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fifth).toBeFocused();

  await items.nth(0).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('/Cases on a phone: the rows past the first screen show once the page has painted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The page's first script (src/page-start.ts) marks the first paint once the first screen's
  // images have loaded: one of them held back, the page stays unmarked.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/out/gallery-01-*', async (route) => {
    await released;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  // A held image holds the load event too.
  await page.goto('/Cases', { waitUntil: 'commit' });
  const gallery = page.getByRole('list', { name: 'Galeria de artes' });
  await expect(gallery.getByRole('button')).toHaveCount(28);
  // Hidden images are not in the accessibility tree: the first screen's three rows of two show.
  await expect(gallery.getByRole('img')).toHaveCount(6);
  await gallery.getByRole('button').last().scrollIntoViewIfNeeded();
  // Two frames: the lazy-loading check runs in the next one.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
  );
  expect(requested.filter((path) => /gallery-(0[7-9]|1\d|2\d)-/.test(path))).toEqual([]);

  release();
  await expect(gallery.getByRole('img')).toHaveCount(28);
  // The last one, in view, loads.
  await expect.poll(() => hasLoaded(gallery.getByRole('img').last())).toBe(true);
});

test("on a 412 px phone at 1.75x, each image's file is the smallest that covers its box", async ({
  newVisitor,
}) => {
  // Lighthouse's phone: a `sizes` wider than the image's box makes it ask for the next file up.
  const context = await newVisitor({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  for (const path of ['/', '/flexo', '/About', '/ServicesPage', '/Cases', '/Deamar']) {
    await gotoLive(page, path);
    // Every lazy image in turn comes into view and loads.
    for (const image of await page.locator('picture img').filter({ visible: true }).all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => hasLoaded(image), path).toBe(true);
    }
    const choices = await page.locator('picture').evaluateAll((pictures) =>
      pictures.map((picture) => {
        // No DOM types here: the few properties read, structurally.
        const node = picture as unknown as {
          querySelector(selector: string): {
            srcset: string;
            currentSrc: string;
            clientWidth: number;
          };
        };
        const img = node.querySelector('img');
        return {
          file: img.currentSrc.split('/').pop() ?? '',
          width: img.clientWidth,
          offered: node.querySelector('source').srcset,
        };
      }),
    );
    for (const { file, width, offered } of choices.filter((choice) => choice.width > 0)) {
      const widths = [...offered.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
      const needed = width * 1.75;
      const smallest = Math.min(...widths.filter((w) => w >= needed), Math.max(...widths));
      expect(file, `${path}: ${width} px wide`).toMatch(new RegExp(`-${smallest}\\.`));
    }
  }
  await context.close();
});

test('case pages: each has its brand, discipline, period, story, images and a call to action', async ({
  page,
}) => {
  for (const path of CASE_PATHS) {
    const response = await gotoLive(page, path);
    expect(response?.status(), path).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'O desafio' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'O que entregamos' })).toBeVisible();
    await expect(main.getByText(/^Cliente (desde|de|em) /)).toBeVisible();
    expect(await main.getByRole('img').count()).toBeGreaterThanOrEqual(3);
    await expect(main.getByRole('button', { name: 'Solicite um orçamento' })).toBeVisible();
  }
  await gotoLive(page, '/fabrica');
  await expect(page.getByRole('heading', { level: 1, name: 'Fabrica' })).toBeVisible();
});

test('/UserTerms and /Privacidade: the contract terms and the LGPD notice', async ({ page }) => {
  await gotoLive(page, '/UserTerms');
  const terms = page.getByRole('main');
  await expect(terms.getByRole('heading', { name: /^9\. / })).toBeVisible();
  for (const text of [
    'R$ 10,00',
    'R$ 60,00',
    '90 dias',
    'PIX',
    'boleto',
    'cartão de crédito',
    'Salvador/BA',
    '20%',
    'nota fiscal',
    'não são cumulativos',
    'ilimitadas',
    'gratuita',
    'PDF',
  ]) {
    await expect(terms).toContainText(text);
  }
  await gotoLive(page, '/Privacidade');
  const privacy = page.getByRole('main');
  await expect(
    privacy.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();
  for (const text of [
    'art. 18',
    'base legal',
    'Por quanto tempo',
    'privacidade@estudioflexo.com.br',
    'ANPD',
  ]) {
    await expect(privacy).toContainText(text);
  }
});

test('unknown routes show the pt-BR 404 page with a way home', async ({ page }) => {
  const response = await gotoLive(page, '/pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Agência de Marketing Digital' }),
  ).toBeVisible();
});

test('every public page passes axe (WCAG 2.2 AA and the landmark rules) with no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of [...PUBLIC_PATHS, '/nao-existe']) {
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await axeViolations(page, { landmarks: true }), path).toEqual([]);
  }
  // The open dialogs too.
  await gotoLive(page, '/Cases');
  await page.getByRole('list', { name: 'Galeria de artes' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page), '/Cases dialog').toEqual([]);
});

test('no horizontal scrolling at 360, 768, 992, 1200 and 1400 px', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PATHS.filter((p) => p !== '/fabrica')) {
    await page.setViewportSize({ width: 360, height: 800 });
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // Each width on the live page: the layout (media queries, the folded menu) follows a resize.
    for (const width of [360, 768, 992, 1200, 1400]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test('a button pressed or text typed before the app is live still counts', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/flexo');
  await page.getByLabel('Nome').fill('Digitado cedo');
  await page.getByRole('button', { name: 'Solicite um orçamento' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Seu futuro começa agora!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('main').getByLabel('Nome')).toHaveValue('Digitado cedo');
});

test('the page stays where the visitor scrolled before it was live', async ({ page }) => {
  // The router scrolls to the top when the app first renders; a press going down on a button
  // then came up on the heading above it (src/app/layout/page-scroll.tsx).
  const release = await holdTheApp(page);
  await page.goto('/flexo');
  await page.getByLabel('Nome').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate<number>('window.scrollY');
  expect(scrolled).toBeGreaterThan(0);
  release();
  await waitUntilLive(page);
  expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);
  // Later navigations are the router's: a link followed from down there opens its page at the top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre Nós' }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});
