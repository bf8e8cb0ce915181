// 'Alterar' / 'Solicitar alteração': leads to the change form. On an approved art it first says,
// in a confirmation, that a change after approval is a new request costing 1 crédito
// (/UserTerms §5), and without a credit it shows 'Você Está sem créditos!' instead. The server
// decides for real when the change is sent.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { canTakeAction } from '../../../../common/art-status';
import { ART_STATUS, type ArtStatus } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useMe } from '../../../lib/session';

// 'Você está sem créditos!' (and the purchase it offers) loads when needed, not with the page.
const NoCreditsDialog = lazy(async () => ({
  default: (await import('./no-credits-dialog')).NoCreditsDialog,
}));

export const PAID_CHANGE_TITLE = 'Alteração após a aprovação';
export const PAID_CHANGE_MESSAGE =
  'Esta arte já foi aprovada. Uma alteração depois da aprovação é um novo pedido e custa 1 crédito, debitado quando você enviar a alteração.';

export function ChangeArtAction({
  art,
  label = 'Alterar',
  size,
}: {
  art: { id: string; name: string; status: ArtStatus };
  label?: string;
  size?: 'sm';
}) {
  const navigate = useNavigate();
  const me = useMe();
  const [asking, setAsking] = useState<'confirm' | 'no-credits' | null>(null);
  if (!canTakeAction('requestChange', art.status)) return null;
  // The primary outline, not the grey one: grey beside coloured buttons reads as disabled.
  const className = `btn btn-outline-primary${size ? ` btn-${size}` : ''}`;

  if (art.status !== ART_STATUS.approved) {
    return (
      <Link to={paths.changeArt(art.id)} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="outline-primary"
        size={size}
        onClick={() => setAsking((me.data?.credit ?? 0) >= 1 ? 'confirm' : 'no-credits')}
      >
        {label}
      </Button>
      <LazyConfirmDialog
        show={asking === 'confirm'}
        title={PAID_CHANGE_TITLE}
        body={
          <p className="mb-0">
            {PAID_CHANGE_MESSAGE} Deseja alterar “{art.name}”?
          </p>
        }
        confirmLabel="Continuar (1 crédito)"
        variant="warning"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void navigate(paths.changeArt(art.id));
        }}
      />
      {asking === 'no-credits' && (
        <Suspense fallback={null}>
          <NoCreditsDialog onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </>
  );
}
