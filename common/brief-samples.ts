// A label's brief as a client fills it in (100 × 150 mm, BOPP, four colours): the one sample the
// tests of every layer and the pre-flight's sample PDFs start from.
import type { ArtBrief, FlexoBrief } from './brief';

export const SAMPLE_BRIEF = {
  service: 'flexo',
  pieceType: 'rotulo',
  widthMm: 100,
  heightMm: 150,
  substrate: 'bopp',
  colorCount: 4,
  spotColors: [],
} as const satisfies FlexoBrief;

/** A business card (90 × 50 mm, couché fosco, both sides): the quick-print sample. */
export const SAMPLE_CARD_BRIEF = {
  service: 'grafica',
  product: 'cartao',
  widthMm: 90,
  heightMm: 50,
  paper: 'couche_fosco',
  paperWeightGsm: 300,
  sides: 'frente_verso',
  quantity: 1000,
} as const satisfies ArtBrief;

/** One valid brief of every service, as a client sends it. */
export const SAMPLE_BRIEFS = {
  flexo: SAMPLE_BRIEF,
  grafica: SAMPLE_CARD_BRIEF,
  identidade: {
    service: 'identidade',
    starting: 'logo_imagem',
    vectorize: true,
    formats: ['ai', 'png'],
  },
  fechamento: {
    service: 'fechamento',
    printer: 'Gráfica Central',
    process: 'offset',
    widthMm: 210,
    heightMm: 297,
    bleedMm: 5,
    colorMode: 'cmyk',
    minDpi: 300,
  },
  mockup: { service: 'mockup', shape: 'caixa', widthMm: 120, heightMm: 80, depthMm: 40 },
} as const satisfies { [S in ArtBrief['service']]: Extract<ArtBrief, { service: S }> };
