// The /Cases portfolio: 28 images, four per row from 992 px, each opening larger on click. A
// phone's first screen holds three rows: they load at once, the first row (two images) ahead.
import { casesPage, galleryImages } from '../../../content/cases';
import { ImageGallery } from '../components/image-gallery';

export function CasesPage() {
  return (
    <main id="conteudo" className="container py-5">
      <h1 className="site-section-title text-center">{casesPage.heading}</h1>
      <p className="text-center lead mb-4">{casesPage.intro}</p>
      <ImageGallery
        images={galleryImages}
        label={casesPage.galleryLabel}
        openLabel={(image) => `Ampliar: ${image.alt}`}
        closeLabel="Fechar"
        eagerCount={6}
        priorityCount={2}
      />
    </main>
  );
}
