// The illustration beside a page hero's text: large screens only, loaded first (it is the LCP).
import type { ImageName } from '../../../content/images.generated';
import { ResponsiveImage } from '../../../components/responsive-image';

export function HeroImage({ image }: { image: { name: ImageName; alt: string } }) {
  return (
    <div className="col-lg-6 d-none d-lg-block">
      <ResponsiveImage
        name={image.name}
        alt={image.alt}
        sizes="(min-width: 1400px) 636px, (min-width: 1200px) 546px, 456px"
        priority
      />
    </div>
  );
}
