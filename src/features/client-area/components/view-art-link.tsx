// 'Ver': a list row's way to the art's own page. Its accessible name carries the art's name, so a
// screen-reader user hears which art each 'Ver' opens.
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';

export function ViewArtLink({ art }: { art: { id: string; name: string } }) {
  return (
    <Link to={paths.art(art.id)} className="btn btn-sm btn-primary" aria-label={`Ver ${art.name}`}>
      Ver
    </Link>
  );
}
