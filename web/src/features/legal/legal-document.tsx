import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { config } from '../../config/config';
import { useSite } from '../../lib/site-context';
import './legal.css';

/** The date both documents were last updated. */
export const LAST_UPDATED = 'February 5, 2016';

export interface LegalSection {
  /** The section's anchor (/privacy-policy/#<id>). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** Moves focus to a section after its contents link is followed, for keyboard users. */
function focusSection(id: string) {
  window.setTimeout(() => {
    document.getElementById(id)?.focus({ preventScroll: true });
  }, 0);
}

/**
 * A legal document: h1, the last-updated date, a table of contents with in-page links and one
 * numbered h2 section each. On a practice's site (white-label) it says whose terms these are.
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const site = useSite();
  const tocHeading = useId();
  return (
    <article className="container legal-document">
      <PageTitle title={title} />
      <header className="legal-header">
        <h1>{title}</h1>
        <p className="legal-updated">Last updated: {LAST_UPDATED}</p>
        {site.kind === 'vendor' ? (
          <p className="legal-vendor-note">
            {site.website.name} uses {config.brandName} for online booking, consultations and pet
            health records. This document covers the {config.brandName} service on this site;{' '}
            {site.website.name} remains responsible for the veterinary care it provides.
          </p>
        ) : null}
        <div className="legal-intro">{intro}</div>
      </header>
      <nav className="legal-toc" aria-labelledby={tocHeading}>
        <h2 id={tocHeading}>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                to={{ hash: section.id }}
                onClick={() => {
                  focusSection(section.id);
                }}
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-section"
          aria-labelledby={`${section.id}-heading`}
          tabIndex={-1}
        >
          <h2 id={`${section.id}-heading`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
