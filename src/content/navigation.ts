// The site's menus: the top navigation, the footer's links and the shared call-to-action words.
import { paths } from '../../common/paths';

export const navigation = {
  logoLabel: 'Página inicial',
  toggleLabel: 'Abrir menu',
  menuLabel: 'Menu principal',
  links: [
    { label: 'Flexografia', to: paths.flexo },
    { label: 'Sobre Nós', to: paths.about },
    { label: 'Serviços', to: paths.services },
    { label: 'Portfólio', to: paths.cases },
  ],
  marketingButton: { label: 'Marketing Digital', to: paths.home },
  skipLink: 'Pular para o conteúdo',
} as const;

export const footer = {
  heading: 'Vamos Conversar?',
  text: 'Conte para a gente o que a sua empresa precisa. Respondemos rapidinho.',
  usefulLinksHeading: 'Links úteis',
  usefulLinks: [
    { label: 'Início', to: paths.home },
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
  clientAreaLink: { label: 'Área do cliente', to: paths.login },
} as const;

/** Words shared by every 'opens in a new tab' link, for screen-reader users. */
export const newTabHint = '(abre em nova aba)';

export const notFound = {
  title: 'Página não encontrada',
  text: 'O endereço que você procurou não existe ou mudou de lugar. Que tal recomeçar pela página inicial?',
  homeButton: 'Voltar ao início',
  casesLink: 'Ver o portfólio',
} as const;
