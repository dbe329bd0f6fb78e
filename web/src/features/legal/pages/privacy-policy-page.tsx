import { LegalDocument } from '../legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../privacy-policy-content';

/** /privacy-policy/ (on the main site and on every practice site). */
export function PrivacyPolicyPage() {
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
