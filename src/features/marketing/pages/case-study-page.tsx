// One template for the ten case pages (/Deamar … /Martim, /fabrica too): the brand, discipline and
// period, the challenge, what was delivered, the result, the images and a call to action. The
// case is chosen from the address, matched case-insensitively as the router does.
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../common/paths';
import { ContactButton } from '../../../domain/contact/contact-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { caseStudyPage as copy, findCaseStudy } from '../../../content/cases';
import { HeroImage } from '../components/hero-image';
import { PageHero } from '../components/page-sections';
import { NotFoundPage } from './not-found-page';

export function CaseStudyPage() {
  const { pathname } = useLocation();
  const study = findCaseStudy(pathname);
  if (!study) return <NotFoundPage />;
  const [cover, ...rest] = study.images;

  return (
    <main id="conteudo">
      <PageHero aside={<HeroImage image={cover} allScreens className="rounded-3" />}>
        <p className="site-kicker mb-2">
          {study.discipline} · {study.segment}
        </p>
        <h1 className="site-hero-title mb-3">{study.brand}</h1>
        <p className="mb-2 fw-semibold">Cliente {study.period}</p>
        <p className="lead mb-0">{study.summary}</p>
      </PageHero>

      <section className="py-5">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-4">
              <h2 className="h4 site-section-title">{copy.challengeHeading}</h2>
              <p>{study.challenge}</p>
            </div>
            <div className="col-lg-4">
              <h2 className="h4 site-section-title">{copy.deliveredHeading}</h2>
              <ul className="site-check-list">
                {study.delivered.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="col-lg-4">
              <h2 className="h4 site-section-title">{copy.resultHeading}</h2>
              <p>{study.result}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="py-5 site-section-alt" aria-labelledby="imagens-projeto">
        <div className="container">
          <h2 id="imagens-projeto" className="site-section-title mb-4">
            {copy.imagesHeading}
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
            {rest.map((image) => (
              <li key={image.name} className="col">
                <ResponsiveImage
                  name={image.name}
                  alt={image.alt}
                  sizes="(min-width: 1200px) 360px, (min-width: 768px) 30vw, calc(100vw - 1.5rem)"
                  className="rounded-3"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-5 text-center">
        <div className="container">
          <h2 className="site-section-title">{copy.ctaHeading}</h2>
          <p className="lead">{copy.ctaText}</p>
          <div className="d-flex flex-wrap justify-content-center gap-3">
            <ContactButton>{copy.ctaButton}</ContactButton>
            <Link to={paths.cases} className="btn btn-outline-brand btn-lg">
              {copy.backLink}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
