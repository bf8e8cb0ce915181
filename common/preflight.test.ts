import { describe, expect, it } from 'vitest';
import { clientFindingsOf, clientPreflightExplanation, unreadable } from './preflight';

describe("the client's reading of a pre-flight", () => {
  it('keeps the failures, the warnings and an unreadable file; not what needs a brief', () => {
    expect(
      clientFindingsOf([
        { check: 'tamanho', verdict: 'nao_analisado', message: 'sem briefing' },
        { check: 'sangria', verdict: 'aprovado', message: 'ok' },
        { check: 'fontes', verdict: 'reprovado', message: 'Helvetica' },
        { check: 'resolucao', verdict: 'aviso', message: '150 dpi' },
        ...unreadable('o arquivo não é um PDF.'),
      ]),
    ).toEqual([
      { check: 'fontes', verdict: 'reprovado' },
      { check: 'resolucao', verdict: 'aviso' },
      { check: 'arquivo', verdict: 'nao_analisado' },
    ]);
  });

  it('asks the client to read the studio’s explanation only on the version awaiting approval', () => {
    const failed = {
      status: 'done' as const,
      findings: [
        { check: 'fontes' as const, verdict: 'reprovado' as const },
        { check: 'sangria' as const, verdict: 'reprovado' as const },
      ],
    };
    const awaiting = clientPreflightExplanation(failed, {
      awaitingApproval: true,
      studioNote: 'A clicheria resolve.',
    });
    expect(awaiting).toMatchObject({
      tone: 'attention',
      headline: 'A conferência técnica encontrou 2 problemas que podem afetar a impressão:',
      studio: 'O estúdio enviou esta versão assim mesmo e explica por quê:',
    });
    expect(awaiting.findings).toHaveLength(2);
    expect(awaiting.action).toMatch(/^Leia a explicação do estúdio antes de aprovar/);
    expect(
      clientPreflightExplanation(failed, { awaitingApproval: false, studioNote: null }),
    ).toMatchObject({
      studio: 'O estúdio enviou esta versão assim mesmo.',
      action: 'Você não precisa fazer nada.',
    });
  });

  it('tells the studio checks a file the analysis could not read, and that there is nothing to do', () => {
    for (const summary of [
      { status: 'failed' as const, findings: [] },
      {
        status: 'done' as const,
        findings: [{ check: 'arquivo' as const, verdict: 'nao_analisado' as const }],
      },
    ]) {
      const said = clientPreflightExplanation(summary, {
        awaitingApproval: true,
        studioNote: null,
      });
      expect(said.tone).toBe('info');
      expect(said.action).toBe(
        'Você não precisa fazer nada: o estúdio confere o arquivo antes de enviá-lo à gráfica.',
      );
    }
    expect(
      clientPreflightExplanation(
        { status: 'done', findings: [{ check: 'resolucao', verdict: 'aviso' }] },
        { awaitingApproval: true, studioNote: null },
      ).headline,
    ).toBe(
      'A conferência técnica fez 1 observação, um ponto de atenção que não impede a impressão:',
    );
  });
});
