// The illustration beside a page hero's text, loaded first (it is the LCP): on large screens only,
// unless `allScreens` (a case's cover, the services' picture), which phones see above the text.
import type { ImageName } from '../../../content/images.generated';
import { ResponsiveImage } from '../../../components/responsive-image';

export function HeroImage({
  image,
  allScreens = false,
  className,
}: {
  image: { name: ImageName; alt: string };
  allScreens?: boolean;
  /** The image's own classes (e.g. rounded corners). */
  className?: string;
}) {
  return (
    <div className={allScreens ? 'col-lg-6' : 'col-lg-6 d-none d-lg-block'}>
      <ResponsiveImage
        name={image.name}
        alt={image.alt}
        sizes={
          allScreens
            ? '(min-width: 1400px) 636px, (min-width: 1200px) 546px, (min-width: 992px) 456px, calc(100vw - 1.5rem)'
            : '(min-width: 1400px) 636px, (min-width: 1200px) 546px, 456px'
        }
        priority
        className={className}
      />
    </div>
  );
}
