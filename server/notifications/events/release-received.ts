// The plate maker confirmed receiving a release package: the client hears it (bell and e-mail),
// the studio's bell too.
import { formatDateTime } from '../../../common/format';
import { paths } from '../../../common/paths';
import { toCompany, toStudio, url, type Planner } from '../planning';
import { releaseFactsOf } from './release-facts';

export interface ReleaseReceivedEvent {
  type: 'release_received';
  releaseId: string;
}

export const planReleaseReceived: Planner<ReleaseReceivedEvent> = async (ctx, event) => {
  const release = await releaseFactsOf(ctx.tx, event.releaseId);
  const at = formatDateTime(release.confirmedAt ?? new Date());
  const text = `${release.recipientName} confirmou o recebimento dos arquivos da arte "${release.artName}" (v${release.version}).`;
  return [
    ...(await toCompany(ctx, release.ownerId, 'release_received', {
      bell: text,
      artId: release.artId,
      subject: `Recebida pela clicheria: ${release.artName}`,
      blocks: [
        { type: 'p', text },
        {
          type: 'facts',
          rows: [
            ['Clicheria', `${release.recipientName} <${release.recipientEmail}>`],
            ['Versão', `v${release.version}`],
            ['Recebimento confirmado em', at],
          ],
        },
        { type: 'button', label: 'Ver a arte', href: url(ctx, paths.art(release.artId)) },
      ],
    })),
    ...(await toStudio(ctx, 'studio_release_received', {
      bell: `${release.company}: ${text}`,
      artId: release.artId,
      subject: `Recebida pela clicheria: ${release.artName} (${release.company})`,
      blocks: [
        { type: 'p', text: `${text} Cliente: ${release.company}.` },
        { type: 'button', label: 'Ver a arte', href: url(ctx, paths.adminArt(release.artId)) },
      ],
    })),
  ];
};
