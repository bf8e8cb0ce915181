// The WhatsApp channel's sender: one template message through the WhatsApp Business Cloud API
// (POST {api}/{phone-number-id}/messages). Business-initiated messages must use templates
// approved in Meta's WhatsApp Manager; templates.ts names them and their body parameters.
import type { Config } from '../config';

export interface TemplateMessage {
  /** E.164 ('+5571999998888'). */
  to: string;
  template: string;
  parameters: string[];
}

/** A failure worth retrying (5xx, 429, network, timeout) or not (any other 4xx). */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

/** A channel that sends one message and returns the provider's id for it. */
export interface MessageChannel {
  send(message: TemplateMessage): Promise<{ id: string | null }>;
}
export type WhatsAppSender = MessageChannel;

const TIMEOUT_MS = 15_000;

export function createCloudApiSender(
  settings: NonNullable<Config['whatsapp']>,
  options: { timeoutMs?: number } = {},
): WhatsAppSender {
  const endpoint = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(message) {
      const body = {
        messaging_product: 'whatsapp',
        // The API takes the number's digits, country code first.
        to: message.to.replace(/\D/g, ''),
        type: 'template',
        template: {
          name: message.template,
          language: { code: settings.templateLanguage },
          components: [
            {
              type: 'body',
              parameters: message.parameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new WhatsAppSendError(`falha de rede: ${reason}`, true);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        // The Cloud API explains itself in { error: { message, code } }; keep it short.
        let reason = text.slice(0, 500);
        try {
          const parsed = JSON.parse(text) as { error?: { message?: string; code?: number } };
          if (parsed.error?.message)
            reason = `${parsed.error.message}${parsed.error.code ? ` (código ${parsed.error.code})` : ''}`;
        } catch {
          // Not JSON: the raw text above.
        }
        const retryable = response.status >= 500 || response.status === 429;
        throw new WhatsAppSendError(`HTTP ${response.status}: ${reason}`, retryable);
      }
      try {
        const parsed = JSON.parse(text) as { messages?: { id?: string }[] };
        return { id: parsed.messages?.[0]?.id ?? null };
      } catch {
        return { id: null };
      }
    },
  };
}
