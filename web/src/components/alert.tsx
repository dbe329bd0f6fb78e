import type { ReactNode } from 'react';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  /** A short heading such as the spec's 'Error!'. */
  title?: string;
  children: ReactNode;
}

/** A banner; errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <strong className="alert-title">{title}</strong> : null} {children}
    </div>
  );
}
