// The Firebase import's report: counts per kind and every problem with the record it concerns,
// kept as JSON beside a pt-BR summary for the terminal. A dry run produces the same report.

export type ProblemKind =
  | 'invalid_credit'
  | 'unknown_status'
  | 'duplicate_name'
  | 'invalid_name'
  | 'invalid_client_name'
  | 'missing_file'
  | 'refused_file'
  | 'missing_final_file'
  | 'email_conflict'
  | 'missing_email'
  | 'no_auth_account'
  | 'no_user_document'
  | 'invalid_password_hash'
  | 'art_without_client'
  | 'failed';

export interface ImportProblem {
  kind: ProblemKind;
  /** Where the record came from and its id there (Auth localId, Firestore document id). */
  record: { source: 'auth' | 'users' | 'artes'; id: string; label?: string };
  message: string;
}

export interface ImportCounts {
  clients: { imported: number; alreadyImported: number; skipped: number };
  admins: number;
  deactivated: number;
  withoutPassword: number;
  credits: { total: number; invalid: number };
  arts: { imported: number; alreadyImported: number; skipped: number; renamed: number };
  statuses: Record<string, number>;
  files: { imported: number; bytes: number; missing: number; refused: number };
}

export interface ImportReport {
  dryRun: boolean;
  startedAt: string;
  finishedAt: string;
  counts: ImportCounts;
  problems: ImportProblem[];
}

export function emptyCounts(): ImportCounts {
  return {
    clients: { imported: 0, alreadyImported: 0, skipped: 0 },
    admins: 0,
    deactivated: 0,
    withoutPassword: 0,
    credits: { total: 0, invalid: 0 },
    arts: { imported: 0, alreadyImported: 0, skipped: 0, renamed: 0 },
    statuses: {},
    files: { imported: 0, bytes: 0, missing: 0, refused: 0 },
  };
}

const PROBLEM_TITLES: Record<ProblemKind, string> = {
  invalid_credit: 'Crédito inválido (importado como 0)',
  unknown_status: 'Status desconhecido',
  duplicate_name: 'Nome de arte repetido (renomeada)',
  invalid_name: 'Nome de arte com caracteres invisíveis ou de controle (renomeada)',
  invalid_client_name: 'Nome de empresa com caracteres invisíveis ou de controle (corrigido)',
  missing_file: 'Arquivo ausente',
  refused_file: 'Arquivo recusado',
  missing_final_file: 'Arte finalizada sem arquivo final',
  email_conflict: 'E-mail já usado por outra conta',
  missing_email: 'Conta sem e-mail',
  no_auth_account: 'Cliente sem conta no Authentication',
  no_user_document: 'Conta sem documento em users',
  invalid_password_hash: 'Hash de senha inutilizável',
  art_without_client: 'Arte sem cliente importado',
  failed: 'Falha ao gravar',
};

const bytes = (value: number) =>
  value >= 1024 ** 3
    ? `${(value / 1024 ** 3).toFixed(2)} GB`
    : `${(value / 1024 ** 2).toFixed(1)} MB`;

/** The terminal summary, in pt-BR. */
export function formatSummary(report: ImportReport): string {
  const { counts } = report;
  const verb = report.dryRun ? 'seriam importados' : 'importados';
  const verbArts = report.dryRun ? 'seriam importadas' : 'importadas';
  const lines = [
    report.dryRun
      ? 'Simulação (--dry-run): nada foi gravado. Resultado que a importação teria:'
      : 'Importação do Firebase concluída.',
    `Clientes ${verb}: ${counts.clients.imported} (já importados antes: ${counts.clients.alreadyImported}; não importados: ${counts.clients.skipped})`,
    `  administradores: ${counts.admins}; desativados: ${counts.deactivated}; sem senha (usarão 'Esqueci minha senha'): ${counts.withoutPassword}`,
    `Créditos: ${counts.credits.total} no total; ${counts.credits.invalid} saldo(s) inválido(s) zerado(s)`,
    `Artes ${verbArts}: ${counts.arts.imported} (já importadas antes: ${counts.arts.alreadyImported}; não importadas: ${counts.arts.skipped}; renomeadas: ${counts.arts.renamed})`,
    `  por status: ${
      Object.entries(counts.statuses)
        .map(([status, n]) => `${status} ${n}`)
        .join(', ') || '—'
    }`,
    `Arquivos ${verb}: ${counts.files.imported} (${bytes(counts.files.bytes)}); ausentes: ${counts.files.missing}; recusados: ${counts.files.refused}`,
  ];
  if (report.problems.length === 0) {
    lines.push('Nenhum problema encontrado.');
    return lines.join('\n');
  }
  lines.push(`Problemas (${report.problems.length}):`);
  const byKind = new Map<ProblemKind, ImportProblem[]>();
  for (const problem of report.problems) {
    byKind.set(problem.kind, [...(byKind.get(problem.kind) ?? []), problem]);
  }
  for (const [kind, problems] of byKind) {
    lines.push(`  ${PROBLEM_TITLES[kind]}: ${problems.length}`);
    for (const problem of problems.slice(0, 20)) {
      const label = problem.record.label ? ` "${problem.record.label}"` : '';
      lines.push(`    - ${problem.record.source}/${problem.record.id}${label}: ${problem.message}`);
    }
    if (problems.length > 20) lines.push(`    … e mais ${problems.length - 20} (veja o JSON)`);
  }
  return lines.join('\n');
}
