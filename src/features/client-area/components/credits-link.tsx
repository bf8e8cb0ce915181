// 'Solicitar Créditos': a WhatsApp chat with the studio, prefilled with a request for credits.
import { whatsappCreditsLink } from '../../../lib/whatsapp';

export function CreditsLink({ className }: { className?: string }) {
  return (
    <a href={whatsappCreditsLink()} target="_blank" rel="noopener noreferrer" className={className}>
      Solicitar Créditos
      <span className="visually-hidden"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}
