// The flexo brief's choices and their pt-BR labels, apart from its schema (brief.ts): the lists and
// the queue's filter show them without loading zod, which a page that only reads a brief never needs.
export const PIECE_TYPES = {
  rotulo: 'Rótulo',
  caixa: 'Caixa/cartucho',
  sacola: 'Sacola',
  flexivel: 'Embalagem flexível',
  etiqueta: 'Etiqueta',
  outro: 'Outro',
} as const;
export type PieceType = keyof typeof PIECE_TYPES;
export const PIECE_TYPE_KEYS = Object.keys(PIECE_TYPES) as [PieceType, ...PieceType[]];

export const SUBSTRATES = {
  bopp: 'BOPP',
  bopp_metalizado: 'BOPP metalizado',
  pe: 'PE',
  pet: 'PET',
  couche: 'Papel couché',
  kraft: 'Papel kraft',
  papelao: 'Papelão',
  outro: 'Outro',
} as const;
export type Substrate = keyof typeof SUBSTRATES;
export const SUBSTRATE_KEYS = Object.keys(SUBSTRATES) as [Substrate, ...Substrate[]];
