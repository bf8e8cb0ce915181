// "Baixar meus dados" (LGPD art. 18): everything the studio holds about one client, as one ZIP —
// a JSON manifest (account, credits and statement, every art with its briefing and history, the
// charges, the list of files) and the files themselves under readable paths, with a receipt PDF
// per payment. The rows are read first; the
// files are then piped from storage into the ZIP one after another, so memory stays flat however
// many gigabytes they add up to.
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { COMPANY_ROLE_LABELS, parseCompanyRoles } from '../../common/companies';
import { artStatusLabel } from '../../common/art-status';
import { storedBrief, type ArtBrief } from '../../common/brief';
import type { ArtEventType, CreditMovementKind } from '../../common/constants';
import { formatMoney } from '../../common/format';
import { CHARGE_REASON_LABELS, CHARGE_STATUS_LABELS } from '../../common/payments';
import { renderReceiptPdf, receiptNumberOf } from '../statement/receipt-pdf';
import { receiptsOf, type ReceiptData } from '../statement/statement.service';
import type { Database } from '../db/client';
import {
  artEvent,
  artRequest,
  charge,
  contactMessage,
  creditLedger,
  mailOutbox,
  member,
  organization,
  proofComment,
  storedFile,
  user,
  whatsappPreference,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { notFound } from '../domain-errors';
import type { Logger } from '../logger';
import { streamZip } from '../files/zip-stream';
import { deliveryReleased } from '../release/release-state';
import { safeSegment, UniqueNames } from './zip-names';

/** The manifest's name inside the ZIP. */
export const MANIFEST_NAME = 'dados.json';

const EVENT_LABELS: Record<ArtEventType, string> = {
  requested: 'Arte solicitada',
  started: 'Estúdio iniciou a arte',
  delivered: 'Estúdio entregou uma versão',
  approved: 'Arte aprovada',
  change_requested: 'Alteração solicitada',
  imported: 'Importada do sistema anterior',
  comment_added: 'Comentário marcado na prova',
  comment_replied: 'Resposta a um comentário da prova',
  comment_resolved: 'Comentário resolvido',
  comment_reopened: 'Comentário reaberto',
  cancelled: 'Pedido encerrado com a exclusão da conta',
  withdrawn: 'Estúdio retirou uma versão',
};

const LEDGER_LABELS: Record<CreditMovementKind, string> = {
  grant: 'Crédito adicionado',
  debit: 'Crédito usado em uma arte',
  expiry: 'Expiração mensal',
  import: 'Saldo importado do sistema anterior',
  purchase: 'Créditos comprados (Pix)',
  refund: 'Créditos retirados por reembolso',
};

export interface ExportedFile {
  arteId: string | null;
  /** 'faca': the die-line sent with the brief. */
  tipo: 'anexo' | 'entrega' | 'faca';
  nome: string;
  versao: number | null;
  tamanho: number;
  sha256: string;
  tipoDeConteudo: string;
  enviadoEm: string;
  /** Where the file is inside the ZIP. */
  caminho: string;
  /**
   * False when storage could not supply the file, or for a delivery not yet released (approved
   * and its fee settled): then it is not in the ZIP.
   */
  incluido: boolean;
}

export interface ExportManifest {
  geradoEm: string;
  descricao: string;
  conta: {
    id: string;
    nomeDaEmpresa: string;
    email: string;
    criadaEm: string;
    termosAceitosEm: string | null;
    versaoDosTermos: string | null;
    /** The WhatsApp number given in the preferences (E.164), and whether notices go to it. */
    whatsapp: { numero: string | null; avisosLigados: boolean } | null;
    /** The CPF or CNPJ given for payments (digits), or null. */
    cpfCnpj: string | null;
  };
  creditos: {
    saldo: number;
    extrato: {
      data: string;
      tipo: string;
      quantidade: number;
      saldoApos: number;
      observacao: string | null;
      arteId: string | null;
    }[];
  };
  artes: {
    id: string;
    nome: string;
    briefing: string;
    /** The flexo brief (piece, size, substrate, colours…); null for arts requested without it. */
    dadosTecnicos: ArtBrief | null;
    status: string;
    criadaEm: string;
    atualizadaEm: string;
    prazoDeEntrega: string;
    pasta: string;
    historico: {
      data: string;
      evento: string;
      /** 'equipe': another person of the company (their names are theirs, not the client's). */
      por: 'você' | 'estúdio' | 'equipe';
      observacao: string | null;
      versao: number | null;
    }[];
  }[];
  /** Every charge: credits bought and approval fees, in any status, with its receipt's path. */
  pagamentos: {
    id: string;
    criadaEm: string;
    referenteA: string;
    /** 'R$ 50,00'. */
    valor: string;
    situacao: string;
    pagaEm: string | null;
    identificadorDoPix: string | null;
    reembolsado: string | null;
    reembolsadaEm: string | null;
    observacaoDoEstudio: string | null;
    /** The receipt PDF inside the ZIP (paid or refunded charges), else null. */
    recibo: string | null;
  }[];
  arquivos: ExportedFile[];
  /** Messages sent through the site's contact form from the account's e-mail. */
  mensagensDeContato: { data: string; nome: string; email: string; mensagem: string }[];
  /** E-mails the site sent to the account (subject and date: bodies may hold reset links). */
  emailsRecebidos: { data: string; assunto: string; enviado: boolean }[];
  /** The companies the person belongs to, with their roles (docs/product/companies.md). */
  empresas: { id: string; nome: string; papeis: string[]; desde: string }[];
  /**
   * What the person did in other people's companies: the events they caused (an approval, a
   * change asked, a comment) and the words they wrote, with the art's name for context. That
   * company's own data (briefings, files, statement) is the company's, not the person's.
   */
  atividadeEmOutrasEmpresas: {
    empresa: string;
    arte: string;
    data: string;
    evento: string;
    observacao: string | null;
  }[];
  comentariosEmOutrasEmpresas: {
    empresa: string;
    arte: string;
    data: string;
    versao: number;
    texto: string;
  }[];
}

/** What one export will write: the manifest and, for each file, where its bytes come from. */
export interface ExportPlan {
  manifest: ExportManifest;
  files: { storageKey: string; createdAt: Date; entry: ExportedFile }[];
  /** The receipts, drawn while the ZIP is written (a page each). */
  receipts: { path: string; data: ReceiptData }[];
  totalBytes: number;
}

/** Reads every row of one client into a plan (a handful of queries, before any byte is sent). */
export async function planAccountExport(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<ExportPlan> {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw notFound('Conta não encontrada.');
  const [whatsapp] = await db
    .select()
    .from(whatsappPreference)
    .where(eq(whatsappPreference.userId, userId));

  const email = account.email.trim().toLowerCase();
  const [companies, elsewhere, commentsElsewhere] = await Promise.all([
    db
      .select({
        id: organization.id,
        name: organization.name,
        role: member.role,
        createdAt: member.createdAt,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, userId))
      .orderBy(asc(member.createdAt)),
    db
      .select({
        company: organization.name,
        art: artRequest.name,
        type: artEvent.type,
        note: artEvent.note,
        createdAt: artEvent.createdAt,
      })
      .from(artEvent)
      .innerJoin(artRequest, eq(artRequest.id, artEvent.artId))
      .innerJoin(organization, eq(organization.id, artRequest.ownerId))
      .where(and(eq(artEvent.actorId, userId), ne(artRequest.ownerId, userId)))
      .orderBy(asc(artEvent.createdAt), asc(artEvent.id)),
    db
      .select({
        company: organization.name,
        art: artRequest.name,
        text: proofComment.text,
        version: proofComment.version,
        createdAt: proofComment.createdAt,
      })
      .from(proofComment)
      .innerJoin(artRequest, eq(artRequest.id, proofComment.artId))
      .innerJoin(organization, eq(organization.id, proofComment.ownerId))
      .where(and(eq(proofComment.authorId, userId), ne(proofComment.ownerId, userId)))
      .orderBy(asc(proofComment.createdAt), asc(proofComment.id)),
  ]);
  const [ledger, arts, files, messages, mails, charges, receipts] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id)),
    db
      .select()
      .from(artRequest)
      .where(eq(artRequest.ownerId, userId))
      .orderBy(asc(artRequest.createdAt), asc(artRequest.id)),
    db
      .select()
      .from(storedFile)
      .where(eq(storedFile.ownerId, userId))
      .orderBy(
        asc(storedFile.artId),
        asc(storedFile.kind),
        asc(storedFile.version),
        asc(storedFile.createdAt),
        asc(storedFile.id),
      ),
    db
      .select()
      .from(contactMessage)
      .where(sql`lower(trim(${contactMessage.email})) = ${email}`)
      .orderBy(asc(contactMessage.createdAt)),
    db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(sql`strpos(lower(${mailOutbox.to}), ${email}) > 0`)
      .orderBy(asc(mailOutbox.createdAt)),
    db
      .select({ row: charge, artName: artRequest.name })
      .from(charge)
      .leftJoin(artRequest, eq(artRequest.id, charge.artId))
      .where(eq(charge.ownerId, userId))
      .orderBy(asc(charge.createdAt), asc(charge.id)),
    receiptsOf(db, userId),
  ]);
  const receiptPathOf = new Map(
    receipts.map((receipt) => [receipt.id, `recibos/recibo-${receiptNumberOf(receipt.id)}.pdf`]),
  );
  const events =
    arts.length === 0
      ? []
      : await db
          .select({
            artId: artEvent.artId,
            type: artEvent.type,
            actorId: artEvent.actorId,
            actorRole: user.role,
            note: artEvent.note,
            version: artEvent.version,
            createdAt: artEvent.createdAt,
          })
          .from(artEvent)
          .leftJoin(user, eq(user.id, artEvent.actorId))
          .where(
            inArray(
              artEvent.artId,
              arts.map((art) => art.id),
            ),
          )
          .orderBy(asc(artEvent.createdAt), asc(artEvent.id));

  // One folder per art, unique even when two names clean up to the same text.
  const folders = new UniqueNames();
  const folderOf = new Map<string, string>();
  for (const art of arts)
    folderOf.set(art.id, `artes/${folders.claim(safeSegment(art.name, 'arte'))}`);
  const namesIn = new Map<string, UniqueNames>();
  const claimIn = (folder: string, name: string) => {
    let names = namesIn.get(folder);
    if (!names) namesIn.set(folder, (names = new UniqueNames()));
    return `${folder}/${names.claim(name)}`;
  };

  // A delivery's original waits for its release (docs/product/release.md), here as on its page:
  // listed, not included.
  const locked = new Set<string>();
  for (const file of files) {
    if (file.kind === 'delivery' && !(await deliveryReleased(db, file))) locked.add(file.id);
  }

  const planned = files.map((file) => {
    const folder = file.artId ? (folderOf.get(file.artId) ?? 'outros') : 'outros';
    const delivery = file.kind === 'delivery';
    const base = safeSegment(file.originalName);
    const path = delivery
      ? claimIn(`${folder}/entregas`, `v${file.version ?? 0}-${base}`)
      : claimIn(`${folder}/anexos`, base);
    const entry: ExportedFile = {
      arteId: file.artId,
      tipo: delivery ? 'entrega' : file.kind === 'die_line' ? 'faca' : 'anexo',
      nome: file.originalName,
      versao: file.version,
      tamanho: file.size,
      sha256: file.sha256,
      tipoDeConteudo: file.contentType,
      enviadoEm: file.createdAt.toISOString(),
      caminho: path,
      incluido: !locked.has(file.id),
    };
    return { storageKey: file.storageKey, createdAt: file.createdAt, entry };
  });

  const eventsOf = new Map<string, typeof events>();
  for (const event of events) {
    const list = eventsOf.get(event.artId);
    if (list) list.push(event);
    else eventsOf.set(event.artId, [event]);
  }
  const manifest: ExportManifest = {
    geradoEm: now.toISOString(),
    descricao:
      'Cópia dos seus dados pessoais guardados pelo estúdio (LGPD, art. 18): sua conta, seus ' +
      'créditos e extrato, suas artes com briefing e histórico, seus pagamentos (com os recibos), ' +
      'seu CPF/CNPJ, a lista dos arquivos deste ZIP, ' +
      'suas mensagens de contato e os e-mails que o site enviou a você.',
    conta: {
      id: account.id,
      nomeDaEmpresa: account.name,
      email: account.email,
      criadaEm: account.createdAt.toISOString(),
      termosAceitosEm: account.termsAcceptedAt?.toISOString() ?? null,
      versaoDosTermos: account.termsVersion ?? null,
      whatsapp: whatsapp ? { numero: whatsapp.phone, avisosLigados: whatsapp.enabled } : null,
      cpfCnpj: account.taxId ?? null,
    },
    creditos: {
      saldo: account.credit,
      extrato: ledger.map((row) => ({
        data: row.createdAt.toISOString(),
        tipo: LEDGER_LABELS[row.kind] ?? row.kind,
        quantidade: row.amount,
        saldoApos: row.balanceAfter,
        observacao: row.note,
        arteId: row.artId,
      })),
    },
    artes: arts.map((art) => ({
      id: art.id,
      nome: art.name,
      briefing: art.briefing,
      dadosTecnicos: storedBrief(art.brief),
      // As the client reads it everywhere (Finalizado: 'Aguardando sua aprovação').
      status: artStatusLabel(art.status, 'client'),
      criadaEm: art.createdAt.toISOString(),
      atualizadaEm: art.updatedAt.toISOString(),
      prazoDeEntrega: art.dueAt.toISOString(),
      pasta: folderOf.get(art.id)!,
      // The studio's staff are named only as "the studio": their names are not the client's data.
      historico: (eventsOf.get(art.id) ?? []).map((event) => ({
        data: event.createdAt.toISOString(),
        evento: EVENT_LABELS[event.type] ?? event.type,
        por:
          event.actorId === userId
            ? ('você' as const)
            : event.actorRole === 'client'
              ? ('equipe' as const)
              : ('estúdio' as const),
        observacao: event.note,
        versao: event.version,
      })),
    })),
    pagamentos: charges.map(({ row, artName }) => ({
      id: row.id,
      criadaEm: row.createdAt.toISOString(),
      referenteA:
        row.reason === 'credits'
          ? `${CHARGE_REASON_LABELS.credits}: ${row.credits} créditos`
          : `${CHARGE_REASON_LABELS.approval_fee}: ${artName ?? ''}`,
      valor: formatMoney(row.amountCents),
      situacao: CHARGE_STATUS_LABELS[row.status],
      pagaEm: row.paidAt?.toISOString() ?? null,
      identificadorDoPix: row.endToEndId,
      reembolsado: row.refundedCents === null ? null : formatMoney(row.refundedCents),
      reembolsadaEm: row.refundedAt?.toISOString() ?? null,
      observacaoDoEstudio: row.note,
      recibo: receiptPathOf.get(row.id) ?? null,
    })),
    arquivos: planned.map((file) => file.entry),
    mensagensDeContato: messages.map((message) => ({
      data: message.createdAt.toISOString(),
      nome: message.name,
      email: message.email,
      mensagem: message.message,
    })),
    emailsRecebidos: mails.map((mail) => ({
      data: mail.createdAt.toISOString(),
      assunto: mail.subject,
      enviado: mail.sentAt !== null,
    })),
    empresas: companies.map((company) => ({
      id: company.id,
      nome: company.name,
      papeis: parseCompanyRoles(company.role).map((role) => COMPANY_ROLE_LABELS[role]),
      desde: company.createdAt.toISOString(),
    })),
    atividadeEmOutrasEmpresas: elsewhere.map((event) => ({
      empresa: event.company,
      arte: event.art,
      data: event.createdAt.toISOString(),
      evento: EVENT_LABELS[event.type] ?? event.type,
      observacao: event.note,
    })),
    comentariosEmOutrasEmpresas: commentsElsewhere.map((comment) => ({
      empresa: comment.company,
      arte: comment.art,
      data: comment.createdAt.toISOString(),
      versao: comment.version,
      texto: comment.text,
    })),
  };
  return {
    manifest,
    files: planned.filter((file) => file.entry.incluido),
    receipts: receipts.map((data) => ({ path: receiptPathOf.get(data.id)!, data })),
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}

/**
 * The ZIP as a stream (server/files/zip-stream.ts: one file open at a time, back-pressured). Files
 * are stored, not deflated; the manifest, written last so that it can say which files storage
 * could not supply, is deflated.
 */
export function streamAccountExport(storage: FileStorage, plan: ExportPlan, log: Logger): Readable {
  const byName = new Map(plan.files.map((file) => [file.entry.caminho, file]));
  const generatedAt = new Date(plan.manifest.geradoEm);
  return streamZip(
    [
      ...plan.files.map((file) => ({
        name: file.entry.caminho,
        date: file.createdAt,
        store: true,
        open: async () => (await storage.get(file.storageKey)).body,
      })),
      ...plan.receipts.map((receipt) => ({
        name: receipt.path,
        date: receipt.data.paidAt,
        store: true,
        open: async () => Buffer.from(await renderReceiptPdf(receipt.data, generatedAt)),
      })),
    ],
    log,
    {
      label: 'export',
      // The row exists but the bytes do not: the manifest says so; the rest still goes out.
      onMissing: (entry) => {
        const file = byName.get(entry.name);
        if (file) file.entry.incluido = false;
      },
      last: () => ({
        name: MANIFEST_NAME,
        date: generatedAt,
        store: false,
        open: () => Promise.resolve(JSON.stringify(plan.manifest, null, 2)),
      }),
    },
  );
}
