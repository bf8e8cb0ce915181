// 'Solicitar Créditos': a WhatsApp chat with the studio, prefilled with a request for credits
// that names the signed-in account, so the studio knows whom to credit.
import { useMe } from '../../../lib/session';
import { whatsappCreditsLink } from '../../../lib/whatsapp';

export function CreditsLink({ className }: { className?: string }) {
  const account = useMe().data ?? undefined;
  return (
    <a
      href={whatsappCreditsLink(account)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      Solicitar Créditos
      <span className="visually-hidden"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}
