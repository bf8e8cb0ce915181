// /UserTerms: the service contract, key terms in point 9.
import { terms } from '../../../content/terms';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return <LegalDocument text={terms} />;
}
