// A grid of images, four per row from 992 px, each opening larger in a dialog: the browser's
// <dialog> keeps focus inside, closes on Escape and gives focus back to the image's button.
import { useEffect, useId, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { CaseImage } from '../../../content/cases';

export function ImageGallery(props: {
  images: readonly CaseImage[];
  /** Button text pattern for screen readers, e.g. 'Ampliar: {alt}'. */
  openLabel: (image: CaseImage) => string;
  closeLabel: string;
  label: string;
  /** How many images lead the first screen (load at once rather than lazily). */
  eagerCount?: number;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<CaseImage | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (selected && dialog && !dialog.open) dialog.showModal();
  }, [selected]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <ul
        className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled"
        aria-label={props.label}
      >
        {props.images.map((image, index) => (
          <li key={image.name} className="col">
            <button
              type="button"
              className="site-gallery-item"
              aria-haspopup="dialog"
              aria-label={props.openLabel(image)}
              onClick={() => setSelected(image)}
            >
              <ResponsiveImage
                name={image.name}
                alt={image.alt}
                sizes="(min-width: 1200px) 270px, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 45vw"
                priority={index < (props.eagerCount ?? 0)}
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="site-dialog site-dialog-wide"
        aria-labelledby={titleId}
        onClose={() => setSelected(null)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {selected && (
          <div className="site-dialog-content">
            <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
              <h2 id={titleId} className="h5 mb-0">
                {selected.alt}
              </h2>
              <button
                type="button"
                className="btn-close"
                aria-label={props.closeLabel}
                onClick={close}
              />
            </div>
            <ResponsiveImage
              name={selected.name}
              alt={selected.alt}
              sizes="(min-width: 992px) 900px, 95vw"
              className="w-100"
            />
          </div>
        )}
      </dialog>
    </>
  );
}
