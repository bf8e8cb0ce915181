// A portfolio tile: the case's cover with the brand and discipline over it, linking to the case.
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { CaseStudy } from '../../../content/cases';

export function ProjectTile({ study }: { study: CaseStudy }) {
  const cover = study.images[0];
  return (
    <Link to={paths.caseStudy(study.slug)} className="site-tile">
      <ResponsiveImage
        name={cover.name}
        alt={cover.alt}
        sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, calc(100vw - 1.5rem)"
      />
      <span className="site-tile-caption">
        <strong>{study.brand}</strong>
        <span>{study.discipline}</span>
      </span>
    </Link>
  );
}
