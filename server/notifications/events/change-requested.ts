// A client asked for a change: their receipt with the new deadline and the promise, and the
// studio's notice.
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artOf, deadlineBlocks, toCompany, toStudio, url, type Planner } from '../planning';

export interface ChangeRequestedEvent {
  type: 'change_requested';
  artId: string;
  description: string;
}

export const planChangeRequested: Planner<ChangeRequestedEvent> = async (ctx, event) => {
  const { art, owner } = await artOf(ctx.tx, event.artId);
  const due = formatDateTime(art.dueAt);
  return [
    ...(await toCompany(ctx, art.ownerId, 'change_received', {
      bell: `Pedido de alteração da arte "${art.name}" recebido. Novo prazo: ${due}.`,
      artId: art.id,
      subject: `Alteração recebida: ${art.name}`,
      whatsapp: [art.name, due],
      blocks: [
        { type: 'p', text: `Recebemos o seu pedido de alteração da arte "${art.name}":` },
        { type: 'quote', text: event.description },
        ...deadlineBlocks(ctx, art, 'Novo prazo de entrega'),
      ],
    })),
    ...(await toStudio(ctx, 'studio_change_requested', {
      bell: `${owner.name} pediu alteração na arte "${art.name}" (prazo ${due}).`,
      artId: art.id,
      subject: `Alteração pedida: ${art.name}`,
      blocks: [
        { type: 'p', text: `${owner.name} pediu uma alteração na arte "${art.name}":` },
        { type: 'quote', text: event.description },
        { type: 'facts', rows: [['Novo prazo de entrega', due]] },
        {
          type: 'button',
          label: 'Abrir no painel',
          href: url(ctx, paths.adminArt(art.id)),
        },
      ],
    })),
  ];
};
