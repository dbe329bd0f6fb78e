import { type KeyboardEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CtaBanner } from '../../../components/content/cta-banner';
import { PageHero } from '../../../components/content/page-hero';
import { config } from '../../../config/config';
import { SupportPhoneLink } from '../../../components/support-phone-link';
import { type Faq, FAQ_SECTIONS, type FaqSection } from '../faq-data';
import '../marketing.css';

/** The keys that move between an accordion's questions, as in the WAI-ARIA accordion pattern. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * One question: a button in an h3 that opens and closes its answer, which is not in the page while
 * closed. A few lines of React rather than a UI library's accordion: the page stays within the
 * initial JavaScript budget (scripts/web-budget.ts).
 */
function FaqQuestion({ item }: { item: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className="faq-item" data-state={state}>
      <h3>
        <button
          type="button"
          id={`${id}-question`}
          className="faq-trigger"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          data-state={state}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {item.question}
        </button>
      </h3>
      {open ? (
        <div
          id={`${id}-answer`}
          role="region"
          aria-labelledby={`${id}-question`}
          className="faq-answer"
          data-state={state}
        >
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function FaqGroup({ section }: { section: FaqSection }) {
  const headingId = `faq-${section.id}-heading`;
  // Up and down arrows, Home and End move between the section's questions.
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = MOVES[event.key];
    const questions = [...event.currentTarget.querySelectorAll<HTMLElement>('.faq-trigger')];
    const index = questions.findIndex((question) => question === event.target);
    if (!step || index < 0) return;
    event.preventDefault();
    questions[step(index, questions.length)]?.focus();
  };
  return (
    <section id={section.id} className="faq-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <div className="faq-list" onKeyDown={move}>
        {section.items.map((item) => (
          <FaqQuestion key={item.question} item={item} />
        ))}
      </div>
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
