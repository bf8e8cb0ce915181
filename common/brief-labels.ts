// The briefs' choices and their pt-BR labels, apart from their schemas (brief.ts): the lists and
// the queue's filter show them without loading zod, which a page that only reads a brief never needs.
import { labelKeys } from './label-keys';
import type { ArtBrief } from './brief';
import { MOCKUP_SHAPES as MOCKUP_SHAPE_LABELS } from './mockup';
import { formatNumber } from './format';

export const PIECE_TYPES = {
  rotulo: 'Rótulo',
  caixa: 'Caixa/cartucho',
  sacola: 'Sacola',
  flexivel: 'Embalagem flexível',
  etiqueta: 'Etiqueta',
  outro: 'Outro',
} as const;
export type PieceType = keyof typeof PIECE_TYPES;
export const PIECE_TYPE_KEYS = labelKeys(PIECE_TYPES);

export const SUBSTRATES = {
  bopp: 'BOPP',
  bopp_metalizado: 'BOPP metalizado',
  pe: 'PE',
  pet: 'PET',
  couche: 'Papel couché',
  kraft: 'Papel kraft',
  papelao: 'Papelão',
  outro: 'Outro',
} as const;
export type Substrate = keyof typeof SUBSTRATES;
export const SUBSTRATE_KEYS = labelKeys(SUBSTRATES);

// ---- the services (docs/product/services.md) ------------------------------------------------------

/** What a client may request, each with its own brief: the key is the brief's `service`. */
export const SERVICES = {
  flexo: 'Embalagem (flexografia)',
  grafica: 'Gráfica rápida',
  identidade: 'Identidade visual / logotipo',
  fechamento: 'Fechamento de arquivo',
  mockup: 'Mockup 3D',
} as const;
export type Service = keyof typeof SERVICES;

/** The service in a word or two, as the panel's queue labels each row. */
export const SERVICE_SHORT_LABELS: Record<Service, string> = {
  flexo: 'Flexo',
  grafica: 'Gráfica rápida',
  identidade: 'Identidade visual',
  fechamento: 'Fechamento',
  mockup: 'Mockup 3D',
};
export const SERVICE_KEYS = labelKeys(SERVICES);

/** One sentence under each choice of service in the request dialog. */
export const SERVICE_HINTS: Record<Service, string> = {
  flexo: 'Rótulos, caixas, sacolas e embalagens flexíveis para impressão em flexografia.',
  grafica: 'Cartão de visita, flyer, folder ou banner para a gráfica rápida.',
  identidade: 'Criação de logotipo ou vetorização do logotipo que você já tem.',
  fechamento: 'Sua arte preparada (fechada) conforme as especificações da gráfica ou clicheria.',
  mockup: 'Visualização 3D de uma arte que você já tem.',
};

export const GRAFICA_PRODUCTS = {
  cartao: 'Cartão de visita',
  flyer: 'Flyer',
  folder: 'Folder',
  banner: 'Banner',
} as const;
export type GraficaProduct = keyof typeof GRAFICA_PRODUCTS;
export const GRAFICA_PRODUCT_KEYS = labelKeys(GRAFICA_PRODUCTS);

/** The finished sizes each product is usually made in (width × height, mm); the first is the default. */
export const GRAFICA_SIZE_PRESETS: Record<
  GraficaProduct,
  readonly { label: string; widthMm: number; heightMm: number }[]
> = {
  cartao: [
    { label: '90 × 50 mm (padrão)', widthMm: 90, heightMm: 50 },
    { label: '88 × 48 mm', widthMm: 88, heightMm: 48 },
  ],
  flyer: [
    { label: 'A5 (148 × 210 mm)', widthMm: 148, heightMm: 210 },
    { label: 'A6 (105 × 148 mm)', widthMm: 105, heightMm: 148 },
    { label: 'A4 (210 × 297 mm)', widthMm: 210, heightMm: 297 },
    { label: '10 × 15 cm (100 × 150 mm)', widthMm: 100, heightMm: 150 },
  ],
  folder: [
    { label: 'A4 aberto (297 × 210 mm)', widthMm: 297, heightMm: 210 },
    { label: 'A3 aberto (420 × 297 mm)', widthMm: 420, heightMm: 297 },
  ],
  banner: [
    { label: '60 × 90 cm (600 × 900 mm)', widthMm: 600, heightMm: 900 },
    { label: '80 × 120 cm (800 × 1200 mm)', widthMm: 800, heightMm: 1200 },
    { label: '100 × 150 cm (1000 × 1500 mm)', widthMm: 1000, heightMm: 1500 },
  ],
};

export const PAPERS = {
  couche_brilho: 'Couché brilho',
  couche_fosco: 'Couché fosco',
  offset: 'Offset (sulfite)',
  reciclado: 'Reciclado',
  lona: 'Lona',
  adesivo: 'Vinil adesivo',
  outro: 'Outro',
} as const;
export type Paper = keyof typeof PAPERS;
export const PAPER_KEYS = labelKeys(PAPERS);

export const PRINT_SIDES = { frente: 'Só frente', frente_verso: 'Frente e verso' } as const;
export type PrintSides = keyof typeof PRINT_SIDES;
export const PRINT_SIDES_KEYS = labelKeys(PRINT_SIDES);

/** What the client has today, as the logo work starts from it. */
export const IDENTITY_STARTS = {
  nada: 'Nada ainda (criar do zero)',
  esboco: 'Um esboço ou uma ideia',
  logo_imagem: 'Logotipo em imagem (JPG, PNG)',
  logo_vetor: 'Logotipo em vetor (AI, PDF, SVG)',
} as const;
export type IdentityStart = keyof typeof IDENTITY_STARTS;
export const IDENTITY_START_KEYS = labelKeys(IDENTITY_STARTS);

export const LOGO_FORMATS = {
  ai: 'AI (Illustrator)',
  pdf: 'PDF vetorial',
  svg: 'SVG',
  eps: 'EPS',
  png: 'PNG transparente',
  jpg: 'JPG',
} as const;
export type LogoFormat = keyof typeof LOGO_FORMATS;
export const LOGO_FORMAT_KEYS = labelKeys(LOGO_FORMATS);

/** The target printer's process, for a file closed to its specs. */
export const PRINT_PROCESSES = {
  offset: 'Offset',
  digital: 'Impressão digital',
  flexografia: 'Flexografia',
  serigrafia: 'Serigrafia',
  grande_formato: 'Grande formato',
  outro: 'Outro',
} as const;
export type PrintProcess = keyof typeof PRINT_PROCESSES;
export const PRINT_PROCESS_KEYS = labelKeys(PRINT_PROCESSES);

export const COLOR_MODES = {
  cmyk: 'CMYK',
  cmyk_especiais: 'CMYK + cores especiais',
  especiais: 'Só cores especiais (Pantone)',
  preto: 'Preto (1 cor)',
} as const;
export type ColorMode = keyof typeof COLOR_MODES;
export const COLOR_MODE_KEYS = labelKeys(COLOR_MODES);

const decimalMm = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, grouping: false });

/** '120 × 80 × 40 mm' (the sides given, in order). */
export const sizeText = (...sides: (number | undefined)[]) =>
  `${sides
    .filter((side): side is number => side !== undefined)
    .map(decimalMm)
    .join(' × ')} mm`;

/**
 * A brief's facts as label and value, in reading order: the termo, the ficha técnica and the
 * account export print these (the flexo brief's die-line, a file, is not among them).
 */
export function briefRows(brief: ArtBrief): [string, string][] {
  const NOT_GIVEN = 'Não informado';
  switch (brief.service) {
    case 'flexo':
      return [
        ['Serviço', SERVICES.flexo],
        ['Tipo de peça', PIECE_TYPES[brief.pieceType]],
        ['Medidas', sizeText(brief.widthMm, brief.heightMm, brief.depthMm)],
        ['Substrato', SUBSTRATES[brief.substrate]],
        ['Número de cores', String(brief.colorCount)],
        ['Cores especiais', brief.spotColors.length > 0 ? brief.spotColors.join(', ') : 'Nenhuma'],
        ['Código EAN-13', brief.ean ?? NOT_GIVEN],
        ['Clicherista/gráfica', brief.plateMaker ?? NOT_GIVEN],
      ];
    case 'grafica':
      return [
        ['Serviço', SERVICES.grafica],
        ['Peça', GRAFICA_PRODUCTS[brief.product]],
        ['Tamanho final', sizeText(brief.widthMm, brief.heightMm)],
        [
          'Papel',
          brief.paperWeightGsm === undefined
            ? PAPERS[brief.paper]
            : `${PAPERS[brief.paper]} ${brief.paperWeightGsm} g/m²`,
        ],
        ['Impressão', PRINT_SIDES[brief.sides]],
        [
          'Quantidade prevista',
          brief.quantity === undefined ? NOT_GIVEN : formatNumber(brief.quantity),
        ],
      ];
    case 'identidade':
      return [
        ['Serviço', SERVICES.identidade],
        ['O que já existe', IDENTITY_STARTS[brief.starting]],
        ['Vetorizar o logotipo enviado', brief.vectorize ? 'Sim' : 'Não'],
        ['Formatos de entrega', brief.formats.map((format) => LOGO_FORMATS[format]).join(', ')],
      ];
    case 'fechamento':
      return [
        ['Serviço', SERVICES.fechamento],
        ['Gráfica/clicheria de destino', brief.printer],
        ['Processo', PRINT_PROCESSES[brief.process]],
        ['Tamanho final', sizeText(brief.widthMm, brief.heightMm)],
        ['Sangria pedida', `${decimalMm(brief.bleedMm)} mm`],
        ['Cores', COLOR_MODES[brief.colorMode]],
        ['Resolução pedida', brief.minDpi === undefined ? NOT_GIVEN : `${brief.minDpi} dpi`],
      ];
    case 'mockup':
      return [
        ['Serviço', SERVICES.mockup],
        ['Formato', MOCKUP_SHAPE_LABELS[brief.shape]],
        ['Medidas', sizeText(brief.widthMm, brief.heightMm, brief.depthMm)],
      ];
  }
}
