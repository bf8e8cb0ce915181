// The /About page: the studio's story, why to choose it (accordion of 4), 8 client brands and
// 8 portfolio pieces.
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ContactButton } from '../../../domain/contact/contact-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { about } from '../../../content/about';
import { Accordion } from '../components/accordion';
import { HeroImage } from '../components/hero-image';
import { CenteredSection, PageHero } from '../components/page-sections';

export function AboutPage() {
  return (
    <main id="conteudo">
      <PageHero aside={<HeroImage image={about.hero.image} />}>
        <h1 className="site-hero-title mb-3">{about.hero.title}</h1>
        <p className="lead mb-0">{about.hero.text}</p>
      </PageHero>

      <section className="py-5" aria-labelledby="ideias">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-6">
              <h2 id="ideias" className="site-section-title display-6">
                {about.ideas.titleStart}{' '}
                <span className="site-emphasis">{about.ideas.titleEmphasis}</span>
              </h2>
              <p className="lead">{about.ideas.text}</p>
              <ContactButton>{about.ideas.button}</ContactButton>
            </div>
            <div className="col-lg-6">
              <h2 className="h4 site-section-title mb-3">{about.accordion.heading}</h2>
              <Accordion items={about.accordion.items} />
            </div>
          </div>
        </div>
      </section>

      <CenteredSection id="clientes" heading={about.clients.heading} alt>
        <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled mb-0">
          {about.clients.items.map((client) => (
            <li key={client.name} className="col">
              <div className="site-client">
                <ResponsiveImage
                  name={client.name}
                  alt={`Logotipo ${client.brand}`}
                  sizes="(min-width: 1200px) 280px, (min-width: 768px) 22vw, 45vw"
                />
              </div>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <CenteredSection id="trabalhos" heading={about.portfolio.heading}>
        <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled">
          {about.portfolio.items.map((image) => (
            <li key={image.name} className="col">
              <ResponsiveImage
                name={image.name}
                alt={image.alt}
                sizes="(min-width: 1200px) 270px, (min-width: 992px) 22vw, 45vw"
                className="rounded-3"
              />
            </li>
          ))}
        </ul>
        <p className="text-center mt-4 mb-0">
          <Link to={paths.cases} className="btn btn-outline-brand">
            {about.portfolio.button}
          </Link>
        </p>
      </CenteredSection>
    </main>
  );
}
