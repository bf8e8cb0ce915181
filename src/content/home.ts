// Copy of the home page (/): the digital-marketing landing.
import type { ImageName } from './images.generated';

export const home = {
  contactButton: 'Fale conosco',
  hero: {
    kicker: 'Branding · Redes sociais · Sites · Tráfego pago',
    title: 'Agência de Marketing Digital',
    text: 'Criamos marcas, conteúdo e campanhas que fazem a sua empresa ser lembrada — e escolhida. Estratégia, design e anúncios no mesmo time.',
    chatButton: 'Converse pelo WhatsApp',
    socialButton: 'Veja nosso Instagram',
    image: { name: 'hero-home', alt: '' } satisfies { name: ImageName; alt: string },
  },
  projects: {
    heading: 'Projetos Recentes',
    text: 'Marcas que confiaram no nosso trabalho. Clique em um projeto para conhecer o case.',
  },
  trafficIntro: {
    heading: 'Tráfego pago que vira cliente',
    text: 'Anunciar não é só impulsionar posts. Planejamos campanhas no Google, Instagram e Facebook com objetivos claros, públicos bem definidos e criativos feitos para converter.',
    points: [
      'Campanhas de busca, display e redes sociais',
      'Públicos segmentados por região, interesse e comportamento',
      'Criativos testados continuamente (testes A/B)',
      'Relatórios mensais em linguagem simples',
    ],
  },
  trafficStrategy: {
    heading: 'Estratégia antes do investimento',
    text: 'Antes de gastar o primeiro real, mapeamos o funil, as métricas que importam e o público que tem mais chance de comprar. Assim cada anúncio tem um papel e cada resultado é medido.',
    image: {
      name: 'traffic-strategy',
      alt: 'Estratégia de tráfego pago: funil de vendas, métricas e público-alvo',
    } satisfies { name: ImageName; alt: string },
    button: 'Quero uma estratégia',
  },
  closing: {
    heading: 'Vamos tirar a sua ideia do papel?',
    text: 'Mande uma mensagem contando o que você precisa e receba um orçamento sem compromisso.',
    button: 'Solicitar orçamento pelo WhatsApp',
  },
} as const;
