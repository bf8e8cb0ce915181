// Builds the wa.me chat links the site's chat buttons and the client area's 'Solicitar Créditos'
// open, from the studio's number in src/content/contacts.ts.
import { contacts } from '../content/contacts';

/** A link that opens a WhatsApp chat with the studio, prefilled with `text` when given. */
export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${contacts.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The chat link with the site's greeting: the default for 'fale conosco' buttons. */
export const whatsappChatLink = (): string => whatsappLink(contacts.whatsappGreeting);

/** The chat link asking the studio for credits (client area), naming the account to credit. */
export const whatsappCreditsLink = (account?: { name: string; email: string }): string =>
  whatsappLink(
    account
      ? `${contacts.whatsappCreditsMessage} Conta: ${account.name} (${account.email}).`
      : contacts.whatsappCreditsMessage,
  );
