// The panel's 'E-mails' page (docs/operations.md#e-mails-in-the-panel): the states of a message in
// the mail outbox, as the API filters them and as the page names them.
export const MAIL_STATES = ['sent', 'pending', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  sent: 'Enviado',
  pending: 'Pendente',
  failed: 'Com falha',
};
