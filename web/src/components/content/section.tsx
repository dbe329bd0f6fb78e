import { type ReactNode, useId } from 'react';
import './content.css';

export interface SectionProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** A tinted background band. */
  tone?: 'plain' | 'tint';
  id?: string;
}

/** A content section with an h2, labelled by it for assistive technology. */
export function Section({ title, intro, children, tone = 'plain', id }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`content-section content-section-${tone}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId}>{title}</h2>
        {intro ? <div className="content-section-intro">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
