import type { ReactNode } from 'react';
import './content.css';

export interface FeatureItem {
  title: string;
  text: ReactNode;
  /** Optional detail line (a price, a timing). */
  meta?: ReactNode;
}

/** Cards in a responsive grid, each with an h3; for benefits, services and values. */
export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="feature-grid">
      {items.map((item) => (
        <li key={item.title} className="card feature-card">
          <h3>{item.title}</h3>
          <div>{item.text}</div>
          {item.meta ? <p className="feature-meta">{item.meta}</p> : null}
        </li>
      ))}
    </ul>
  );
}
