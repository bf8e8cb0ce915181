// The studio withdrew the version awaiting the client's approval: the client hears which, why,
// and that the art is with the studio again. Not optional: a version they might approve is gone.
import { artStatusLabel } from '../../../common/art-status';
import { ART_STATUS } from '../../../common/constants';
import { paths } from '../../../common/paths';
import { artOf, toCompany, url, type Planner } from '../planning';

export interface ArtWithdrawnEvent {
  type: 'art_withdrawn';
  artId: string;
  version: number;
  reason: string;
}

export const planArtWithdrawn: Planner<ArtWithdrawnEvent> = async (ctx, event) => {
  const { art } = await artOf(ctx.tx, event.artId);
  const status = artStatusLabel(ART_STATUS.inProgress, 'client');
  return [
    ...(await toCompany(ctx, art.ownerId, 'art_withdrawn', {
      bell: `O estúdio retirou a versão ${event.version} da arte "${art.name}"; uma nova versão será enviada.`,
      artId: art.id,
      subject: `Versão ${event.version} retirada: ${art.name}`,
      blocks: [
        {
          type: 'p',
          text: `O estúdio retirou a versão ${event.version} da arte "${art.name}": ela não precisa mais da sua aprovação.`,
        },
        { type: 'p', text: 'Motivo:' },
        { type: 'quote', text: event.reason },
        {
          type: 'p',
          text: `Status: ${status}. Você recebe um aviso quando a nova versão for entregue.`,
        },
        { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
      ],
    })),
  ];
};
