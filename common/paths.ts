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
  /** Anyone checks a 'Termo de aprovação' by its code or its PDF (docs/product/approval.md). */
  verify: '/verificar',

  login: '/Login',
  resetPassword: '/redefinir-senha',
  clientArea: '/ClientArea',
  clientFinished: '/UserArteFinalizada',
  changeArt: (id: string) => `/alterar-arte/${id}`,
  /** One art's page for its owner: deadline, versions, change requests, history, actions. */
  art: (id: string) => `/arte/${id}`,
  /** The client's personal data (LGPD): download everything, delete the account. */
  myData: '/MeusDados',
  /** The client's statement ('Extrato'): credit movements, payments with receipts, CSV. */
  statement: '/Extrato',
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
  /** The signed-in admin's own account ('Minha conta': the password). */
  adminAccount: '/MinhaConta',
  /** The studio's delivery promise in business days ('Prazo de entrega'). */
  adminTurnaround: '/PrazoDeEntrega',
  /** The mail outbox: sent, pending and failed messages, 'Reenviar' ('E-mails'). */
  adminMails: '/Emails',
  /** How fast real visitors see each page ('Velocidade real', docs/product/real-user-speed.md). */
  adminRealSpeed: '/VelocidadeReal',
  /** The studio's numbers for a month and optionally one client ('Indicadores', docs/product/indicators.md). */
  adminIndicators: '/Indicadores',
  /** The studio's prices, packages, approval fee and Pix details ('Preços e pagamentos'). */
  adminPaymentSettings: '/PrecosEPagamentos',
  /** Every charge, its history and the studio's actions on it ('Pagamentos'). */
  adminPayments: '/Pagamentos',
  /** A charge's page for its owner: the Pix QR code, 'copia e cola', the time left. */
  payment: (id: string) => `/Pagamento/${id}`,
  /** A release package's page for the plate maker, opened without an account by its link. */
  plateMakerRelease: (token: string) => `/clicheria/${token}`,
  /** The open company's people, their roles and invitations ('Equipe', docs/product/companies.md). */
  team: '/Equipe',
  /** An invitation to a company's team, mailed to the invitee (docs/product/companies.md). */
  invitation: (id: string) => `/convite/${id}`,
} as const;

/** Route patterns, as the router declares them. */
export const routePatterns = {
  changeArt: '/alterar-arte/:id',
  art: '/arte/:id',
  adminClient: '/cliente-detalhe/:id',
  adminArt: '/pagina-detalhes/:id',
  payment: '/Pagamento/:id',
  plateMakerRelease: '/clicheria/:token',
  invitation: '/convite/:id',
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
  paths.verify,
];

/** The client area's fixed pages (its detail pages follow routePatterns.changeArt and .art). */
const clientPagePaths = [
  paths.clientArea,
  paths.clientFinished,
  paths.myData,
  paths.statement,
  paths.team,
] as const;
/** The panel's fixed pages (its detail pages follow routePatterns.adminClient and .adminArt). */
const adminPagePaths = [
  paths.admin,
  paths.adminClients,
  paths.adminFinished,
  paths.adminMessages,
  paths.adminPreflight,
  paths.adminAccount,
  paths.adminTurnaround,
  paths.adminMails,
  paths.adminRealSpeed,
  paths.adminIndicators,
  paths.adminPaymentSettings,
  paths.adminPayments,
] as const;

/**
 * The one list of private pages: the sign-in pages, the client area and the panel. Never indexed
 * (robots.txt, noindex) and rendered for each visitor; the detail pages are their prefixes.
 */
export const privatePaths = [
  paths.login,
  paths.resetPassword,
  ...clientPagePaths,
  paths.accountDeleted,
  paths.adminLogin,
  ...adminPagePaths,
] as const;
export type PrivatePath = (typeof privatePaths)[number];

/** The private detail pages' common prefixes ('/arte/' for '/arte/:id'). */
export const privatePathPrefixes: readonly string[] = Object.values(routePatterns).map((pattern) =>
  pattern.replace(/:[a-zA-Z]+$/, ''),
);

const staticAppPaths: readonly string[] = [...publicPaths, '/fabrica', ...privatePaths];

/** A route pattern as a case-insensitive expression (the router matches paths that way). */
const patternOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`, 'i');

const dynamicAppPaths = Object.values(routePatterns).map(patternOf);

const knownStatic = new Set(staticAppPaths.map((p) => p.toLowerCase()));

/** Each fixed page's own spelling, by its lower-case form. */
const canonicalStatic = new Map(staticAppPaths.map((p) => [p.toLowerCase(), p]));
const dynamicPatterns = Object.values(routePatterns).map(
  (pattern) => [patternOf(pattern), pattern] as const,
);

/** What a page is counted under when no route has it (the 404 page). */
export const UNKNOWN_ROUTE = '*';

/**
 * The route a visited path belongs to: a fixed page's own spelling ('/about' → '/About'), a
 * detail page's pattern ('/arte/123' → '/arte/:id'), or UNKNOWN_ROUTE. A query string or an id
 * never survives it (real-user speed stores only this).
 */
export function routePatternOf(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  const fixed = canonicalStatic.get(path.toLowerCase());
  if (fixed) return fixed;
  return dynamicPatterns.find(([re]) => re.test(path))?.[1] ?? UNKNOWN_ROUTE;
}

/** The query parameter a server redirect to a sign-in page names the page asked for with. */
export const RETURN_TO_PARAM = 'returnTo';

/** Any origin of a special scheme (http, https) resolves a path alike; this one never serves. */
const PLACEHOLDER_ORIGIN = 'http://site.invalid';

// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * A return address on this site (a sign-in's `returnTo`, a list's way back), as the URL parser
 * reads it, or null. Browsers drop tabs and line breaks and read `\` as `/`, so `/\t/host` or
 * `/\host` would take them to another host; a control character would also break the Location
 * header. The answer is the parsed path (percent-encoded, ASCII), which reads back the same.
 */
export function ownAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || CONTROL.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const address = `${url.pathname}${url.search}${url.hash}`;
  // Read again, it must stay here: `/..//host` parses to the path `//host`, which names a host.
  return new URL(address, PLACEHOLDER_ORIGIN).href === url.href ? address : null;
}

const clientPages = new Set<string>(clientPagePaths.map((p) => p.toLowerCase()));
const adminPages = new Set<string>(adminPagePaths.map((p) => p.toLowerCase()));
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
