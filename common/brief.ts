// The flexo brief of an art request: the facts about the press that decide whether an art is
// right (piece, size, substrate, colour stations, spot colours, die-line, barcode, plate maker).
// One schema for the request dialog and the server; its limits live here and nowhere else.
// The die-line file ('Faca') travels as a file of the multipart request, not in this object:
// `dieLineRequired` says when it must be there.
import { z } from 'zod';
import { PIECE_TYPE_KEYS, SUBSTRATE_KEYS, type PieceType } from './brief-labels';
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

const millimetres = (label: string) => z.preprocess(blankAsMissing, millimetreNumber(label));

const millimetreNumber = (label: string) =>
  z.coerce
    .number({ error: `Informe ${label} em milímetros.` })
    .refine(Number.isFinite, `Informe ${label} em milímetros.`)
    .min(
      BRIEF_LIMITS.sizeMinMm,
      `${label[0]!.toUpperCase()}${label.slice(1)} deve ser de ${BRIEF_LIMITS.sizeMinMm} a ${BRIEF_LIMITS.sizeMaxMm} mm.`,
    )
    .max(
      BRIEF_LIMITS.sizeMaxMm,
      `${label[0]!.toUpperCase()}${label.slice(1)} deve ser de ${BRIEF_LIMITS.sizeMinMm} a ${BRIEF_LIMITS.sizeMaxMm} mm.`,
    );

/** Empty (or blank) strings from a form's untouched optional inputs mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

export const flexoBriefSchema = z
  .object({
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
