import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  question: string;
  /** What the action does, read out with the question. */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/**
 * A question before an action with consequences (revoking a practice's access). Radix's alert dialog
 * traps focus, closes on Escape and returns focus to the trigger.
 */
export function ConfirmDialog({
  trigger,
  question,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-overlay" />
        <AlertDialog.Content className="confirm-dialog card">
          <AlertDialog.Title className="confirm-title">{question}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className="confirm-actions">
            <AlertDialog.Cancel className="button button-secondary">
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button-primary" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
