// /Privacidade: the privacy notice (LGPD art. 9) with the contact for exercising one's rights.
import { contacts } from '../../../content/contacts';
import { privacy } from '../../../content/privacy';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  const dpo = contacts.dataProtectionOfficer;
  return (
    <LegalDocument text={privacy}>
      <section className="mt-4 p-3 site-section-alt rounded-3">
        <h2 className="h5">{privacy.contactHeading}</h2>
        <p className="mb-1">{dpo.name}</p>
        <p className="mb-1">
          E-mail: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>
        </p>
        <p className="mb-0">
          Telefone: <a href={`tel:${contacts.phoneE164}`}>{contacts.phoneDisplay}</a>
        </p>
      </section>
    </LegalDocument>
  );
}
