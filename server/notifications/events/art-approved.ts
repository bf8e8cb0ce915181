// A client approved an art: their proof of approval (the version, its files, the verification
// code; the termo follows on the art's page), and the studio's notice.
import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artApproval } from '../../db/schema';
import { artOf, toClient, toStudio, url, type Planner } from '../planning';

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
  return [
    await toClient(ctx, owner, 'art_approved', {
      bell: `Você aprovou a arte "${art.name}".`,
      artId: art.id,
      subject: `Comprovante de aprovação: ${art.name}`,
      whatsapp: [art.name, at],
      blocks: [
        { type: 'p', text: 'Este é o comprovante da sua aprovação.' },
        {
          type: 'facts',
          rows: [
            ['Arte', art.name],
            ...(approvedWhat ? [['Versão aprovada', approvedWhat] as [string, string]] : []),
            ['Aprovada em', at],
            ['Por', `${owner.name} <${owner.email}>`],
            ...(record ? [['Código de verificação', record.code] as [string, string]] : []),
          ],
        },
        {
          type: 'p',
          text: 'O termo de aprovação, em PDF, fica disponível na página da arte em alguns instantes.',
        },
        { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
      ],
    }),
    ...(await toStudio(ctx, 'studio_art_approved', {
      bell: `${owner.name} aprovou a arte "${art.name}".`,
      artId: art.id,
      subject: `Arte aprovada: ${art.name}`,
      blocks: [
        {
          type: 'p',
          text: `${owner.name} aprovou a arte "${art.name}"${approvedWhat ? ` (${approvedWhat})` : ''} em ${at}.`,
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
