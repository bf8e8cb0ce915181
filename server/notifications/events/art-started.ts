// The studio started an art: the client hears it, with the deadline.
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import { artOf, toCompany, url, type Planner } from '../planning';

export interface ArtStartedEvent {
  type: 'art_started';
  artId: string;
}

export const planArtStarted: Planner<ArtStartedEvent> = async (ctx, event) => {
  const { art } = await artOf(ctx.tx, event.artId);
  return [
    ...(await toCompany(ctx, art.ownerId, 'art_started', {
      bell: `O estúdio começou a trabalhar na arte "${art.name}".`,
      artId: art.id,
      subject: `Começamos a sua arte: ${art.name}`,
      whatsapp: [art.name, formatDateTime(art.dueAt)],
      blocks: [
        { type: 'p', text: `O estúdio começou a trabalhar na arte "${art.name}".` },
        { type: 'facts', rows: [['Prazo de entrega', formatDateTime(art.dueAt)]] },
        {
          type: 'button',
          label: 'Acompanhar a arte',
          href: url(ctx, paths.art(art.id)),
        },
      ],
    })),
  ];
};
