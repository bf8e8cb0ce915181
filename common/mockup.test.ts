// The mockup's shape from the brief and the studio's overrides: each piece type's solid, a label's
// width as the circumference unless the diameter is given, a depth taken from the brief, the
// studio or estimated, the overrides' schema and the sentence that names the shape.
import { describe, expect, it } from 'vitest';
import { PIECE_TYPE_KEYS } from './brief-labels';
import {
  DEFAULT_MOCKUP_SETTINGS,
  describeMockupShape,
  mockupShapeOf,
  SHAPE_OF_PIECE,
  type MockupBrief,
} from './mockup';
import { mockupSettingsSchema } from './mockup-settings';

const label: MockupBrief = { pieceType: 'rotulo', widthMm: 200, heightMm: 80 };
const withSettings = (settings: Partial<typeof DEFAULT_MOCKUP_SETTINGS>) => ({
  ...DEFAULT_MOCKUP_SETTINGS,
  ...settings,
});

describe('mockupShapeOf', () => {
  it('wraps a label around a cylinder whose circumference is the label width', () => {
    expect(mockupShapeOf(label)).toEqual({
      kind: 'cilindro',
      labelWidthMm: 200,
      labelHeightMm: 80,
      diameterMm: 63.7,
      diameterGiven: false,
    });
  });

  it('takes the diameter the studio gives, the label then covering part of the way round', () => {
    const shape = mockupShapeOf(label, withSettings({ diameterMm: 90 }));
    expect(shape).toMatchObject({ kind: 'cilindro', diameterMm: 90, diameterGiven: true });
  });

  it('builds a box from width × height × depth, and estimates a missing depth', () => {
    const box: MockupBrief = { pieceType: 'caixa', widthMm: 120, heightMm: 180, depthMm: 45 };
    expect(mockupShapeOf(box)).toEqual({
      kind: 'caixa',
      widthMm: 120,
      heightMm: 180,
      depthMm: 45,
      depthEstimated: false,
    });
    expect(mockupShapeOf({ ...box, depthMm: undefined })).toMatchObject({
      depthMm: 40,
      depthEstimated: true,
    });
    // The studio's depth wins over the brief's.
    expect(mockupShapeOf(box, withSettings({ depthMm: 60 }))).toMatchObject({ depthMm: 60 });
  });

  it('shows a bag with its gusset and a flexible pack as a pouch', () => {
    expect(mockupShapeOf({ pieceType: 'sacola', widthMm: 300, heightMm: 400 })).toMatchObject({
      kind: 'sacola',
      depthMm: 100,
      depthEstimated: true,
    });
    expect(
      mockupShapeOf({ pieceType: 'flexivel', widthMm: 160, heightMm: 230, depthMm: 40 }),
    ).toEqual({ kind: 'pouch', widthMm: 160, heightMm: 230, gussetMm: 40 });
    expect(mockupShapeOf({ pieceType: 'flexivel', widthMm: 160, heightMm: 230 })).toMatchObject({
      gussetMm: null,
    });
  });

  it('has no shape without a brief, or for a sticker until the studio picks one', () => {
    expect(mockupShapeOf(null)).toBeNull();
    const sticker: MockupBrief = { pieceType: 'etiqueta', widthMm: 50, heightMm: 30 };
    expect(mockupShapeOf(sticker)).toBeNull();
    expect(mockupShapeOf({ ...sticker, pieceType: 'outro' })).toBeNull();
    expect(mockupShapeOf(sticker, withSettings({ shape: 'cilindro' }))).toMatchObject({
      kind: 'cilindro',
    });
  });

  it("lets the studio's shape replace the piece type's", () => {
    expect(mockupShapeOf(label, withSettings({ shape: 'caixa' }))).toMatchObject({
      kind: 'caixa',
      widthMm: 200,
      heightMm: 80,
    });
  });

  it('maps every piece type', () => {
    expect(Object.keys(SHAPE_OF_PIECE).sort()).toEqual([...PIECE_TYPE_KEYS].sort());
  });
});

describe('describeMockupShape', () => {
  it('names the solid and its size in pt-BR', () => {
    expect(describeMockupShape(mockupShapeOf(label)!)).toBe(
      'Rótulo de 200 mm × 80 mm em um pote ou garrafa de 63,7 mm de diâmetro (a largura do rótulo dá a volta completa)',
    );
    expect(
      describeMockupShape(mockupShapeOf({ pieceType: 'caixa', widthMm: 120, heightMm: 180 })!),
    ).toBe('Caixa de 120 mm × 180 mm × 40 mm (profundidade estimada)');
  });
});

describe('mockupSettingsSchema', () => {
  it('reads blank fields as not given', () => {
    expect(
      mockupSettingsSchema.parse({ enabled: false, shape: '', diameterMm: '', depthMm: ' ' }),
    ).toEqual({ enabled: false, shape: null, diameterMm: null, depthMm: null });
    expect(
      mockupSettingsSchema.parse({
        enabled: true,
        shape: 'caixa',
        diameterMm: null,
        depthMm: '45',
      }),
    ).toEqual({ enabled: true, shape: 'caixa', diameterMm: null, depthMm: 45 });
  });

  it('refuses an unknown shape and sizes outside the brief limits, in pt-BR', () => {
    const problem = (input: Record<string, unknown>) => {
      const result = mockupSettingsSchema.safeParse({ enabled: true, shape: null, ...input });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(problem({ shape: 'esfera' })).toBe('Escolha um formato da lista.');
    expect(problem({ diameterMm: 3 })).toBe('O diâmetro deve ser de 5 a 2000 mm.');
    expect(problem({ depthMm: 'abc' })).toBe('Informe a profundidade em milímetros.');
    expect(problem({ enabled: 'sim' })).toBe('Diga se o cliente vê o mockup 3D.');
  });
});
