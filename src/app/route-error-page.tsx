// The router's fallback when a page fails to load or render (as on the first site: a heading,
// the status and the message). A page whose code could not be fetched (the server away, or a new
// version deployed since this tab opened) gets a pt-BR explanation and a reload, which fixes both.
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What browsers say when a lazy page's module cannot be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|module script failed|Importing a module script failed|Loading chunk/i;

export function RouteErrorPage() {
  const error = useRouteError();
  let status: number | undefined;
  let message: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.statusText || String(error.data);
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = String(error);
  }
  const pageNotFetched = CHUNK_FAILURE.test(message);
  return (
    <main id="conteudo" className="container py-5">
      <h1>Unexpected Application Error!</h1>
      <h2 className="h4">{status ?? 'Erro'}</h2>
      {pageNotFetched && (
        <p className="lead">
          Não foi possível carregar esta página. Verifique sua conexão e tente novamente.
        </p>
      )}
      <p className="text-break text-body-secondary">{message}</p>
      <div className="d-flex flex-wrap gap-2">
        {pageNotFetched && (
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            Tentar novamente
          </button>
        )}
        <a href="/" className={`btn ${pageNotFetched ? 'btn-outline-primary' : 'btn-primary'}`}>
          Voltar ao início
        </a>
      </div>
    </main>
  );
}
