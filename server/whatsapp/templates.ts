// Which WhatsApp template each notification kind uses, and its body parameters in order. The
// templates must exist, approved, in Meta's WhatsApp Manager with these names, in the language
// WHATSAPP_TEMPLATE_LANGUAGE (docs/product/whatsapp.md). Only the kinds a client may turn off go
// by WhatsApp; the opt-in is one switch for all of them.
import type { OptionalClientEmail } from '../../common/notifications';

export interface WhatsAppTemplate {
  name: string;
  /** What each {{n}} of the body holds, for docs/product/whatsapp.md and the template's author. */
  parameters: readonly string[];
}

export const WHATSAPP_TEMPLATES = {
  art_received: { name: 'arte_recebida', parameters: ['nome da arte', 'prazo', 'link'] },
  art_started: { name: 'arte_iniciada', parameters: ['nome da arte', 'prazo', 'link'] },
  art_delivered: { name: 'arte_entregue', parameters: ['nome da arte', 'versão', 'link'] },
  change_received: {
    name: 'alteracao_recebida',
    parameters: ['nome da arte', 'novo prazo', 'link'],
  },
  art_approved: { name: 'arte_aprovada', parameters: ['nome da arte', 'aprovada em', 'link'] },
  credits_granted: {
    name: 'creditos_adicionados',
    parameters: ['créditos adicionados', 'novo saldo', 'link'],
  },
  credits_expiring: {
    name: 'creditos_expirando',
    parameters: ['saldo', 'expira em', 'link'],
  },
} as const satisfies Record<OptionalClientEmail, WhatsAppTemplate>;
