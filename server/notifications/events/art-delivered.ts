// The studio delivered a version: the client hears it, with the studio's note if any.
import { paths } from '../../../common/paths';
import type { Block } from '../templates';
import { artOf, toClient, url, type Planner } from '../planning';

export interface ArtDeliveredEvent {
  type: 'art_delivered';
  artId: string;
  version: number;
  note?: string | null;
}

export const planArtDelivered: Planner<ArtDeliveredEvent> = async (ctx, event) => {
  const { art, owner } = await artOf(ctx.tx, event.artId);
  const blocks: Block[] = [
    { type: 'p', text: `A versão ${event.version} da arte "${art.name}" está pronta.` },
  ];
  if (event.note)
    blocks.push({ type: 'p', text: 'Nota do estúdio:' }, { type: 'quote', text: event.note });
  blocks.push(
    {
      type: 'p',
      text: 'Abra a arte para baixar o arquivo e aprovar, ou pedir uma alteração.',
    },
    { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
  );
  return [
    await toClient(ctx, owner, 'art_delivered', {
      bell: `Versão ${event.version} da arte "${art.name}" entregue.`,
      artId: art.id,
      subject: `Versão ${event.version} entregue: ${art.name}`,
      whatsapp: [art.name, String(event.version)],
      blocks,
    }),
  ];
};
