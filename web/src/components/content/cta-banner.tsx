import type { ReactNode } from 'react';
import './content.css';

/** A closing call to action band. */
export function CtaBanner({
  title,
  text,
  action,
}: {
  title: string;
  text?: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className="cta-banner">
      <div className="container cta-banner-inner">
        <div>
          <h2>{title}</h2>
          {text ? <p>{text}</p> : null}
        </div>
        <div>{action}</div>
      </div>
    </section>
  );
}
