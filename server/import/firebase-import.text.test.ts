// Text the old system let through and ours refuses: a NUL byte in a name or briefing (PostgreSQL
// cannot store it: the client's whole transaction failed, though the dry run had promised it) and
// invisible or direction-changing characters in an art's or a company's name (a name nobody could
// type, or one whose line break splits an e-mail's line).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDirForFile, contextForFile } from '../test/factories';
import { artRequest, user } from '../db/schema';
import { samplePdf, writeFixture, type FixturePaths } from './firebase-samples';
import { importFirebase } from './firebase-import';
import { readSources } from './firebase-sources';
import type { ImportReport } from './import-report';

const t = contextForFile();
const folder = tempDirForFile('firebase-import-text-');
let files: FixturePaths;
let dryReport: ImportReport;
let report: ImportReport;

const runImport = async (dryRun: boolean) =>
  importFirebase(t.runtime, {
    sources: await readSources(files),
    storageRoot: files.storage,
    dryRun,
  });
const withoutTimes = (value: ImportReport) => ({ ...value, startedAt: '', finishedAt: '' });

beforeAll(async () => {
  files = await writeFixture(folder.path, {
    users: [
      {
        uid: 'uid-nul',
        email: 'nul@embalagens.com.br',
        password: 'senha-antiga-1',
        credit: 2,
        name: 'Embalagens\u0000 Nulas',
      },
      {
        uid: 'uid-crlf',
        email: 'crlf@embalagens.com.br',
        password: 'senha-antiga-2',
        credit: 0,
        name: 'Gráfica\r\nAssunto: Falso\u202e Ltda',
      },
    ],
    arts: [
      {
        docId: 'art-nul',
        uid: 'uid-nul',
        nomeArte: 'Rótulo\u0000 Mel',
        briefing: 'Cores\u0000 quentes',
        status: 'Solicitado',
        date: new Date(Date.UTC(2024, 2, 4, 13)),
        attachment: { objectPath: 'uploads/uid-nul/mel.pdf', content: samplePdf(600) },
      },
      {
        docId: 'art-bidi',
        uid: 'uid-nul',
        nomeArte: 'Caixa\u202e fdp.exe\u200b',
        status: 'Solicitado',
        date: new Date(Date.UTC(2024, 2, 5, 13)),
      },
    ],
  });
  dryReport = await runImport(true);
  report = await runImport(false);
}, 120_000);

describe('text the database or our name rules refuse', () => {
  it('imports the client and every art, without a NUL byte, as the dry run said', async () => {
    expect(report.problems.filter((problem) => problem.kind === 'failed')).toEqual([]);
    expect(report.counts.clients.imported).toBe(2);
    expect(report.counts.arts.imported).toBe(2);
    expect(withoutTimes({ ...dryReport, dryRun: false })).toEqual(withoutTimes(report));

    const [client] = await t.runtime.db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(eq(user.email, 'nul@embalagens.com.br'));
    expect(client?.name).toBe('Embalagens Nulas');
    const arts = await t.runtime.db
      .select({ name: artRequest.name, briefing: artRequest.briefing })
      .from(artRequest)
      .where(eq(artRequest.ownerId, client!.id))
      .orderBy(artRequest.name);
    expect(arts).toEqual([
      { name: 'Caixa fdp.exe', briefing: 'Briefing de Caixa\u202e fdp.exe\u200b' },
      { name: 'Rótulo Mel', briefing: 'Cores quentes' },
    ]);
  });

  it('reports an art name cleaned of invisible or direction-changing characters', () => {
    expect(report.problems).toContainEqual({
      kind: 'invalid_name',
      record: { source: 'artes', id: 'art-bidi', label: 'Caixa\u202e fdp.exe\u200b' },
      message: 'Nome com caracteres invisíveis ou de controle: importada como "Caixa fdp.exe".',
    });
    expect(report.counts.arts.renamed).toBe(1);
  });

  it('imports a company name cleaned of line breaks and direction marks, and reports it', async () => {
    const [client] = await t.runtime.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.email, 'crlf@embalagens.com.br'));
    expect(client?.name).toBe('Gráfica Assunto: Falso Ltda');
    expect(report.problems).toContainEqual({
      kind: 'invalid_client_name',
      record: { source: 'auth', id: 'uid-crlf', label: 'crlf@embalagens.com.br' },
      message:
        'Nome da empresa com caracteres invisíveis ou de controle: importado como "Gráfica Assunto: Falso Ltda".',
    });
    expect(
      report.problems.filter((problem) => problem.kind === 'invalid_client_name'),
    ).toHaveLength(1);
  });
});
