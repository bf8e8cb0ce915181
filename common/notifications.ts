// Notifications: the kinds the product sends (e-mail and the bell), which of them a client may
// turn off, and the addresses the SPA and the server share.
import { z } from 'zod';
import { COMPANY_ROLES, type CompanyRole } from './companies';

/** What a notification reports. Client kinds first, then the studio's. */
export const NOTIFICATION_KINDS = [
  'art_received',
  'art_started',
  'art_delivered',
  'art_withdrawn',
  'change_received',
  'art_approved',
  'credits_granted',
  'credits_expiring',
  'account_deactivated',
  'account_reactivated',
  // Payments (docs/product/payments.md): the receipt, a refund, a waived approval fee.
  'payment_received',
  'payment_refunded',
  'fee_waived',
  // Release to the plate maker (docs/product/release.md): the link to the plate maker's address,
  // and the receipt it confirmed, to the client and the studio.
  'release_sent',
  'release_received',
  'studio_new_art',
  'studio_change_requested',
  'studio_art_approved',
  'studio_contact',
  'studio_digest',
  'studio_payment_received',
  'studio_release_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Who in a client's company hears of each of its notices (bell, e-mail, WhatsApp): the roles, by
 * kind (docs/product/notifications.md "Who in a company"). An administrador hears everything, as
 * they may do everything (and a single-person company's only member is its administrador). Each
 * person's own preferences then apply to them alone; a person no longer a member hears nothing.
 * `release_sent` goes to the plate maker's address, not to the company.
 */
const requestersAndApprovers = ['solicitante', 'aprovador'] as const satisfies CompanyRole[];
export const COMPANY_NOTICE_ROLES = {
  art_received: requestersAndApprovers,
  art_started: requestersAndApprovers,
  art_delivered: requestersAndApprovers,
  art_withdrawn: requestersAndApprovers,
  change_received: requestersAndApprovers,
  release_received: requestersAndApprovers,
  art_approved: COMPANY_ROLES,
  account_deactivated: COMPANY_ROLES,
  account_reactivated: COMPANY_ROLES,
  credits_granted: ['financeiro'],
  credits_expiring: ['financeiro'],
  payment_received: ['financeiro'],
  payment_refunded: ['financeiro'],
  fee_waived: ['financeiro'],
} as const satisfies Partial<Record<NotificationKind, readonly CompanyRole[]>>;
export type CompanyNoticeKind = keyof typeof COMPANY_NOTICE_ROLES;

/** True when a member holding `roles` hears of `kind` (an administrador hears of every kind). */
export function hearsOf(kind: CompanyNoticeKind, roles: readonly CompanyRole[]): boolean {
  const audience: readonly CompanyRole[] = COMPANY_NOTICE_ROLES[kind];
  return roles.some((role) => role === 'administrador' || audience.includes(role));
}

/**
 * The e-mails a client may turn off, as the preferences list them. Password resets and account
 * messages (deactivation, reactivation) are not here: they always go.
 */
export const OPTIONAL_CLIENT_EMAILS = [
  { kind: 'art_received', label: 'Pedido de arte recebido (com o prazo de entrega)' },
  { kind: 'art_started', label: 'O estúdio começou a trabalhar na arte' },
  { kind: 'art_delivered', label: 'Nova versão entregue' },
  { kind: 'change_received', label: 'Pedido de alteração recebido (com o novo prazo)' },
  { kind: 'art_approved', label: 'Comprovante de aprovação da arte' },
  { kind: 'credits_granted', label: 'Créditos adicionados' },
  { kind: 'credits_expiring', label: 'Aviso de créditos a expirar no fim do mês' },
] as const satisfies readonly { kind: NotificationKind; label: string }[];
export type OptionalClientEmail = (typeof OPTIONAL_CLIENT_EMAILS)[number]['kind'];

export const isOptionalClientEmail = (kind: string): kind is OptionalClientEmail =>
  OPTIONAL_CLIENT_EMAILS.some((item) => item.kind === kind);

/** Where the client sets which e-mails they get. */
export const NOTIFICATION_PREFERENCES_PATH = '/MeusDados#notificacoes';

/** How many notifications the bell lists. */
export const NOTIFICATION_LIST_SIZE = 20;

export const notificationApiRoutes = {
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  markAllRead: '/api/notifications/read-all',
  preferences: '/api/notifications/preferences',
  whatsappPreference: '/api/notifications/preferences/whatsapp',
  unsubscribe: '/api/notifications/unsubscribe',
} as const;

/**
 * A Brazilian WhatsApp number: '+55 (71) 99999-8888', '71 99999-8888' or '5571999998888' become
 * '+5571999998888' (E.164). Two-digit area code without zeros, then 9 digits (mobile, starting
 * with 9) or 8 (landline).
 */
export const BRAZIL_PHONE_MESSAGE =
  'Informe o número com DDD, no formato +55 DDD número (ex.: +55 71 99999-8888).';

export function normalizeBrazilPhone(value: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9](9\d{8}|[2-5]\d{7})$/.test(digits)) return null;
  return `+55${digits}`;
}

export const brazilPhoneSchema = z
  .string({ error: BRAZIL_PHONE_MESSAGE })
  .trim()
  .max(30, BRAZIL_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normalizeBrazilPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: BRAZIL_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** The WhatsApp opt-in as the preferences route takes it: a number is required to turn it on. */
export const whatsappPreferenceInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Informe se quer receber avisos por WhatsApp.' }),
    phone: brazilPhoneSchema.nullable().optional(),
  })
  .refine((input) => !input.enabled || Boolean(input.phone), {
    message: 'Informe o número do WhatsApp para receber os avisos.',
    path: ['phone'],
  });
