// A client approved an art: their proof of approval, and the studio's notice.
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artOf, toClient, toStudio, url, type Planner } from '../planning';

export interface ArtApprovedEvent {
  type: 'art_approved';
  artId: string;
}

export const planArtApproved: Planner<ArtApprovedEvent> = async (ctx, event) => {
  const { art, owner } = await artOf(ctx.tx, event.artId);
  const at = formatDateTime(new Date());
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
            ['Aprovada em', at],
            ['Por', `${owner.name} <${owner.email}>`],
          ],
        },
        { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
      ],
    }),
    ...(await toStudio(ctx, 'studio_art_approved', {
      bell: `${owner.name} aprovou a arte "${art.name}".`,
      artId: art.id,
      subject: `Arte aprovada: ${art.name}`,
      blocks: [
        { type: 'p', text: `${owner.name} aprovou a arte "${art.name}" em ${at}.` },
        {
          type: 'button',
          label: 'Abrir no painel',
          href: url(ctx, paths.adminArt(art.id)),
        },
      ],
    })),
  ];
};
