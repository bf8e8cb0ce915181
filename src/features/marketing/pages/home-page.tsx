// The home page (/): the digital-marketing landing with its own contact bar and menu bar (the
// site's top navigation is hidden here; the menu bar links /flexo and the client area), the hero, the 10 recent projects, the paid-traffic
// sections and a closing call to request a quote by message.
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ContactButton } from '../../../domain/contact/contact-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { ExternalIconButton } from '../../../components/site-external-link';
import { SiteIcon } from '../../../components/site-icons';
import { SiteLogo } from '../../../components/site-logo';
import { SocialLinks } from '../../../components/social-links';
import { caseStudies } from '../../../content/cases';
import { contacts } from '../../../content/contacts';
import { home } from '../../../content/home';
import { homeMenu } from '../../../content/navigation';
import { whatsappChatLink, whatsappLink } from '../../../lib/whatsapp';
import { ProjectTile } from '../components/project-tile';
import { HeroImage } from '../components/hero-image';
import { ColumnSection, PageHero } from '../components/page-sections';

export function HomePage() {
  return (
    <>
      {/* The contact bar and the menu bar: the page's banner. */}
      <header>
        <div className="site-contact-bar d-none d-md-block">
          <div className="container d-flex justify-content-between align-items-center py-2">
            <SocialLinks
              className="list-unstyled d-flex gap-3 mb-0"
              label="Redes sociais"
              iconSize={18}
            />
            <a href={`mailto:${contacts.email}`} className="d-inline-flex align-items-center gap-2">
              <SiteIcon name="mail" size={18} />
              {contacts.email}
            </a>
          </div>
        </div>
        <div className="site-menu-bar">
          <div className="container d-flex flex-wrap justify-content-between align-items-center gap-2 py-2">
            <Link to={paths.home} aria-current="page">
              <SiteLogo />
            </Link>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <nav aria-label={homeMenu.label} className="site-home-menu">
                <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
                  {homeMenu.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="nav-link">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <ExternalIconButton
                href={whatsappChatLink()}
                icon="whatsapp"
                buttonClassName="btn-outline-brand"
              >
                {home.contactButton}
              </ExternalIconButton>
            </div>
          </div>
        </div>
      </header>

      <main id="conteudo">
        <PageHero aside={<HeroImage image={home.hero.image} />}>
          <p className="site-kicker mb-2">{home.hero.kicker}</p>
          <h1 className="site-hero-title mb-3">{home.hero.title}</h1>
          <p className="lead mb-4">{home.hero.text}</p>
          <div className="d-flex flex-wrap gap-3">
            <ExternalIconButton
              href={whatsappChatLink()}
              icon="whatsapp"
              buttonClassName="btn-brand btn-lg"
            >
              {home.hero.chatButton}
            </ExternalIconButton>
            <ExternalIconButton
              href={contacts.social.instagram.url}
              icon="instagram"
              buttonClassName="btn-outline-light-brand btn-lg"
            >
              {home.hero.socialButton}
            </ExternalIconButton>
          </div>
        </PageHero>

        <section className="py-5" aria-labelledby="projetos-recentes">
          <div className="container">
            <h2 id="projetos-recentes" className="site-section-title text-center">
              {home.projects.heading}
            </h2>
            <p className="text-center mb-4">{home.projects.text}</p>
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 list-unstyled">
              {caseStudies.map((study) => (
                <li key={study.slug} className="col">
                  <ProjectTile study={study} />
                </li>
              ))}
            </ul>
          </div>
        </section>

        <ColumnSection id="trafego-pago" heading={home.trafficIntro.heading} column="col-lg-9" alt>
          <p className="lead">{home.trafficIntro.text}</p>
          <ul className="site-check-list row row-cols-1 row-cols-md-2 mt-3">
            {home.trafficIntro.points.map((point) => (
              <li key={point} className="col">
                {point}
              </li>
            ))}
          </ul>
        </ColumnSection>

        <section className="py-5" aria-labelledby="estrategia">
          <div className="container">
            <div className="row align-items-center g-4 g-lg-5">
              <div className="col-lg-6">
                <ResponsiveImage
                  name={home.trafficStrategy.image.name}
                  alt={home.trafficStrategy.image.alt}
                  sizes="(min-width: 1400px) 636px, (min-width: 1200px) 546px, (min-width: 992px) 456px, calc(100vw - 1.5rem)"
                  className="rounded-3"
                />
              </div>
              <div className="col-lg-6">
                <h2 id="estrategia" className="site-section-title">
                  {home.trafficStrategy.heading}
                </h2>
                <p className="lead">{home.trafficStrategy.text}</p>
                <ContactButton>{home.trafficStrategy.button}</ContactButton>
              </div>
            </div>
          </div>
        </section>

        <section className="site-hero py-5 text-center" aria-labelledby="orcamento">
          <div className="container">
            <h2 id="orcamento" className="fw-bold">
              {home.closing.heading}
            </h2>
            <p className="lead mb-4">{home.closing.text}</p>
            <ExternalIconButton
              href={whatsappLink(contacts.whatsappQuoteMessage)}
              icon="whatsapp"
              buttonClassName="btn-brand btn-lg"
            >
              {home.closing.button}
            </ExternalIconButton>
          </div>
        </section>
      </main>
    </>
  );
}
