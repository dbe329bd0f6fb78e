import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('the status badge', () => {
  it("shows the feature's label in the colour of the status", () => {
    render(
      <>
        <StatusBadge kind="booking" status="upcoming">
          Active
        </StatusBadge>
        <StatusBadge kind="booking" status="canceled" className="appointment-badge">
          Canceled
        </StatusBadge>
        <StatusBadge kind="practice" status="approved">
          Approved
        </StatusBadge>
        <StatusBadge kind="sharing" status="withheld">
          Not shared
        </StatusBadge>
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('status-badge', 'status-badge-brand');
    expect(screen.getByText('Canceled')).toHaveClass('status-badge-error', 'appointment-badge');
    expect(screen.getByText('Approved')).toHaveClass('status-badge-success');
    expect(screen.getByText('Not shared')).toHaveClass('status-badge-muted');
    expect(screen.getByText('Canceled')).toHaveAttribute('data-status', 'canceled');
  });

  it('gives each booking and practice status its own colour', () => {
    render(
      <>
        <StatusBadge kind="booking" status="complete">
          Completed
        </StatusBadge>
        <StatusBadge kind="booking" status="rescheduled">
          Re-Scheduled
        </StatusBadge>
        <StatusBadge kind="practice" status="pending">
          Waiting for approval
        </StatusBadge>
        <StatusBadge kind="practice" status="suspended">
          Suspended
        </StatusBadge>
      </>,
    );
    expect(screen.getByText('Completed')).toHaveClass('status-badge-muted');
    expect(screen.getByText('Re-Scheduled')).toHaveClass('status-badge-info');
    expect(screen.getByText('Waiting for approval')).toHaveClass('status-badge-info');
    expect(screen.getByText('Suspended')).toHaveClass('status-badge-error');
  });
});
