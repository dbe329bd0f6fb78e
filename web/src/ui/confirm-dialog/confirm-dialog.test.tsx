import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, DELETE_FILE_QUESTION } from './confirm-dialog';

describe('the confirm dialog', () => {
  it('asks when its trigger is pressed, and acts only on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        question={DELETE_FILE_QUESTION}
        description="The file is removed from this form."
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you wish to delete this item?',
    });
    expect(dialog).toHaveAccessibleDescription('The file is removed from this form.');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on Escape without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Cancel PQC-4</button>}
        question="Are you sure you want to cancel this appointment?"
        description="This cannot be undone."
        hideDescription
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel PQC-4' }));
    expect(screen.getByText('This cannot be undone.')).toHaveClass('visually-hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens while `open` holds, and says when it was cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onCancel={() => {
            setOpen(false);
          }}
          question="Confirm Mon, Nov 23 at 10:00 AM?"
          description="Yes takes this time."
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={onConfirm}
        />
      );
    }
    render(<Host />);
    expect(
      screen.getByRole('alertdialog', { name: 'Confirm Mon, Nov 23 at 10:00 AM?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
