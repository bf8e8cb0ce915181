// Approving with proof (docs/product/approval.md): the checklist the client confirms, built from
// the art's brief, whichever its service (docs/product/services.md), the sentence they sign (its
// service's too), and the verification code's shape. One list for the approval dialog, the server's
// check and the termo.
import type { ArtBrief, FlexoBrief } from './brief';
import { dieLineRequired } from './brief';
import {
  COLOR_MODES,
  GRAFICA_PRODUCTS,
  LOGO_FORMATS,
  PAPERS,
  PRINT_PROCESSES,
  PRINT_SIDES,
  sizeText,
  type Service,
} from './brief-labels';
import { MOCKUP_SHAPES } from './mockup';

/**
 * What the client declares by approving, per service: shown beside the dialog's checkbox, kept in
 * the record's checklist (key 'meaning') and printed as the termo's 'Declaração'. The one source of
 * these sentences.
 */
export const APPROVAL_MEANINGS: Record<Service, string> = {
  flexo: 'Aprovo esta arte para gravação de clichê',
  grafica: 'Aprovo esta arte para impressão',
  identidade: 'Aprovo esta arte para uso da marca',
  fechamento: 'Aprovo este arquivo fechado para envio à gráfica ou clicheria',
  mockup: 'Aprovo este mockup 3D como apresentação da arte',
};

/** The sentence of an art's service; an art without a brief (older, imported) is flexo. */
export const approvalMeaning = (brief: Pick<ArtBrief, 'service'> | null): string =>
  APPROVAL_MEANINGS[brief?.service ?? 'flexo'];

/** Every item a checklist may hold; an art's checklist holds those its brief calls for. */
export const APPROVAL_CHECK_KEYS = [
  'size',
  'colors',
  'texts',
  'barcode',
  'dieLine',
  'paper',
  'formats',
  'printer',
  'shape',
] as const;
export type ApprovalCheckKey = (typeof APPROVAL_CHECK_KEYS)[number];

export interface ApprovalCheckItem {
  key: ApprovalCheckKey;
  label: string;
}

const mm = (value: number) => String(value).replace('.', ',');

const TEXTS: ApprovalCheckItem = { key: 'texts', label: 'Textos e ortografia conferidos' };

/**
 * The checklist of an art: what its brief says to confirm, only what applies — for a flexo brief
 * the size, colours and Pantone, texts, barcode and die-line; for the other services their own
 * facts (a quick-print piece's finished size and paper, a logo's formats, the target printer's
 * specs, a mockup's shape). An art without a brief (older, imported) has the texts.
 */
export function approvalChecklist(
  brief: ArtBrief | null,
  options: { hasDieLine?: boolean } = {},
): ApprovalCheckItem[] {
  if (!brief) return [TEXTS];
  switch (brief.service) {
    case 'flexo':
      return flexoChecklist(brief, options);
    case 'grafica':
      return [
        {
          key: 'size',
          label: `Tamanho final conferido (${GRAFICA_PRODUCTS[brief.product]}): ${sizeText(brief.widthMm, brief.heightMm)}`,
        },
        {
          key: 'paper',
          label: `Papel e impressão conferidos: ${PAPERS[brief.paper]}${brief.paperWeightGsm === undefined ? '' : ` ${brief.paperWeightGsm} g/m²`}, ${PRINT_SIDES[brief.sides].toLowerCase()}`,
        },
        TEXTS,
      ];
    case 'identidade':
      return [
        {
          key: 'formats',
          label: `Formatos de entrega conferidos: ${brief.formats.map((format) => LOGO_FORMATS[format]).join(', ')}`,
        },
        TEXTS,
      ];
    case 'fechamento':
      return [
        { key: 'size', label: `Medidas conferidas: ${sizeText(brief.widthMm, brief.heightMm)}` },
        {
          key: 'printer',
          label: `Especificações de ${brief.printer} conferidas: ${PRINT_PROCESSES[brief.process]}, ${COLOR_MODES[brief.colorMode]}, sangria de ${sizeText(brief.bleedMm)}`,
        },
        TEXTS,
      ];
    case 'mockup':
      return [
        { key: 'shape', label: `Formato do mockup conferido: ${MOCKUP_SHAPES[brief.shape]}` },
        {
          key: 'size',
          label: `Medidas conferidas: ${sizeText(brief.widthMm, brief.heightMm, brief.depthMm)}`,
        },
      ];
  }
}

function flexoChecklist(brief: FlexoBrief, options: { hasDieLine?: boolean }): ApprovalCheckItem[] {
  const size = [brief.widthMm, brief.heightMm, brief.depthMm]
    .filter((n): n is number => n !== undefined)
    .map(mm)
    .join(' × ');
  const colours = `${brief.colorCount} ${brief.colorCount === 1 ? 'cor' : 'cores'}`;
  const items: ApprovalCheckItem[] = [
    { key: 'size', label: `Medidas conferidas: ${size} mm` },
    {
      key: 'colors',
      label:
        brief.spotColors.length > 0
          ? `Cores conferidas: ${colours}, com ${brief.spotColors.join(', ')}`
          : `Cores conferidas: ${colours}`,
    },
    TEXTS,
  ];
  if (brief.ean) items.push({ key: 'barcode', label: `Código de barras conferido: ${brief.ean}` });
  if (options.hasDieLine || dieLineRequired(brief.pieceType)) {
    items.push({ key: 'dieLine', label: 'Faca (linha de corte) conferida' });
  }
  return items;
}

/** A verification code: 'AP-' and 12 letters and digits without look-alikes, in groups of four. */
export const APPROVAL_CODE_PATTERN = /^AP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** What a typed code becomes before it is looked up (case and spaces forgiven). */
export const normaliseApprovalCode = (value: string) => value.trim().toUpperCase();

/** How many open pins are left, as the dialog and the termo say it. */
export const openPinsLabel = (count: number) =>
  count === 1 ? '1 ponto ainda aberto' : `${count} pontos ainda abertos`;
