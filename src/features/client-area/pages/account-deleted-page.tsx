// /conta-excluida: where a client lands, signed out, once their account is deleted. It says what
// was erased and what the studio keeps, and why.
import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { useHistoryState } from '../../../lib/history-state';
import { useForgetDeletedAccount, type AccountDeletedState } from '../api/delete-account';

export function AccountDeletedPage() {
  const justDeleted =
    (useHistoryState() as Partial<AccountDeletedState> | null)?.accountDeleted === true;
  const forget = useForgetDeletedAccount();
  useEffect(() => {
    if (justDeleted) forget();
    // Once, on arrival: `forget` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justDeleted]);

  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">Conta excluída</h1>
      <Alert variant="success" role="status">
        Sua conta foi excluída e você saiu da área do cliente.
      </Alert>
      <p>
        Apagamos seu nome, seu e-mail, sua senha, os arquivos que você enviou e os que o estúdio
        entregou, os nomes e briefings das suas artes, os textos dos seus pedidos de alteração, as
        mensagens de contato e os e-mails enviados ao seu endereço.
      </p>
      <p>
        Por obrigação legal, guardamos apenas o extrato de créditos (quantidades, saldos e datas) e
        o registro de ações do estúdio, sem nenhum dado que identifique você.
      </p>
      <Link to={paths.home} className="btn btn-primary">
        Ir para a página inicial
      </Link>
    </main>
  );
}
