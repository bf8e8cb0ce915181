// The band at the top of a marketing page: the text on the left half, an illustration beside it
// (usually a HeroImage), the same grid on every page.
import type { ReactNode } from 'react';

export function PageHero({
  aside,
  labelledBy,
  children,
}: {
  /** The right half, e.g. `<HeroImage …/>`. */
  aside: ReactNode;
  /** The id of the heading that names the section, when it is not the page's h1. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section className="site-hero" aria-labelledby={labelledBy}>
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">{children}</div>
          {aside}
        </div>
      </div>
    </section>
  );
}

/**
 * A section in one centred column (`column`: its Bootstrap column classes) that its h2 heads, e.g.
 * the FAQ or the contact form.
 */
export function ColumnSection({
  id,
  heading,
  column,
  headingClassName,
  alt = false,
  children,
}: {
  id: string;
  heading: ReactNode;
  column: string;
  /** More classes for the h2 (its alignment, its margin). */
  headingClassName?: string;
  /** The alternate background, to tell it from the section above. */
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? 'py-5 site-section-alt' : 'py-5'} aria-labelledby={id}>
      <div className="container">
        <div className="row justify-content-center">
          <div className={column}>
            <h2
              id={id}
              className={
                headingClassName ? `site-section-title ${headingClassName}` : 'site-section-title'
              }
            >
              {heading}
            </h2>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A section whose centered h2 names it, e.g. the clients' logos or the list of services. */
export function CenteredSection({
  id,
  heading,
  alt = false,
  children,
}: {
  id: string;
  heading: ReactNode;
  /** The alternate background, to tell it from the section above. */
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? 'py-5 site-section-alt' : 'py-5'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="site-section-title text-center mb-4">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
