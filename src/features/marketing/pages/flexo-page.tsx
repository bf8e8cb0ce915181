// The /flexo landing page: hero, the explainer video (a facade until play), the service
// advantages and the contact form.
import { ContactButton } from '../../../domain/contact/contact-button';
import { ContactForm } from '../../../domain/contact/contact-form';
import { flexo } from '../../../content/flexo';
import { VideoFacade } from '../components/video-facade';
import { HeroImage } from '../components/hero-image';
import { CenteredSection, ColumnSection, PageHero } from '../components/page-sections';

export function FlexoPage() {
  return (
    <main id="conteudo">
      <PageHero aside={<HeroImage image={flexo.hero.image} />}>
        <p className="site-kicker mb-2">{flexo.hero.kicker}</p>
        <h1 className="site-hero-title mb-3">{flexo.hero.title}</h1>
        <p className="lead mb-4">{flexo.hero.text}</p>
        <ContactButton>{flexo.hero.button}</ContactButton>
      </PageHero>

      <ColumnSection id="video-flexo" heading={flexo.video.heading} column="col-lg-9 text-center">
        <p className="mb-4">{flexo.video.text}</p>
        <VideoFacade
          youtubeId={flexo.video.youtubeId}
          title={flexo.video.title}
          playLabel={flexo.video.playLabel}
          poster={flexo.video.poster.name}
        />
      </ColumnSection>

      <CenteredSection id="vantagens" heading={flexo.advantages.heading} alt>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-4 list-unstyled">
          {flexo.advantages.items.map((item) => (
            <li key={item.title} className="col">
              <div className="site-card">
                <h3 className="h5 fw-bold">{item.title}</h3>
                <p className="mb-0">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <ColumnSection id="contato-flexo" heading={flexo.contact.heading} column="col-md-10 col-lg-7">
        <p>{flexo.contact.text}</p>
        <ContactForm />
      </ColumnSection>
    </main>
  );
}
