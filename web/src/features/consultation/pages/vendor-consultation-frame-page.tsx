import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { consultationPath, mainSiteOrigin } from '../main-site';
import '../consultation.css';

/** What the framed consultation may use: the video room needs the camera and microphone. */
export const CONSULTATION_FRAME_ALLOW = 'camera; microphone; fullscreen; display-capture; autoplay';

/**
 * /appointments on a practice's site: the main site's consultation page, with the same link code,
 * fills the window. The main site checks the link; the practice site only frames it.
 */
export function VendorConsultationFramePage() {
  const [params] = useSearchParams();
  const src = `${mainSiteOrigin()}${consultationPath(params.get('z'))}`;
  return (
    <main id="main" tabIndex={-1} className="consultation-frame-page">
      <PageTitle title="Consultation" />
      <iframe
        className="consultation-frame"
        title="Consultation"
        src={src}
        allow={CONSULTATION_FRAME_ALLOW}
      />
    </main>
  );
}
