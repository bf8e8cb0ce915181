// Releasing an approved art (docs/product/release.md): its open files unlock once the approval fee
// is settled, and the release package goes to the client's plate maker ('clicheria') through a
// signed link. The release state sits beside the status machine, derived, never stored
// (docs/decisions/0012-release-state-derived.md). No zod here: the lists and the art pages read
// these names on their first load; the input schemas are in release-schemas.ts.
import { ART_STATUS } from './constants';

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
