// Copy of the /ServicesPage page: the six services and the FAQ.
import {
  DELIVERY_COUNTING_RULE,
  DELIVERY_EXAMPLE,
  deliveryPromise,
  TURNAROUND_DAYS,
} from '../../common/delivery-promise';
import type { ImageName } from './images.generated';
import { payment } from './payment';

export const services = {
  /** The page's main heading, read by screen readers and search engines only. */
  hiddenHeading: 'Serviços de design de embalagens e marketing digital',
  hero: {
    title: 'Aqui sua empresa está em boas mãos',
    text: 'Da marca à embalagem impressa, cuidamos de cada etapa com a técnica da pré-impressão e a criatividade de uma agência. Você fala com um só time e recebe arquivos prontos para produzir.',
    image: {
      name: 'hero-services',
      alt: 'Ilustração dos serviços: branding, flexografia, mockup 3D, fechamento de arquivos, gráfica e identidade visual',
    } satisfies { name: ImageName; alt: string },
    button: 'Solicite um orçamento',
  },
  list: {
    heading: 'Uma ampla gama de serviços que se complementam',
    items: [
      {
        icon: 'branding',
        title: 'Branding',
        text: 'Estratégia, naming e posicionamento para a sua marca ser lembrada e escolhida.',
      },
      {
        icon: 'flexo',
        title: 'Artes flexográficas',
        text: 'Arte-final para embalagens industriais com gerenciamento de cores, distorção e dilatação.',
      },
      {
        icon: 'mockup',
        title: 'Mockups 3D',
        text: 'A embalagem pronta antes da impressão, para aprovações mais rápidas e seguras.',
      },
      {
        icon: 'files',
        title: 'Fechamento de arquivos',
        text: 'Arquivos fechados e enviados para gráficas e clicheristas, no formato que cada um pede.',
      },
      {
        icon: 'print',
        title: 'Produção gráfica',
        text: 'Panfletos, cartões de visita, banners e tudo o que a sua empresa precisa imprimir.',
      },
      {
        icon: 'identity',
        title: 'Identidade visual',
        text: 'Logotipo, paleta, tipografia e manual de marca aplicados em todos os pontos de contato.',
      },
    ],
  },
  faq: {
    heading: 'Perguntas Frequentes',
    items: [
      {
        question: 'Quanto custa uma arte?',
        answer:
          'O preço depende do volume médio de artes de que você precisa por dia ou por semana. Quanto maior o volume, menor o valor por arte. Conte a sua demanda e enviaremos uma proposta.',
      },
      {
        question: 'Preciso pagar adiantado?',
        answer: `Só os créditos. ${payment.summary}`,
      },
      {
        question: 'Em quanto tempo recebo a minha arte?',
        answer: `${deliveryPromise(TURNAROUND_DAYS.default)}, ${DELIVERY_COUNTING_RULE}: ${DELIVERY_EXAMPLE}. Pedidos de alteração seguem o mesmo prazo.`,
      },
      {
        question: 'Quais formatos de arquivo vocês aceitam?',
        answer:
          'Aceitamos vários formatos, como JPEG, PNG, AI, SVG, CDR, PDF e outros. Se o seu logotipo estiver só em imagem, fazemos a vetorização.',
      },
      {
        question: 'Como os arquivos chegam ao clicherista?',
        answer:
          'Depois que você aprova a arte e o pagamento é recebido, enviamos os arquivos finais ao clicherista de sua preferência.',
      },
    ],
  },
} as const;

export type ServiceIcon = (typeof services.list.items)[number]['icon'];
