// The studio palette and the fictional brands whose packaging the placeholder artwork shows.

export const NAVY = '#14213d';
export const ORANGE = '#fca311';
export const WHITE = '#fff';
export const GREY = '#e5e5e5';
export const INK = '#0b1324';

export type Brand = {
  /** kebab-case, used in file names. */
  slug: string;
  name: string;
  /** Short product line printed under the name. */
  tagline: string;
  accent: string;
  /** Second brand colour, used for backgrounds and panels. */
  secondary: string;
  /** Colour of text on the accent. */
  onAccent: string;
};

export const caseBrands = {
  deamar: {
    slug: 'deamar',
    name: 'Deamar',
    tagline: 'Pescados selecionados',
    accent: '#1a8fa0',
    secondary: '#d7f0f2',
    onAccent: '#ffffff',
  },
  semog: {
    slug: 'semog',
    name: 'Semog',
    tagline: 'Limpeza profissional',
    accent: '#5bb318',
    secondary: '#e8f6dc',
    onAccent: '#ffffff',
  },
  frutomy: {
    slug: 'frutomy',
    name: 'Frutomy',
    tagline: 'Polpa de fruta 100% natural',
    accent: '#e63946',
    secondary: '#ffe3e0',
    onAccent: '#ffffff',
  },
  taverna: {
    slug: 'taverna',
    name: 'Taverna',
    tagline: 'Pizzaria artesanal',
    accent: '#b23a2b',
    secondary: '#f6ead7',
    onAccent: '#fff6e5',
  },
  bonaparte: {
    slug: 'bonaparte',
    name: 'Bonaparte',
    tagline: 'Pizza gourmet',
    accent: '#c9a227',
    secondary: '#1d1d24',
    onAccent: '#1d1d24',
  },
  fabrica: {
    slug: 'fabrica',
    name: 'Fabrica',
    tagline: 'Padaria & confeitaria',
    accent: '#d08c3a',
    secondary: '#fdf1e1',
    onAccent: '#ffffff',
  },
  'papel-industrial': {
    slug: 'papel-industrial',
    name: 'Papel Industrial',
    tagline: 'Embalagens de papel kraft',
    accent: '#8a5a33',
    secondary: '#c9a27a',
    onAccent: '#ffffff',
  },
  meta: {
    slug: 'meta',
    name: 'Meta',
    tagline: 'Campanha digital',
    accent: '#3a5bff',
    secondary: '#e6ebff',
    onAccent: '#ffffff',
  },
  'frango-baiano': {
    slug: 'frango-baiano',
    name: 'Frango Baiano',
    tagline: 'Cortes de frango resfriado',
    accent: '#e4572e',
    secondary: '#ffd166',
    onAccent: '#ffffff',
  },
  martim: {
    slug: 'martim',
    name: 'Martim',
    tagline: 'Café torrado e moído',
    accent: '#6f4e37',
    secondary: '#efe3d3',
    onAccent: '#f8efe2',
  },
} as const satisfies Record<string, Brand>;

export type CaseBrandSlug = keyof typeof caseBrands;

export const caseBrandOrder: readonly CaseBrandSlug[] = [
  'deamar',
  'semog',
  'frutomy',
  'taverna',
  'bonaparte',
  'fabrica',
  'papel-industrial',
  'meta',
  'frango-baiano',
  'martim',
];

/** Extra fictional brands so the portfolio gallery is not just the case studies again. */
export const galleryBrands: readonly Brand[] = [
  brand('bom-grao', 'Bom Grão', 'Arroz tipo 1', '#2a9d8f', '#e9f5f3'),
  brand('serrana', 'Serrana', 'Farinha de trigo', '#e76f51', '#fdf0e9'),
  brand('acai-tropa', 'Açaí Tropa', 'Açaí na tigela', '#6a2c70', '#f1e4f3'),
  brand('lumi', 'Lumi', 'Detergente neutro', '#00a6ed', '#e0f4fd'),
  brand('doce-lar', 'Doce Lar', 'Biscoitos amanteigados', '#d62828', '#fdeaea'),
  brand('pao-da-vila', 'Pão da Vila', 'Padaria de bairro', '#bc6c25', '#fbf1e4'),
  brand('polar', 'Polar', 'Sorvete de creme', '#4cc9f0', '#e6f8fd'),
  brand('mar-azul', 'Mar Azul', 'Camarão congelado', '#0077b6', '#e1f1fa'),
  brand('granja-sol', 'Granja Sol', 'Ovos caipiras', '#f4a261', '#fff4e8'),
  brand('aurora', 'Aurora', 'Café especial', '#9d4edd', '#f3e9fb'),
  brand('agua-pura', 'Água Pura', 'Água mineral', '#0096c7', '#e3f5fb'),
  brand('eco-kraft', 'Eco Kraft', 'Sacolas recicláveis', '#606c38', '#eef0e2'),
  brand('napoli', 'Napoli', 'Pizza delivery', '#2b9348', '#e8f5ec'),
  brand('verde-vida', 'Verde Vida', 'Granola integral', '#55a630', '#edf7e6'),
  brand('tempero-bahia', 'Tempero Bahia', 'Tempero completo', '#f77f00', '#fff1e0'),
  brand('brisa', 'Brisa', 'Amaciante concentrado', '#7b2cbf', '#f1e6fa'),
  brand('mel-dourado', 'Mel Dourado', 'Mel silvestre', '#e09f3e', '#fcf3e3'),
  brand('pop-milho', 'Pop Milho', 'Pipoca de micro-ondas', '#ef233c', '#fff3d6'),
  brand('cacau-bahia', 'Cacau Bahia', 'Chocolate 70%', '#7f4f24', '#f5ebe0'),
  brand('sabor-nordeste', 'Sabor Nordeste', 'Feijão carioca', '#9c6644', '#f7eee6'),
];

function brand(slug: string, name: string, tagline: string, accent: string, secondary: string) {
  return { slug, name, tagline, accent, secondary, onAccent: '#ffffff' } satisfies Brand;
}
