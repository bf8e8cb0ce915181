// 'Aprovar arte': the confirmation before the client approves a delivery, used by the finished
// list and the art's page; it names the version approved (the server refuses one a corrected
// version has replaced) and says what the approval costs (the contract's fee, which releases the
// open files). A refusal keeps it open with the server's message.
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { payment } from '../../../content/payment';
import { useApproveArt } from '../api/approve-art';

export interface ApprovingArt {
  id: string;
  name: string;
  /** The version the client looked at and approves; null for an art without any (imported). */
  version: number | null;
}

export function ApproveArtDialog({
  art,
  onCancel,
  onApproved,
}: {
  /** The art to approve; null while the dialog is closed. */
  art: ApprovingArt | null;
  onCancel: () => void;
  onApproved: (art: ApprovingArt) => void;
}) {
  const approve = useApproveArt();
  return (
    <ConfirmDialog
      show={art !== null}
      title="Aprovar arte"
      body={
        <>
          <p>
            Confirma a aprovação {art?.version ? `da v${art.version} ` : ''}da arte “{art?.name}”?
            Depois de aprovada, o estúdio segue para o fechamento dos arquivos.
          </p>
          <p className="mb-0">{payment.approval}</p>
        </>
      }
      confirmLabel="Aprovar"
      variant="success"
      pending={approve.isPending}
      error={approve.isError ? approve.error.message : null}
      onCancel={() => {
        approve.reset();
        onCancel();
      }}
      onConfirm={() => {
        if (!art) return;
        approve.mutate({ id: art.id, version: art.version }, { onSuccess: () => onApproved(art) });
      }}
    />
  );
}
