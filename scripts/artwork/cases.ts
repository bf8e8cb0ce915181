// The four images of each case study (a cover plus three), one composition per brand.
import { caseBrands, GREY, NAVY, ORANGE, WHITE } from './palette';
import type { Brand, CaseBrandSlug } from './palette';
import {
  bag,
  bottle,
  can,
  cardboardBox,
  coffeeBean,
  cup,
  drumstick,
  fish,
  fruit,
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
import { artboard, chartCard, dieline, dimension, kpi, separations, stage } from './scenes';
import type { Panel, Placed } from './scenes';
import { circle, fontGroup, group, rect, svgDocument, text } from './svg';

const W = 1200;
const H = 900;
const FLOOR = 730;

/** A phone showing one of the brand's Meta campaign posts, standing on the stage. */
const metaPhone = (
  b: Brand,
  headline: string,
  layout: number,
  x: number,
  y: number,
  scale: number,
): Placed => ({
  markup: phone(socialPost(b, headline, layout), '@meta.oficial', b.accent),
  x,
  y,
  scale,
  width: 240,
});

type CaseImages = readonly [cover: string, second: string, third: string, fourth: string];

const variant = (b: Brand, accent: string, secondary = b.secondary): Brand => ({
  ...b,
  accent,
  secondary,
});

const pizzaDieline = (b: Brand, what: string): string => {
  const s = 300;
  const wall = 60;
  const x0 = 450;
  const y0 = 330;
  const panels: Panel[] = [
    { x: x0, y: y0, w: s, h: s, label: 'Fundo' },
    { x: x0, y: y0 - wall, w: s, h: wall, label: 'Lateral' },
    { x: x0, y: y0 + s, w: s, h: wall, label: 'Frente' },
    { x: x0 - wall, y: y0, w: wall, h: s },
    { x: x0 + s, y: y0, w: wall, h: s },
    { x: x0, y: y0 - wall - s * 0.62, w: s, h: s * 0.62, label: 'Tampa' },
    { x: x0 - wall * 2, y: y0 + 20, w: wall, h: s - 40 },
    { x: x0 + s + wall, y: y0 + 20, w: wall, h: s - 40 },
  ];
  const folds = `M${x0} ${y0}h${s}v${s}h${-s}zM${x0} ${y0 - wall}h${s}M${x0 - wall} ${y0 + 20}v${s - 40}M${x0 + s + wall} ${y0 + 20}v${s - 40}`;
  return dieline(W, H, b, what, panels, folds, [
    dimension(x0, y0 + s + wall + 40, x0 + s, y0 + s + wall + 40, '350 mm'),
    dimension(x0 - wall * 2 - 30, y0, x0 - wall * 2 - 30, y0 + s, '350 mm'),
    dimension(x0 + s + wall * 2 + 40, y0 - wall, x0 + s + wall * 2 + 40, y0, '45 mm'),
  ]);
};

const bagDieline = (b: Brand): string => {
  const y0 = 220;
  const hh = 420;
  const panels: Panel[] = [
    { x: 140, y: y0, w: 300, h: hh, label: 'Frente' },
    { x: 440, y: y0, w: 110, h: hh, label: 'Sanfona' },
    { x: 550, y: y0, w: 300, h: hh, label: 'Verso' },
    { x: 850, y: y0, w: 110, h: hh, label: 'Sanfona' },
    { x: 960, y: y0, w: 40, h: hh },
    { x: 140, y: y0 + hh, w: 860, h: 80, label: 'Fundo' },
    { x: 140, y: y0 - 50, w: 860, h: 50 },
  ];
  const folds = `M440 ${y0 - 50}v550M550 ${y0 - 50}v550M850 ${y0 - 50}v550M960 ${y0 - 50}v550M495 ${y0}v${hh}M905 ${y0}v${hh}M140 ${y0}h860M140 ${y0 + hh}h860`;
  return dieline(W, H, b, 'Sacola kraft 30 x 11 x 42 cm', panels, folds, [
    dimension(140, 130, 440, 130, '300 mm'),
    dimension(440, 130, 550, 130, '110 mm'),
    dimension(110, y0, 110, y0 + hh, '420 mm'),
  ]);
};

const deamar = (b: Brand): CaseImages => {
  const fishIcon = (c: string) => fish(c);
  return [
    stage(
      W,
      H,
      'Lata de atum Deamar',
      b,
      [
        {
          markup: can(b, 'Atum sólido em óleo', b.accent),
          x: 600,
          y: FLOOR,
          scale: 2.3,
          width: 300,
        },
      ],
      11,
    ),
    stage(
      W,
      H,
      'Linha de conservas Deamar',
      b,
      [
        {
          markup: can(b, 'Sardinha ao molho', '#e76f51'),
          x: 250,
          y: FLOOR,
          scale: 1.1,
          width: 300,
        },
        { markup: can(b, 'Atum ralado', b.accent), x: 600, y: FLOOR + 20, scale: 1.2, width: 300 },
        { markup: can(b, 'Atum light', '#2a9d8f'), x: 950, y: FLOOR, scale: 1.1, width: 300 },
      ],
      12,
    ),
    artboard(W, H, b, 'Rótulo atum sólido', fishIcon(WHITE)),
    separations(W, H, b, 'Atum sólido', fishIcon),
  ];
};

const semog = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Borrifador Semog',
    b,
    [
      {
        markup: bottle(b, 'spray', b.accent, 'Multiuso profissional'),
        x: 600,
        y: FLOOR,
        scale: 1.45,
        width: 220,
      },
    ],
    21,
  ),
  stage(
    W,
    H,
    'Linha de limpeza Semog',
    b,
    [
      {
        markup: bottle(b, 'jug', '#00a6ed', 'Desinfetante'),
        x: 330,
        y: FLOOR,
        scale: 1.2,
        width: 220,
      },
      {
        markup: bottle(b, 'spray', b.accent, 'Multiuso'),
        x: 620,
        y: FLOOR,
        scale: 1.3,
        width: 220,
      },
      {
        markup: bottle(b, 'jug', '#ffb703', 'Detergente'),
        x: 890,
        y: FLOOR,
        scale: 1.2,
        width: 220,
      },
    ],
    22,
    true,
  ),
  artboard(W, H, b, 'Rótulo multiuso 500 ml', fruit('leaf', WHITE, 60)),
  separations(W, H, b, 'Multiuso', (c) => fruit('leaf', c, 60)),
];

const frutomy = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Polpa de morango Frutomy',
    b,
    [{ markup: pouch(b, 'Morango', '#e63946', 'berry'), x: 600, y: FLOOR, scale: 1.3, width: 300 }],
    31,
  ),
  stage(
    W,
    H,
    'Sabores Frutomy',
    variant(b, b.accent, '#fff4d6'),
    [
      {
        markup: pouch(variant(b, '#f4a261'), 'Manga', '#ffb703', 'round'),
        x: 250,
        y: FLOOR,
        scale: 0.9,
        width: 300,
      },
      {
        markup: pouch(variant(b, '#6a2c70'), 'Açaí', '#4a1d4f', 'round'),
        x: 600,
        y: FLOOR,
        scale: 1.05,
        width: 300,
      },
      {
        markup: pouch(variant(b, '#e9c46a'), 'Maracujá', '#f4d35e', 'round'),
        x: 950,
        y: FLOOR,
        scale: 0.9,
        width: 300,
      },
    ],
    32,
  ),
  artboard(W, H, b, 'Pouch morango 1 kg', fruit('berry', '#ffd6d9', 80)),
  separations(W, H, b, 'Morango', (c) => fruit('berry', c, 80)),
];

const taverna = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Caixa de pizza Taverna',
    b,
    [{ markup: pizzaBox(b, 'checkers', 'tv1'), x: 600, y: FLOOR + 40, scale: 1.25, width: 520 }],
    41,
  ),
  svgDocument(
    W,
    H,
    'Caixa Taverna vista de cima com pizza',
    fontGroup(
      rect(0, 0, W, H, shade(b.secondary, -0.05)) +
        rect(120, 170, 560, 560, '#b07d48', 10) +
        group('translate(130 160) scale(1.8)', pizzaArt(b, 'checkers', 'tv2')) +
        circle(880, 470, 250, '#c89258') +
        group('translate(880 470) scale(2.3)', pizza(200)) +
        circle(1090, 150, 40, '#3a9d23', 'opacity=".5"'),
    ),
  ),
  pizzaDieline(b, 'Caixa de pizza 35 cm · papelão ondulado E'),
  artboard(W, H, b, 'Tampa caixa 35 cm', '', { markup: pizzaArt(b, 'checkers', 'tv3'), size: 300 }),
];

const bonaparte = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Caixa de pizza Bonaparte',
    b,
    [{ markup: pizzaBox(b, 'gourmet', 'bp1'), x: 600, y: FLOOR + 40, scale: 1.25, width: 520 }],
    51,
    true,
  ),
  stage(
    W,
    H,
    'Caixas Bonaparte empilhadas',
    variant(b, b.accent, '#f4ecd8'),
    [{ markup: pizzaBox(b, 'gourmet', 'bp2', 3), x: 600, y: FLOOR + 60, scale: 1.1, width: 520 }],
    52,
  ),
  svgDocument(
    W,
    H,
    'Caixa Bonaparte aberta com pizza',
    fontGroup(
      rect(0, 0, W, H, '#2b2b33') +
        rect(140, 80, 420, 420, '#111116', 8) +
        group('translate(150 90) scale(1.333)', pizzaArt(b, 'gourmet', 'bp3')) +
        rect(600, 340, 480, 480, '#111116', 8) +
        circle(840, 580, 220, '#1d1d24') +
        group('translate(840 580) scale(2.1)', pizza(200)),
    ),
  ),
  artboard(W, H, b, 'Tampa caixa gourmet', '', {
    markup: pizzaArt(b, 'gourmet', 'bp4'),
    size: 300,
  }),
];

const fabrica = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Saco de pão Fabrica',
    b,
    [
      {
        markup: bag(b, 'window', 'Pão de forma', WHITE, ''),
        x: 600,
        y: FLOOR,
        scale: 1.3,
        width: 260,
      },
    ],
    61,
  ),
  stage(
    W,
    H,
    'Embalagens Fabrica',
    b,
    [
      {
        markup: bag(variant(b, '#9c6644'), 'window', 'Pão integral', '#f5ebe0', ''),
        x: 260,
        y: FLOOR,
        scale: 0.95,
        width: 260,
      },
      {
        markup: kraftBag(b, '#d9b48f', wheat(b.accent)),
        x: 640,
        y: FLOOR,
        scale: 1.05,
        width: 320,
      },
      { markup: cup(b), x: 990, y: FLOOR, scale: 1, width: 250 },
    ],
    62,
  ),
  artboard(W, H, b, 'Saco pão de forma', wheat(WHITE)),
  stage(
    W,
    H,
    'Copo de café Fabrica',
    variant(b, b.accent, '#f3e1c7'),
    [
      { markup: cup(b), x: 430, y: FLOOR, scale: 1.5, width: 250 },
      { markup: cup(variant(b, NAVY), '#f8f8f8'), x: 790, y: FLOOR, scale: 1.2, width: 250 },
    ],
    63,
    true,
  ),
];

const papelIndustrial = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Sacolas kraft Papel Industrial',
    variant(b, b.accent, '#f1e6d8'),
    [
      { markup: kraftBag(b, '#c9a27a', wheat(b.accent)), x: 420, y: FLOOR, scale: 1.3, width: 320 },
      {
        markup: kraftBag(variant(b, NAVY), '#b08968', circle(0, 0, 34, ORANGE)),
        x: 820,
        y: FLOOR,
        scale: 1.05,
        width: 320,
      },
    ],
    71,
  ),
  stage(
    W,
    H,
    'Caixas de papelão Papel Industrial',
    variant(b, b.accent, '#e9edf3'),
    [
      {
        markup: cardboardBox(b, 300, 220, 200, 'Embalagens de papel kraft'),
        x: 520,
        y: FLOOR + 30,
        scale: 1.2,
        width: 460,
      },
    ],
    72,
  ),
  bagDieline(b),
  artboard(W, H, b, 'Sacola kraft média', wheat(WHITE)),
];

const meta = (b: Brand): CaseImages => {
  const posts = [
    'Nova coleção',
    '50% OFF',
    'Lançamento',
    'Frete grátis',
    'Dia do cliente',
    'Últimas vagas',
  ];
  const grid = posts
    .map((p, i) => {
      const x = 180 + (i % 3) * 290;
      const y = 110 + Math.floor(i / 3) * 290;
      return (
        rect(x + 8, y + 10, 260, 260, NAVY, 0, 'opacity=".12"') +
        group(`translate(${x} ${y}) scale(1.3)`, socialPost(b, p, i))
      );
    })
    .join('');
  return [
    stage(
      W,
      H,
      'Post de campanha Meta no celular',
      b,
      [
        metaPhone(b, 'Nova coleção', 0, 430, FLOOR + 40, 1.3),
        metaPhone(b, '50% OFF', 3, 800, FLOOR + 10, 1.1),
      ],
      81,
    ),
    svgDocument(
      W,
      H,
      'Grade de posts da campanha Meta',
      fontGroup(rect(0, 0, W, H, '#f4f6fa') + grid),
    ),
    svgDocument(
      W,
      H,
      'Painel de resultados da campanha Meta',
      fontGroup(
        rect(0, 0, W, H, NAVY) +
          text('Campanha Meta · últimos 30 dias', {
            x: 80,
            y: 100,
            size: 34,
            fill: WHITE,
            weight: 'bold',
          }) +
          kpi(80, 150, 'Alcance', '128 mil', b.accent) +
          kpi(300, 150, 'CTR', '4,8%', ORANGE) +
          kpi(520, 150, 'CPC', 'R$ 0,42', b.accent) +
          kpi(740, 150, 'ROAS', '6,2x', ORANGE) +
          chartCard(80, 290, 860, 520, b.accent, 83) +
          circle(1060, 430, 70, ORANGE) +
          circle(1060, 640, 50, b.accent),
      ),
    ),
    stage(
      W,
      H,
      'Stories da campanha Meta',
      variant(b, b.accent, '#fff1d6'),
      [
        metaPhone(b, 'Lançamento', 2, 300, FLOOR, 1.05),
        metaPhone(b, 'Frete grátis', 1, 600, FLOOR + 30, 1.2),
        metaPhone(b, 'Dia do cliente', 3, 900, FLOOR, 1.05),
      ],
      84,
    ),
  ];
};

const frangoBaiano = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Bandeja de frango Frango Baiano',
    variant(b, b.accent, '#fff1cc'),
    [{ markup: tray(b, 'Coxa e sobrecoxa', '#f1f1f1', 4), x: 600, y: FLOOR, scale: 2, width: 460 }],
    91,
  ),
  artboard(W, H, b, 'Etiqueta bandeja resfriado', drumstick(WHITE)),
  stage(
    W,
    H,
    'Linha de cortes Frango Baiano',
    b,
    [
      { markup: tray(b, 'Asa', '#2b2d42', 3), x: 330, y: FLOOR - 20, scale: 1.1, width: 460 },
      { markup: tray(b, 'Peito', '#f1f1f1', 2), x: 870, y: FLOOR - 20, scale: 1.1, width: 460 },
    ],
    92,
  ),
  stage(
    W,
    H,
    'Caixa de transporte Frango Baiano',
    variant(b, b.accent, '#e9edf3'),
    [
      {
        markup: cardboardBox(b, 320, 240, 200, 'Frango resfriado · 20 kg'),
        x: 520,
        y: FLOOR + 30,
        scale: 1.15,
        width: 480,
      },
    ],
    93,
  ),
];

const martim = (b: Brand): CaseImages => [
  stage(
    W,
    H,
    'Pacote de café Martim',
    b,
    [
      {
        markup: bag(b, 'coffee', 'Tradicional', '#2b2118', coffeeBean(b.accent)),
        x: 600,
        y: FLOOR,
        scale: 1.3,
        width: 260,
      },
    ],
    101,
    true,
  ),
  stage(
    W,
    H,
    'Linha de cafés Martim',
    b,
    [
      {
        markup: bag(
          variant(b, '#b23a2b'),
          'coffee',
          'Extra forte',
          '#1d1d24',
          coffeeBean('#b23a2b'),
        ),
        x: 300,
        y: FLOOR,
        scale: 1,
        width: 260,
      },
      {
        markup: bag(b, 'coffee', 'Tradicional', '#2b2118', coffeeBean(b.accent)),
        x: 600,
        y: FLOOR,
        scale: 1.1,
        width: 260,
      },
      {
        markup: bag(variant(b, '#c9a227'), 'coffee', 'Gourmet', '#f4ecd8', coffeeBean('#c9a227')),
        x: 900,
        y: FLOOR,
        scale: 1,
        width: 260,
      },
    ],
    102,
  ),
  artboard(W, H, b, 'Café tradicional 500 g', coffeeBean(WHITE)),
  stage(
    W,
    H,
    'Café Martim com copo',
    variant(b, b.accent, GREY),
    [
      {
        markup: bag(b, 'coffee', 'Tradicional', '#2b2118', coffeeBean(b.accent)),
        x: 470,
        y: FLOOR,
        scale: 1.15,
        width: 260,
      },
      { markup: cup(b, '#f8efe2'), x: 800, y: FLOOR, scale: 1.05, width: 250 },
    ],
    103,
  ),
];

const builders: Record<CaseBrandSlug, (b: Brand) => CaseImages> = {
  deamar,
  semog,
  frutomy,
  taverna,
  bonaparte,
  fabrica,
  'papel-industrial': papelIndustrial,
  meta,
  'frango-baiano': frangoBaiano,
  martim,
};

export const caseImages = (slug: CaseBrandSlug): CaseImages => builders[slug](caseBrands[slug]);
