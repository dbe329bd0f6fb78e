import type { ReactNode } from 'react';
import './content.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/** A numbered how-it-works list. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="step">
          <h3>{step.title}</h3>
          <div>{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
