// /convite/{id}: the page an invitation e-mail links to (docs/product/companies.md). It shows the
// company, who invited, the roles offered and until when; then, by who is looking: signed out,
// 'Entrar' or 'Criar conta' with the invited e-mail filled in, coming back here afterwards; the
// invited person, 'Aceitar convite', which opens that company's client area; anyone else, or an
// invitation that expired, was revoked or already used, the server's sentence and what to do.
// Never indexed (a private route pattern, common/paths.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import {
  COMPANY_ROLE_LABELS,
  INVITATION_CANCELED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_USED_MESSAGE,
  wrongAccountMessage,
} from '../../../../common/companies';
import { formatDate } from '../../../../common/format';
import { paths } from '../../../../common/paths';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { meQueryKey, useMe, type Me } from '../../../lib/session';
import { signOut } from '../api/sign-out';
import { clientKeys } from '../api/query-keys';
import { useAcceptInvitation, useInvitation, type Invitation } from '../api/team';

/** The router state /Login reads: the e-mail to fill in and whether to open 'Criar conta'. */
export interface InvitedSignInState {
  returnTo: string;
  email: string;
  signUp?: boolean;
}

const CLOSED: Record<Exclude<Invitation['state'], 'pending'>, string> = {
  expired: INVITATION_EXPIRED_MESSAGE,
  canceled: INVITATION_CANCELED_MESSAGE,
  accepted: INVITATION_USED_MESSAGE,
};

export function InvitationPage() {
  const { id = '' } = useParams();
  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 560 }}>
      <InvitationContent id={id} />
    </main>
  );
}

function InvitationContent({ id }: { id: string }) {
  const invitation = useInvitation(id);
  const me = useMe();
  if (invitation.isPending || me.isPending) return <p role="status">Carregando o convite…</p>;
  if (invitation.isError) {
    return (
      <>
        <h1 className="h3 mb-3">Convite indisponível</h1>
        <QueryError error={invitation.error} onRetry={() => void invitation.refetch()} />
        <Link to={paths.home}>Ir para a página inicial</Link>
      </>
    );
  }
  const data = invitation.data;
  const roles = data.roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ');
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <p className="text-body-secondary small mb-1">Convite para a equipe</p>
        <h1 className="h3 mb-3">{data.companyName}</h1>
        <dl className="row mb-4">
          <dt className="col-sm-4">Convidado por</dt>
          <dd className="col-sm-8">{data.invitedBy}</dd>
          <dt className="col-sm-4">E-mail</dt>
          <dd className="col-sm-8 text-break">{data.email}</dd>
          <dt className="col-sm-4">{data.roles.length > 1 ? 'Papéis' : 'Papel'}</dt>
          <dd className="col-sm-8">{roles}</dd>
          <dt className="col-sm-4">Válido até</dt>
          <dd className="col-sm-8">
            <time dateTime={data.expiresAt}>{formatDate(data.expiresAt)}</time>
          </dd>
        </dl>
        {data.state === 'pending' ? (
          <Pending invitation={data} me={me.data ?? null} />
        ) : (
          <Closed invitation={data} me={me.data ?? null} />
        )}
      </Card.Body>
    </Card>
  );
}

function Closed({ invitation, me }: { invitation: Invitation; me: Me | null }) {
  return (
    <>
      <Alert variant="warning" role="alert">
        {invitation.state !== 'pending' && CLOSED[invitation.state]}
      </Alert>
      {invitation.state === 'accepted' ? (
        <Link className="btn btn-primary" to={me ? paths.clientArea : paths.login}>
          {me ? 'Ir para a área do cliente' : 'Entrar'}
        </Link>
      ) : (
        <p className="mb-0">
          Quem convidou você pode enviar um novo convite pela página &lsquo;Equipe&rsquo;.
        </p>
      )}
    </>
  );
}

function Pending({ invitation, me }: { invitation: Invitation; me: Me | null }) {
  const returnTo = paths.invitation(invitation.id);
  if (!me) {
    const state = (signUp: boolean): InvitedSignInState => ({
      returnTo,
      email: invitation.email,
      ...(signUp ? { signUp } : {}),
    });
    return (
      <>
        <p>
          Para aceitar, entre com <strong className="text-break">{invitation.email}</strong> ou crie
          uma conta com esse e-mail.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={paths.login} state={state(false)}>
            Entrar
          </Link>
          <Link className="btn btn-outline-primary" to={paths.login} state={state(true)}>
            Criar conta
          </Link>
        </div>
      </>
    );
  }
  if (me.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <WrongAccount email={invitation.email} />;
  }
  return <Accept id={invitation.id} />;
}

function Accept({ id }: { id: string }) {
  const accept = useAcceptInvitation(id);
  const navigate = useNavigate();
  return (
    <>
      <Button
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, { onSuccess: () => void navigate(paths.clientArea) })
        }
      >
        {accept.isPending ? 'Aceitando…' : 'Aceitar convite'}
      </Button>
      {accept.isError && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {errorMessage(accept.error)}
        </Alert>
      )}
    </>
  );
}

/** Signed in with another account: the server's sentence, and 'Sair desta conta' to switch. */
function WrongAccount({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      await signOut();
      queryClient.removeQueries({ queryKey: clientKeys.all });
      queryClient.setQueryData(meQueryKey, null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLeaving(false);
    }
  };
  return (
    <>
      <Alert variant="warning" role="alert">
        {wrongAccountMessage(email)}
      </Alert>
      <Button variant="outline-secondary" disabled={leaving} onClick={() => void leave()}>
        {leaving ? 'Saindo…' : 'Sair desta conta'}
      </Button>
      {error && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {error}
        </Alert>
      )}
    </>
  );
}
