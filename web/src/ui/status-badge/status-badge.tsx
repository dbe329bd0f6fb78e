import type { ReactNode } from 'react';
import './status-badge.css';

/** The colours a badge comes in. */
export type BadgeTone = 'brand' | 'info' | 'success' | 'error' | 'muted';

/**
 * Each kind of status and the tone of each of its values: bookings (upcoming, complete,
 * re-scheduled, canceled), practices (pending, approved, suspended), record sharing (shared,
 * requested, withheld), yearly packages (active, ended), second opinions and questions
 * (SERVICE_REQUEST_STATUSES) and the mark of one past its answer deadline.
 */
export const STATUS_TONES = {
  booking: { upcoming: 'brand', complete: 'muted', rescheduled: 'info', canceled: 'error' },
  practice: { pending: 'info', approved: 'success', suspended: 'error' },
  sharing: { shared: 'success', requested: 'info', withheld: 'muted' },
  package: { active: 'success', ended: 'muted' },
  request: {
    new: 'brand',
    assigned: 'info',
    pending: 'info',
    completed: 'success',
    returned: 'muted',
    other: 'muted',
  },
  deadline: { overdue: 'error' },
} as const satisfies Record<string, Record<string, BadgeTone>>;

export type StatusKind = keyof typeof STATUS_TONES;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_TONES)[K] & string;

export interface StatusBadgeProps<K extends StatusKind> {
  kind: K;
  status: StatusOf<K>;
  /** The label shown (the feature's wording of the status). */
  children: ReactNode;
  /** Extra class names (a feature's layout hook). */
  className?: string;
}

/** A status shown as a coloured pill; its colour follows the status, its text the feature. */
export function StatusBadge<K extends StatusKind>({
  kind,
  status,
  children,
  className,
}: StatusBadgeProps<K>) {
  const tone = (STATUS_TONES[kind] as Record<string, BadgeTone>)[status] ?? 'info';
  return (
    <span
      className={['status-badge', `status-badge-${tone}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {children}
    </span>
  );
}
