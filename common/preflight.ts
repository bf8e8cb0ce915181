// Pre-flight of a delivered PDF against the flexo brief: the checks' names and verdicts, and the
// studio's thresholds (a setting, because presses differ), with their bounds and defaults. One
// module for the server (analysis, routes) and the SPA (report, settings form); the settings'
// schema is in preflight-settings.ts, so the art pages' first load carries no zod (types only here).
import { labelKeys } from './label-keys';
import type { z } from 'zod';
import type { preflightSettingsSchema } from './preflight-settings';
import { formatNumber } from './format';

export const PREFLIGHT_VERDICTS = ['aprovado', 'aviso', 'reprovado', 'nao_analisado'] as const;
export type PreflightVerdict = (typeof PREFLIGHT_VERDICTS)[number];

export const PREFLIGHT_VERDICT_LABELS: Record<PreflightVerdict, string> = {
  aprovado: 'Aprovado',
  aviso: 'Aviso',
  reprovado: 'Reprovado',
  nao_analisado: 'Não analisado',
};

/**
 * The checks, in the order the report lists them. 'arquivo' is about the file as a whole: why it
 * could not be read, or which of its pages were left out.
 */
export const PREFLIGHT_CHECKS = {
  arquivo: 'Arquivo',
  tamanho: 'Tamanho (corte)',
  sangria: 'Sangria',
  resolucao: 'Resolução das imagens',
  cores_rgb: 'Cores RGB/Lab',
  fontes: 'Fontes',
  cores: 'Tintas e número de cores',
  texto_minimo: 'Texto mínimo',
  fio_minimo: 'Fio mínimo',
  codigo_barras: 'Código de barras',
} as const;
export type PreflightCheck = keyof typeof PREFLIGHT_CHECKS;
export const PREFLIGHT_CHECK_KEYS = labelKeys(PREFLIGHT_CHECKS);

export interface PreflightCheckResult {
  check: PreflightCheck;
  verdict: PreflightVerdict;
  /** A pt-BR sentence naming the page and the value found. */
  message: string;
}

export const PREFLIGHT_UNREADABLE = 'Não foi possível analisar';
/** Why a file beyond the analysis's limits (memory, time, size) was not analysed. */
export const LIMITS_EXCEEDED = 'o arquivo excede os limites de análise';

/** The whole report of a file that could not be analysed: one 'arquivo' line saying why. */
export function unreadable(reason: string): PreflightCheckResult[] {
  return [
    { check: 'arquivo', verdict: 'nao_analisado', message: `${PREFLIGHT_UNREADABLE}: ${reason}` },
  ];
}

export const PREFLIGHT_LIMITS = {
  bleedMm: { min: 0, max: 20 },
  minDpi: { min: 72, max: 2400 },
  minPositiveTextPt: { min: 2, max: 24 },
  minReverseTextPt: { min: 2, max: 24 },
  minRuleMm: { min: 0.01, max: 2 },
} as const;

/** A threshold as written here: '0,15' (no thousands separator). */
export const decimalText = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, grouping: false });

/**
 * A decimal as people type it here, '0,15' or '0.15', read as a number; anything else is left for
 * the number schema to refuse. A typed form never loses the comma: '0,2' is never 2.
 */
export function parseDecimal(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : value;
}

/** The studio's thresholds, as their schema (with zod, in preflight-settings.ts) reads them. */
export type PreflightSettings = z.output<typeof preflightSettingsSchema>;

export const DEFAULT_PREFLIGHT_SETTINGS: PreflightSettings = {
  bleedMm: 3,
  minDpi: 300,
  minPositiveTextPt: 6,
  minReverseTextPt: 8,
  minRuleMm: 0.15,
  requireOutlines: false,
};

export const PREFLIGHT_STATUSES = ['pending', 'done', 'failed'] as const;
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** 'Pré-impressão: aprovada', '… 2 avisos', '… 1 reprovação, 2 avisos'. */
export function preflightSummaryText(counts: {
  status: PreflightStatus;
  reprovado: number;
  aviso: number;
}): string {
  if (counts.status === 'pending') return 'Pré-impressão: em análise';
  if (counts.status === 'failed') return `Pré-impressão: ${PREFLIGHT_UNREADABLE.toLowerCase()}`;
  const parts: string[] = [];
  if (counts.reprovado > 0)
    parts.push(`${counts.reprovado} ${counts.reprovado === 1 ? 'reprovação' : 'reprovações'}`);
  if (counts.aviso > 0) parts.push(`${counts.aviso} ${counts.aviso === 1 ? 'aviso' : 'avisos'}`);
  return parts.length === 0 ? 'Pré-impressão: aprovada' : `Pré-impressão: ${parts.join(', ')}`;
}

// ---- what the client reads -----------------------------------------------------------------------

/**
 * What each check found, in the client's words: no jargon, no page or value (the studio's report
 * has those). One sentence per check that did not pass.
 */
export const PREFLIGHT_CLIENT_FINDINGS: Record<PreflightCheck, string> = {
  arquivo: 'O arquivo não pôde ser conferido automaticamente.',
  tamanho: 'O tamanho do arquivo não confere com as medidas do pedido.',
  sangria: 'Falta a sobra de imagem além da linha de corte (sangria).',
  resolucao: 'Há imagens com resolução abaixo da recomendada; podem sair serrilhadas.',
  cores_rgb:
    'Há cores em RGB ou Lab, que a gráfica converte para as tintas de impressão; o tom pode mudar um pouco.',
  fontes:
    'Há fontes que não estão embutidas no arquivo; sem elas, a gráfica pode trocar as letras.',
  cores: 'As tintas usadas não conferem com o número de cores ou as cores especiais do pedido.',
  texto_minimo: 'Há textos menores que o mínimo recomendado; podem ficar difíceis de ler.',
  fio_minimo: 'Há linhas mais finas que o mínimo recomendado; podem falhar na impressão.',
  codigo_barras: 'O código de barras não pôde ser lido ou não confere com o EAN do pedido.',
};

/** A check that did not pass, as the client's summary carries it. */
export interface PreflightFinding {
  check: PreflightCheck;
  verdict: Exclude<PreflightVerdict, 'aprovado'>;
}

/**
 * The checks the client hears of: every failure and warning, and a file that could not be read.
 * A check skipped for want of a brief (older arts) is the studio's business, not the client's.
 */
export function clientFindingsOf(checks: readonly PreflightCheckResult[]): PreflightFinding[] {
  return checks.flatMap((check): PreflightFinding[] =>
    check.verdict === 'reprovado' ||
    check.verdict === 'aviso' ||
    (check.verdict === 'nao_analisado' && check.check === 'arquivo')
      ? [{ check: check.check, verdict: check.verdict }]
      : [],
  );
}

export interface ClientPreflightExplanation {
  /** How the block looks: never an alarm, at most 'attention' with its explanation beside it. */
  tone: 'pending' | 'ok' | 'info' | 'attention';
  headline: string;
  /** What was found, one plain sentence each. */
  findings: string[];
  /** The studio's side, when it matters (a failed check it delivered over); null otherwise. */
  studio: string | null;
  /** Whether the client has anything to do, always said. */
  action: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const NOTHING_TO_DO = 'Você não precisa fazer nada.';
const STUDIO_CHECKS =
  'Você não precisa fazer nada: o estúdio confere o arquivo antes de enviá-lo à gráfica.';

/**
 * The client's reading of one version's pre-flight (docs/product/brief-and-preflight.md): what was
 * found in plain pt-BR, and whether it needs their action. Only a failed check on the version
 * awaiting their approval asks something of them: to read the studio's explanation (its note,
 * required to deliver over a failure) before approving.
 */
export function clientPreflightExplanation(
  summary: { status: PreflightStatus; findings: readonly PreflightFinding[] },
  context: { awaitingApproval: boolean; studioNote: string | null },
): ClientPreflightExplanation {
  const none = { findings: [], studio: null };
  if (summary.status === 'pending')
    return {
      tone: 'pending',
      headline: 'Conferência técnica do arquivo em andamento.',
      ...none,
      action: 'Você não precisa fazer nada: o resultado aparece aqui.',
    };
  if (summary.status === 'failed')
    return {
      tone: 'info',
      headline: 'A conferência técnica automática não pôde ser concluída para este arquivo.',
      ...none,
      action: STUDIO_CHECKS,
    };
  const failed = summary.findings.filter((f) => f.verdict === 'reprovado');
  const warnings = summary.findings.filter((f) => f.verdict === 'aviso');
  const sentences = (list: readonly PreflightFinding[]) =>
    list.map((f) => PREFLIGHT_CLIENT_FINDINGS[f.check]);
  if (failed.length > 0) {
    return {
      tone: 'attention',
      headline: `A conferência técnica encontrou ${plural(failed.length, 'problema que pode', 'problemas que podem')} afetar a impressão:`,
      findings: [...sentences(failed), ...sentences(warnings)],
      studio: context.studioNote
        ? 'O estúdio enviou esta versão assim mesmo e explica por quê:'
        : 'O estúdio enviou esta versão assim mesmo.',
      action: context.awaitingApproval
        ? 'Leia a explicação do estúdio antes de aprovar. Se preferir que o estúdio corrija, peça uma alteração.'
        : NOTHING_TO_DO,
    };
  }
  if (warnings.length > 0)
    return {
      tone: 'info',
      headline:
        warnings.length === 1
          ? 'A conferência técnica fez 1 observação, um ponto de atenção que não impede a impressão:'
          : `A conferência técnica fez ${warnings.length} observações, pontos de atenção que não impedem a impressão:`,
      findings: sentences(warnings),
      studio: null,
      action: 'O estúdio avaliou estes pontos; você não precisa fazer nada.',
    };
  if (summary.findings.some((f) => f.check === 'arquivo'))
    return {
      tone: 'info',
      headline: 'A conferência técnica automática não se aplica a este arquivo.',
      ...none,
      action: STUDIO_CHECKS,
    };
  return {
    tone: 'ok',
    headline: 'Conferência técnica: nenhum problema encontrado.',
    ...none,
    action: NOTHING_TO_DO,
  };
}

/**
 * Whether the client's explanation shows the studio's note itself (a failed check it delivered
 * over, with its reason): the version then need not show the note again.
 */
export const explanationShowsNote = (
  summary: { status: PreflightStatus; findings: readonly PreflightFinding[] } | undefined,
  note: string | null,
) =>
  Boolean(note) &&
  summary?.status === 'done' &&
  summary.findings.some((finding) => finding.verdict === 'reprovado');
