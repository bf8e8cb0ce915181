// The router's fallback when a page fails to load or render (SPEC.md §2).
import { isRouteErrorResponse, useRouteError } from 'react-router';

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
  return (
    <main className="container py-5">
      <h1>Unexpected Application Error!</h1>
      <h2 className="h4">{status ?? 'Erro'}</h2>
      <p className="text-break">{message}</p>
      <a href="/" className="btn btn-primary">
        Voltar ao início
      </a>
    </main>
  );
}
