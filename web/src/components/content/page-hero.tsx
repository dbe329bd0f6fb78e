import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';
import './content.css';

export interface PageHeroProps {
  /** The page's one h1; also the document title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  /** A short line above the title. */
  eyebrow?: string;
  lead?: ReactNode;
  /** Buttons or links (use className "button button-primary"/"button button-secondary"). */
  actions?: ReactNode;
  /** Decorative or illustrative content on the right on wide screens. */
  aside?: ReactNode;
}

/** The top band of a content page: eyebrow, h1, lead paragraph and calls to action. */
export function PageHero({ title, documentTitle, eyebrow, lead, actions, aside }: PageHeroProps) {
  return (
    <section className="page-hero">
      <PageTitle title={documentTitle ?? title} />
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {eyebrow ? <p className="page-hero-eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <div className="page-hero-lead">{lead}</div> : null}
          {actions ? <div className="page-hero-actions">{actions}</div> : null}
        </div>
        {aside ? <div className="page-hero-aside">{aside}</div> : null}
      </div>
    </section>
  );
}
