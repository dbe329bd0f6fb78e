import { LegalDocument } from '../legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '../terms-content';

/** /terms-conditions/ (on the main site and on every practice site). */
export function TermsPage() {
  return <LegalDocument title="Terms & Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
