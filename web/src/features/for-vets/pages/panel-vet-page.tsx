import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { FeatureGrid } from '../../../components/content/feature-grid';
import { PageHero } from '../../../components/content/page-hero';
import { Section } from '../../../components/content/section';
import { Steps } from '../../../components/content/steps';
import { Testimonials } from '../../../components/content/testimonials';
import { config } from '../../../config/config';
import { PANEL_BENEFITS, PANEL_STEPS, PANEL_TESTIMONIALS } from '../for-vets-content';
import '../for-vets.css';

/** /become-{brand}-vet/: the panel vet page. */
export function PanelVetPage() {
  return (
    <>
      <PageHero
        title="Become a Panel Vet"
        eyebrow={`${config.brandName} panel vets`}
        lead={
          <p>
            Consult pet owners online by video, phone or chat, at the times you choose. Clients pay
            the consult fee in advance.
          </p>
        }
        actions={
          <Link className="button button-primary" to="/for-vet/">
            JOIN US NOW
          </Link>
        }
      />
      <Section title="Why join the panel">
        <FeatureGrid items={PANEL_BENEFITS} />
      </Section>
      <Section title="How it works" tone="tint">
        <Steps steps={PANEL_STEPS} />
      </Section>
      <Section title="What panel vets say">
        <Testimonials items={PANEL_TESTIMONIALS} />
      </Section>
      <CtaBanner
        title="Ready to consult online?"
        text={`Join the ${config.brandName} panel and open your first slots this week.`}
        action={
          <Link className="button button-primary" to="/for-vet/">
            JOIN US NOW
          </Link>
        }
      />
    </>
  );
}
