// /MeusDados: the client's LGPD rights in the client area — 'Baixar meus dados' (one ZIP of the
// account, statement, arts and files, downloaded straight to disk by the browser) and, in a danger
// zone, 'Excluir minha conta' behind a dialog that says what goes, what stays, and asks for the
// current password. Between them, 'Alterar senha' and which notification e-mails to receive.
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { apiRoutes } from '../../../../common/api-routes';
import { accountDeletionSchema } from '../../../../common/api-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormCheckField, FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { InlineSpinner } from '../../../components/inline-spinner';
import { ChangePasswordSection } from '../../../domain/account/change-password-section';
import { NotificationPreferences } from '../../../domain/notifications/notification-preferences';
import { useMe } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { ClientLayout } from '../components/client-layout';
import { TaxIdForm } from '../components/tax-id-form';
import { formatTaxId } from '../../../../common/tax-id';

export const DOWNLOAD_PREPARING_NOTICE =
  'Preparando o arquivo com os seus dados. O download começa em instantes.';
export const DOWNLOAD_STARTED_NOTICE =
  'Seu download começou. Com muitos arquivos, ele pode levar alguns minutos; acompanhe pelo seu navegador.';

export function MyDataPage() {
  return (
    <ClientLayout>
      <h1 className="h3 mb-4">Meus dados</h1>
      <DownloadSection />
      <PaymentDataSection />
      <OwnPasswordSection />
      <NotificationPreferences />
      <DeleteAccountSection />
    </ClientLayout>
  );
}

/** The CPF or CNPJ a payment provider may need (docs/product/payments.md#cpf-or-cnpj). */
function PaymentDataSection() {
  const me = useMe();
  const headingId = useId();
  if (!me.data) return null;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5">
        Dados para pagamento
      </h2>
      <p>
        O CPF ou CNPJ da sua empresa, pedido por alguns meios de pagamento (boleto e cartão) e
        impresso nos seus recibos.
      </p>
      <TaxIdForm current={me.data.taxId ? formatTaxId(me.data.taxId) : null} />
    </section>
  );
}

/** Rendered inside the client layout, which shows it only once the user is known. */
function OwnPasswordSection() {
  const me = useMe();
  return me.data ? <ChangePasswordSection email={me.data.email} /> : null;
}

/** The cookie the export's answer sets to the page's token (server/account/account.routes.ts). */
const EXPORT_STARTED_COOKIE = 'estudio-exportacao';
/** How often the page looks for it, and when it stops waiting (the file may have failed). */
const WATCH_EVERY_MS = 250;
const WATCH_AT_MOST_MS = 120_000;

type DownloadState = 'idle' | 'preparing' | 'started';

/** Whether the export's answer has arrived for `token` (then forgets the cookie). */
function exportStarted(token: string): boolean {
  const found = document.cookie
    .split('; ')
    .some((entry) => entry === `${EXPORT_STARTED_COOKIE}=${token}`);
  if (found) document.cookie = `${EXPORT_STARTED_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  return found;
}

function DownloadSection() {
  const [state, setState] = useState<DownloadState>('idle');
  const watch = useRef<number | undefined>(undefined);
  const headingId = useId();
  useEffect(() => () => window.clearInterval(watch.current), []);

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    // One at a time: the ZIP of a large account takes a while to begin.
    if (state === 'preparing') return event.preventDefault();
    const token = crypto.randomUUID();
    // Set before the browser follows the link (its default action comes after this handler).
    event.currentTarget.href = `${apiRoutes.accountExport}?pedido=${token}`;
    setState('preparing');
    const since = Date.now();
    window.clearInterval(watch.current);
    watch.current = window.setInterval(() => {
      const started = exportStarted(token);
      if (!started && Date.now() - since < WATCH_AT_MOST_MS) return;
      window.clearInterval(watch.current);
      setState(started ? 'started' : 'idle');
    }, WATCH_EVERY_MS);
  };
  const preparing = state === 'preparing';

  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5">
        Baixar meus dados
      </h2>
      <p>
        Um arquivo ZIP com tudo o que o estúdio guarda sobre você: os dados da sua conta, seu saldo
        e o extrato de créditos, seus pagamentos com os recibos, cada arte com briefing, status,
        datas e histórico, os arquivos que você enviou e as entregas do estúdio. O arquivo{' '}
        <code>dados.json</code> dentro do ZIP descreve tudo, com o nome, o tamanho e o SHA-256 de
        cada arquivo.
      </p>
      {state !== 'idle' && (
        <Alert variant="info" role="status">
          {preparing ? DOWNLOAD_PREPARING_NOTICE : DOWNLOAD_STARTED_NOTICE}
        </Alert>
      )}
      {/* A plain link: the browser saves the stream to disk, however large, without holding it. */}
      <a
        href={apiRoutes.accountExport}
        download
        className={`btn btn-primary${preparing ? ' disabled' : ''}`}
        aria-disabled={preparing || undefined}
        aria-busy={preparing || undefined}
        onClick={start}
      >
        {preparing && <InlineSpinner />}
        {preparing ? 'Preparando seus dados…' : 'Baixar meus dados'}
      </a>
    </section>
  );
}

function DeleteAccountSection() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // The confirmation box starts unticked: the schema's literal(true) refuses it until ticked.
  const form = useZodForm(accountDeletionSchema, { password: '' });
  const remove = useDeleteAccount();

  const openDialog = () => {
    form.reset({ password: '' });
    remove.reset();
    setOpen(true);
  };

  const submit = form.handleSubmit((input) => {
    if (remove.isPending) return;
    remove.reset();
    remove.mutate(input);
  });

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
        error={remove.isError ? remove.error.message : null}
        onCancel={() => {
          // The typed password is not kept once the dialog is closed.
          form.reset({ password: '' });
          setOpen(false);
        }}
        onConfirm={() => void submit()}
        body={
          <form noValidate onSubmit={(event) => void submit(event)}>
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
            <FormField
              form={form}
              name="password"
              id="delete-account-password"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              disabled={remove.isPending}
            />
            <FormCheckField
              form={form}
              name="confirm"
              id="delete-account-understood"
              label="Entendo que a exclusão é definitiva e não pode ser desfeita."
              disabled={remove.isPending}
            />
          </form>
        }
      />
    </section>
  );
}
