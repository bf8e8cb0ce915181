// The /ServicesPage page: a hidden main heading, the hero, the 6 services in two rows of three and
// the FAQ (5 items, the first open).
import { ContactButton } from '../../../domain/contact/contact-button';
import { services, type ServiceIcon } from '../../../content/services';
import { Accordion } from '../components/accordion';
import { HeroImage } from '../components/hero-image';
import { CenteredSection, ColumnSection, PageHero } from '../components/page-sections';

/** One simple 24×24 glyph per service. */
const ICONS: Record<ServiceIcon, string> = {
  branding: 'M12 2l2.9 6.9L22 9.3l-5.5 4.7L18.2 21 12 17.3 5.8 21l1.7-7L2 9.3l7.1-.4L12 2Z',
  flexo:
    'M4 7a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7Zm4 1v8h2v-3h3v-2h-3V10h4V8H8Z',
  mockup:
    'M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3L18.6 8 12 11.7 5.4 8 12 4.3ZM5 9.7l6 3.4v6.6l-6-3.4V9.7Zm8 10v-6.6l6-3.4v6.6l-6 3.4Z',
  files:
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v2h8v-2H8Zm0 4v2h5v-2H8Z',
  print:
    'M7 3h10v4H7V3Zm-2 5h14a3 3 0 0 1 3 3v6h-4v4H6v-4H2v-6a3 3 0 0 1 3-3Zm3 8v3h8v-3H8Zm10-6a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  identity:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 14a7.5 7.5 0 0 1-5.8-2.8c.6-2 3.3-3.2 5.8-3.2s5.2 1.2 5.8 3.2A7.5 7.5 0 0 1 12 19Z',
};

export function ServicesPage() {
  return (
    <main id="conteudo">
      <h1 className="visually-hidden">{services.hiddenHeading}</h1>
      <PageHero labelledBy="boas-maos" aside={<HeroImage image={services.hero.image} allScreens />}>
        <h2 id="boas-maos" className="site-hero-title mb-3">
          {services.hero.title}
        </h2>
        <p className="lead mb-4">{services.hero.text}</p>
        <ContactButton>{services.hero.button}</ContactButton>
      </PageHero>

      <CenteredSection id="servicos" heading={services.list.heading}>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
          {services.list.items.map((service) => (
            <li key={service.title} className="col">
              <article className="site-card">
                <span className="site-card-icon">
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    width="24"
                    height="24"
                    viewBox="0 0 24 24"
                    fill="currentColor"
                  >
                    <path d={ICONS[service.icon]} />
                  </svg>
                </span>
                <h3 className="h5 fw-bold">{service.title}</h3>
                <p className="mb-0">{service.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <ColumnSection
        id="faq"
        heading={services.faq.heading}
        column="col-lg-9"
        headingClassName="text-center mb-4"
        alt
      >
        <Accordion
          items={services.faq.items.map((item) => ({ title: item.question, text: item.answer }))}
        />
      </ColumnSection>
    </main>
  );
}
