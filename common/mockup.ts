// The 3D mockup's shape (docs/product/mockup-3d.md): which solid an art's delivered preview is
// wrapped on, and its size in millimetres, from the flexo brief and the studio's per-art settings.
// Without zod, so the art page reads it without loading the schemas (mockup-settings.ts has them).
import { labelKeys } from './label-keys';
import type { PieceType } from './brief-labels';
import { formatNumber } from './format';

export const MOCKUP_SHAPES = {
  cilindro: 'Rótulo em pote ou garrafa (cilindro)',
  caixa: 'Caixa/cartucho',
  sacola: 'Sacola',
  pouch: 'Embalagem flexível (pouch)',
} as const;
export type MockupShapeKind = keyof typeof MOCKUP_SHAPES;
export const MOCKUP_SHAPE_KEYS = labelKeys(MOCKUP_SHAPES);

/** The studio's per-art settings: switched on by default, every override empty. */
export interface MockupSettings {
  /** False: the client does not see the mockup (the studio still does). */
  enabled: boolean;
  /** Another shape than the piece type's (or one for a piece type that has none). */
  shape: MockupShapeKind | null;
  /** A cylinder's diameter; without it the label's width is the circumference. */
  diameterMm: number | null;
  /** A box's depth or a bag's or pouch's gusset, when the brief lacks it. */
  depthMm: number | null;
}
export const DEFAULT_MOCKUP_SETTINGS: MockupSettings = {
  enabled: true,
  shape: null,
  diameterMm: null,
  depthMm: null,
};

/** The shape each piece type is shown on; a sticker or another piece waits for the studio's choice. */
export const SHAPE_OF_PIECE: Record<PieceType, MockupShapeKind | null> = {
  rotulo: 'cilindro',
  caixa: 'caixa',
  sacola: 'sacola',
  flexivel: 'pouch',
  etiqueta: null,
  outro: null,
};

interface MockupSize {
  widthMm: number;
  heightMm: number;
  depthMm?: number | undefined;
}

/**
 * What the mockup needs of a brief (the API's briefs have more): a flexo piece's type and size, or
 * a 'Mockup 3D' request's shape and size (docs/product/services.md). The other services' briefs
 * have no solid to show.
 */
export type MockupBrief =
  | ({ service?: 'flexo'; pieceType: PieceType } & MockupSize)
  | ({ service: 'mockup'; shape: MockupShapeKind } & MockupSize)
  | { service: 'grafica' | 'identidade' | 'fechamento' };

export type MockupShape =
  | {
      kind: 'cilindro';
      /** The printed label, wrapped around the container from the front. */
      labelWidthMm: number;
      labelHeightMm: number;
      diameterMm: number;
      /** Whether the studio gave the diameter, or the label's width is the circumference. */
      diameterGiven: boolean;
    }
  | {
      kind: 'caixa' | 'sacola';
      widthMm: number;
      heightMm: number;
      depthMm: number;
      /** No depth in the brief nor from the studio: a proportion of the width stands in. */
      depthEstimated: boolean;
    }
  | {
      kind: 'pouch';
      widthMm: number;
      heightMm: number;
      /** The bottom gusset, which makes the pouch stand fuller; null for a flat pillow pack. */
      gussetMm: number | null;
    };

/** A box's or a bag's depth when nobody gave one: a third of the width (a common carton). */
export const ESTIMATED_DEPTH_RATIO = 1 / 3;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The solid an art is shown on, or null when there is none: no brief (an imported art), a service
 * without a solid (quick print, a logo, a closed file), or a piece type with no shape of its own (a sticker, 'Outro') that the studio has not given one.
 */
export function mockupShapeOf(
  brief: MockupBrief | null,
  settings: MockupSettings = DEFAULT_MOCKUP_SETTINGS,
): MockupShape | null {
  if (!brief) return null;
  if (brief.service !== undefined && brief.service !== 'flexo' && brief.service !== 'mockup')
    return null;
  const kind =
    settings.shape ?? (brief.service === 'mockup' ? brief.shape : SHAPE_OF_PIECE[brief.pieceType]);
  if (!kind) return null;
  const { widthMm, heightMm } = brief;
  const depth = settings.depthMm ?? brief.depthMm ?? null;
  switch (kind) {
    case 'cilindro': {
      const diameterGiven = settings.diameterMm !== null;
      return {
        kind,
        labelWidthMm: widthMm,
        labelHeightMm: heightMm,
        diameterMm: settings.diameterMm ?? round1(widthMm / Math.PI),
        diameterGiven,
      };
    }
    case 'caixa':
    case 'sacola':
      return {
        kind,
        widthMm,
        heightMm,
        depthMm: depth ?? round1(widthMm * ESTIMATED_DEPTH_RATIO),
        depthEstimated: depth === null,
      };
    case 'pouch':
      return { kind, widthMm, heightMm, gussetMm: depth };
  }
}

const mm = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} mm`;

/** One pt-BR sentence naming the shape and its size: the 3D view's caption and accessible name. */
export function describeMockupShape(shape: MockupShape): string {
  switch (shape.kind) {
    case 'cilindro':
      return `Rótulo de ${mm(shape.labelWidthMm)} × ${mm(shape.labelHeightMm)} em um pote ou garrafa de ${mm(shape.diameterMm)} de diâmetro${shape.diameterGiven ? '' : ' (a largura do rótulo dá a volta completa)'}`;
    case 'caixa':
      return `Caixa de ${mm(shape.widthMm)} × ${mm(shape.heightMm)} × ${mm(shape.depthMm)}${shape.depthEstimated ? ' (profundidade estimada)' : ''}`;
    case 'sacola':
      return `Sacola de ${mm(shape.widthMm)} × ${mm(shape.heightMm)} com sanfona de ${mm(shape.depthMm)}${shape.depthEstimated ? ' (estimada)' : ''}`;
    case 'pouch':
      return `Embalagem flexível de ${mm(shape.widthMm)} × ${mm(shape.heightMm)}${shape.gussetMm === null ? '' : ` com fundo de ${mm(shape.gussetMm)}`}`;
  }
}
