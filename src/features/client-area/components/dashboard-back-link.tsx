// 'Voltar' from a client page to the dashboard (/ClientArea).
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';

export function DashboardBackLink() {
  return (
    <Link to={paths.clientArea} className="btn btn-outline-secondary">
      Voltar
    </Link>
  );
}
