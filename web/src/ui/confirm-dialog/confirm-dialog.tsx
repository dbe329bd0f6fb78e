import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import './confirm-dialog.css';

export { DELETE_FILE_QUESTION } from './confirm-dialog-text';

interface ConfirmDialogBase {
  question: string;
  /** What the action does, read out with the question. */
  description: string;
  /** Read out only (the question says it all on screen). */
  hideDescription?: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** Opened by its trigger button. */
interface TriggeredConfirmDialog extends ConfirmDialogBase {
  /** The button that opens the question. */
  trigger: ReactNode;
  open?: never;
  onCancel?: never;
}

/** Open while `open` holds (a question that follows a choice, not a button). */
interface ControlledConfirmDialog extends ConfirmDialogBase {
  trigger?: never;
  open: boolean;
  /** Cancel, Escape: the question is closed without the action. */
  onCancel: () => void;
}

export type ConfirmDialogProps = TriggeredConfirmDialog | ControlledConfirmDialog;

/**
 * A question before an action with consequences (cancelling an appointment, suspending a
 * practice, deleting a file). Radix's alert dialog traps focus, answers Escape with cancel and
 * returns focus to the trigger.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { question, description, hideDescription, confirmLabel, cancelLabel, onConfirm } = props;
  const control =
    props.open === undefined
      ? {}
      : {
          open: props.open,
          onOpenChange: (open: boolean) => {
            if (!open) props.onCancel();
          },
        };
  return (
    <AlertDialog.Root {...control}>
      {props.trigger ? <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="confirm-overlay" />
        <AlertDialog.Content className="confirm-dialog card">
          <AlertDialog.Title className="confirm-title">{question}</AlertDialog.Title>
          <AlertDialog.Description className={hideDescription ? 'visually-hidden' : undefined}>
            {description}
          </AlertDialog.Description>
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
