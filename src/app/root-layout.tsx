// Every page's frame: a skip link (to the page's <main id="conteudo">), the site navigation
// (hidden on the home page, which has its own menu bar), the page, the footer and the contact
// dialog any page can open. The client area and
// the admin panel render here too, so it stays small; the panel's pages bring their own header
// (its menu) and leave out the public site's navigation and footer.
import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { paths } from '../../common/paths';
import { navigation } from '../content/navigation';
import { useDocumentHead } from '../lib/seo';
import { isPanelRoute } from './panel-route';
import { ContactDialogProvider } from './layout/contact-dialog-provider';
import { PageLive } from './layout/page-live';
import { PageScroll } from './layout/page-scroll';
import { SiteFooter } from './layout/site-footer';
import { SiteNavbar } from './layout/site-navbar';

/** Moves focus to the page's <main>, whichever feature rendered it. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function RootLayout() {
  const { pathname } = useLocation();
  const inPanel = useMatches().some((match) => isPanelRoute(match.handle));
  useDocumentHead(pathname);
  return (
    <ContactDialogProvider>
      <a href="#conteudo" className="visually-hidden-focusable site-skip-link" onClick={skipToMain}>
        {navigation.skipLink}
      </a>
      {pathname !== paths.home && !inPanel && <SiteNavbar />}
      <Suspense fallback={<p className="container py-5">Carregando…</p>}>
        <Outlet />
        <PageLive />
      </Suspense>
      {!inPanel && <SiteFooter />}
      <PageScroll />
    </ContactDialogProvider>
  );
}
