// Copy of the /flexo landing page: artwork for flexographic packaging.
import {
  businessDays,
  DELIVERY_COUNTING_RULE,
  deliveryPromise,
  TURNAROUND_DAYS,
} from '../../common/delivery-promise';
import type { ImageName } from './images.generated';
import { payment } from './payment';

export const flexo = {
  hero: {
    kicker: 'Arte para embalagens flexográficas',
    title: 'Sua embalagem pronta para a flexografia, sem retrabalho',
    text: 'Criamos e fechamos artes para embalagens industriais com gerenciamento de cores, distorção e dilatação corretas, arquivos na nuvem e mockups 3D que aceleram a aprovação.',
    button: 'Solicite um orçamento',
    image: {
      name: 'hero-flexo',
      alt: 'Impressão flexográfica de embalagens',
    } satisfies { name: ImageName; alt: string },
  },
  video: {
    heading: 'Como funciona a impressão flexográfica',
    text: 'Em menos de três minutos, veja o caminho da sua arte até a embalagem impressa: da arte-final ao clichê e à impressora.',
    /** The YouTube video id; the player loads from youtube-nocookie.com only after a click. */
    youtubeId: 'Nq6Zk8vH3tQ',
    title: 'Vídeo: como funciona a impressão flexográfica',
    playLabel: 'Assistir ao vídeo: como funciona a impressão flexográfica',
    poster: {
      name: 'video-poster-flexo',
      alt: '',
    } satisfies { name: ImageName; alt: string },
  },
  advantages: {
    heading: 'Vantagens de trabalhar com a gente',
    items: [
      {
        title: `Entrega em até ${businessDays(TURNAROUND_DAYS.default)}`,
        text: `${deliveryPromise(TURNAROUND_DAYS.default)}, ${DELIVERY_COUNTING_RULE}. As alterações seguem o mesmo prazo.`,
      },
      {
        title: 'Preço claro por arte',
        text: payment.summary,
      },
      {
        title: 'Gerenciamento de cores',
        text: 'Separação de cores, cores especiais e perfis ajustados ao substrato e à impressora.',
      },
      {
        title: 'Distorção e dilatação',
        text: 'Arte-final calculada para o cilindro, o clichê e o tipo de papel, filme ou papelão.',
      },
      {
        title: 'Mockups 3D',
        text: 'Seu cliente vê a embalagem pronta antes da impressão e aprova mais rápido.',
      },
      {
        title: 'Arquivos na nuvem',
        text: 'Todas as versões guardadas e organizadas: reimprimir é questão de minutos.',
      },
      {
        title: 'Qualquer formato de arquivo',
        text: 'Recebemos JPEG, PNG, AI, SVG, CDR, PDF e outros, e vetorizamos o seu logotipo.',
      },
      {
        title: 'Alterações ilimitadas',
        text: 'Ajustamos a arte quantas vezes forem necessárias até a sua aprovação.',
      },
    ],
  },
  contact: {
    heading: 'Fale com a gente',
    text: 'Conte qual embalagem você precisa e responderemos em até um dia útil.',
  },
} as const;
