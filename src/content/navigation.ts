// The site's menus: the top navigation, the home page's menu bar, the footer's links and the
// shared call-to-action words.
import { paths } from '../../common/paths';

/** The client's door (/Login), linked from the top navigation, the home menu and the footer. */
const clientAreaLink = { label: 'Área do cliente', to: paths.login } as const;
const flexoLink = { label: 'Flexografia', to: paths.flexo } as const;

export const navigation = {
  logoLabel: 'Página inicial',
  toggleLabel: 'Abrir menu',
  menuLabel: 'Menu principal',
  links: [
    flexoLink,
    { label: 'Sobre Nós', to: paths.about },
    { label: 'Serviços', to: paths.services },
    { label: 'Portfólio', to: paths.cases },
  ],
  clientAreaLink,
  marketingButton: { label: 'Marketing Digital', to: paths.home },
  skipLink: 'Pular para o conteúdo',
} as const;

/** The home page's own menu bar (it has no top navigation): /flexo and the client area. */
export const homeMenu = {
  label: 'Menu da página inicial',
  links: [flexoLink, clientAreaLink],
} as const;

export const footer = {
  heading: 'Vamos Conversar?',
  text: 'Conte para a gente o que a sua empresa precisa. Respondemos rapidinho.',
  usefulLinksHeading: 'Links úteis',
  usefulLinks: [
    { label: 'Início', to: paths.home },
    flexoLink,
    { label: 'Sobre Nós', to: paths.about },
    { label: 'Portfólio', to: paths.cases },
    { label: 'Serviços', to: paths.services },
  ],
  contactsHeading: 'Contatos',
  phoneLabel: 'Telefone',
  emailLabel: 'E-mail',
  chatButton: 'Conversar no WhatsApp',
  socialHeading: 'Redes sociais',
  legalLinks: [
    { label: 'Termos de uso', to: paths.terms },
    { label: 'Política de privacidade', to: paths.privacy },
  ],
  /** `{year}` and `{name}` are filled in by the footer. */
  copyright: '© {year} {name}. Todos os direitos reservados.',
  clientAreaLink,
} as const;

/** Words shared by every 'opens in a new tab' link, for screen-reader users. */
export const newTabHint = '(abre em nova aba)';

export const notFound = {
  title: 'Página não encontrada',
  text: 'O endereço que você procurou não existe ou mudou de lugar. Que tal recomeçar pela página inicial?',
  homeButton: 'Voltar ao início',
  casesLink: 'Ver o portfólio',
} as const;
