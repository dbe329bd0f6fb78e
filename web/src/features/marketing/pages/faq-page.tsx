import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { PageHero } from '../../../components/content/page-hero';
import { config } from '../../../config/config';
import { SupportPhoneLink } from '../../../components/support-phone-link';
import { FAQ_SECTIONS, type FaqSection } from '../faq-data';
import '../marketing.css';

function FaqGroup({ section }: { section: FaqSection }) {
  const headingId = `faq-${section.id}-heading`;
  return (
    <section id={section.id} className="faq-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <Accordion.Root type="multiple" className="faq-list">
        {section.items.map((item, index) => (
          <Accordion.Item key={item.question} value={`${section.id}-${index}`} className="faq-item">
            <Accordion.Header>
              <Accordion.Trigger className="faq-trigger">{item.question}</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="faq-answer">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

export function FaqPage() {
  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        lead={
          <p>
            Answers to the questions pet owners and vets ask us most. Can’t find yours? Call us
            toll-free at <SupportPhoneLink /> or e-mail{' '}
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
          </p>
        }
      />
      <div className="content-section">
        <div className="container">
          <nav className="faq-toc" aria-label="FAQ sections">
            <ul>
              {FAQ_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {FAQ_SECTIONS.map((section) => (
            <FaqGroup key={section.id} section={section} />
          ))}
        </div>
      </div>
      <CtaBanner
        title="Still have a question?"
        text="Ask a vet for free and get a written answer."
        action={
          <Link className="button button-primary" to="/talk-to-a-vet/">
            Talk to a Vet
          </Link>
        }
      />
    </>
  );
}
