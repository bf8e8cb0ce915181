// Releasing an approved art (docs/product/release.md): its open files unlock once the approval fee
// is settled, and the release package goes to the client's plate maker ('clicheria') through a
// signed link. The release state sits beside the status machine, derived, never stored
// (docs/decisions/0012-release-state-derived.md).
import { z } from 'zod';
import { ART_STATUS } from './constants';
import { brazilPhoneSchema } from './notifications';
import {
  hasForbiddenNameCharacter,
  hasNul,
  INVALID_NAME_MESSAGE,
  INVALID_TEXT_MESSAGE,
} from './text-rules';

// As api-types.ts's safeText and nameText (which imports this file's techSheetSchema).
const safeText = () => z.string().refine((value) => !hasNul(value), INVALID_TEXT_MESSAGE);
const nameText = () =>
  z
    .string()
    .refine((value) => !hasForbiddenNameCharacter(value), INVALID_NAME_MESSAGE)
    .trim();

/** Where an approved art stands after approval, in order. */
export const RELEASE_STATES = ['awaiting_payment', 'released', 'sent', 'received'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** The one place that names a release state for people (lists, badges, the art page). */
export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
  awaiting_payment: 'Aguardando pagamento',
  released: 'Liberada',
  sent: 'Enviada à clicheria',
  received: 'Recebida pela clicheria',
};

/** What a client reads where an original is still locked, and the 403 of every file route. */
export const FILES_LOCKED_TITLE = 'Arquivos liberados após o pagamento';
export const FILES_LOCKED_MESSAGE =
  'Arquivos liberados após o pagamento: os arquivos abertos ficam disponíveis quando a arte está aprovada e a taxa de aprovação paga.';

/** Before approval the client reads this where a delivery's original would be. */
export const FILES_AWAIT_APPROVAL_TITLE = 'Arquivos liberados após a aprovação';

/**
 * Why a client's delivery of `version` does not download yet, or null once it does: the server's
 * rule (server/release/release-state.ts) read from the art's detail — a version at or after it
 * approved (an imported approval names none) and the fee paid or waived (or none charged).
 */
export function deliveryLockedTitle(
  art: {
    events: readonly { type: string; version: number | null }[];
    approvalFee: { state: string } | null;
  },
  version: number,
): string | null {
  const approved = art.events.some(
    (event) => event.type === 'approved' && (event.version === null || event.version >= version),
  );
  if (!approved) return FILES_AWAIT_APPROVAL_TITLE;
  const fee = art.approvalFee?.state;
  return fee === undefined || fee === 'paid' || fee === 'waived' ? null : FILES_LOCKED_TITLE;
}

/**
 * The same for a list's row, which carries only the release state: locked while awaiting payment,
 * or delivered and not approved (Finalizado). During a change the row cannot tell, and the link
 * stays: the server answers for it.
 */
export function latestDeliveryLockedTitle(state: ReleaseState | null, status: string) {
  if (state === 'awaiting_payment') return FILES_LOCKED_TITLE;
  return state === null && status === ART_STATUS.finished ? FILES_AWAIT_APPROVAL_TITLE : null;
}

/** How long a plate maker's link lasts unless RELEASE_LINK_DAYS says otherwise. */
export const RELEASE_LINK_DAYS = { default: 7, min: 1, max: 90 } as const;

const optionalMeasure = (label: string, max: number) =>
  z
    .number({ error: `${label}: informe um número.` })
    .positive(`${label}: informe um número maior que zero.`)
    .max(max, `${label}: no máximo ${max.toLocaleString('pt-BR')}.`)
    .optional();

const optionalLine = (label: string, max = 120) =>
  safeText()
    .trim()
    .max(max, `${label}: no máximo ${max} caracteres.`)
    .transform((value) => (value ? value : undefined))
    .optional();

/** The studio's technical fields of a delivery, filled at 'Confirmar envio': all optional. */
export const techSheetSchema = z.object({
  lpi: optionalMeasure('Lineatura', 400),
  angles: optionalLine('Ângulos'),
  distortionPercent: optionalMeasure('Distorção', 50),
  repeatMm: optionalMeasure('Passo/repetição', 5000),
  rewindDirection: optionalLine('Sentido de rebobinagem', 60),
  plateThickness: optionalLine('Espessura do clichê', 60),
  printOrder: z
    .array(
      safeText()
        .trim()
        .min(1, 'Cores na ordem de impressão: uma cor por linha, sem linhas vazias.')
        .max(80, 'Cores na ordem de impressão: no máximo 80 caracteres por cor.'),
    )
    .max(12, 'Cores na ordem de impressão: no máximo 12 cores.')
    .optional(),
  barcode: optionalLine('Código de barras e ampliação'),
});
export type TechSheet = z.infer<typeof techSheetSchema>;

/** The labels of the ficha técnica's studio fields, in its order. */
export const TECH_SHEET_LABELS: Record<keyof TechSheet, string> = {
  lpi: 'Lineatura (lpi)',
  angles: 'Ângulos',
  distortionPercent: 'Distorção (%)',
  repeatMm: 'Passo/repetição (mm)',
  rewindDirection: 'Sentido de rebobinagem',
  plateThickness: 'Espessura do clichê',
  printOrder: 'Cores na ordem de impressão',
  barcode: 'Código de barras e ampliação',
};

/** A plate maker as the client saves it: name, e-mail, optional WhatsApp. */
export const plateMakerInputSchema = z.object({
  name: nameText()
    .min(1, 'Informe o nome da clicheria.')
    .max(120, 'O nome da clicheria deve ter no máximo 120 caracteres.'),
  email: z.email({ error: 'Informe um e-mail válido para a clicheria.' }).max(254).toLowerCase(),
  // An empty field is no WhatsApp.
  whatsapp: z
    .preprocess((value) => (value === '' ? undefined : value), brazilPhoneSchema.optional())
    .transform((value) => value ?? null),
});
export type PlateMakerInput = z.input<typeof plateMakerInputSchema>;

/** 'Enviar para clicheria': a saved plate maker, or a new one (saved for the client). */
export const sendReleaseSchema = z.union([
  z.object({ plateMakerId: z.uuid({ error: 'Escolha a clicheria.' }) }),
  z.object({ plateMaker: plateMakerInputSchema }),
]);
export type SendReleaseInput = z.input<typeof sendReleaseSchema>;
export type SendRelease = z.output<typeof sendReleaseSchema>;
