// A grid of images, four per row from 992 px, each opening larger in the site's light dialog (the
// browser's <dialog>: focus kept inside, Escape closes, focus back to the image's button). In the
// dialog the image fits the screen, and the previous and next ones are a button, an arrow key or a
// swipe away.
import { useRef, useState, type TouchEvent } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SiteDialog } from '../../../components/site-dialog';
import type { CaseImage } from '../../../content/cases';
import { images as imageFiles } from '../../../content/images.generated';

/** The image's own proportions, so its button keeps its size while skipped (site.css). */
const aspectRatioOf = (image: CaseImage) =>
  `${imageFiles[image.name].width} / ${imageFiles[image.name].height}`;

/** How far (px) a finger must travel sideways for a swipe, rather than a tap or a scroll. */
const SWIPE_DISTANCE = 50;

export function ImageGallery(props: {
  images: readonly CaseImage[];
  /** Button text pattern for screen readers, e.g. 'Ampliar: {alt}'. */
  openLabel: (image: CaseImage) => string;
  closeLabel: string;
  previousLabel?: string;
  nextLabel?: string;
  label: string;
  /** How many images fill the first screen (load at once rather than lazily). */
  eagerCount?: number;
  /** How many of those lead it (load ahead of other images). */
  priorityCount?: number;
}) {
  const { images, previousLabel = 'Imagem anterior', nextLabel = 'Próxima imagem' } = props;
  const [selected, setSelected] = useState<number | null>(null);
  const touchStartX = useRef<number | null>(null);

  /** Steps through the images, round from the last to the first and back. */
  const step = (by: number) =>
    setSelected((index) => (index === null ? null : (index + by + images.length) % images.length));

  const image = selected === null ? undefined : images[selected];

  return (
    <>
      <ul
        className="site-gallery row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled"
        aria-label={props.label}
      >
        {images.map((item, index) => (
          <li key={item.name} className="col">
            <button
              type="button"
              className="site-gallery-item"
              aria-haspopup="dialog"
              aria-label={props.openLabel(item)}
              style={{ aspectRatio: aspectRatioOf(item) }}
              onClick={() => setSelected(index)}
            >
              <ResponsiveImage
                name={item.name}
                alt={item.alt}
                sizes="(min-width: 1200px) 270px, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 45vw"
                priority={index < (props.priorityCount ?? 0)}
                eager={index < (props.eagerCount ?? 0)}
              />
            </button>
          </li>
        ))}
      </ul>
      <SiteDialog
        open={image !== undefined}
        onClose={() => setSelected(null)}
        title={image?.alt}
        closeLabel={props.closeLabel}
        wide
        titleClassName="h5"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') step(-1);
          else if (event.key === 'ArrowRight') step(1);
        }}
        onTouchStart={(event: TouchEvent) => {
          touchStartX.current = event.changedTouches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event: TouchEvent) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined) return;
          if (end - start > SWIPE_DISTANCE) step(-1);
          else if (start - end > SWIPE_DISTANCE) step(1);
        }}
      >
        {image && (
          <>
            <ResponsiveImage
              // A new element per image: the previous one never lingers while the next loads.
              key={image.name}
              name={image.name}
              alt={image.alt}
              sizes="(min-width: 992px) 900px, 95vw"
              className="site-lightbox-image"
            />
            <div className="d-flex justify-content-between align-items-center gap-2 mt-3">
              {/* Short words on screen; the names say which image (and contain those words). */}
              <button
                type="button"
                className="btn btn-outline-brand site-lightbox-step"
                aria-label={previousLabel}
                onClick={() => step(-1)}
              >
                ‹ Anterior
              </button>
              <span className="small text-body-secondary text-nowrap">
                {(selected ?? 0) + 1} / {images.length}
              </span>
              <button
                type="button"
                className="btn btn-outline-brand site-lightbox-step"
                aria-label={nextLabel}
                onClick={() => step(1)}
              >
                Próxima ›
              </button>
            </div>
          </>
        )}
      </SiteDialog>
    </>
  );
}
