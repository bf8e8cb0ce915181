// Every route of the site in one place: the SPA's router and links, and the server's 404 and
// sitemap decisions, all read from here. Paths keep the first site's spelling.

export const CASE_SLUGS = [
  'Deamar',
  'Semog',
  'Frutomy',
  'Taverna',
  'Bonaparte',
  'Fabrica',
  'PapelIndustrial',
  'Meta',
  'FrangoBaiano',
  'Martim',
] as const;
export type CaseSlug = (typeof CASE_SLUGS)[number];

export const paths = {
  home: '/',
  flexo: '/flexo',
  about: '/About',
  services: '/ServicesPage',
  cases: '/Cases',
  caseStudy: (slug: CaseSlug) => `/${slug}`,
  terms: '/UserTerms',
  privacy: '/Privacidade',

  login: '/Login',
  resetPassword: '/redefinir-senha',
  clientArea: '/ClientArea',
  clientFinished: '/UserArteFinalizada',
  changeArt: (id: string) => `/alterar-arte/${id}`,
  /** One art's page for its owner: deadline, versions, change requests, history, actions. */
  art: (id: string) => `/arte/${id}`,
  /** The client's personal data (LGPD): download everything, delete the account. */
  myData: '/MeusDados',
  /** Where a client lands after deleting their account (signed out). */
  accountDeleted: '/conta-excluida',

  adminLogin: '/AdmLogin',
  admin: '/Admin',
  adminClients: '/Clientes',
  adminFinished: '/ArteFinalizada',
  adminClient: (id: string) => `/cliente-detalhe/${id}`,
  adminArt: (id: string) => `/pagina-detalhes/${id}`,
  adminMessages: '/Mensagens',
  /** The studio's pre-flight thresholds ('Configurações de pré-impressão'). */
  adminPreflight: '/PreImpressao',
} as const;

/** Route patterns, as the router declares them. */
export const routePatterns = {
  changeArt: '/alterar-arte/:id',
  art: '/arte/:id',
  adminClient: '/cliente-detalhe/:id',
  adminArt: '/pagina-detalhes/:id',
} as const;

/** Public pages that search engines may index (the sitemap lists these). */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.flexo,
  paths.about,
  paths.services,
  paths.cases,
  ...CASE_SLUGS.map(paths.caseStudy),
  paths.terms,
  paths.privacy,
];

const staticAppPaths: readonly string[] = [
  ...publicPaths,
  '/fabrica',
  paths.login,
  paths.resetPassword,
  paths.clientArea,
  paths.clientFinished,
  paths.myData,
  paths.accountDeleted,
  paths.adminLogin,
  paths.admin,
  paths.adminClients,
  paths.adminFinished,
  paths.adminMessages,
  paths.adminPreflight,
];

/** A route pattern as a case-insensitive expression (the router matches paths that way). */
const patternOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`, 'i');

const dynamicAppPaths = Object.values(routePatterns).map(patternOf);

const knownStatic = new Set(staticAppPaths.map((p) => p.toLowerCase()));

/** The query parameter a server redirect to a sign-in page names the page asked for with. */
export const RETURN_TO_PARAM = 'returnTo';

/** A path on this site: not `//host` nor `/\host`, which browsers read as another host. */
export const ownAddress = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;

const clientPages = new Set(
  [paths.clientArea, paths.clientFinished, paths.myData].map((p) => p.toLowerCase()),
);
const adminPages = new Set(
  [
    paths.admin,
    paths.adminClients,
    paths.adminFinished,
    paths.adminMessages,
    paths.adminPreflight,
  ].map((p) => p.toLowerCase()),
);
const clientPatterns = [patternOf(routePatterns.changeArt), patternOf(routePatterns.art)];
const adminPatterns = [patternOf(routePatterns.adminClient), patternOf(routePatterns.adminArt)];

/**
 * The sign-in page a signed-out visitor of a guarded page is sent to (the client area's or the
 * panel's, as their page guards do), or null for a page anyone may see.
 */
export function signInPageFor(pathname: string): string | null {
  const normalized = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  if (clientPages.has(normalized) || clientPatterns.some((re) => re.test(normalized))) {
    return paths.login;
  }
  if (adminPages.has(normalized) || adminPatterns.some((re) => re.test(normalized))) {
    return paths.adminLogin;
  }
  return null;
}

/** Whether the SPA has a page at this path (matched case-insensitively, as the router does). */
export function isAppRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    knownStatic.has(normalized.toLowerCase()) || dynamicAppPaths.some((re) => re.test(normalized))
  );
}
