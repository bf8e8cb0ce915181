// Each page's title and description for search engines and link previews, plus the studio's
// structured data. One source for both the server (the HTML crawlers read, server/seo) and the
// SPA (the title it sets on navigation, src/lib/seo.ts).
import { businessDays, TURNAROUND_DAYS } from '../../common/delivery-promise';
import { isAppRoute, paths, publicPaths, type PrivatePath } from '../../common/paths';
import { findCaseStudy } from './cases';
import { contacts } from './contacts';
import { site } from './site';

export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical path, with the first site's spelling (e.g. /fabrica → /Fabrica). */
  canonicalPath: string;
  /** Pages search engines should not index (private areas, errors). */
  noindex: boolean;
}

const withName = (title: string) => `${title} | ${site.name}`;

const staticPages: Record<string, { title: string; description: string }> = {
  [paths.home]: {
    title: `${site.name} | Agência de Marketing Digital em Salvador/BA`,
    description:
      'Agência de marketing digital em Salvador/BA: branding, redes sociais, criação de sites e tráfego pago que transformam seguidores em clientes.',
  },
  [paths.flexo]: {
    title: withName('Arte para embalagens flexográficas'),
    description: `Arte-final para embalagens flexográficas com gerenciamento de cores, distorção e dilatação, mockups 3D e entrega em até ${businessDays(TURNAROUND_DAYS.default)}. Pague só no envio ao clicherista.`,
  },
  [paths.about]: {
    title: withName('Sobre Nós'),
    description:
      'Desde 2015 transformamos ideias em embalagens e campanhas: arte mais elaborada, arquivos na nuvem e mockups 3D para aprovar mais rápido.',
  },
  [paths.services]: {
    title: withName('Serviços'),
    description:
      'Branding, artes flexográficas, mockups 3D, fechamento de arquivos, produção gráfica e identidade visual. Veja também as perguntas frequentes.',
  },
  [paths.cases]: {
    title: withName('Portfólio'),
    description:
      'Veja as nossas últimas artes: embalagens, rótulos, caixas de pizza e campanhas digitais criadas para indústrias e marcas de todo o Brasil.',
  },
  [paths.terms]: {
    title: withName('Termos de uso'),
    description:
      'Contrato de prestação de serviços da área do cliente: créditos, valores, prazos, alterações, formas de pagamento e foro.',
  },
  [paths.verify]: {
    title: withName('Verificar termo de aprovação'),
    description:
      'Confira se um termo de aprovação de arte emitido pelo estúdio é autêntico e vigente, pelo código impresso no termo ou pelo arquivo PDF.',
  },
  [paths.privacy]: {
    title: withName('Política de privacidade'),
    description:
      'Como tratamos os seus dados pessoais conforme a LGPD: o que coletamos, por quê, por quanto tempo e como exercer os seus direitos.',
  },
};

/** Titles of the app's private pages (common/paths's privatePaths): in the tab, never indexed. */
const privatePages: Record<PrivatePath, string> = {
  [paths.login]: 'Entrar',
  [paths.resetPassword]: 'Redefinir senha',
  [paths.clientArea]: 'Área do cliente',
  [paths.clientFinished]: 'Artes finalizadas',
  [paths.myData]: 'Meus dados',
  [paths.statement]: 'Extrato',
  [paths.team]: 'Equipe',
  [paths.accountDeleted]: 'Conta excluída',
  [paths.adminLogin]: 'Acesso administrativo',
  [paths.admin]: 'Painel',
  [paths.adminClients]: 'Clientes',
  [paths.adminFinished]: 'Artes finalizadas',
  [paths.adminMessages]: 'Mensagens',
  [paths.adminPreflight]: 'Configurações de pré-impressão',
  [paths.adminAccount]: 'Minha conta',
  [paths.adminTurnaround]: 'Prazo de entrega',
  [paths.adminMails]: 'E-mails',
  [paths.adminPaymentSettings]: 'Preços e pagamentos',
  [paths.adminPayments]: 'Pagamentos',
  [paths.adminRealSpeed]: 'Velocidade real',
  [paths.adminIndicators]: 'Indicadores',
};

const byLowerPath = new Map(Object.keys(staticPages).map((p) => [p.toLowerCase(), p]));
const privateByLowerPath = new Map(
  Object.entries(privatePages).map(([p, v]) => [p.toLowerCase(), { path: p, title: v }]),
);

export const notFoundHead: PageHead = {
  title: withName('Página não encontrada'),
  description: site.description,
  canonicalPath: paths.home,
  noindex: true,
};

/** The head of any path the site may be asked for. Matching ignores case and a trailing slash. */
export function pageHeadFor(pathname: string): PageHead {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = normalized.toLowerCase();

  const staticPath = byLowerPath.get(lower);
  if (staticPath) {
    const page = staticPages[staticPath];
    if (page) return { ...page, canonicalPath: staticPath, noindex: false };
  }

  const caseStudy = findCaseStudy(normalized);
  if (caseStudy) {
    return {
      title: withName(`${caseStudy.brand} — ${caseStudy.discipline}`),
      description: caseStudy.summary,
      canonicalPath: paths.caseStudy(caseStudy.slug),
      noindex: false,
    };
  }

  const privatePage = privateByLowerPath.get(lower);
  if (privatePage) {
    return {
      title: withName(privatePage.title),
      description: site.description,
      canonicalPath: privatePage.path,
      noindex: true,
    };
  }

  if (isAppRoute(normalized)) {
    // Detail pages of the client area and the panel (/alterar-arte/…, /pagina-detalhes/…).
    return {
      title: site.name,
      description: site.description,
      canonicalPath: normalized,
      noindex: true,
    };
  }
  return notFoundHead;
}

/** Every public page, for the sitemap (same list as common/paths). */
export const sitemapPaths: readonly string[] = publicPaths;

/** schema.org Organization, embedded as JSON-LD in every page the server sends. */
export function organizationJsonLd(baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${baseUrl}/`,
    logo: `${baseUrl}${site.logo}`,
    email: contacts.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city,
      addressRegion: site.state,
      addressCountry: 'BR',
    },
    sameAs: Object.values(contacts.social).map((s) => s.url),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contacts.phoneE164,
      email: contacts.email,
      areaServed: 'BR',
      availableLanguage: ['pt-BR'],
    },
  };
}
