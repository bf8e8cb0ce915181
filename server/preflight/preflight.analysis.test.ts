// The analysis run directly on generated PDFs: each fixture breaks one rule and gets the expected
// verdict and sentence; the valid file passes every check; a corrupt file is never a pass.
import { PDFDict, PDFDocument, PDFName, cmyk } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFLIGHT_SETTINGS,
  type PreflightCheck,
  type PreflightCheckResult,
} from '../../common/preflight';
import type { FlexoBrief } from '../../common/brief';
import { analyzerForFile } from './preflight-test-kit';
import {
  briefFor,
  fillWithSpot,
  piece,
  placeImage,
  rasterBarcodePdf,
  pt,
  validPdf,
  withText,
  VALID_EAN,
} from './preflight-samples';

const analyzeIn = analyzerForFile('preflight-test-');
/** The analysis of `bytes` against a label's brief unless said. */
const analyze = (
  bytes: Uint8Array,
  brief: FlexoBrief | null = briefFor(),
  settings = DEFAULT_PREFLIGHT_SETTINGS,
) => analyzeIn(bytes, brief, settings);

/** A file that breaks one rule: the check's verdict and sentence, and what it leaves alone. */
interface OneFinding {
  name: string;
  file: () => Promise<Uint8Array>;
  /** A label's brief (briefFor()) unless said. */
  brief?: FlexoBrief;
  finding: PreflightCheckResult;
  /** Checks the same file passes: the finding is that check's alone. */
  passes?: PreflightCheck[];
}

/** A piece with one image placed on it (`placeImage`'s options). */
const withImage = async (image: Parameters<typeof placeImage>[2]) => {
  const { document, page } = await piece();
  await placeImage(document, page, image);
  return document.save();
};

/** A piece with a band of each spot ink in `inks`, from 20 mm up, `stepMm` apart. */
const withSpots = async (inks: string[], stepMm: number) => {
  const { document, page } = await piece();
  inks.forEach((ink, index) => fillWithSpot(page, ink, `CS${index}`, pt(20 + index * stepMm)));
  return document.save();
};

const oneFinding: OneFinding[] = [
  {
    name: 'warns about an RGB image',
    file: () => withImage({ pixels: 600, placedMm: 50.8, rgb: true }),
    finding: {
      check: 'cores_rgb',
      verdict: 'aviso',
      message:
        'Página 1: imagem em RGB (DeviceRGB, 600 × 600 px); a impressão pede CMYK ou cores especiais.',
    },
    passes: ['resolucao'],
  },
  {
    name: 'finds a 150 dpi image at its placed size',
    file: () => withImage({ pixels: 300, placedMm: 50.8 }),
    finding: {
      check: 'resolucao',
      verdict: 'aviso',
      message:
        'Página 1: imagem de 150 dpi no tamanho aplicado (300 × 300 px em 50,8 × 50,8 mm); o mínimo é 300 dpi.',
    },
    passes: ['cores_rgb'],
  },
  {
    name: 'fails a font that is not embedded',
    file: () => withText({ sizePt: 10 }),
    finding: {
      check: 'fontes',
      verdict: 'reprovado',
      message: 'Página 1: fonte Helvetica não incorporada.',
    },
    passes: ['texto_minimo'],
  },
  {
    name: 'warns about 4 pt reverse text (white on the printed background)',
    file: () => withText({ sizePt: 4, reverse: true }),
    finding: {
      check: 'texto_minimo',
      verdict: 'aviso',
      message: 'Página 1: texto vazado (branco) de 4,0 pt; o mínimo é 8 pt.',
    },
  },
  {
    name: 'fails five spot colours on a 4-station press, naming them',
    file: () =>
      withSpots(['PANTONE 185 C', 'PANTONE 286 C', 'PANTONE 355 C', 'PANTONE 109 C', 'Verniz'], 10),
    finding: {
      check: 'cores',
      verdict: 'reprovado',
      message:
        '5 tintas no arquivo (PANTONE 109 C, PANTONE 185 C, PANTONE 286 C, PANTONE 355 C e Verniz) para 4 cores da impressora.',
    },
  },
  {
    name: 'warns about a spot colour the brief does not list',
    file: () => withSpots(['PANTONE 485 C', 'PANTONE 300 C'], 20),
    brief: briefFor({ spotColors: ['PANTONE 485 C'] }),
    finding: {
      check: 'cores',
      verdict: 'aviso',
      message:
        '2 tintas no arquivo (PANTONE 300 C e PANTONE 485 C) para 4 cores da impressora; PANTONE 300 C não está nas cores especiais do briefing.',
    },
  },
  {
    name: 'fails a page of another size',
    file: async () => (await piece()).document.save(),
    brief: briefFor({ widthMm: 80, heightMm: 120 }),
    finding: {
      check: 'tamanho',
      verdict: 'reprovado',
      message: 'Página 1: 100,0 × 150,0 mm (TrimBox); o briefing pede 80 × 120 mm (± 1 mm).',
    },
  },
  {
    name: "fails a barcode whose digits differ from the brief's EAN",
    file: () => validPdf('7891234567888'),
    finding: {
      check: 'codigo_barras',
      verdict: 'reprovado',
      message:
        'Página 1: o código de barras lido é 7891234567888, diferente do EAN do briefing (7891234567895).',
    },
  },
  {
    name: 'reads a barcode placed as a photo (JPEG)',
    file: () => rasterBarcodePdf(VALID_EAN),
    finding: {
      check: 'codigo_barras',
      verdict: 'aprovado',
      message: `Página 1: código de barras ${VALID_EAN} lido, igual ao EAN do briefing.`,
    },
  },
  {
    name: 'warns about a thin rule',
    file: async () => {
      const { document, page, origin } = await piece();
      page.drawLine({
        start: { x: origin + 10, y: origin + 10 },
        end: { x: origin + 100, y: origin + 10 },
        thickness: pt(0.08),
        color: cmyk(0, 0, 0, 1),
      });
      return document.save();
    },
    finding: {
      check: 'fio_minimo',
      verdict: 'aviso',
      message: 'Página 1: fio de 0,08 mm; o mínimo é 0,15 mm.',
    },
  },
];

describe('analyzePdf', () => {
  it.each(oneFinding)('$name', async ({ file, brief, finding, passes = [] }) => {
    const results = await analyze(await file(), brief);
    expect(results[finding.check]).toEqual(finding);
    for (const check of passes) expect(results[check].verdict, check).toBe('aprovado');
  });

  it('passes a valid file on every check', async () => {
    const results = await analyze(await validPdf());
    expect(Object.values(results).map((r) => [r.check, r.verdict])).toEqual([
      ['tamanho', 'aprovado'],
      ['sangria', 'aprovado'],
      ['resolucao', 'aprovado'],
      ['cores_rgb', 'aprovado'],
      ['fontes', 'aprovado'],
      ['cores', 'aprovado'],
      ['texto_minimo', 'aprovado'],
      ['fio_minimo', 'aprovado'],
      ['codigo_barras', 'aprovado'],
    ]);
    expect(results.codigo_barras.message).toBe(
      `Página 1: código de barras ${VALID_EAN} lido, igual ao EAN do briefing.`,
    );
    expect(results.cores.message).toBe(
      '4 tintas no arquivo (Ciano, Magenta, Amarelo e Preto) para 4 cores da impressora.',
    );
  });

  it("counts what it leaves out past three findings, in the singular for one ('ocorrência')", async () => {
    /** The resolution's message for `count` images of 127 dpi side by side. */
    const lowImages = async (count: number) => {
      const { document, page } = await piece();
      for (let i = 0; i < count; i += 1)
        await placeImage(document, page, { pixels: 100, placedMm: 20, x: pt(5 + i * 18) });
      return (await analyze(await document.save())).resolucao.message;
    };
    expect(await lowImages(3)).not.toContain('(e mais');
    expect(await lowImages(4)).toMatch(/dpi\. \(e mais 1 ocorrência\)$/);
    expect(await lowImages(5)).toMatch(/dpi\. \(e mais 2 ocorrências\)$/);
  });

  it('fails embedded live text when the studio requires outlines', async () => {
    // No font file is at hand (pdf-lib embeds fontkit fonts only): give the standard Helvetica a
    // descriptor with a FontFile3, which is what the check reads as embedded.
    const saved = await PDFDocument.load(await withText({ sizePt: 10 }));
    const fonts = saved.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fonts.entries()) {
      saved.context.lookup(ref, PDFDict).set(
        PDFName.of('FontDescriptor'),
        saved.context.register(
          saved.context.obj({
            Type: 'FontDescriptor',
            FontName: 'Helvetica',
            FontFile3: saved.context.register(saved.context.flateStream('')),
          }),
        ),
      );
    }
    const bytes = await saved.save();
    expect((await analyze(bytes)).fontes.verdict).toBe('aprovado');
    const strict = await analyze(bytes, briefFor(), {
      ...DEFAULT_PREFLIGHT_SETTINGS,
      requireOutlines: true,
    });
    expect(strict.fontes).toEqual({
      check: 'fontes',
      verdict: 'reprovado',
      message: 'Página 1: texto vivo (Helvetica); o estúdio exige textos convertidos em curvas.',
    });
  });

  it('measures positive text against its own minimum (7 pt passes, 5 pt warns)', async () => {
    expect((await analyze(await withText({ sizePt: 7 }))).texto_minimo.verdict).toBe('aprovado');
    expect((await analyze(await withText({ sizePt: 5 }))).texto_minimo.message).toBe(
      'Página 1: texto de 5,0 pt; o mínimo é 6 pt.',
    );
  });

  it('passes a 100 × 150 mm page against a 100 × 150 brief and fails its missing bleed', async () => {
    const { document } = await piece({ bleedMm: 0 });
    const results = await analyze(await document.save());
    expect(results.tamanho).toEqual({
      check: 'tamanho',
      verdict: 'aprovado',
      message: 'Página 1: 100,0 × 150,0 mm (MediaBox), como o briefing (100 × 150 mm).',
    });
    expect(results.sangria).toEqual({
      check: 'sangria',
      verdict: 'reprovado',
      message: 'Página 1: sangria de 0,0 mm além do corte; o mínimo é 3 mm.',
    });
  });

  it('runs the checks that need no brief and says which were skipped', async () => {
    const results = await analyze(await validPdf(), null);
    expect(results.tamanho).toEqual({
      check: 'tamanho',
      verdict: 'nao_analisado',
      message: 'Sem briefing para comparar; página 1: 100,0 × 150,0 mm (TrimBox).',
    });
    expect(results.cores.verdict).toBe('nao_analisado');
    expect(results.codigo_barras.message).toBe(
      `Página 1: código de barras ${VALID_EAN} lido (sem EAN no briefing para comparar).`,
    );
    expect(results.sangria.verdict).toBe('aprovado');
  });

  it('never passes a corrupt PDF, a non-PDF or an encrypted-looking file', async () => {
    const corrupt = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R'),
      Buffer.alloc(200, 7),
    ]);
    expect(Object.values(await analyze(corrupt))).toEqual([
      {
        check: 'arquivo',
        verdict: 'nao_analisado',
        message: 'Não foi possível analisar: o PDF está corrompido ou incompleto.',
      },
    ]);
    const valid = await validPdf();
    const truncated = Buffer.from(valid.subarray(0, Math.floor(valid.length / 3)));
    const truncatedResults = Object.values(await analyze(truncated));
    expect(truncatedResults.every((r) => r.verdict !== 'aprovado')).toBe(true);
    expect(Object.values(await analyze(Buffer.from('PK\u0003\u0004 not a pdf')))).toEqual([
      {
        check: 'arquivo',
        verdict: 'nao_analisado',
        message: 'Não foi possível analisar: o arquivo não é um PDF.',
      },
    ]);
  });

  it('does not analyse an encrypted PDF', async () => {
    const document = await PDFDocument.create();
    document.addPage([pt(100), pt(150)]);
    document.context.trailerInfo.Encrypt = document.context.register(
      document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128 }),
    );
    // Object streams would carry the trailer where this hand-made /Encrypt is lost.
    const bytes = await document.save({ useObjectStreams: false });
    expect(Object.values(await analyze(bytes))).toEqual([
      {
        check: 'arquivo',
        verdict: 'nao_analisado',
        message: 'Não foi possível analisar: o PDF é protegido (criptografado).',
      },
    ]);
  });
});
