// Pre-flight on the real app: the job after a delivery stores the report; the thresholds are an
// admin-only setting with bounds; accepting a warning is audited; the client sees only a summary.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { DEFAULT_PREFLIGHT_SETTINGS } from '../../common/preflight';
import { adminAudit, preflightReport, storedFile } from '../db/schema';
import {
  finishedPreflight,
  startAndDeliver,
  adminWorldForFile,
  errorOf,
  fileOf,
  PNG,
  post,
  postArt,
  requestArt,
} from '../test/factories';
import { apiOf, dataOf } from '../test/api-client';
import { briefFor, piece, placeImage, validPdf } from './preflight-samples';
import { ACCEPT_NOTE_MISSING_MESSAGE } from './preflight.routes';
import { briefOfArt, preflightsToCatchUp } from './preflight.service';

const { t, admin, client } = adminWorldForFile();

/** The studio's pre-flight thresholds, as the panel reads them. */
const savedSettings = () => dataOf(apiOf(t, admin).GET('/api/admin/preflight/settings'));

/**
 * Sets (or clears) an art's brief. The brief's column comes with the brief's own migration; on a
 * database without it yet, it is added here (a no-op once it exists). briefOfArt reads either way.
 */
async function setBrief(artId: string, brief: ReturnType<typeof briefFor> | null) {
  await t.runtime.db.execute(sql`alter table art_request add column if not exists brief jsonb`);
  await t.runtime.db.execute(
    sql`update art_request set brief = ${brief === null ? null : JSON.stringify(brief)}::jsonb where id = ${artId}`,
  );
}

/** Requests, starts and delivers an art with `file`; answers the delivery's file id. */
async function deliver(
  file: Buffer,
  name = 'final.pdf',
  brief: ReturnType<typeof briefFor> | null = null,
) {
  const art = await requestArt(t, admin, client);
  await setBrief(art.id, brief);
  return { artId: art.id, fileId: (await startAndDeliver(t, admin, art.id, file, name)).id };
}

const finishedReport = (fileId: string) => finishedPreflight(t, admin, fileId);

const lowResolutionPdf = async () => {
  const { document, page } = await piece();
  await placeImage(document, page, { pixels: 300, placedMm: 50.8 });
  return Buffer.from(await document.save());
};

describe('the job after a delivery', () => {
  it('stores the report of the delivered PDF (no brief: the brief checks are skipped)', async () => {
    const { fileId } = await deliver(Buffer.from(await validPdf()));
    const report = await finishedReport(fileId);
    expect(report.checks.map((check) => [check.check, check.verdict])).toEqual([
      ['tamanho', 'nao_analisado'],
      ['sangria', 'aprovado'],
      ['resolucao', 'aprovado'],
      ['cores_rgb', 'aprovado'],
      ['fontes', 'aprovado'],
      ['cores', 'nao_analisado'],
      ['texto_minimo', 'aprovado'],
      ['fio_minimo', 'aprovado'],
      ['codigo_barras', 'aprovado'],
    ]);
    expect(report.counts).toEqual({ aprovado: 7, aviso: 0, reprovado: 0, nao_analisado: 2 });
    expect(report.finishedAt).not.toBeNull();
    // Done and found by nobody's catch-up.
    expect(await preflightsToCatchUp(t.runtime.db)).not.toContain(fileId);
  });

  it("checks the delivery against the art's brief", async () => {
    const brief = briefFor({ colorCount: 3 });
    const { artId, fileId } = await deliver(Buffer.from(await validPdf()), 'final.pdf', brief);
    expect(await briefOfArt(t.runtime.db, artId)).toEqual(brief);
    const report = await finishedReport(fileId);
    expect(report.checks.find((check) => check.check === 'tamanho')?.verdict).toBe('aprovado');
    expect(report.checks.find((check) => check.check === 'cores')).toEqual({
      check: 'cores',
      verdict: 'reprovado',
      message: '4 tintas no arquivo (Ciano, Magenta, Amarelo e Preto) para 3 cores da impressora.',
    });
  });

  it('says a delivered image is not a PDF — never a pass', async () => {
    const { fileId } = await deliver(PNG, 'final.png');
    const report = await finishedReport(fileId);
    expect(report.checks).toEqual([
      {
        check: 'arquivo',
        verdict: 'nao_analisado',
        message: 'Não foi possível analisar: o arquivo não é um PDF.',
      },
    ]);
  });

  it("analyses a client's PDF reference, as information", async () => {
    const requested = postArt(t, client, {
      name: 'Rótulo com referência',
      briefing: 'Como o anexo',
      brief: JSON.stringify(briefFor()),
      files: [fileOf(await validPdf(), 'referencia.pdf')],
    });
    const { art } = await dataOf(requested, 201);
    const [file] = await t.runtime.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(and(eq(storedFile.artId, art.id), eq(storedFile.kind, 'attachment')));
    expect((await finishedReport(file!.id)).counts.reprovado).toBe(0);
  });

  it('a delivery whose report was never written is caught up', async () => {
    const { fileId } = await deliver(Buffer.from(await validPdf()));
    await finishedReport(fileId);
    await t.runtime.db.delete(preflightReport).where(eq(preflightReport.fileId, fileId));
    expect(await preflightsToCatchUp(t.runtime.db)).toContain(fileId);
  });
});

describe('settings', () => {
  it('are admin-only', async () => {
    expect((await t.request(apiRoutes.admin.preflightSettings)).status).toBe(401);
    expect(
      (await t.request(apiRoutes.admin.preflightSettings, { cookie: client.cookie })).status,
    ).toBe(403);
    const put = await t.request(apiRoutes.admin.preflightSettings, {
      method: 'PUT',
      cookie: client.cookie,
      json: DEFAULT_PREFLIGHT_SETTINGS,
    });
    expect(put.status).toBe(403);
  });

  it('take decimals as written here, with a comma, and refuse what is out of bounds', async () => {
    const put = (change: Record<string, unknown>) =>
      t.request(apiRoutes.admin.preflightSettings, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { ...DEFAULT_PREFLIGHT_SETTINGS, ...change },
      });
    const accepted = await put({ minRuleMm: '0,2', bleedMm: '2,5', minPositiveTextPt: '6.5' });
    expect(accepted.status).toBe(200);
    expect(await savedSettings()).toEqual({
      ...DEFAULT_PREFLIGHT_SETTINGS,
      minRuleMm: 0.2,
      bleedMm: 2.5,
      minPositiveTextPt: 6.5,
    });
    const refused = [
      [{ minRuleMm: '0,001' }, 'O fio mínimo deve ser de 0,01 a 2 mm.'],
      [{ bleedMm: '20,5' }, 'A sangria mínima deve ser de 0 a 20 mm.'],
      [{ bleedMm: '1.000,5' }, 'Informe a sangria mínima.'],
      [{ minRuleMm: '' }, 'Informe o fio mínimo.'],
      [{ minDpi: '300,5' }, 'A resolução mínima deve ser um número inteiro.'],
    ] as const;
    for (const [change, message] of refused) {
      const response = await put(change);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect((await put({})).status).toBe(200);
  });

  it('answer the defaults, refuse values out of bounds in pt-BR, and save', async () => {
    expect(await savedSettings()).toEqual(DEFAULT_PREFLIGHT_SETTINGS);
    const refused = [
      [{ minDpi: 50 }, 'A resolução mínima deve ser de 72 a 2400 dpi.'],
      [{ bleedMm: 25 }, 'A sangria mínima deve ser de 0 a 20 mm.'],
      [{ minRuleMm: 0 }, 'O fio mínimo deve ser de 0,01 a 2 mm.'],
      [{ minReverseTextPt: 30 }, 'O texto vazado mínimo deve ser de 2 a 24 pt.'],
      [{ requireOutlines: 'sim' }, 'Diga se o estúdio exige textos em curvas.'],
    ] as const;
    for (const [change, message] of refused) {
      const response = await t.request(apiRoutes.admin.preflightSettings, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { ...DEFAULT_PREFLIGHT_SETTINGS, ...change },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    const saved = { ...DEFAULT_PREFLIGHT_SETTINGS, minDpi: 150, requireOutlines: true };
    const response = await t.request(apiRoutes.admin.preflightSettings, {
      method: 'PUT',
      cookie: admin.cookie,
      json: saved,
    });
    expect(response.status).toBe(200);
    expect(await savedSettings()).toEqual(saved);
    // The next analysis uses them: 150 dpi now passes.
    const { fileId } = await deliver(await lowResolutionPdf());
    expect(
      (await finishedReport(fileId)).checks.find((c) => c.check === 'resolucao')?.verdict,
    ).toBe('aprovado');
    await t.request(apiRoutes.admin.preflightSettings, {
      method: 'PUT',
      cookie: admin.cookie,
      json: DEFAULT_PREFLIGHT_SETTINGS,
    });
  });
});

describe('a warning accepted, and what the client sees', () => {
  it('accepts a warning with a required note, audited; the client sees only the summary', async () => {
    const { artId, fileId } = await deliver(await lowResolutionPdf());
    const report = await finishedReport(fileId);
    expect(report.counts.aviso).toBe(1);
    const accept = (json: unknown, cookie = admin.cookie) =>
      post(t, apiRoutes.admin.acceptPreflightWarning(fileId), cookie, { json });

    const noNote = await accept({ check: 'resolucao', note: '  ' });
    expect(noNote.status).toBe(400);
    expect((await errorOf(noNote)).message).toBe(ACCEPT_NOTE_MISSING_MESSAGE);
    expect((await accept({ check: 'sangria', note: 'ok' })).status).toBe(409);
    expect(
      (await accept({ check: 'resolucao', note: 'Foto de fundo' }, client.cookie)).status,
    ).toBe(403);

    const accepted = apiOf(t, admin).POST('/api/admin/files/{id}/preflight/accept', {
      params: { path: { id: fileId } },
      body: { check: 'resolucao', note: 'Foto de fundo, desfocada de propósito' },
    });
    expect((await dataOf(accepted)).acceptedWarnings).toEqual([
      expect.objectContaining({
        check: 'resolucao',
        note: 'Foto de fundo, desfocada de propósito',
        by: admin.id,
      }),
    ]);
    expect((await accept({ check: 'resolucao', note: 'de novo' })).status).toBe(409);
    const [audit] = await t.runtime.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'preflight_warning_accepted'));
    expect(audit).toMatchObject({
      actorId: admin.id,
      clientId: client.id,
      details: {
        fileId,
        version: 1,
        check: 'Resolução das imagens',
        note: 'Foto de fundo, desfocada de propósito',
      },
    });

    // The client: the summary of their own file, in the art's detail: which checks did not pass
    // (the art page words them plainly), never the checks' messages.
    const expected = {
      fileId,
      status: 'done',
      aviso: 1,
      reprovado: 0,
      text: 'Pré-impressão: 1 aviso',
      findings: [{ check: 'resolucao', verdict: 'aviso' }],
    };
    const inArt = { params: { path: { id: artId } } };
    const detail = await dataOf(apiOf(t, client).GET('/api/arts/{id}', inArt));
    expect(detail.preflight).toEqual({ [fileId]: expected });
    // The studio's detail carries the same summaries (its page reads the full report).
    const adminDetail = await dataOf(apiOf(t, admin).GET('/api/admin/arts/{id}', inArt));
    expect(adminDetail.preflight).toEqual({ [fileId]: expected });
    expect(
      (await t.request(apiRoutes.admin.preflightReport(fileId), { cookie: client.cookie })).status,
    ).toBe(403);
    // Another client sees nothing of it: the art itself is a 404.
    const stranger = await t.signUp({ name: 'Outra Empresa Ltda' });
    const strangers = await t.request(apiRoutes.art(artId), { cookie: stranger.cookie });
    expect(strangers.status).toBe(404);
    expect(await strangers.text()).not.toContain('Pré-impressão');
  });
});
