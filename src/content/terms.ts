// The service contract shown at /UserTerms. The key commercial terms are in point 9, as on
// the first site; the figures come from the constants below so the text and the client area agree.
import {
  businessDaysInWords,
  DELIVERY_COUNTING_RULE,
  deliveryPromise,
  TURNAROUND_DAYS,
} from '../../common/delivery-promise';
import { site } from './site';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** The contract's figures, named once. */
export const contractTerms = {
  creditPrice: 'R$ 10,00',
  approvedArtPrice: 'R$ 60,00',
  inactivityDays: 90,
  legalFeePercent: 20,
  venue: 'Salvador/BA',
} as const;

export const terms = {
  title: 'Termos de uso',
  subtitle: 'Contrato de prestação de serviços de criação de artes',
  // When this text (or the privacy policy) changes, change this date AND TERMS_VERSION in
  // common/constants.ts: the version each client accepted is stored with the account.
  updated: 'Última atualização: 26 de novembro de 2026',
  intro: `Este contrato regula o uso da área do cliente e a contratação dos serviços de criação de artes do ${site.name} (${site.legalName}), com sede em ${site.city}/${site.state}, doravante "ESTÚDIO", pela pessoa física ou jurídica que cria uma conta no site, doravante "CLIENTE". Ao criar a conta, o CLIENTE declara ter lido e aceito todas as cláusulas abaixo.`,
  sections: [
    {
      heading: '1. Objeto',
      paragraphs: [
        'O ESTÚDIO presta serviços de criação, adaptação e fechamento de artes para embalagens e impressos, em especial para impressão flexográfica, solicitados pelo CLIENTE por meio da área do cliente do site.',
      ],
    },
    {
      heading: '2. Cadastro e conta',
      paragraphs: [
        'A criação de conta é gratuita. O CLIENTE é responsável pela veracidade dos dados informados e pela guarda da sua senha, que é pessoal e intransferível.',
        `A conta que ficar mais de ${contractTerms.inactivityDays} (noventa) dias sem nenhuma compra de créditos poderá ser inativada pelo ESTÚDIO. Os arquivos já entregues continuam à disposição do CLIENTE mediante solicitação.`,
      ],
    },
    {
      heading: '3. Créditos',
      paragraphs: [
        'Cada solicitação de arte consome 1 (um) crédito. Os créditos são adquiridos junto ao ESTÚDIO e lançados na conta do CLIENTE após a confirmação do pagamento.',
        'Os créditos não são cumulativos: os créditos não utilizados expiram no último dia do mês em que foram adquiridos e não são reembolsados nem transferidos para o mês seguinte.',
      ],
    },
    {
      heading: '4. Solicitação e prazo de entrega',
      paragraphs: [
        `O CLIENTE descreve a arte no briefing e anexa os arquivos de referência. O ESTÚDIO entrega a arte em até ${businessDaysInWords(TURNAROUND_DAYS.default)} contados da solicitação, no mesmo horário (de Salvador), considerando dias úteis os de segunda a sexta-feira que não sejam feriados nacionais, Carnaval ou Corpus Christi; uma solicitação feita em um dia não útil é contada a partir das 8h do dia útil seguinte. O prazo de cada arte é informado na área do cliente no momento da solicitação.`,
        'Briefings incompletos ou arquivos ilegíveis podem ser devolvidos para complementação; nesse caso, o prazo recomeça quando o CLIENTE enviar as informações.',
      ],
    },
    {
      heading: '5. Alterações',
      paragraphs: [
        `As alterações são ilimitadas enquanto a arte não for aprovada. Cada pedido de alteração é atendido no mesmo prazo, em até ${businessDaysInWords(TURNAROUND_DAYS.default)} contados do pedido.`,
        'Mudanças que transformem a arte em outro projeto (outro produto, outra faca, outra marca) são tratadas como nova solicitação e consomem um novo crédito.',
      ],
    },
    {
      heading: '6. Aprovação e arquivos abertos',
      paragraphs: [
        'A aprovação da arte é feita pelo CLIENTE na área do cliente. Após a aprovação e o pagamento, o ESTÚDIO libera os arquivos-fonte abertos em formato PDF e, a pedido do CLIENTE, envia os arquivos finais ao clicherista de sua escolha.',
      ],
    },
    {
      heading: '7. Propriedade intelectual',
      paragraphs: [
        'Após o pagamento integral, os direitos patrimoniais sobre a arte aprovada são cedidos ao CLIENTE para uso em suas embalagens e materiais. O ESTÚDIO pode exibir a arte em seu portfólio, salvo pedido expresso em contrário do CLIENTE.',
        'O CLIENTE declara ter os direitos sobre marcas, textos e imagens que fornecer e responde por eventual uso indevido.',
      ],
    },
    {
      heading: '8. Responsabilidades',
      paragraphs: [
        'Cabe ao CLIENTE conferir textos, códigos de barras, tabelas nutricionais, medidas e informações legais antes de aprovar a arte. O ESTÚDIO não responde por erros aprovados pelo CLIENTE nem por falhas de impressão da gráfica ou do clicherista.',
      ],
    },
    {
      heading: '9. Termos principais: valores, pagamento e condições',
      paragraphs: ['Resumo das condições comerciais deste contrato:'],
      items: [
        `Cada crédito custa ${contractTerms.creditPrice} (dez reais) e dá direito a 1 (uma) solicitação de arte.`,
        'Os créditos não são cumulativos e expiram no fim de cada mês.',
        `Cada arte aprovada custa ${contractTerms.approvedArtPrice} (sessenta reais), valor que libera os arquivos-fonte abertos em PDF.`,
        `${deliveryPromise(TURNAROUND_DAYS.default)}, ${DELIVERY_COUNTING_RULE}.`,
        'As alterações são ilimitadas até a aprovação da arte.',
        'A conta é gratuita.',
        `A conta sem nenhuma compra por mais de ${contractTerms.inactivityDays} dias pode ser inativada.`,
        'Não é emitida nota fiscal.',
        'O pagamento é feito por PIX, boleto bancário ou cartão de crédito.',
        'O pagamento da arte é devido somente quando ela é enviada ao clicherista: não há pagamento adiantado.',
        `Em caso de cobrança judicial ou extrajudicial de valores devidos, o CLIENTE arcará com honorários advocatícios de ${contractTerms.legalFeePercent}% (vinte por cento) sobre o valor do débito, além de correção monetária.`,
        `Fica eleito o foro da comarca de ${contractTerms.venue} para dirimir qualquer questão deste contrato.`,
      ],
    },
    {
      heading: '10. Privacidade',
      paragraphs: [
        'O tratamento dos dados pessoais do CLIENTE segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e está descrito na nossa Política de privacidade.',
      ],
    },
    {
      heading: '11. Alterações deste contrato',
      paragraphs: [
        'O ESTÚDIO pode atualizar estes termos, avisando o CLIENTE por e-mail com pelo menos 15 (quinze) dias de antecedência. O uso da conta após esse prazo significa concordância com a nova versão.',
      ],
    },
    {
      heading: '12. Foro',
      paragraphs: [
        `As partes elegem o foro da comarca de ${contractTerms.venue}, com renúncia a qualquer outro, por mais privilegiado que seja.`,
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;
