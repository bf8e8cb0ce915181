// The brief of an art request, one per service (docs/product/services.md): ONE discriminated union
// on `service` for the request dialog and the server; the limits live here and nowhere else.
// The flexo brief holds the facts about the press that decide whether an art is right (piece,
// size, substrate, colour stations, spot colours, die-line, barcode, plate maker); the others
// hold their own (a quick-print piece's finished size and paper, a logo's formats, the target
// printer's specs, a mockup's shape). A brief stored before services existed has no `service`
// and reads as flexo (storedBrief; docs/decisions/0016-one-brief-union-per-service.md). The die-line file ('Faca') travels as a file of the multipart
// request, not in this object: `dieLineRequired` says when it must be there.
import { z } from 'zod';
import {
  COLOR_MODE_KEYS,
  GRAFICA_PRODUCT_KEYS,
  IDENTITY_START_KEYS,
  LOGO_FORMAT_KEYS,
  PAPER_KEYS,
  PIECE_TYPE_KEYS,
  PRINT_PROCESS_KEYS,
  PRINT_SIDES_KEYS,
  SUBSTRATE_KEYS,
  type PieceType,
  type Service,
} from './brief-labels';
import { MOCKUP_SHAPE_KEYS } from './mockup';
import { hasNul, INVALID_TEXT_MESSAGE } from './text-rules';

/** Pieces with a third dimension (a box's depth, a flexible pack's gusset). */
export const PIECES_WITH_DEPTH: readonly PieceType[] = ['caixa', 'flexivel'];
/** Pieces that cannot be drawn without the die-line (the cutting file). */
export const PIECES_NEEDING_DIE_LINE: readonly PieceType[] = ['caixa'];
export const dieLineRequired = (pieceType: PieceType): boolean =>
  PIECES_NEEDING_DIE_LINE.includes(pieceType);
export const DIE_LINE_MISSING_MESSAGE = 'Envie a faca (arquivo de corte).';

export const BRIEF_LIMITS = {
  /** Millimetres: from a small label to a large corrugated box. */
  sizeMinMm: 5,
  sizeMaxMm: 2000,
  colorsMin: 1,
  colorsMax: 10,
  spotColorsMax: 10,
  spotColorMaxLength: 40,
  plateMakerMaxLength: 120,
  /** A quick-print piece or a closed file may be a banner: up to 5 m. */
  largeSizeMaxMm: 5000,
  quantityMax: 1_000_000,
  paperWeightMinGsm: 40,
  paperWeightMaxGsm: 600,
  printerMaxLength: 120,
  printerBleedMaxMm: 20,
  dpiMin: 72,
  dpiMax: 2400,
} as const;

/**
 * The GS1 check digit of the first 12 digits of an EAN-13 (weights 1 and 3 from the left).
 * Written here rather than imported because the message must name the expected digit.
 */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Why an EAN-13 is invalid, in pt-BR, or null when it is valid. */
export function ean13Problem(code: string): string | null {
  if (!/^\d{13}$/.test(code)) return 'O código EAN-13 deve ter exatamente 13 dígitos.';
  const expected = ean13CheckDigit(code);
  return Number(code[12]) === expected
    ? null
    : `Código EAN-13 inválido: o dígito verificador deveria ser ${expected}`;
}

const briefText = () => z.string().refine((value) => !hasNul(value), INVALID_TEXT_MESSAGE);

/** A form's blank number input reads as "not given" (Number('') would be 0 and pass as a number). */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const millimetres = (label: string, max: number = BRIEF_LIMITS.sizeMaxMm) =>
  z.preprocess(blankAsMissing, millimetreNumber(label, max));

const capital = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;

const millimetreNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `Informe ${label} em milímetros.` })
    .refine(Number.isFinite, `Informe ${label} em milímetros.`)
    .min(
      BRIEF_LIMITS.sizeMinMm,
      `${capital(label)} deve ser de ${BRIEF_LIMITS.sizeMinMm} a ${max} mm.`,
    )
    .max(max, `${capital(label)} deve ser de ${BRIEF_LIMITS.sizeMinMm} a ${max} mm.`);

/** A whole number between bounds, read from form text too. */
const wholeNumber = (missing: string, min: number, max: number, outOfBounds: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: missing })
      .refine(Number.isFinite, missing)
      .int(outOfBounds)
      .min(min, outOfBounds)
      .max(max, outOfBounds),
  );

/** Empty (or blank) strings from a form's untouched optional inputs mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

export const flexoBriefSchema = z
  .object({
    service: z.literal('flexo'),
    pieceType: z.enum(PIECE_TYPE_KEYS, { error: 'Escolha o tipo de peça.' }),
    widthMm: millimetres('a largura'),
    heightMm: millimetres('a altura'),
    depthMm: optional(millimetres('a profundidade/sanfona')),
    substrate: z.enum(SUBSTRATE_KEYS, { error: 'Escolha o substrato.' }),
    colorCount: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Informe o número de cores.' })
        .int('O número de cores deve ser um número inteiro.')
        .min(BRIEF_LIMITS.colorsMin, 'O número de cores deve ser de 1 a 10.')
        .max(BRIEF_LIMITS.colorsMax, 'O número de cores deve ser de 1 a 10.'),
    ),
    /** Each like 'PANTONE 485 C', or a free name of a special ink. */
    spotColors: z
      .array(
        briefText()
          .trim()
          .min(1, 'Informe o nome da cor especial.')
          .max(
            BRIEF_LIMITS.spotColorMaxLength,
            `Cada cor especial pode ter no máximo ${BRIEF_LIMITS.spotColorMaxLength} caracteres.`,
          ),
      )
      .max(
        BRIEF_LIMITS.spotColorsMax,
        `Informe no máximo ${BRIEF_LIMITS.spotColorsMax} cores especiais.`,
      )
      .default([]),
    ean: optional(
      z
        .string()
        .trim()
        .superRefine((code, context) => {
          const problem = ean13Problem(code);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    ),
    plateMaker: optional(
      briefText()
        .trim()
        .max(
          BRIEF_LIMITS.plateMakerMaxLength,
          `O nome do clicherista/gráfica pode ter no máximo ${BRIEF_LIMITS.plateMakerMaxLength} caracteres.`,
        ),
    ),
  })
  .superRefine((brief, context) => {
    if (brief.depthMm !== undefined && !PIECES_WITH_DEPTH.includes(brief.pieceType))
      context.addIssue({
        code: 'custom',
        path: ['depthMm'],
        message: 'A profundidade/sanfona vale só para caixas e embalagens flexíveis.',
      });
    if (brief.spotColors.length > brief.colorCount)
      context.addIssue({
        code: 'custom',
        path: ['spotColors'],
        message: 'Há mais cores especiais do que o número de cores da impressora.',
      });
  });

export type FlexoBrief = z.infer<typeof flexoBriefSchema>;
export type FlexoBriefInput = z.input<typeof flexoBriefSchema>;

/** Quick print (cartão de visita, flyer, folder, banner): the finished size, paper, sides. */
export const graficaBriefSchema = z.object({
  service: z.literal('grafica'),
  product: z.enum(GRAFICA_PRODUCT_KEYS, { error: 'Escolha a peça.' }),
  widthMm: millimetres('a largura', BRIEF_LIMITS.largeSizeMaxMm),
  heightMm: millimetres('a altura', BRIEF_LIMITS.largeSizeMaxMm),
  paper: z.enum(PAPER_KEYS, { error: 'Escolha o papel.' }),
  /** Grams per square metre ('300 g'), when the client knows it. */
  paperWeightGsm: optional(
    wholeNumber(
      'Informe a gramatura em g/m².',
      BRIEF_LIMITS.paperWeightMinGsm,
      BRIEF_LIMITS.paperWeightMaxGsm,
      `A gramatura deve ser de ${BRIEF_LIMITS.paperWeightMinGsm} a ${BRIEF_LIMITS.paperWeightMaxGsm} g/m².`,
    ),
  ),
  sides: z.enum(PRINT_SIDES_KEYS, {
    error: 'Escolha se a impressão é só na frente ou frente e verso.',
  }),
  /** A hint for the layout (a print run's imposition); the studio does not sell the printing. */
  quantity: optional(
    wholeNumber(
      'Informe a quantidade.',
      1,
      BRIEF_LIMITS.quantityMax,
      'A quantidade deve ser um número inteiro de 1 a 1.000.000.',
    ),
  ),
});
export type GraficaBrief = z.infer<typeof graficaBriefSchema>;

export const VECTORIZE_WITHOUT_LOGO_MESSAGE =
  'Para vetorizar, diga qual logotipo você já tem e anexe o arquivo.';
export const VECTORIZE_FILE_MISSING_MESSAGE = 'Anexe o logotipo a vetorizar.';

/** A logo: what exists today, whether a supplied logo is to be vectorised, the formats wanted. */
export const identidadeBriefSchema = z
  .object({
    service: z.literal('identidade'),
    starting: z.enum(IDENTITY_START_KEYS, { error: 'Diga o que você já tem hoje.' }),
    vectorize: z.boolean({ error: 'Diga se o logotipo deve ser vetorizado.' }).default(false),
    formats: z
      .array(z.enum(LOGO_FORMAT_KEYS, { error: 'Formato de arquivo inválido.' }))
      .min(1, 'Escolha ao menos um formato de entrega.')
      .max(LOGO_FORMAT_KEYS.length, 'Formato de arquivo inválido.')
      .transform((formats) => [...new Set(formats)]),
  })
  .superRefine((brief, context) => {
    if (brief.vectorize && brief.starting === 'nada')
      context.addIssue({
        code: 'custom',
        path: ['vectorize'],
        message: VECTORIZE_WITHOUT_LOGO_MESSAGE,
      });
  });
export type IdentidadeBrief = z.infer<typeof identidadeBriefSchema>;

/** The client's own art closed for a printer or plate maker: that printer's specs. */
export const fechamentoBriefSchema = z.object({
  service: z.literal('fechamento'),
  printer: briefText()
    .trim()
    .min(1, 'Informe a gráfica ou clicheria de destino.')
    .max(
      BRIEF_LIMITS.printerMaxLength,
      `O nome da gráfica pode ter no máximo ${BRIEF_LIMITS.printerMaxLength} caracteres.`,
    ),
  process: z.enum(PRINT_PROCESS_KEYS, { error: 'Escolha o processo de impressão.' }),
  widthMm: millimetres('a largura', BRIEF_LIMITS.largeSizeMaxMm),
  heightMm: millimetres('a altura', BRIEF_LIMITS.largeSizeMaxMm),
  /** The bleed the printer asks for (0: none). */
  bleedMm: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'Informe a sangria pedida pela gráfica, em milímetros.' })
      .refine(Number.isFinite, 'Informe a sangria pedida pela gráfica, em milímetros.')
      .min(0, `A sangria deve ser de 0 a ${BRIEF_LIMITS.printerBleedMaxMm} mm.`)
      .max(
        BRIEF_LIMITS.printerBleedMaxMm,
        `A sangria deve ser de 0 a ${BRIEF_LIMITS.printerBleedMaxMm} mm.`,
      ),
  ),
  colorMode: z.enum(COLOR_MODE_KEYS, { error: 'Escolha o modo de cor.' }),
  /** The images' resolution the printer asks for, when it says. */
  minDpi: optional(
    wholeNumber(
      'Informe a resolução em dpi.',
      BRIEF_LIMITS.dpiMin,
      BRIEF_LIMITS.dpiMax,
      `A resolução deve ser um número inteiro de ${BRIEF_LIMITS.dpiMin} a ${BRIEF_LIMITS.dpiMax} dpi.`,
    ),
  ),
});
export type FechamentoBrief = z.infer<typeof fechamentoBriefSchema>;

export const MOCKUP_ART_MISSING_MESSAGE = 'Anexe a arte que vai no mockup.';

/** A 3D mockup of an art the client already has (attached): the solid and its size. */
export const mockupBriefSchema = z.object({
  service: z.literal('mockup'),
  shape: z.enum(MOCKUP_SHAPE_KEYS, { error: 'Escolha o formato do mockup.' }),
  widthMm: millimetres('a largura'),
  heightMm: millimetres('a altura'),
  /** A box's depth or a bag's or pouch's gusset; a cylinder has none. */
  depthMm: optional(millimetres('a profundidade/sanfona')),
});
export type MockupServiceBrief = z.infer<typeof mockupBriefSchema>;

export const SERVICE_MISSING_MESSAGE = 'Escolha o serviço.';

/** A brief without `service` (sent by an older client, or stored before services) is flexo. */
const flexoWhenUnsaid = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('service' in value)
    ? { ...value, service: 'flexo' }
    : value;

/** Every service's brief, `service` said: the request dialog's schema (it always says it). */
export const serviceBriefSchema = z.discriminatedUnion(
  'service',
  [
    flexoBriefSchema,
    graficaBriefSchema,
    identidadeBriefSchema,
    fechamentoBriefSchema,
    mockupBriefSchema,
  ],
  { error: SERVICE_MISSING_MESSAGE },
);

/** Every service's brief, a flexo one without `service` too: the schema of POST /api/arts. */
export const artBriefSchema = z.preprocess(flexoWhenUnsaid, serviceBriefSchema);
export type ArtBrief = z.infer<typeof artBriefSchema>;
export type ArtBriefInput = z.input<typeof artBriefSchema>;

/** A flexo brief stored before services existed: no `service` key. */
export type LegacyFlexoBrief = Omit<FlexoBrief, 'service'> & { service?: undefined };
/** What the brief column may hold. */
export type StoredBrief = ArtBrief | LegacyFlexoBrief;

/** A stored brief as the code reads it: one without `service` is flexo (docs/product/services.md). */
export function storedBrief(brief: StoredBrief | null | undefined): ArtBrief | null {
  if (!brief) return null;
  return brief.service === undefined ? { ...brief, service: 'flexo' } : brief;
}

/** The service of a stored brief; an art without a brief (older, imported) was flexo. */
export const serviceOf = (brief: StoredBrief | null | undefined): Service =>
  brief?.service ?? 'flexo';

/** Whether the request must carry at least one attachment, and why (null: it need not). */
export function attachmentRequired(brief: ArtBrief): string | null {
  if (brief.service === 'mockup') return MOCKUP_ART_MISSING_MESSAGE;
  if (brief.service === 'identidade' && brief.vectorize) return VECTORIZE_FILE_MISSING_MESSAGE;
  return null;
}
