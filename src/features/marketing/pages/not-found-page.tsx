// The pt-BR page for addresses the site doesn't have (the server answers them with a 404 too).
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { notFound } from '../../../content/navigation';

export function NotFoundPage() {
  return (
    <main id="conteudo" className="container py-5 text-center">
      <p className="display-1 fw-bold site-emphasis mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="site-section-title">{notFound.title}</h1>
      <p className="lead">{notFound.text}</p>
      <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
        <Link to={paths.home} className="btn btn-brand btn-lg">
          {notFound.homeButton}
        </Link>
        <Link to={paths.cases} className="btn btn-outline-brand btn-lg">
          {notFound.casesLink}
        </Link>
      </div>
    </main>
  );
}
