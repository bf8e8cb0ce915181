// The pre-flight against the other services' briefs (docs/product/services.md): a business card's
// finished size and bleed, a banner's resolution at its finished size (drawn at a scale), a closed
// file's printer bleed; the inks and EAN are a flexo brief's only.
import { describe, expect, it } from 'vitest';
import type { ArtBrief } from '../../common/brief';
import { SAMPLE_BRIEFS, SAMPLE_CARD_BRIEF } from '../../common/brief-samples';
import { BANNER_MIN_DPI } from './preflight.analysis';
import { piece, placeImage } from './preflight-samples';
import { analyzerForFile } from './preflight-test-kit';

const analyze = analyzerForFile('preflight-services-', { barcodes: false });

const card = async (bleedMm: number) =>
  (await piece({ widthMm: 90, heightMm: 50, bleedMm })).document.save();

describe('pre-flight per service', () => {
  it('passes a 90 × 50 mm business card with its bleed, and leaves the inks to flexo', async () => {
    const results = await analyze(await card(3), SAMPLE_CARD_BRIEF);
    expect(results.tamanho).toMatchObject({ verdict: 'aprovado' });
    expect(results.sangria).toMatchObject({ verdict: 'aprovado' });
    expect(results.cores).toMatchObject({ verdict: 'nao_analisado' });
    expect(results.cores.message).toMatch(/^Não se aplica a Gráfica rápida/);
  });

  it('fails a business card without bleed, and one of another size', async () => {
    const bare = await analyze(await card(0), SAMPLE_CARD_BRIEF);
    expect(bare.sangria).toEqual({
      check: 'sangria',
      verdict: 'reprovado',
      message: 'Página 1: sangria de 0,0 mm além do corte; o mínimo é 3 mm.',
    });
    const flyer = await analyze(await (await piece()).document.save(), SAMPLE_CARD_BRIEF);
    expect(flyer.tamanho).toEqual({
      check: 'tamanho',
      verdict: 'reprovado',
      message: 'Página 1: 100,0 × 150,0 mm (TrimBox); o briefing pede 90 × 50 mm (± 1 mm).',
    });
  });

  it('judges a banner drawn at 1:10 by its resolution at the finished size', async () => {
    const banner: ArtBrief = {
      ...SAMPLE_CARD_BRIEF,
      product: 'banner',
      widthMm: 600,
      heightMm: 900,
      paper: 'lona',
    };
    // 600 px across 50,8 mm of a 60 × 90 mm page: 300 dpi there, 30 dpi on the 600 × 900 mm banner.
    const low = await piece({ widthMm: 60, heightMm: 90 });
    await placeImage(low.document, low.page, { pixels: 600, placedMm: 50.8, x: 0, y: 0 });
    const results = await analyze(await low.document.save(), banner);
    expect(results.tamanho).toMatchObject({ verdict: 'aprovado' });
    expect(results.resolucao).toEqual({
      check: 'resolucao',
      verdict: 'aviso',
      message: `Página 1: imagem de 30 dpi no tamanho final do banner (600 × 600 px em 508,0 × 508,0 mm); o mínimo é ${BANNER_MIN_DPI} dpi.`,
    });
    // The same 600 px across 5,08 mm: 300 dpi on the banner.
    const fine = await piece({ widthMm: 60, heightMm: 90 });
    await placeImage(fine.document, fine.page, { pixels: 600, placedMm: 5.08, x: 0, y: 0 });
    expect((await analyze(await fine.document.save(), banner)).resolucao.verdict).toBe('aprovado');
  });

  it("asks a closed file for its printer's bleed, and a logo for no size nor bleed", async () => {
    const a4 = (await piece({ widthMm: 210, heightMm: 297, bleedMm: 3 })).document.save();
    const closed = await analyze(await a4, SAMPLE_BRIEFS.fechamento);
    expect(closed.tamanho.verdict).toBe('aprovado');
    expect(closed.sangria.message).toBe(
      'Página 1: sangria de 3,0 mm além do corte; o mínimo é 5 mm.',
    );
    const logo = await analyze(await card(0), SAMPLE_BRIEFS.identidade);
    expect([logo.tamanho.verdict, logo.sangria.verdict]).toEqual([
      'nao_analisado',
      'nao_analisado',
    ]);
  });
});
