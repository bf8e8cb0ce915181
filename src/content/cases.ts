// The ten portfolio case studies (home grid tiles and the /Deamar … /Martim pages) and the /Cases
// gallery. Each case names its images from the generated manifest; alt texts live here.
import type { CaseSlug } from '../../common/paths';
import type { ImageName } from './images.generated';

export type Discipline =
  'Branding' | 'Web Designer' | 'Identidade visual' | 'Design Flexográfico' | 'UI Design';

export interface CaseImage {
  name: ImageName;
  alt: string;
}

export interface CaseStudy {
  slug: CaseSlug;
  brand: string;
  discipline: Discipline;
  /** What the client makes or sells. */
  segment: string;
  /** How long the studio has worked with them, as the studio says it: 'desde 2015'. */
  period: string;
  /** One sentence for the page's lead and its search-engine description. */
  summary: string;
  challenge: string;
  delivered: readonly string[];
  result: string;
  /** The first one is the cover, used on the home grid tile. */
  images: readonly [CaseImage, ...CaseImage[]];
}

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'Deamar',
    brand: 'Deamar',
    discipline: 'Design Flexográfico',
    segment: 'Pescados em conserva',
    period: 'desde 2015',
    summary:
      'Rótulos de latas de atum e sardinha com cores fiéis em cada tiragem, para uma indústria de pescados que produz o ano inteiro.',
    challenge:
      'A Deamar trocava de gráfica com frequência e cada tiragem saía com um azul diferente. Faltavam arquivos organizados e um padrão de cores que valesse para qualquer fornecedor.',
    delivered: [
      'Redesenho dos rótulos da linha de conservas (atum sólido, ralado, light e sardinha)',
      'Gerenciamento de cores com separação em quatro cores mais cor especial',
      'Arte-final com distorção e dilatação para impressão flexográfica',
      'Biblioteca de arquivos na nuvem, versionada por produto',
    ],
    result:
      'Os rótulos passaram a sair iguais em qualquer gráfica, e novos sabores entram na linha em dias, não em semanas.',
    images: [
      { name: 'deamar-cover', alt: 'Lata de atum Deamar com rótulo azul' },
      { name: 'deamar-1', alt: 'Linha de conservas Deamar: sardinha, atum ralado e atum light' },
      { name: 'deamar-2', alt: 'Arte-final do rótulo de atum sólido Deamar' },
      { name: 'deamar-3', alt: 'Separação de cores do rótulo Deamar' },
    ],
  },
  {
    slug: 'Semog',
    brand: 'Semog',
    discipline: 'Identidade visual',
    segment: 'Produtos de limpeza profissional',
    period: 'de 2016 a 2018',
    summary:
      'Nova identidade visual e rótulos de uma linha de limpeza profissional, pensados para se destacar na prateleira e na área de serviço.',
    challenge:
      'A marca tinha cinco produtos com cinco visuais diferentes. O cliente precisava de uma família reconhecível, com informação técnica legível e espaço para as advertências obrigatórias.',
    delivered: [
      'Identidade visual: logotipo, paleta e tipografia',
      'Sistema de rótulos para borrifadores, galões e refis',
      'Arte-final dos rótulos de 500 ml e 5 L com separação de cores',
      'Manual de aplicação da marca',
    ],
    result:
      'A linha ganhou unidade: o cliente reconhece a marca de longe, e cada produto é identificado pela cor.',
    images: [
      { name: 'semog-cover', alt: 'Borrifador de limpeza Semog com rótulo verde' },
      { name: 'semog-1', alt: 'Linha de produtos de limpeza Semog' },
      { name: 'semog-2', alt: 'Arte-final do rótulo multiuso Semog de 500 ml' },
      { name: 'semog-3', alt: 'Separação de cores do rótulo Semog' },
    ],
  },
  {
    slug: 'Frutomy',
    brand: 'Frutomy',
    discipline: 'Design Flexográfico',
    segment: 'Polpas de fruta congeladas',
    period: 'desde 2018',
    summary:
      'Embalagens tipo pouch para polpas de fruta 100% naturais, com uma cor por sabor e arte-final pronta para a flexografia.',
    challenge:
      'A Frutomy lançaria oito sabores ao mesmo tempo e precisava de embalagens que funcionassem congeladas, com fotos apetitosas impressas em poucas cores.',
    delivered: [
      'Projeto gráfico da linha de pouches de 100 g e 1 kg',
      'Ilustrações de frutas adaptadas para impressão em poucas cores',
      'Arte-final com dilatação e retículas ajustadas ao filme plástico',
      'Mockups 3D de cada sabor para aprovação rápida',
    ],
    result:
      'Os oito sabores foram aprovados em uma única reunião graças aos mockups 3D, e a linha chegou às gôndolas no prazo.',
    images: [
      { name: 'frutomy-cover', alt: 'Pouch de polpa de morango Frutomy' },
      { name: 'frutomy-1', alt: 'Sabores da linha de polpas Frutomy' },
      { name: 'frutomy-2', alt: 'Arte-final do pouch de morango Frutomy de 1 kg' },
      { name: 'frutomy-3', alt: 'Separação de cores da embalagem Frutomy' },
    ],
  },
  {
    slug: 'Taverna',
    brand: 'Taverna',
    discipline: 'Design Flexográfico',
    segment: 'Pizzaria artesanal',
    period: 'desde 2016',
    summary:
      'Caixa de pizza em papelão ondulado para uma pizzaria artesanal, da faca especial à arte-final impressa em flexografia.',
    challenge:
      'A pizzaria queria que a caixa fosse parte da experiência do delivery, mas o papelão ondulado absorve tinta e não aceita detalhes finos.',
    delivered: [
      'Criação da arte da tampa e das laterais da caixa de 35 cm',
      'Faca especial com vincos e abas de travamento',
      'Arte-final em duas cores, com traços engrossados para o papelão',
      'Fechamento de arquivo e envio direto ao clicherista',
    ],
    result:
      'A caixa virou assinatura da marca nas redes sociais dos clientes, sem aumentar o custo de impressão.',
    images: [
      { name: 'taverna-cover', alt: 'Caixa de pizza Taverna fechada' },
      { name: 'taverna-1', alt: 'Caixa de pizza Taverna aberta, vista de cima, com pizza' },
      { name: 'taverna-2', alt: 'Faca especial da caixa de pizza Taverna de 35 cm' },
      { name: 'taverna-3', alt: 'Arte-final da tampa da caixa Taverna' },
    ],
  },
  {
    slug: 'Bonaparte',
    brand: 'Bonaparte',
    discipline: 'Branding',
    segment: 'Pizzaria gourmet',
    period: 'desde 2018',
    summary:
      'Branding completo de uma pizzaria gourmet: marca, caixa em preto e dourado e materiais de ponto de venda.',
    challenge:
      'A Bonaparte nasceu para competir no segmento premium e precisava parecer sofisticada desde o primeiro pedido, com um orçamento de embalagem de pizzaria comum.',
    delivered: [
      'Naming de produtos, logotipo e paleta preto e dourado',
      'Caixas de pizza gourmet com arte em uma cor sobre kraft escuro',
      'Cardápio, cartões e adesivos de lacre',
      'Mockups 3D para apresentação aos sócios',
    ],
    result:
      'A marca foi lançada com identidade premium e a caixa custou o mesmo que a de uma pizzaria tradicional.',
    images: [
      { name: 'bonaparte-cover', alt: 'Caixa de pizza gourmet Bonaparte em preto e dourado' },
      { name: 'bonaparte-1', alt: 'Caixas de pizza Bonaparte empilhadas' },
      { name: 'bonaparte-2', alt: 'Caixa Bonaparte aberta com pizza' },
      { name: 'bonaparte-3', alt: 'Arte-final da tampa da caixa gourmet Bonaparte' },
    ],
  },
  {
    slug: 'Fabrica',
    brand: 'Fabrica',
    discipline: 'Identidade visual',
    segment: 'Padaria e confeitaria',
    period: 'desde 2017',
    summary:
      'Identidade visual e embalagens de uma padaria e confeitaria: sacos de pão, copos de café e etiquetas.',
    challenge:
      'Com três lojas e embalagens compradas de fornecedores diferentes, a Fabrica não tinha uma imagem única. Era preciso padronizar sem encarecer.',
    delivered: [
      'Identidade visual: logotipo, padrões gráficos e paleta',
      'Sacos de pão de forma e pão francês com janela',
      'Copos de café e etiquetas de confeitaria',
      'Arte-final para cada fornecedor, no formato que cada um pede',
    ],
    result:
      'As três lojas passaram a ter a mesma cara, e as embalagens são reimpressas sem retrabalho quando um fornecedor muda.',
    images: [
      { name: 'fabrica-cover', alt: 'Saco de pão Fabrica' },
      { name: 'fabrica-1', alt: 'Embalagens da padaria Fabrica' },
      { name: 'fabrica-2', alt: 'Arte-final do saco de pão de forma Fabrica' },
      { name: 'fabrica-3', alt: 'Copo de café Fabrica' },
    ],
  },
  {
    slug: 'PapelIndustrial',
    brand: 'Papel Industrial',
    discipline: 'Design Flexográfico',
    segment: 'Fabricante de embalagens de papel kraft',
    period: 'desde 2015',
    summary:
      'Parceria com um fabricante de sacolas e caixas de papel kraft: facas especiais e arte-final para os clientes dele, todos os dias.',
    challenge:
      'O fabricante recebia artes de seus clientes em qualquer formato e perdia dias ajustando arquivos antes de gravar os clichês.',
    delivered: [
      'Facas especiais de sacolas e caixas em vários tamanhos',
      'Preparação das artes dos clientes do fabricante para a flexografia',
      'Vetorização de logotipos recebidos em JPEG e PNG',
      'Arquivos fechados e enviados ao clicherista em até 48 horas úteis',
    ],
    result:
      'O fabricante deixou de manter um designer para fechamento de arquivos e passou a aprovar pedidos com mockups em vez de provas impressas.',
    images: [
      { name: 'papel-industrial-cover', alt: 'Sacolas de papel kraft Papel Industrial' },
      { name: 'papel-industrial-1', alt: 'Caixas de papelão Papel Industrial' },
      {
        name: 'papel-industrial-2',
        alt: 'Faca especial de sacola kraft de 30 x 11 x 42 cm Papel Industrial',
      },
      { name: 'papel-industrial-3', alt: 'Arte-final de sacola kraft média Papel Industrial' },
    ],
  },
  {
    slug: 'Meta',
    brand: 'Meta',
    discipline: 'UI Design',
    segment: 'Campanha de marketing digital',
    period: 'em 2018',
    summary:
      'Campanha digital com posts, stories e painel de resultados, do conceito criativo à gestão de tráfego pago.',
    challenge:
      'O cliente investia em anúncios sem saber o que trazia resultado. Precisava de peças consistentes e de números claros para decidir onde investir.',
    delivered: [
      'Conceito criativo e grade de posts para o feed',
      'Stories e anúncios em vários formatos',
      'Painel de resultados com as métricas da campanha',
      'Gestão de tráfego pago com testes A/B semanais',
    ],
    result:
      'Em 30 dias, o custo por contato caiu e o cliente passou a ver, em um só painel, quanto cada anúncio trouxe.',
    images: [
      { name: 'meta-cover', alt: 'Post da campanha Meta exibido em um celular' },
      { name: 'meta-1', alt: 'Grade de posts da campanha Meta' },
      { name: 'meta-2', alt: 'Painel de resultados da campanha Meta' },
      { name: 'meta-3', alt: 'Stories da campanha Meta' },
    ],
  },
  {
    slug: 'FrangoBaiano',
    brand: 'Frango Baiano',
    discipline: 'Branding',
    segment: 'Frigorífico de aves',
    period: 'de 2016 a 2018',
    summary:
      'Marca e embalagens de um frigorífico de aves: etiquetas de bandeja, caixas de transporte e linha de cortes resfriados.',
    challenge:
      'O frigorífico vendia para supermercados com etiquetas genéricas e queria uma marca regional forte, legível na gôndola refrigerada.',
    delivered: [
      'Branding: nome da linha, logotipo e paleta',
      'Etiquetas de bandeja para cada corte, com tabela nutricional',
      'Caixas de transporte em papelão ondulado',
      'Arte-final com separação de cores para a etiquetadora',
    ],
    result:
      'A marca ganhou espaço nas gôndolas da região, e cada corte é identificado pela cor da etiqueta.',
    images: [
      { name: 'frango-baiano-cover', alt: 'Bandeja de frango resfriado Frango Baiano' },
      { name: 'frango-baiano-1', alt: 'Arte-final da etiqueta de bandeja Frango Baiano' },
      { name: 'frango-baiano-2', alt: 'Linha de cortes de frango Frango Baiano' },
      { name: 'frango-baiano-3', alt: 'Caixa de transporte Frango Baiano' },
    ],
  },
  {
    slug: 'Martim',
    brand: 'Martim',
    discipline: 'Web Designer',
    segment: 'Torrefação de café',
    period: 'em 2018',
    summary:
      'Site e embalagens de uma torrefação de café: pacotes de 250 g e 500 g e uma loja virtual com a mesma identidade.',
    challenge:
      'A Martim queria vender pela internet sem perder o jeito artesanal que os clientes conheciam das embalagens.',
    delivered: [
      'Projeto do site e da loja virtual, pensado para o celular',
      'Pacotes de café tradicional e extraforte',
      'Fotos de produto substituídas por mockups 3D',
      'Arte-final dos pacotes com dilatação para o filme metalizado',
    ],
    result:
      'O site e os pacotes contam a mesma história, e as vendas on-line passaram a representar parte relevante do faturamento.',
    images: [
      { name: 'martim-cover', alt: 'Pacote de café Martim' },
      { name: 'martim-1', alt: 'Linha de cafés Martim' },
      { name: 'martim-2', alt: 'Arte-final do pacote de café tradicional Martim de 500 g' },
      { name: 'martim-3', alt: 'Café Martim servido em copo ao lado do pacote' },
    ],
  },
];

/** The case for a path such as '/deamar' or '/Fabrica' (case-insensitive, as the router matches). */
export function findCaseStudy(pathname: string): CaseStudy | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return caseStudies.find((c) => c.slug.toLowerCase() === slug);
}

export const casesPage = {
  heading: 'VEJA NOSSAS ULTIMAS ARTES',
  intro:
    'Uma seleção das embalagens, rótulos e campanhas que criamos: clique em uma imagem para vê-la ampliada.',
  galleryLabel: 'Galeria de artes',
} as const;

/** The 28 pieces of the /Cases gallery, in display order. */
export const galleryImages: readonly CaseImage[] = [
  { name: 'gallery-01', alt: 'Embalagem de arroz tipo 1 Bom Grão' },
  { name: 'gallery-02', alt: 'Embalagem de farinha de trigo Serrana' },
  { name: 'gallery-03', alt: 'Copos de açaí na tigela Açaí Tropa' },
  { name: 'gallery-04', alt: 'Galão de detergente neutro Lumi' },
  { name: 'gallery-05', alt: 'Pacote de biscoitos amanteigados Doce Lar' },
  { name: 'gallery-06', alt: 'Saco de pão francês Pão da Vila' },
  { name: 'gallery-07', alt: 'Potes de sorvete de creme Polar' },
  { name: 'gallery-08', alt: 'Lata de camarão em conserva Mar Azul' },
  { name: 'gallery-09', alt: 'Arte-final da caixa de 12 ovos Granja Sol' },
  { name: 'gallery-10', alt: 'Pacote de café especial Aurora' },
  { name: 'gallery-11', alt: 'Arte-final do rótulo de água mineral Água Pura de 500 ml' },
  { name: 'gallery-12', alt: 'Sacolas recicláveis Eco Kraft' },
  { name: 'gallery-13', alt: 'Caixa de pizza delivery Napoli' },
  { name: 'gallery-14', alt: 'Embalagem de granola integral Verde Vida' },
  { name: 'gallery-15', alt: 'Embalagem de tempero completo Tempero Bahia' },
  { name: 'gallery-16', alt: 'Frasco de amaciante concentrado Brisa' },
  { name: 'gallery-17', alt: 'Pote de mel silvestre Mel Dourado' },
  { name: 'gallery-18', alt: 'Pacote de pipoca de micro-ondas Pop Milho' },
  { name: 'gallery-19', alt: 'Embalagem de chocolate 70% Cacau Bahia' },
  { name: 'gallery-20', alt: 'Pacote de feijão carioca Sabor Nordeste' },
  { name: 'gallery-21', alt: 'Pizza e caixa Taverna' },
  { name: 'gallery-22', alt: 'Caixa de pizza gourmet Bonaparte' },
  { name: 'gallery-23', alt: 'Polpas de fruta Frutomy' },
  { name: 'gallery-24', alt: 'Produtos de limpeza profissional Semog' },
  { name: 'gallery-25', alt: 'Café torrado e moído Martim' },
  { name: 'gallery-26', alt: 'Cortes de frango resfriado Frango Baiano' },
  { name: 'gallery-27', alt: 'Peças da campanha digital Meta' },
  { name: 'gallery-28', alt: 'Conservas de pescados Deamar' },
];

export const caseStudyPage = {
  challengeHeading: 'O desafio',
  deliveredHeading: 'O que entregamos',
  resultHeading: 'O resultado',
  imagesHeading: 'Imagens do projeto',
  ctaHeading: 'Quer um projeto assim para a sua marca?',
  ctaText: 'Conte o que você precisa: respondemos com uma proposta em até 48 horas úteis.',
  ctaButton: 'Solicite um orçamento',
  backLink: 'Ver todo o portfólio',
} as const;
