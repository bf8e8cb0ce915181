// A label's brief as a client fills it in (100 × 150 mm, BOPP, four colours): the one sample the
// tests of every layer and the pre-flight's sample PDFs start from.
import type { FlexoBrief } from './brief';

export const SAMPLE_BRIEF = {
  pieceType: 'rotulo',
  widthMm: 100,
  heightMm: 150,
  substrate: 'bopp',
  colorCount: 4,
  spotColors: [],
} as const satisfies FlexoBrief;
