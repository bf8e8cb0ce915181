// A client approved an art: their proof of approval (the version, its files, the verification
// code; the termo follows on the art's page), and the studio's notice.
import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artApproval } from '../../db/schema';
import { artOf, toCompany, toStudio, url, type Planner } from '../planning';

export interface ArtApprovedEvent {
  type: 'art_approved';
  artId: string;
}

export const planArtApproved: Planner<ArtApprovedEvent> = async (ctx, event) => {
  const { art, owner } = await artOf(ctx.tx, event.artId);
  // The record written in the same transaction, just before (server/approval).
  const [record] = await ctx.tx
    .select()
    .from(artApproval)
    .where(and(eq(artApproval.artId, art.id), isNull(artApproval.voidedAt)));
  const at = formatDateTime(record?.approvedAt ?? new Date());
  const version = record?.version ? `v${record.version}` : null;
  const files = record?.files.map((file) => file.name).join(', ') || null;
  const approvedWhat = [version, files].filter(Boolean).join(': ');
  // The person who approved (the termo's record), not the company's founding account.
  const approver = record?.approverName ?? owner.name;
  const by = `${approver} <${record?.approverEmail ?? owner.email}>`;
  const company = record?.company ?? owner.name;
  const who = company === approver ? approver : `${approver} (${company})`;
  return [
    ...(await toCompany(ctx, art.ownerId, 'art_approved', (account) => {
      // The approver reads their proof of approval; the rest of the company, who approved.
      const self = !record || record.approverEmail.toLowerCase() === account.email.toLowerCase();
      return {
        bell: self
          ? `Você aprovou a arte "${art.name}".`
          : `${approver} aprovou a arte "${art.name}".`,
        artId: art.id,
        subject: `Comprovante de aprovação: ${art.name}`,
        whatsapp: [art.name, at],
        blocks: [
          {
            type: 'p',
            text: self
              ? 'Este é o comprovante da sua aprovação.'
              : `${approver} aprovou esta arte pela empresa. Este é o comprovante.`,
          },
          {
            type: 'facts',
            rows: [
              ['Arte', art.name],
              ...(approvedWhat ? [['Versão aprovada', approvedWhat] as [string, string]] : []),
              ['Aprovada em', at],
              ['Por', by],
              ...(record ? [['Código de verificação', record.code] as [string, string]] : []),
            ],
          },
          {
            type: 'p',
            text: 'O termo de aprovação, em PDF, fica disponível na página da arte em alguns instantes.',
          },
          { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
        ],
      };
    })),
    ...(await toStudio(ctx, 'studio_art_approved', {
      bell: `${who} aprovou a arte "${art.name}".`,
      artId: art.id,
      subject: `Arte aprovada: ${art.name}`,
      blocks: [
        {
          type: 'p',
          text: `${who} aprovou a arte "${art.name}"${approvedWhat ? ` (${approvedWhat})` : ''} em ${at}.`,
        },
        {
          type: 'button',
          label: 'Abrir no painel',
          href: url(ctx, paths.adminArt(art.id)),
        },
      ],
    })),
  ];
};
