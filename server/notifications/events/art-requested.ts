// A client requested an art: their receipt with the deadline and the promise (in the words of
// common/delivery-promise.ts), and the studio's new-order notice.
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artOf, deadlineBlocks, toCompany, toStudio, url, type Planner } from '../planning';

export interface ArtRequestedEvent {
  type: 'art_requested';
  artId: string;
}

export const planArtRequested: Planner<ArtRequestedEvent> = async (ctx, event) => {
  const { art, owner } = await artOf(ctx.tx, event.artId);
  const due = formatDateTime(art.dueAt);
  return [
    ...(await toCompany(ctx, art.ownerId, 'art_received', {
      bell: `Recebemos o pedido da arte "${art.name}". Prazo de entrega: ${due}.`,
      artId: art.id,
      subject: `Pedido recebido: ${art.name}`,
      whatsapp: [art.name, due],
      blocks: [
        { type: 'p', text: `Recebemos o seu pedido da arte "${art.name}".` },
        ...deadlineBlocks(ctx, art, 'Prazo de entrega'),
      ],
    })),
    ...(await toStudio(ctx, 'studio_new_art', {
      bell: `Novo pedido de ${owner.name}: "${art.name}" (prazo ${due}).`,
      artId: art.id,
      subject: `Novo pedido de arte: ${art.name}`,
      blocks: [
        { type: 'p', text: `${owner.name} pediu uma nova arte.` },
        {
          type: 'facts',
          rows: [
            ['Arte', art.name],
            ['Cliente', `${owner.name} <${owner.email}>`],
            ['Prazo de entrega', due],
          ],
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
