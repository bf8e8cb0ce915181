// How a client pays, in the contract's terms (/UserTerms §3, §6 and §9: a prepaid credit per
// request, then the approved art's fee, which releases the open files), said once for the FAQ,
// /flexo and the client area, so no page promises what the contract does not.
import { contractTerms } from './terms';

const credits = `Cada solicitação de arte usa 1 crédito (${contractTerms.creditPrice}), comprado antes do pedido.`;
const approval = `Depois que você aprova a arte, paga ${contractTerms.approvedArtPrice} por ela, e então liberamos os arquivos abertos em PDF.`;
const methods = 'Pagamento por Pix, boleto ou cartão de crédito.';

export const payment = {
  heading: 'Como funciona o pagamento',
  credits,
  approval,
  methods,
  /** The three sentences together: the one wording of every page that explains payment. */
  summary: `${credits} ${approval} ${methods}`,
} as const;
