// Who the studio is: its name and the one-line descriptions reused by the pages, the footer and
// the search-engine data. Change the name here and it changes everywhere.

export const site = {
  /** Placeholder name until the studio's own brand is in place. */
  name: 'Estúdio Flexo',
  legalName: 'Estúdio Flexo Design e Marketing Ltda.',
  /** Used by search engines and link previews when a page has no description of its own. */
  description:
    'Estúdio de arte para embalagens flexográficas e agência de marketing digital em Salvador/BA: arte-final, gerenciamento de cores, mockups 3D, branding, redes sociais e tráfego pago.',
  city: 'Salvador',
  state: 'BA',
  /** The copyright line's year: the site's launch year. */
  copyrightYear: 2023,
  /** Path of the logo in `public/`, used in the navbar, the footer and the structured data. */
  logo: '/logo.svg',
  logoLight: '/images/logo-light.svg',
} as const;
