// What a signed-in client sees at an admin address: a plain refusal with ways out.
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { useAdminSignOut } from '../hooks/use-admin-sign-out';

export function AccessDenied({ name }: { name: string }) {
  const { signOut, pending, error } = useAdminSignOut();
  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 640 }}>
      <h1>Acesso negado</h1>
      <p className="lead">
        Esta área é exclusiva da equipe do estúdio. Você entrou como <strong>{name}</strong>, uma
        conta de cliente.
      </p>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.clientArea} className="btn btn-primary">
          Ir para a Área do cliente
        </Link>
        <Button variant="outline-secondary" onClick={() => void signOut()} disabled={pending}>
          Sair e entrar como administrador
        </Button>
      </div>
    </main>
  );
}
