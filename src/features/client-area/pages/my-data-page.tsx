// /MeusDados: the client's LGPD rights in the client area — 'Baixar meus dados' (one ZIP of the
// account, statement, arts and files, downloaded straight to disk by the browser) and, in a danger
// zone, 'Excluir minha conta' behind a dialog that says what goes, what stays, and asks for the
// current password.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { apiRoutes } from '../../../../common/api-routes';
import { accountDeletionSchema } from '../../../../common/api-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { ClientLayout } from '../components/client-layout';

export const DOWNLOAD_STARTED_NOTICE =
  'Seu download começou. Com muitos arquivos, ele pode levar alguns minutos; acompanhe pelo seu navegador.';

export function MyDataPage() {
  return (
    <ClientLayout>
      <h1 className="h3 mb-4">Meus dados</h1>
      <DownloadSection />
      <DeleteAccountSection />
    </ClientLayout>
  );
}

function DownloadSection() {
  const [started, setStarted] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5">
        Baixar meus dados
      </h2>
      <p>
        Um arquivo ZIP com tudo o que o estúdio guarda sobre você: os dados da sua conta, seu saldo
        e o extrato de créditos, cada arte com briefing, status, datas e histórico, os arquivos que
        você enviou e as entregas do estúdio. O arquivo <code>dados.json</code> dentro do ZIP
        descreve tudo, com o nome, o tamanho e o SHA-256 de cada arquivo.
      </p>
      {started && (
        <Alert variant="info" role="status">
          {DOWNLOAD_STARTED_NOTICE}
        </Alert>
      )}
      {/* A plain link: the browser saves the stream to disk, however large, without holding it. */}
      <a
        href={apiRoutes.accountExport}
        download
        className="btn btn-primary"
        onClick={() => setStarted(true)}
      >
        Baixar meus dados
      </a>
    </section>
  );
}

function DeleteAccountSection() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const openDialog = () => {
    setPassword('');
    setUnderstood(false);
    setInvalid(null);
    remove.reset();
    setOpen(true);
  };

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (remove.isPending) return;
    remove.reset();
    const parsed = accountDeletionSchema.safeParse({ password, confirm: understood });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setInvalid(null);
    remove.mutate(parsed.data);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card border="danger">
        <Card.Body>
          <h2 id={headingId} className="h5 text-danger">
            Excluir minha conta
          </h2>
          <p>
            A exclusão é definitiva: você não poderá mais entrar, e seus arquivos e textos serão
            apagados. Se quiser uma cópia, baixe seus dados antes.
          </p>
          <Button variant="danger" onClick={openDialog}>
            Excluir minha conta
          </Button>
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={open}
        title="Excluir minha conta"
        variant="danger"
        confirmLabel="Excluir definitivamente"
        pending={remove.isPending}
        error={invalid ?? (remove.isError ? remove.error.message : null)}
        onCancel={() => {
          // The typed password is not kept once the dialog is closed.
          setPassword('');
          setOpen(false);
        }}
        onConfirm={() => confirm()}
        body={
          <Form noValidate onSubmit={confirm}>
            <p className="mb-1">Ao excluir sua conta:</p>
            <ul>
              <li>você sai agora de todos os dispositivos e não poderá entrar novamente;</li>
              <li>seu nome e seu e-mail são apagados, assim como sua senha;</li>
              <li>
                os arquivos que você enviou e as entregas do estúdio são apagados, e os nomes e
                briefings das suas artes e os textos dos pedidos de alteração são substituídos;
              </li>
              <li>suas mensagens de contato e os e-mails enviados ao seu endereço são apagados;</li>
              <li>créditos que ainda restarem não poderão mais ser usados.</li>
            </ul>
            <p>
              Ficam guardados, sem nada que identifique você, o extrato de créditos (quantidades,
              saldos e datas) e o registro das ações do estúdio, como a lei exige.
            </p>
            <Form.Group className="mb-3" controlId="delete-account-password">
              <Form.Label>Senha atual</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={remove.isPending}
              />
            </Form.Group>
            <Form.Check
              id="delete-account-understood"
              label="Entendo que a exclusão é definitiva e não pode ser desfeita."
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              disabled={remove.isPending}
            />
          </Form>
        }
      />
    </section>
  );
}
