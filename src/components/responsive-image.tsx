// Renders a build-time rendered image as <picture> with AVIF and WebP sources from the manifest.
import { images } from '../content/images.generated';
import type { ImageName } from '../content/images.generated';

type ResponsiveImageProps = {
  name: ImageName;
  alt: string;
  /**
   * The `sizes` attribute: how wide the image is laid out, so the browser picks the right file. On
   * a phone, a full-width image in a container is the screen less its gutters,
   * `calc(100vw - 1.5rem)`: saying `100vw` makes a 412 px phone at 1.75× ask for the next file up.
   */
  sizes: string;
  /** Above the fold: load immediately and ahead of other images (helps LCP). */
  priority?: boolean;
  /**
   * In the first screen but not its lead: load immediately, after the lead images (a low fetch
   * priority, which Chromium keeps even in view, so they take no bandwidth from the largest one).
   */
  eager?: boolean;
  className?: string;
};

export const ResponsiveImage = ({
  name,
  alt,
  sizes,
  priority = false,
  eager = false,
  className,
}: ResponsiveImageProps) => {
  const image = images[name];
  return (
    <picture>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className ? `img-fluid ${className}` : 'img-fluid'}
        {...(priority
          ? { loading: 'eager', fetchPriority: 'high' }
          : eager
            ? { loading: 'eager', fetchPriority: 'low' }
            : { loading: 'lazy', decoding: 'async' })}
      />
    </picture>
  );
};
