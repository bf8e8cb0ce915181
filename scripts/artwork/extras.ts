// Gallery, client tiles, heroes, the studio logo and the share/poster images.
import { caseBrands, galleryBrands, GREY, INK, NAVY, ORANGE, WHITE } from './palette';
import type { Brand } from './palette';
import {
  bag,
  bottle,
  can,
  cardboardBox,
  coffeeBean,
  cup,
  fish,
  drumstick,
  fruit,
  jar,
  kraftBag,
  phone,
  pizza,
  pizzaArt,
  pizzaBox,
  pouch,
  shade,
  socialPost,
  tray,
  wheat,
} from './packaging';
import { artboard, chartCard, kpi, stage } from './scenes';
import type { Placed } from './scenes';
import { circle, fontGroup, group, path, r, rect, svgDocument, text } from './svg';

const G = 800;
const GF = 660;

const drop = (c: string) =>
  path('M0 -60C24 -24 40 -4 40 18A40 40 0 0 1 -40 18C-40 -4 -24 -24 0 -60Z', c);
const egg = (c: string) =>
  path('M0 -56C30 -56 44 -10 44 14A44 42 0 0 1 -44 14C-44 -10 -30 -56 0 -56Z', c);
const crown = (c: string) => path('M-40 20L-48 -30-20 -4 0 -40 20 -4 48 -30 40 20Z', c);

const single = (
  b: Brand,
  markup: string,
  scale: number,
  width: number,
  seed: number,
  dark = false,
) =>
  stage(
    G,
    G,
    `${b.name} · ${b.tagline}`,
    b,
    [{ markup, x: G / 2, y: GF, scale, width }],
    seed,
    dark,
  );

const pair = (b: Brand, items: Omit<Placed, 'y'>[], seed: number) =>
  stage(
    G,
    G,
    `${b.name} · ${b.tagline}`,
    b,
    items.map((i) => ({ ...i, y: GF })),
    seed,
  );

const gb = (slug: string): Brand => {
  const found = galleryBrands.find((b) => b.slug === slug);
  if (!found) throw new Error(`Unknown gallery brand ${slug}`);
  return found;
};

/** 28 square portfolio pieces: twenty extra brands plus fresh angles on the case brands. */
export const galleryImages = (): string[] => {
  const c = caseBrands;
  return [
    single(
      gb('bom-grao'),
      bag(gb('bom-grao'), 'sewn', 'Arroz tipo 1', '#fdfaf3', fruit('grain', '#e9c46a', 50)),
      1.25,
      260,
      201,
    ),
    single(
      gb('serrana'),
      bag(gb('serrana'), 'sewn', 'Farinha de trigo', '#f7efe3', wheat(gb('serrana').accent)),
      1.25,
      260,
      202,
    ),
    pair(
      gb('acai-tropa'),
      [
        { markup: cup(gb('acai-tropa')), x: 290, scale: 1.2, width: 250 },
        {
          markup: cup({ ...gb('acai-tropa'), accent: ORANGE }, '#f1e4f3'),
          x: 560,
          scale: 0.95,
          width: 250,
        },
      ],
      203,
    ),
    single(gb('lumi'), bottle(gb('lumi'), 'jug', '#8ed1f5', 'Detergente neutro'), 1.3, 220, 204),
    single(
      gb('doce-lar'),
      pouch(gb('doce-lar'), 'Amanteigado', '#d4a373', 'round'),
      1.15,
      300,
      205,
    ),
    single(
      gb('pao-da-vila'),
      bag(gb('pao-da-vila'), 'window', 'Pão francês', WHITE, ''),
      1.25,
      260,
      206,
    ),
    pair(
      gb('polar'),
      [
        { markup: cup(gb('polar'), '#e6f8fd'), x: 300, scale: 1.1, width: 250 },
        { markup: cup({ ...gb('polar'), accent: '#f72585' }), x: 540, scale: 1.1, width: 250 },
      ],
      207,
    ),
    single(
      gb('mar-azul'),
      can(gb('mar-azul'), 'Camarão em conserva', gb('mar-azul').accent),
      1.8,
      300,
      208,
      true,
    ),
    artboard(G, G, gb('granja-sol'), 'Caixa 12 ovos', egg(WHITE)),
    single(
      gb('aurora'),
      bag(gb('aurora'), 'coffee', 'Café especial', '#2d1b3d', coffeeBean(gb('aurora').accent)),
      1.25,
      260,
      210,
    ),
    artboard(G, G, gb('agua-pura'), 'Rótulo 500 ml', drop(WHITE)),
    single(
      gb('eco-kraft'),
      kraftBag(gb('eco-kraft'), '#c9a27a', fruit('leaf', gb('eco-kraft').accent, 44)),
      1.2,
      320,
      212,
    ),
    single(gb('napoli'), pizzaBox(gb('napoli'), 'stripes', 'np'), 1.05, 520, 213),
    single(
      gb('verde-vida'),
      pouch(gb('verde-vida'), 'Granola', '#c58940', 'grain'),
      1.15,
      300,
      214,
    ),
    single(
      gb('tempero-bahia'),
      pouch(gb('tempero-bahia'), 'Completo', '#d62828', 'round'),
      1.15,
      300,
      215,
      true,
    ),
    single(gb('brisa'), bottle(gb('brisa'), 'jug', '#c77dff', 'Amaciante'), 1.3, 220, 216),
    pair(
      gb('mel-dourado'),
      [
        {
          markup: jar(gb('mel-dourado'), '#f4b942', 'Mel silvestre 500 g'),
          x: 290,
          scale: 1.35,
          width: 220,
        },
        {
          markup: jar(gb('mel-dourado'), '#e09f3e', 'Mel de laranjeira'),
          x: 560,
          scale: 1.1,
          width: 220,
        },
      ],
      217,
    ),
    single(
      gb('pop-milho'),
      bag(gb('pop-milho'), 'sewn', 'Pipoca', '#ef233c', fruit('round', '#ffd166', 40)),
      1.25,
      260,
      218,
    ),
    single(
      gb('cacau-bahia'),
      cardboardBox(gb('cacau-bahia'), 300, 200, 170, 'Chocolate 70% cacau'),
      1.05,
      440,
      219,
    ),
    single(
      gb('sabor-nordeste'),
      bag(gb('sabor-nordeste'), 'sewn', 'Feijão carioca', '#fdf6ee', fruit('grain', '#9c6644', 50)),
      1.25,
      260,
      220,
    ),
    svgDocument(
      G,
      G,
      'Taverna · pizza e caixa',
      fontGroup(
        rect(0, 0, G, G, c.taverna.accent) +
          group('translate(60 60) scale(1.3)', pizzaArt(c.taverna, 'checkers', 'gt')) +
          circle(560, 560, 190, '#c89258') +
          group('translate(560 560) scale(1.75)', pizza(200)),
      ),
    ),
    single(c.bonaparte, pizzaBox(c.bonaparte, 'gourmet', 'gb', 2), 1.05, 520, 222, true),
    single(
      { ...c.frutomy, accent: '#52b788', secondary: '#e6f6ec' },
      pouch({ ...c.frutomy, accent: '#52b788' }, 'Goiaba', '#ff8fa3', 'round'),
      1.15,
      300,
      223,
    ),
    single(
      { ...c.semog, secondary: '#e0f4fd' },
      bottle(c.semog, 'spray', '#00a6ed', 'Limpa vidros'),
      1.3,
      220,
      224,
    ),
    single(
      c.martim,
      bag(
        { ...c.martim, accent: '#c9a227' },
        'coffee',
        'Gourmet',
        '#f4ecd8',
        coffeeBean('#c9a227'),
      ),
      1.25,
      260,
      225,
    ),
    single(c['frango-baiano'], tray(c['frango-baiano'], 'Sobrecoxa', '#2b2d42', 3), 1.5, 460, 226),
    pair(
      c.meta,
      [
        {
          markup: phone(socialPost(c.meta, 'Promoção', 2), '@meta.oficial', c.meta.accent),
          x: 280,
          scale: 1.05,
          width: 240,
        },
        {
          markup: phone(socialPost(c.meta, 'Novidade', 1), '@meta.oficial', c.meta.accent),
          x: 540,
          scale: 0.95,
          width: 240,
        },
      ],
      227,
    ),
    single(c.deamar, can(c.deamar, 'Sardinha com tomate', '#e76f51'), 1.8, 300, 228, true),
  ];
};

/** Wordmark tiles for the clients section, each in its own typographic style. */
export const clientTiles = (): [string, string][] => {
  const c = caseBrands;
  const tile = (slug: string, b: Brand, icon: string, word: string, bg = WHITE, spacing = 0) => {
    // Mirrors text()'s size estimate so icon + word can be centred as one block.
    const em = word === word.toUpperCase() ? 0.72 : 0.6;
    const size = Math.min(48, (280 - spacing * word.length) / (word.length * em));
    const left = (480 - (108 + 22 + size * em * word.length + spacing * word.length)) / 2;
    return [
      `client-${slug}`,
      svgDocument(
        480,
        240,
        `Logo ${b.name}`,
        fontGroup(
          rect(0, 0, 480, 240, bg) +
            group(`translate(${r(left + 54)} 120)`, icon) +
            text(word, {
              x: left + 130,
              y: 120 + size * 0.36,
              size,
              fill: b.accent,
              weight: 'bold',
              spacing,
            }),
        ),
      ),
    ] as [string, string];
  };
  return [
    tile(
      'deamar',
      c.deamar,
      circle(0, 0, 54, c.deamar.accent) + group('scale(.6)', fish(WHITE)),
      'Deamar',
    ),
    tile(
      'semog',
      c.semog,
      rect(-50, -50, 100, 100, c.semog.accent, 24) + fruit('leaf', WHITE, 50),
      'SEMOG',
      WHITE,
      6,
    ),
    tile('frutomy', c.frutomy, fruit('berry', c.frutomy.accent, 54), 'frutomy'),
    tile(
      'taverna',
      c.taverna,
      circle(0, 0, 54, c.taverna.accent) +
        text('T', { x: 0, y: 20, size: 56, fill: WHITE, weight: 'bold', anchor: 'middle' }),
      'Taverna',
    ),
    tile(
      'bonaparte',
      c.bonaparte,
      crown(c.bonaparte.accent),
      'BONAPARTE',
      c.bonaparte.secondary,
      3,
    ),
    tile(
      'martim',
      c.martim,
      circle(0, 0, 54, c.martim.secondary) + group('scale(.9)', coffeeBean(c.martim.accent)),
      'Martim',
    ),
    tile(
      'frango-baiano',
      c['frango-baiano'],
      circle(0, 0, 54, c['frango-baiano'].secondary) +
        group('scale(.55)', drumstick(c['frango-baiano'].accent)),
      'Frango Baiano',
    ),
    tile(
      'papel-industrial',
      c['papel-industrial'],
      rect(-48, -48, 96, 96, c['papel-industrial'].secondary, 8) +
        group('scale(.8)', wheat(c['papel-industrial'].accent)),
      'Papel Industrial',
    ),
  ];
};

/** The studio mark: an inked roller over a print line, readable down to favicon size. */
const mark = (bg: string, ink: string) =>
  circle(40, 40, 38, bg) +
  circle(40, 34, 18, 'none', `stroke="${ink}" stroke-width="8"`) +
  circle(40, 34, 5, ink) +
  rect(16, 58, 48, 8, ink, 4);

export const logo = (light = false) =>
  svgDocument(
    260,
    80,
    'Estúdio Flexo',
    fontGroup(
      mark(ORANGE, light ? NAVY : WHITE) +
        text('ESTÚDIO', {
          x: 92,
          y: 30,
          size: 17,
          fill: light ? WHITE : NAVY,
          weight: 'bold',
          spacing: 5.5,
        }) +
        text('FLEXO', {
          x: 90,
          y: 70,
          size: 44,
          fill: light ? ORANGE : NAVY,
          weight: 'bold',
          spacing: 1,
        }),
    ),
  );

export const favicon = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">${rect(0, 0, 80, 80, NAVY, 18)}${circle(40, 34, 20, 'none', `stroke="${ORANGE}" stroke-width="9"`)}${circle(40, 34, 6, ORANGE)}${rect(14, 60, 52, 9, ORANGE, 4.5)}</svg>\n`;

/** A flexographic press unit: ink chamber, anilox, plate and impression cylinders and the web. */
const press = (x: number, y: number, s: number, printed: string[]) => {
  let cells = '';
  for (let i = -4; i <= 4; i++)
    cells += `M${-60 + i * 2} ${-60 + Math.abs(i) * 2}l${120 - Math.abs(i) * 4} 0`;
  const labels = printed
    .map(
      (c, i) =>
        rect(430 + i * 150, 34, 110, 52, c, 6) +
        rect(446 + i * 150, 46, 60, 10, WHITE, 5, 'opacity=".8"'),
    )
    .join('');
  return group(
    `translate(${x} ${y}) scale(${s})`,
    rect(-420, -360, 900, 620, shade(GREY, -0.04), 24) +
      path('M-560 28H980', 'none', `stroke="${WHITE}" stroke-width="64"`) +
      labels +
      circle(0, 150, 118, NAVY) +
      circle(0, 150, 30, shade(NAVY, 0.2)) +
      circle(0, -96, 116, '#8d99ae') +
      path('M0 -212A116 116 0 0 1 0 20', 'none', `stroke="${ORANGE}" stroke-width="22"`) +
      circle(0, -96, 28, NAVY) +
      circle(-190, -250, 70, '#b8c0cc') +
      group(
        'translate(-190 -250)',
        path(
          cells + 'M-50 0h100M-40 30h80M-40 -30h80',
          'none',
          'stroke="#8d99ae" stroke-width="3"',
        ),
      ) +
      circle(-190, -250, 16, NAVY) +
      path('M-300 -320h70l-20 140h-70z', '#e63946') +
      path('M-296 -316h60l-6 40h-60z', WHITE, 'opacity=".3"') +
      path('M-560 -20h120v96h-120z', INK, 'opacity=".08"'),
  );
};

export const heroes = (): [string, string][] => {
  const c = caseBrands;
  const W = 1600;
  const H = 1000;
  const laptop =
    rect(420, 250, 700, 440, INK, 24) +
    rect(444, 274, 652, 392, WHITE, 8) +
    chartCard(470, 300, 380, 340, '#3a5bff', 7) +
    kpi(870, 300, 'Leads', '+248%', ORANGE) +
    kpi(870, 420, 'Vendas', '+92%', '#3a5bff') +
    path('M360 690H1180L1140 730H400Z', '#8d99ae');
  const home = svgDocument(
    W,
    H,
    'Marketing digital: painel de resultados, redes sociais e anúncios',
    fontGroup(
      rect(0, 0, W, H, NAVY) +
        circle(1250, 420, 360, '#1f2f57') +
        circle(300, 820, 200, '#1f2f57') +
        laptop +
        group(
          'translate(1280 800) scale(1.05)',
          phone(socialPost(c.meta, 'Nova coleção', 0), '@suaempresa', ORANGE),
        ) +
        group(
          'translate(200 300)',
          circle(0, 0, 90, ORANGE) +
            path('M-40 -16h30l44 -34v100l-44 -34h-30z', NAVY) +
            path('M52 -28q22 28 0 56', 'none', `stroke="${NAVY}" stroke-width="8"`),
        ) +
        group(
          'translate(1460 200)',
          circle(0, 0, 60, '#e63946') +
            path('M0 26L-30 -2C-44 -18 -22 -40 0 -20C22 -40 44 -18 30 -2Z', WHITE),
        ) +
        group(
          'translate(320 560)',
          rect(-90, -40, 180, 80, WHITE, 40) +
            text('+15 mil', {
              x: 0,
              y: 10,
              size: 30,
              fill: NAVY,
              weight: 'bold',
              anchor: 'middle',
            }),
        ) +
        path(
          'M120 120h8v8h-8zM150 120h8v8h-8zM180 120h8v8h-8zM120 150h8v8h-8zM150 150h8v8h-8zM180 150h8v8h-8z',
          ORANGE,
        ),
    ),
  );
  const flexo = svgDocument(
    W,
    H,
    'Impressão flexográfica de embalagens',
    fontGroup(
      rect(0, 0, W, H, '#eef1f6') +
        press(560, 470, 1, [c.frutomy.accent, c.taverna.accent, c.semog.accent, c.deamar.accent]) +
        group('translate(1300 940) scale(.9)', pouch(c.frutomy, 'Morango', '#e63946', 'berry')) +
        group('translate(1090 960) scale(.55)', pizzaBox(c.taverna, 'checkers', 'hf')) +
        rect(0, 960, W, 40, NAVY),
    ),
  );
  const about = svgDocument(
    W,
    H,
    'Estúdio de criação com arte de embalagem na tela',
    fontGroup(
      rect(0, 0, W, H, '#f4f1ea') +
        rect(0, 760, W, 240, '#d9c7a7') +
        rect(0, 740, W, 30, '#c4ad86') +
        rect(160, 120, 220, 280, WHITE, 8, `stroke="${NAVY}" stroke-width="10"`) +
        group('translate(270 370) scale(.55)', pouch(c.frutomy, 'Morango', '#e63946', 'berry')) +
        rect(1240, 140, 240, 240, WHITE, 8, `stroke="${NAVY}" stroke-width="10"`) +
        group('translate(1260 160) scale(.667)', pizzaArt(c.bonaparte, 'gourmet', 'ha')) +
        rect(740, 600, 60, 140, '#8d99ae') +
        rect(640, 720, 260, 24, '#8d99ae', 8) +
        rect(440, 170, 660, 440, INK, 20) +
        rect(462, 192, 616, 396, WHITE, 6) +
        rect(462, 192, 616, 40, GREY) +
        circle(486, 212, 7, '#e63946') +
        circle(508, 212, 7, ORANGE) +
        circle(530, 212, 7, '#2b9348') +
        group('translate(520 250) scale(.9)', pizzaArt(c.taverna, 'checkers', 'hb')) +
        [c.frutomy.accent, c.semog.accent, c.deamar.accent, ORANGE, NAVY]
          .map((col, i) => rect(850, 260 + i * 56, 190, 40, col, 6))
          .join('') +
        group(
          'translate(1240 740) rotate(-8)',
          [ORANGE, '#e63946', '#3a5bff', '#2b9348', NAVY]
            .map((col, i) =>
              rect(0, -160, 44, 170, col, 8, `transform="rotate(${i * 12 - 24} 22 0)"`),
            )
            .join(''),
        ) +
        group(
          'translate(300 740)',
          rect(-50, -110, 100, 110, ORANGE, 12) +
            path('M50 -86q40 0 40 34t-40 34', 'none', `stroke="${ORANGE}" stroke-width="12"`),
        ) +
        group(
          'translate(140 740)',
          rect(-40, -70, 80, 70, NAVY, 8) +
            path('M0 -70C-60 -150 -20 -220 0 -240C20 -220 60 -150 0 -70Z', '#2b9348'),
        ) +
        '',
    ),
  );
  const icons = [
    [
      'Branding',
      circle(0, 0, 44, 'none', `stroke="${ORANGE}" stroke-width="12"`) +
        path('M-14 30L0 -40 14 30Z', NAVY),
    ],
    ['Flexografia', group('scale(.35) translate(0 150)', pizzaBox(c.taverna, 'checkers', 'hs'))],
    [
      'Mockup 3D',
      path('M0 -56L50 -28V28L0 56-50 28V-28Z', ORANGE) +
        path('M0 0L50 -28M0 0V56M0 0L-50 -28', 'none', `stroke="${NAVY}" stroke-width="6"`),
    ],
    [
      'Fechamento',
      rect(-50, -30, 100, 60, NAVY, 8) +
        rect(-34, -56, 68, 30, WHITE, 4, `stroke="${NAVY}" stroke-width="5"`) +
        rect(-34, 10, 68, 46, WHITE, 4, `stroke="${NAVY}" stroke-width="5"`) +
        circle(34, -12, 6, ORANGE),
    ],
    [
      'Gráfica',
      rect(-56, -40, 80, 100, WHITE, 4, `stroke="${NAVY}" stroke-width="5"`) +
        rect(-30, -58, 90, 56, ORANGE, 6) +
        rect(-44, 10, 56, 8, NAVY) +
        rect(-44, 28, 40, 8, NAVY),
    ],
    [
      'Identidade',
      rect(-60, -40, 120, 80, NAVY, 10) +
        circle(-28, 0, 18, ORANGE) +
        rect(0, -14, 44, 8, WHITE, 4) +
        rect(0, 6, 32, 8, WHITE, 4),
    ],
  ] as const;
  const services = svgDocument(
    W,
    H,
    'Serviços: branding, flexografia, mockup 3D, fechamento de arquivos, gráfica e identidade visual',
    fontGroup(
      rect(0, 0, W, H, NAVY) +
        circle(800, 500, 420, '#1f2f57') +
        icons
          .map(([label, icon], i) => {
            const x = 260 + (i % 3) * 400;
            const y = 180 + Math.floor(i / 3) * 340;
            return group(
              `translate(${x} ${y}) rotate(${(i % 2 ? 1 : -1) * 3})`,
              rect(0, 0, 300, 280, WHITE, 24) +
                circle(150, 110, 80, '#fff4e0') +
                group('translate(150 110)', icon) +
                text(label, {
                  x: 150,
                  y: 240,
                  size: 28,
                  fill: NAVY,
                  weight: 'bold',
                  anchor: 'middle',
                }),
            );
          })
          .join(''),
    ),
  );
  const funnel = svgDocument(
    1200,
    900,
    'Estratégia de tráfego pago: funil, métricas e público-alvo',
    fontGroup(
      rect(0, 0, 1200, 900, '#f4f6fa') +
        circle(980, 200, 150, '#fff4e0') +
        [
          ['Alcance', NAVY, 0],
          ['Engajamento', '#3a5bff', 1],
          ['Conversão', ORANGE, 2],
        ]
          .map(([label, col, i]) => {
            const n = Number(i);
            const top = 520 - n * 120;
            const y = 140 + n * 170;
            return (
              path(
                `M${r(330 - top / 2)} ${y}H${r(330 + top / 2)}L${r(330 + top / 2 - 60)} ${y + 150}H${r(330 - top / 2 + 60)}Z`,
                String(col),
              ) +
              text(String(label), {
                x: 330,
                y: y + 86,
                size: 28,
                maxWidth: top - 140,
                fill: n === 2 ? NAVY : WHITE,
                weight: 'bold',
                anchor: 'middle',
              })
            );
          })
          .join('') +
        chartCard(660, 340, 460, 360, '#3a5bff', 19) +
        kpi(660, 740, 'CPA', 'R$ 7,90', ORANGE) +
        kpi(900, 740, 'ROAS', '5,4x', '#3a5bff') +
        group(
          'translate(980 200)',
          circle(0, 0, 100, WHITE, `stroke="${NAVY}" stroke-width="14"`) +
            circle(0, 0, 62, 'none', `stroke="${ORANGE}" stroke-width="14"`) +
            circle(0, 0, 22, NAVY) +
            path('M0 0L110 -90', 'none', `stroke="${NAVY}" stroke-width="8"`) +
            path('M110 -90l-6 -30 30 -6 4 24z', ORANGE),
        ),
    ),
  );
  return [
    ['hero-home', home],
    ['hero-flexo', flexo],
    ['hero-about', about],
    ['hero-services', services],
    ['traffic-strategy', funnel],
  ];
};

export const videoPoster = () =>
  svgDocument(
    1280,
    720,
    'Como funciona a impressão flexográfica',
    fontGroup(
      rect(0, 0, 1280, 720, '#eef1f6') +
        press(760, 360, 0.7, [
          caseBrands.martim.accent,
          caseBrands.frutomy.accent,
          caseBrands.semog.accent,
        ]) +
        path('M0 0H520L420 720H0Z', NAVY) +
        text('COMO FUNCIONA A', {
          x: 64,
          y: 290,
          size: 30,
          fill: ORANGE,
          weight: 'bold',
          spacing: 3,
        }) +
        text('impressão', { x: 60, y: 360, size: 64, fill: WHITE, weight: 'bold' }) +
        text('flexográfica', { x: 60, y: 430, size: 64, fill: WHITE, weight: 'bold' }) +
        rect(64, 470, 120, 8, ORANGE, 4),
    ),
  );

export const ogImage = () =>
  svgDocument(
    1200,
    630,
    'Estúdio Flexo: arte para embalagens flexográficas e marketing digital',
    fontGroup(
      rect(0, 0, 1200, 630, NAVY) +
        circle(930, 330, 280, '#1f2f57') +
        group('translate(64 70) scale(1.4)', mark(ORANGE, WHITE)) +
        text('ESTÚDIO', { x: 196, y: 112, size: 24, fill: WHITE, weight: 'bold', spacing: 7 }) +
        text('FLEXO', { x: 192, y: 168, size: 62, fill: ORANGE, weight: 'bold', spacing: 1 }) +
        text('Arte para embalagens', { x: 64, y: 330, size: 52, fill: WHITE, weight: 'bold' }) +
        text('flexográficas e marketing digital', { x: 64, y: 392, size: 36, fill: WHITE }) +
        text('Entrega em até 48 horas úteis', {
          x: 64,
          y: 500,
          size: 26,
          fill: ORANGE,
          weight: 'bold',
        }) +
        group(
          'translate(830 580) scale(.8)',
          bag(
            caseBrands.martim,
            'coffee',
            'Tradicional',
            '#2b2118',
            coffeeBean(caseBrands.martim.accent),
          ),
        ) +
        group(
          'translate(1040 590) scale(1)',
          pouch(caseBrands.frutomy, 'Morango', '#e63946', 'berry'),
        ),
    ),
  );
