// /Equipe: the open company's people and their roles, and the pending invitations
// (docs/product/companies.md). Every member reads it; only administrators see 'Convidar',
// 'Reenviar', 'Revogar', 'Alterar papéis' and 'Remover' (the permission matrix,
// common/companies.ts), the others read who may. The forms load when first opened; the server's
// refusals (the last administrator…) show in pt-BR where the action was asked.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '../../../../common/companies';
import { formatDate } from '../../../../common/format';
import { DataTable, type Column } from '../../../components/data-table';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useCompanyPermissions } from '../../../lib/company';
import { errorMessage } from '../../../lib/error-message';
import { useMe } from '../../../lib/session';
import {
  useLeaveCompany,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  type TeamInvitation,
  type TeamMember,
} from '../api/team';
import { ClientLayout } from '../components/client-layout';

const InviteDialog = lazy(async () => ({
  default: (await import('../components/team-dialogs')).InviteDialog,
}));
const RolesDialog = lazy(async () => ({
  default: (await import('../components/team-dialogs')).RolesDialog,
}));

const rolesText = (roles: readonly CompanyRole[]) =>
  roles.map((role) => COMPANY_ROLE_LABELS[role]).join(', ');

export function TeamPage() {
  return (
    <ClientLayout>
      <Team />
    </ClientLayout>
  );
}

function Team() {
  const team = useTeam();
  const me = useMe().data;
  const { can, why } = useCompanyPermissions();
  const admin = can('member', 'update');
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const leave = useLeaveCompany();
  const [leaving, setLeaving] = useState(false);

  const memberColumns: Column<TeamMember>[] = [
    {
      header: 'Pessoa',
      card: 'title',
      cell: (m) => (
        <>
          {m.name}
          {m.userId === me?.id && <span className="text-body-secondary"> (você)</span>}
          <br />
          <span className="small text-body-secondary text-break">{m.email}</span>
        </>
      ),
    },
    { header: 'Papéis', cell: (m) => rolesText(m.roles) },
    {
      header: 'Desde',
      className: 'text-nowrap',
      cell: (m) => <time dateTime={m.joinedAt}>{formatDate(m.joinedAt)}</time>,
    },
  ];
  // The company made with one's own account cannot be left (docs/product/companies.md).
  const mayLeave = me?.company != null && me.company.id !== me.id;
  if (admin || mayLeave) {
    memberColumns.push({
      header: 'Ações',
      card: 'actions',
      cell: (m) => (
        <div className="d-flex flex-wrap gap-2">
          {admin && (
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => setEditing(m)}
              aria-label={`Alterar papéis de ${m.name}`}
            >
              Alterar papéis
            </Button>
          )}
          {/* Leaving a company oneself is its own action, not a removal (companies.md). */}
          {m.userId === me?.id && mayLeave && (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => {
                leave.reset();
                setLeaving(true);
              }}
            >
              Sair da empresa
            </Button>
          )}
          {admin && m.userId !== me?.id && (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Remover ${m.name}`}
              onClick={() => {
                remove.reset();
                setRemoving(m);
              }}
            >
              Remover
            </Button>
          )}
        </div>
      ),
    });
  }

  const invitationColumns: Column<TeamInvitation>[] = [
    { header: 'E-mail', card: 'title', cell: (i) => <span className="text-break">{i.email}</span> },
    { header: 'Papéis', cell: (i) => rolesText(i.roles) },
    {
      header: 'Situação',
      cell: (i) =>
        i.status === 'expired' ? (
          <span className="text-danger">Expirado</span>
        ) : (
          <>
            Válido até <time dateTime={i.expiresAt}>{formatDate(i.expiresAt)}</time>
          </>
        ),
    },
    { header: 'Convidado por', cell: (i) => i.invitedBy },
  ];
  if (admin) {
    invitationColumns.push({
      header: 'Ações',
      card: 'actions',
      cell: (i) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={resend.isPending}
            aria-label={`Reenviar o convite de ${i.email}`}
            onClick={() => {
              setNotice(null);
              resend.mutate(i.id, {
                onSuccess: () => setNotice(`Convite reenviado para ${i.email}.`),
              });
            }}
          >
            Reenviar
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Revogar o convite de ${i.email}`}
            onClick={() => {
              revoke.reset();
              setRevoking(i);
            }}
          >
            Revogar
          </Button>
        </div>
      ),
    });
  }

  const loadError = team.isError ? errorMessage(team.error) : null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">Equipe</h1>
        {can('invitation', 'create') && (
          <Button
            onClick={() => {
              setNotice(null);
              setInviting(true);
            }}
          >
            Convidar
          </Button>
        )}
      </div>
      <p className="mb-3">
        As pessoas que usam a área do cliente desta empresa, cada uma com os seus papéis.
        {!admin && <> {why('invitation', 'create')}</>}
      </p>
      <div aria-live="polite">
        {notice && (
          <Alert variant="success" role="status" onClose={() => setNotice(null)} dismissible>
            {notice}
          </Alert>
        )}
        {resend.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(resend.error)}
          </Alert>
        )}
      </div>
      <div className="mb-5">
        <DataTable
          caption="Pessoas da equipe"
          columns={memberColumns}
          rows={team.data?.members}
          rowKey={(m) => m.id}
          isLoading={team.isPending}
          error={loadError}
          loadingText="Carregando a equipe…"
          empty="Ninguém na equipe ainda."
        />
      </div>
      <div>
        <DataTable
          caption="Convites pendentes"
          columns={invitationColumns}
          rows={team.data?.invitations}
          rowKey={(i) => i.id}
          isLoading={team.isPending}
          error={loadError}
          loadingText="Carregando os convites…"
          empty={
            admin
              ? 'Nenhum convite pendente. Use "Convidar" para chamar alguém para a equipe.'
              : 'Nenhum convite pendente.'
          }
        />
      </div>

      <LazyConfirmDialog
        show={removing !== null}
        title="Remover da equipe"
        body={
          <p className="mb-0">
            {removing?.name} deixa de acessar esta empresa. O histórico continua com o nome dessa
            pessoa em tudo o que ela fez.
          </p>
        }
        confirmLabel="Remover"
        variant="danger"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
      <LazyConfirmDialog
        show={leaving}
        title="Sair da empresa"
        body={
          <p className="mb-0">
            Você deixa de acessar {me?.company?.name}: as artes, o saldo e a equipe. O histórico
            continua com o seu nome em tudo o que você fez. Para voltar, será preciso um novo
            convite.
          </p>
        }
        confirmLabel="Sair da empresa"
        variant="danger"
        pending={leave.isPending}
        error={leave.isError ? errorMessage(leave.error) : null}
        onCancel={() => setLeaving(false)}
        onConfirm={() => leave.mutate()}
      />
      <LazyConfirmDialog
        show={revoking !== null}
        title="Revogar convite"
        body={
          <p className="mb-0">
            O link enviado para {revoking?.email} deixa de valer. Para chamar essa pessoa de novo,
            será preciso um novo convite.
          </p>
        }
        confirmLabel="Revogar"
        variant="danger"
        pending={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
      />
      <Suspense fallback={null}>
        {inviting && (
          <InviteDialog
            onClose={(email) => {
              setInviting(false);
              if (email) setNotice(`Convite enviado para ${email}.`);
            }}
          />
        )}
        {editing && <RolesDialog member={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}
