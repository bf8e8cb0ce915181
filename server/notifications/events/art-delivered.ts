// The studio delivered a version: the client hears it, with the studio's note if any, that it
// awaits their approval, and, for a corrected version, which one it replaces. A version confirmed
// over a failed pre-flight says so, pointing at the studio's explanation (its note).
import { artStatusLabel } from '../../../common/art-status';
import { ART_STATUS } from '../../../common/constants';
import { paths } from '../../../common/paths';
import type { Block } from '../templates';
import { artOf, toCompany, url, type Planner } from '../planning';

export interface ArtDeliveredEvent {
  type: 'art_delivered';
  artId: string;
  version: number;
  note?: string | null;
  /** The version awaiting approval this one replaces (a corrected version); null for none. */
  replaces?: number | null;
  /** Confirmed over a pre-flight that failed: the note explains why. */
  preflightFailed?: boolean;
}

export const planArtDelivered: Planner<ArtDeliveredEvent> = async (ctx, event) => {
  const { art } = await artOf(ctx.tx, event.artId);
  const awaiting = artStatusLabel(ART_STATUS.finished, 'client');
  const blocks: Block[] = [
    { type: 'p', text: `A versão ${event.version} da arte "${art.name}" está pronta.` },
  ];
  if (event.replaces)
    blocks.push({
      type: 'p',
      text: `Ela substitui a versão ${event.replaces}, que não precisa mais da sua aprovação.`,
    });
  if (event.preflightFailed)
    blocks.push({
      type: 'p',
      text: 'A conferência técnica automática apontou um problema neste arquivo; o estúdio o enviou mesmo assim e explica por quê na nota abaixo. Leia antes de aprovar.',
    });
  if (event.note)
    blocks.push({ type: 'p', text: 'Nota do estúdio:' }, { type: 'quote', text: event.note });
  blocks.push(
    {
      type: 'p',
      text: `Status: ${awaiting}. Abra a arte para baixar o arquivo e aprovar, ou pedir uma alteração.`,
    },
    { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(art.id)) },
  );
  const replacing = event.replaces ? ` (substitui a v${event.replaces})` : '';
  return [
    ...(await toCompany(ctx, art.ownerId, 'art_delivered', {
      bell: `Versão ${event.version} da arte "${art.name}" entregue${replacing}: ${awaiting.toLowerCase()}.`,
      artId: art.id,
      subject: `Versão ${event.version} entregue: ${art.name}`,
      whatsapp: [art.name, String(event.version)],
      blocks,
    })),
  ];
};
