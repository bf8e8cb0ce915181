// The /Cases portfolio: 28 images, four per row from 992 px, each opening larger on click. The
// first row on a phone (two images) is in the first screen, so it loads at once.
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
        eagerCount={2}
      />
    </main>
  );
}
