// /UserTerms: the service contract, key terms in point 9.
import { terms } from '../../../content/terms';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title={terms.title}
      subtitle={terms.subtitle}
      updated={terms.updated}
      intro={terms.intro}
      sections={terms.sections}
    />
  );
}
