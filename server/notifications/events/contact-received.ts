// A message from the site's contact form: to CONTACT_TO (else the studio), answerable by reply.
import { toStudio, type Planner } from '../planning';

export interface ContactReceivedEvent {
  type: 'contact_received';
  contactMessageId: string;
  name: string;
  email: string;
  message: string;
}

export const planContactReceived: Planner<ContactReceivedEvent> = async (ctx, event) =>
  toStudio(
    ctx,
    'studio_contact',
    {
      bell: `Nova mensagem pelo site: ${event.name}.`,
      artId: null,
      subject: `Nova mensagem pelo site: ${event.name}`,
      blocks: [
        { type: 'p', text: 'Nova mensagem recebida pelo formulário de contato do site.' },
        {
          type: 'facts',
          rows: [
            ['Nome', event.name],
            ['E-mail', event.email],
          ],
        },
        { type: 'quote', text: event.message },
        { type: 'p', text: 'Responda a este e-mail para falar diretamente com quem escreveu.' },
      ],
    },
    {
      ...(ctx.settings.contactTo ? { to: [ctx.settings.contactTo] } : {}),
      replyTo: event.email,
      contactMessageId: event.contactMessageId,
    },
  );
