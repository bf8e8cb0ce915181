// The art's approval as its page shows it, to the client and to the studio: 'Aprovada em … por …,
// v2: rotulo-v2.pdf' with the 'Termo de aprovação' to download (made a few seconds after the
// approval), or, once a later version voided it, which version replaced it.
import { apiRoutes } from '../../../common/api-routes';
import type { ApiSchemas } from '../../lib/api';
import { DateTime } from '../../components/date-time';

type ApprovalInfo = ApiSchemas['ApprovalInfo'];

export function ApprovalSummary({ artId, approval }: { artId: string; approval: ApprovalInfo }) {
  const what = [
    approval.version === null ? null : `v${approval.version}`,
    approval.files.map((file) => file.name).join(', ') || null,
  ]
    .filter(Boolean)
    .join(': ');
  const sentence = (
    <>
      Aprovada em <DateTime value={approval.approvedAt} /> por {approval.approverName}
      {what ? `, ${what}` : ''}
    </>
  );
  if (approval.replacedByVersion !== null) {
    return (
      <p className="text-body-secondary mb-0">
        {sentence}. Esta aprovação foi substituída pela v{approval.replacedByVersion}, que aguarda
        aprovação.
      </p>
    );
  }
  return (
    <div className="d-flex flex-column gap-2">
      <p className="mb-0">
        {sentence}.
        {approval.openPinsAcknowledged && ' Aprovada com pontos da revisão ainda abertos.'}
      </p>
      {approval.termoReady ? (
        <a
          href={apiRoutes.approvalTermo(artId)}
          download
          className="btn btn-outline-success align-self-start"
        >
          Baixar o termo de aprovação
        </a>
      ) : (
        <p role="status" className="small text-body-secondary mb-0">
          Gerando o termo de aprovação…
        </p>
      )}
    </div>
  );
}
