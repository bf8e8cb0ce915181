// Copy of the /About page.
import type { ImageName } from './images.generated';

export const about = {
  hero: {
    title: 'Uma trajetória de sucesso!',
    text: 'Desde 2015 criamos artes para embalagens e campanhas para indústrias, gráficas e marcas de alimentos do Nordeste e de todo o Brasil.',
    image: {
      name: 'hero-about',
      alt: 'Estúdio de criação com uma arte de embalagem na tela do computador',
    } satisfies { name: ImageName; alt: string },
  },
  ideas: {
    /** Rendered with 'REALIDADE' emphasised, as the studio writes it. */
    titleStart: 'Transformamos ideias em',
    titleEmphasis: 'REALIDADE',
    text: 'Somos um estúdio de design especializado em embalagens flexográficas e marketing digital. Unimos o cuidado técnico da pré-impressão à criatividade de uma agência, para que a sua embalagem seja bonita na prateleira e perfeita na impressora.',
    button: 'Fale com a gente',
  },
  accordion: {
    heading: 'Por que escolher o nosso estúdio',
    items: [
      {
        title: 'Arte mais elaborada',
        text: 'Cada arte é construída para a flexografia desde o primeiro traço: gerenciamento de cores, variações, distorção e dilatação calculadas para o substrato e a impressora. O resultado é uma embalagem fiel ao que foi aprovado.',
      },
      {
        title: 'Arquivos na nuvem',
        text: 'Guardamos todas as versões dos seus arquivos na nuvem, organizadas por cliente e por produto. Precisa reimprimir ou criar uma variação? O arquivo certo está a um clique.',
      },
      {
        title: 'Arte mais criativa para seus clientes',
        text: 'Gráficas e fabricantes de embalagens contam com a gente para entregar aos seus clientes artes criativas, que vendem mais e valorizam o trabalho de impressão.',
      },
      {
        title: 'Mais aprovações com mockup 3D',
        text: 'Apresentamos a embalagem em mockup 3D, como ela ficará na mão do consumidor. O cliente entende o projeto na hora e aprova mais rápido, com menos provas impressas.',
      },
    ],
  },
  clients: {
    heading: 'Clientes que confiam no nosso trabalho',
    items: [
      { name: 'client-deamar', brand: 'Deamar' },
      { name: 'client-semog', brand: 'Semog' },
      { name: 'client-frutomy', brand: 'Frutomy' },
      { name: 'client-taverna', brand: 'Taverna' },
      { name: 'client-bonaparte', brand: 'Bonaparte' },
      { name: 'client-papel-industrial', brand: 'Papel Industrial' },
      { name: 'client-frango-baiano', brand: 'Frango Baiano' },
      { name: 'client-martim', brand: 'Martim' },
    ] satisfies readonly { name: ImageName; brand: string }[],
  },
  portfolio: {
    heading: 'Alguns dos nossos trabalhos',
    button: 'Ver o portfólio completo',
    items: [
      { name: 'gallery-01', alt: 'Embalagem de arroz tipo 1 Bom Grão' },
      { name: 'gallery-04', alt: 'Galão de detergente neutro Lumi' },
      { name: 'gallery-06', alt: 'Saco de pão francês Pão da Vila' },
      { name: 'gallery-10', alt: 'Pacote de café especial Aurora' },
      { name: 'gallery-13', alt: 'Caixa de pizza delivery Napoli' },
      { name: 'gallery-17', alt: 'Pote de mel silvestre Mel Dourado' },
      { name: 'gallery-21', alt: 'Pizza e caixa Taverna' },
      { name: 'gallery-25', alt: 'Café torrado e moído Martim' },
    ] satisfies readonly { name: ImageName; alt: string }[],
  },
} as const;
