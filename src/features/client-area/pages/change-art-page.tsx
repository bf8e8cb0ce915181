// /alterar-arte/{id}: the client asks for changes to a delivered art. The text is stored as a
// 'change requested' event (the briefing is kept); the server refuses illegal states with a 409
// whose message is shown here.
import { Alert, Button } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { changeRequestSchema } from '../../../../common/api-types';
import { canTakeAction, illegalActionMessage } from '../../../../common/art-status';
import { paths } from '../../../../common/paths';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { StatusBadge } from '../../../components/status-badge';
import { useArt } from '../api/get-art';
import { useRequestArtChange } from '../api/request-art-change';
import { ChangeRequestedDialog } from '../components/change-requested-dialog';
import { ClientLayout } from '../components/client-layout';

export function ChangeArtPage() {
  const { id = '' } = useParams();
  return (
    <ClientLayout>
      <ChangeArt id={id} />
    </ClientLayout>
  );
}

function ChangeArt({ id }: { id: string }) {
  const navigate = useNavigate();
  const art = useArt(id);
  const change = useRequestArtChange(id);
  const form = useZodForm(changeRequestSchema, { description: '' });
  const submit = form.handleSubmit((input) => change.mutate(input));

  if (art.isPending) {
    return <p role="status">Carregando detalhes da arte...</p>;
  }
  if (art.isError) {
    return (
      <>
        <Alert variant="danger" role="alert">
          {art.error.message}
        </Alert>
        <Link to={paths.clientArea} className="btn btn-outline-secondary">
          Voltar
        </Link>
      </>
    );
  }

  const allowed = canTakeAction('requestChange', art.data.status);
  return (
    <>
      <h1 className="h3 mb-2">{art.data.name}</h1>
      <p className="mb-4">
        Status: <StatusBadge status={art.data.status} />
      </p>
      {!allowed && (
        // A hint, not an alert: the server's refusal (if the client sends anyway) is the alert.
        <p className="alert alert-info">{illegalActionMessage('requestChange', art.data.status)}</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {change.isError && (
          <Alert variant="danger" role="alert">
            {change.error.message}
          </Alert>
        )}
        <FormField
          form={form}
          name="description"
          id="change-description"
          label="Descreva as alterações"
          rows={6}
          maxLength={10_000}
          required
          disabled={change.isPending}
        />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Enviando…' : 'Solicitar alteração'}
          </Button>
          <Link to={paths.clientArea} className="btn btn-outline-secondary">
            Voltar
          </Link>
        </div>
      </form>
      <details className="mt-4">
        <summary>Briefing original</summary>
        <p className="mt-2" style={{ whiteSpace: 'pre-wrap' }}>
          {art.data.briefing}
        </p>
      </details>
      <ChangeRequestedDialog
        show={change.isSuccess}
        onClose={() => void navigate(paths.clientArea)}
      />
    </>
  );
}
