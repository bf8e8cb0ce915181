// A release package sent to a plate maker: its link, to the plate maker's address only (no account,
// no bell). The token travels in this mail and nowhere else; the database keeps only its hash.
import { formatDateTime } from '../../../common/format';
import { paths } from '../../../common/paths';
import { renderMail } from '../templates';
import { url, type Planner } from '../planning';
import { releaseFactsOf } from './release-facts';

export interface ReleaseSentEvent {
  type: 'release_sent';
  releaseId: string;
  token: string;
}

export const planReleaseSent: Planner<ReleaseSentEvent> = async (ctx, event) => {
  const release = await releaseFactsOf(ctx.tx, event.releaseId);
  const subject = `Arquivos para gravação: ${release.artName} (v${release.version}) — ${release.company}`;
  return [
    {
      kind: 'release_sent',
      recipientId: null,
      email: release.recipientEmail,
      bell: null,
      mail: renderMail({
        subject,
        greeting: `Olá, ${release.recipientName}.`,
        blocks: [
          {
            type: 'p',
            text: `${release.company} liberou os arquivos da arte "${release.artName}" para gravação de clichê.`,
          },
          {
            type: 'facts',
            rows: [
              ['Arte', release.artName],
              ['Versão aprovada', `v${release.version}`],
              ['Cliente', release.company],
              ['Link válido até', formatDateTime(release.expiresAt)],
            ],
          },
          {
            type: 'button',
            label: 'Abrir os arquivos',
            href: url(ctx, paths.plateMakerRelease(event.token)),
          },
          {
            type: 'p',
            text: 'Na página, baixe os arquivos (ou o ZIP) e clique em "Confirmar recebimento" para avisar o cliente. O link é pessoal: não o encaminhe.',
          },
        ],
      }),
    },
  ];
};
