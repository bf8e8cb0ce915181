// The art status machine (docs/design.md): the one table of legal moves, read by the server to
// enforce them and by the SPA to disable the buttons of illegal ones; and the one place that names
// a status for people (artStatusLabel).
import { ART_STATUS, type ArtStatus } from './constants';

export type ArtAction = 'start' | 'deliver' | 'withdraw' | 'approve' | 'requestChange' | 'cancel';

/** From which statuses each action may be taken, and where it leads. */
export const ART_TRANSITIONS: Record<ArtAction, { from: readonly ArtStatus[]; to: ArtStatus }> = {
  start: { from: [ART_STATUS.requested, ART_STATUS.changeRequested], to: ART_STATUS.inProgress },
  // From Finalizado too: while the client has not acted, a corrected version replaces the one
  // awaiting approval (both stay in the history). From Aprovado: a new version voids the approval
  // (docs/product/approval.md) and waits for the client's approval again.
  deliver: {
    from: [ART_STATUS.inProgress, ART_STATUS.finished, ART_STATUS.approved],
    to: ART_STATUS.finished,
  },
  // The studio takes back the version awaiting approval: the art is with the studio again.
  withdraw: { from: [ART_STATUS.finished], to: ART_STATUS.inProgress },
  approve: { from: [ART_STATUS.finished], to: ART_STATUS.approved },
  requestChange: {
    from: [ART_STATUS.finished, ART_STATUS.approved],
    to: ART_STATUS.changeRequested,
  },
  // Only when the client erases their account (server/account/account-deletion.ts): the request
  // leaves the studio's queue, with no delivery and no credit movement.
  cancel: {
    from: [ART_STATUS.requested, ART_STATUS.inProgress, ART_STATUS.changeRequested],
    to: ART_STATUS.cancelled,
  },
};

/** Who reads a status: the art's client, or the studio (the panel, its mails). */
export type StatusViewer = 'client' | 'studio';

/**
 * A status as people read it. The stored value stays the state machine's; only Finalizado reads
 * otherwise, because it is not done: the client is expected to approve it ('Aguardando sua
 * aprovação' to the client, 'Aguardando aprovação' to the studio). Every screen, list, badge,
 * mail, notification and refusal that names a status names it through here.
 */
export function artStatusLabel(status: ArtStatus, viewer: StatusViewer): string {
  if (status === ART_STATUS.finished) {
    return viewer === 'client' ? 'Aguardando sua aprovação' : 'Aguardando aprovação';
  }
  return status;
}

/** Whose move each action is: the refusal names the statuses as that side reads them. */
const ACTOR: Record<ArtAction, StatusViewer> = {
  start: 'studio',
  deliver: 'studio',
  withdraw: 'studio',
  approve: 'client',
  requestChange: 'client',
  cancel: 'client',
};

/**
 * The statuses of an art waiting on the studio: its queue, where the deadline runs and an art
 * past it is late. The one list (the server's overdue flag and queues, the SPA's deadline).
 */
export const OPEN_ART_STATUSES = [
  ART_STATUS.requested,
  ART_STATUS.inProgress,
  ART_STATUS.changeRequested,
] as const satisfies readonly ArtStatus[];

/** The statuses of an art the studio has delivered (awaiting approval, or approved). */
export const DONE_ART_STATUSES = [
  ART_STATUS.finished,
  ART_STATUS.approved,
] as const satisfies readonly ArtStatus[];

export function isOpenArtStatus(status: ArtStatus): boolean {
  return (OPEN_ART_STATUSES as readonly ArtStatus[]).includes(status);
}

export function canTakeAction(action: ArtAction, status: ArtStatus): boolean {
  return ART_TRANSITIONS[action].from.includes(status);
}

/** Why an action is not available now, in pt-BR, for the 409 answer and the button hint. */
export function illegalActionMessage(action: ArtAction, status: ArtStatus): string {
  const viewer = ACTOR[action];
  const allowed = ART_TRANSITIONS[action].from
    .map((from) => artStatusLabel(from, viewer))
    .join(' ou ');
  const verb: Record<ArtAction, string> = {
    start: 'iniciar',
    deliver: 'enviar o arquivo final de',
    withdraw: 'retirar a versão de',
    approve: 'aprovar',
    requestChange: 'pedir alteração de',
    cancel: 'cancelar',
  };
  return `Não é possível ${verb[action]} uma arte com status ${artStatusLabel(status, viewer)}. Só é possível quando o status é ${allowed}.`;
}
