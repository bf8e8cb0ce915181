// The flexo brief's one schema: each field's bounds and messages, the EAN-13 check digit, the
// die-line rule, empty optionals, depth only for boxes and flexible packs, spot colours vs colours.
import { describe, expect, it } from 'vitest';
import {
  artBriefSchema,
  attachmentRequired,
  MOCKUP_ART_MISSING_MESSAGE,
  SERVICE_MISSING_MESSAGE,
  storedBrief,
  VECTORIZE_FILE_MISSING_MESSAGE,
  BRIEF_LIMITS,
  dieLineRequired,
  ean13CheckDigit,
  ean13Problem,
  flexoBriefSchema,
  type FlexoBriefInput,
} from './brief';
import { PIECE_TYPE_KEYS } from './brief-labels';
import { SAMPLE_BRIEF, SAMPLE_BRIEFS, SAMPLE_CARD_BRIEF } from './brief-samples';

const valid: FlexoBriefInput = { ...SAMPLE_BRIEF, spotColors: [] };

/** The first message for `input`, or null when it is accepted. */
function problemOf(input: Record<string, unknown>): string | null {
  const result = flexoBriefSchema.safeParse({ ...valid, ...input });
  return result.success ? null : (result.error.issues[0]?.message ?? '?');
}

describe('flexoBriefSchema', () => {
  it('accepts a minimal brief and fills the spot colours with an empty list', () => {
    const { spotColors: _unused, ...withoutSpots } = valid;
    expect(flexoBriefSchema.parse(withoutSpots)).toEqual({ ...valid, spotColors: [] });
  });

  it('names the piece type and the substrate when they are missing or unknown', () => {
    expect(problemOf({ pieceType: undefined })).toBe('Escolha o tipo de peça.');
    expect(problemOf({ pieceType: 'garrafa' })).toBe('Escolha o tipo de peça.');
    expect(problemOf({ substrate: '' })).toBe('Escolha o substrato.');
  });

  it('keeps width and height between the limits, read from form text too', () => {
    expect(problemOf({ widthMm: BRIEF_LIMITS.sizeMinMm })).toBeNull();
    expect(problemOf({ widthMm: BRIEF_LIMITS.sizeMaxMm })).toBeNull();
    expect(problemOf({ widthMm: 4.9 })).toBe('A largura deve ser de 5 a 2000 mm.');
    expect(problemOf({ heightMm: 2000.5 })).toBe('A altura deve ser de 5 a 2000 mm.');
    expect(problemOf({ widthMm: 'abc' })).toBe('Informe a largura em milímetros.');
    expect(problemOf({ widthMm: '' })).toBe('Informe a largura em milímetros.');
    expect(problemOf({ heightMm: undefined })).toBe('Informe a altura em milímetros.');
    expect(flexoBriefSchema.parse({ ...valid, widthMm: '80.5' }).widthMm).toBe(80.5);
  });

  it('takes a depth only for boxes and flexible packs', () => {
    expect(problemOf({ pieceType: 'caixa', depthMm: 40 })).toBeNull();
    expect(problemOf({ pieceType: 'flexivel', depthMm: '30' })).toBeNull();
    expect(problemOf({ pieceType: 'caixa', depthMm: 3 })).toBe(
      'A profundidade/sanfona deve ser de 5 a 2000 mm.',
    );
    expect(problemOf({ pieceType: 'rotulo', depthMm: 40 })).toBe(
      'A profundidade/sanfona vale só para caixas e embalagens flexíveis.',
    );
  });

  it('keeps the colour count a whole number from 1 to 10', () => {
    expect(problemOf({ colorCount: 1 })).toBeNull();
    expect(problemOf({ colorCount: '10' })).toBeNull();
    expect(problemOf({ colorCount: ' ' })).toBe('Informe o número de cores.');
    expect(problemOf({ colorCount: 0 })).toBe('O número de cores deve ser de 1 a 10.');
    expect(problemOf({ colorCount: 11 })).toBe('O número de cores deve ser de 1 a 10.');
    expect(problemOf({ colorCount: 2.5 })).toBe('O número de cores deve ser um número inteiro.');
  });

  it('checks each spot colour, their number and that they fit the colour stations', () => {
    expect(
      flexoBriefSchema.parse({ ...valid, spotColors: ['  PANTONE 485 C ', 'Ouro especial'] })
        .spotColors,
    ).toEqual(['PANTONE 485 C', 'Ouro especial']);
    expect(problemOf({ spotColors: ['  '] })).toBe('Informe o nome da cor especial.');
    expect(problemOf({ spotColors: ['x'.repeat(41)] })).toBe(
      'Cada cor especial pode ter no máximo 40 caracteres.',
    );
    expect(problemOf({ spotColors: ['A\u0000'] })).toBe('O texto contém um caractere inválido.');
    expect(problemOf({ colorCount: 10, spotColors: Array(11).fill('PANTONE 186 C') })).toBe(
      'Informe no máximo 10 cores especiais.',
    );
    expect(problemOf({ colorCount: 2, spotColors: ['A', 'B', 'C'] })).toBe(
      'Há mais cores especiais do que o número de cores da impressora.',
    );
    expect(problemOf({ colorCount: 3, spotColors: ['A', 'B', 'C'] })).toBeNull();
  });

  it('checks the EAN-13 length and its check digit, naming the expected digit', () => {
    expect(problemOf({ ean: '7891000315507' })).toBeNull();
    expect(problemOf({ ean: '7891000315508' })).toBe(
      'Código EAN-13 inválido: o dígito verificador deveria ser 7',
    );
    expect(problemOf({ ean: '789100031550' })).toBe(
      'O código EAN-13 deve ter exatamente 13 dígitos.',
    );
    expect(problemOf({ ean: '78910003155O7' })).toBe(
      'O código EAN-13 deve ter exatamente 13 dígitos.',
    );
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13Problem('4006381333931')).toBeNull();
  });

  it('treats empty and blank optionals as not given', () => {
    const parsed = flexoBriefSchema.parse({
      ...valid,
      depthMm: '',
      ean: '  ',
      plateMaker: ' ',
    });
    expect(parsed).toEqual({ ...valid, spotColors: [] });
    expect(parsed).not.toHaveProperty('plateMaker', '');
    expect(problemOf({ depthMm: null, ean: null, plateMaker: null })).toBeNull();
  });

  it('limits the plate maker name', () => {
    expect(flexoBriefSchema.parse({ ...valid, plateMaker: ' Clichês Bahia ' }).plateMaker).toBe(
      'Clichês Bahia',
    );
    expect(problemOf({ plateMaker: 'x'.repeat(121) })).toBe(
      'O nome do clicherista/gráfica pode ter no máximo 120 caracteres.',
    );
  });
});

describe('dieLineRequired', () => {
  it('asks for the die-line of boxes only', () => {
    expect(PIECE_TYPE_KEYS.filter(dieLineRequired)).toEqual(['caixa']);
  });
});

describe('artBriefSchema (one union on service)', () => {
  it('accepts every service’s sample as it is, and reads a brief without service as flexo', () => {
    for (const brief of Object.values(SAMPLE_BRIEFS))
      expect(artBriefSchema.parse(brief)).toEqual(brief);
    const { service: _flexo, ...legacy } = SAMPLE_BRIEF;
    expect(artBriefSchema.parse(legacy)).toEqual(SAMPLE_BRIEF);
    expect(storedBrief(legacy)).toEqual(SAMPLE_BRIEF);
    expect(storedBrief(null)).toBeNull();
  });

  it('refuses an unknown service, and checks each service with its own fields', () => {
    const problem = (input: unknown) => {
      const result = artBriefSchema.safeParse(input);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(problem({ service: 'tatuagem' })).toBe(SERVICE_MISSING_MESSAGE);
    // A flexo field means nothing to quick print: its own fields are asked for.
    expect(problem({ service: 'grafica', pieceType: 'rotulo' })).toBe('Escolha a peça.');
    expect(problem({ ...SAMPLE_CARD_BRIEF, quantity: '' })).toBeNull();
    expect(problem({ ...SAMPLE_CARD_BRIEF, quantity: 0 })).toBe(
      'A quantidade deve ser um número inteiro de 1 a 1.000.000.',
    );
    expect(problem({ ...SAMPLE_CARD_BRIEF, paperWeightGsm: 700 })).toBe(
      'A gramatura deve ser de 40 a 600 g/m².',
    );
    expect(problem({ ...SAMPLE_BRIEFS.fechamento, bleedMm: '0' })).toBeNull();
    expect(problem({ ...SAMPLE_BRIEFS.fechamento, minDpi: 50 })).toBe(
      'A resolução deve ser um número inteiro de 72 a 2400 dpi.',
    );
    expect(problem({ ...SAMPLE_BRIEFS.mockup, depthMm: 3 })).toBe(
      'A profundidade/sanfona deve ser de 5 a 2000 mm.',
    );
  });

  it('keeps a logo’s formats once each, and asks for an attachment where the work needs one', () => {
    const logo = artBriefSchema.parse({
      ...SAMPLE_BRIEFS.identidade,
      formats: ['ai', 'ai', 'svg'],
    });
    expect(logo).toMatchObject({ formats: ['ai', 'svg'] });
    expect(attachmentRequired(logo)).toBe(VECTORIZE_FILE_MISSING_MESSAGE);
    expect(
      attachmentRequired({ ...SAMPLE_BRIEFS.identidade, vectorize: false, formats: ['ai'] }),
    ).toBeNull();
    expect(attachmentRequired(artBriefSchema.parse(SAMPLE_BRIEFS.mockup))).toBe(
      MOCKUP_ART_MISSING_MESSAGE,
    );
    expect(attachmentRequired(SAMPLE_CARD_BRIEF)).toBeNull();
  });
});
