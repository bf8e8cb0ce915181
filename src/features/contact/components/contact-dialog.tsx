// The 'Seu futuro começa agora!' dialog holding the contact form (the site's light dialog).
import { ContactForm } from '../../../domain/contact/contact-form';
import { SiteDialog } from '../../../components/site-dialog';
import { contactForm as copy } from '../../../content/contact-form';

export function ContactDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <SiteDialog
      open={props.open}
      onClose={props.onClose}
      title={copy.modalTitle}
      closeLabel={copy.closeLabel}
    >
      <p>{copy.modalIntro}</p>
      <ContactForm />
    </SiteDialog>
  );
}
