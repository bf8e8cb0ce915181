// Keeps the document's title, description, canonical and Open Graph tags in step with the page as
// the visitor navigates. The server sends the first page's head already (server/seo); this updates
// it on client-side navigation, from the same data in src/content/seo.ts.
import { useEffect, useRef } from 'react';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

function applyPageHead(head: {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
}) {
  document.title = head.title;
  const url = `${window.location.origin}${head.canonicalPath}`;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:url"]', 'content', url);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.noindex) {
    canonical?.remove();
  } else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = url;
  }
}

/** Updates the head whenever `pathname` changes after the first render. */
export function useDocumentHead(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    // The server already rendered the first page's head; only later navigations need work.
    if (first.current && document.title) {
      first.current = false;
      return;
    }
    first.current = false;
    let cancelled = false;
    // The page data (with every case study's summary) loads on the first navigation only.
    void import('../content/seo').then(({ pageHeadFor }) => {
      if (!cancelled) applyPageHead(pageHeadFor(pathname));
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
}
