// Approving with proof (docs/product/approval.md): the checklist the client confirms, built from
// the art's flexo brief, the sentence they sign, and the verification code's shape. One list for
// the approval dialog, the server's check and the termo.
import type { FlexoBrief } from './brief';
import { dieLineRequired } from './brief';

/** What the client declares by approving: printed on the termo and shown beside the checkbox. */
export const APPROVAL_MEANING = 'Aprovo esta arte para gravação de clichê';

/** Every item a checklist may hold; an art's checklist holds those its brief calls for. */
export const APPROVAL_CHECK_KEYS = ['size', 'colors', 'texts', 'barcode', 'dieLine'] as const;
export type ApprovalCheckKey = (typeof APPROVAL_CHECK_KEYS)[number];

export interface ApprovalCheckItem {
  key: ApprovalCheckKey;
  label: string;
}

const mm = (value: number) => String(value).replace('.', ',');

/**
 * The checklist of an art: what its brief says to confirm (size, colours and Pantone, texts,
 * barcode, die-line), only what applies. An art without a brief (older, imported) has the texts.
 */
export function approvalChecklist(
  brief: FlexoBrief | null,
  options: { hasDieLine?: boolean } = {},
): ApprovalCheckItem[] {
  if (!brief) return [{ key: 'texts', label: 'Textos e ortografia conferidos' }];
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
    { key: 'texts', label: 'Textos e ortografia conferidos' },
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
