import { AlertDialog } from 'radix-ui';

export interface WizardConfirmDialogProps {
  /** The question; the dialog is open while there is one. */
  question: string | undefined;
  onYes: () => void;
  onNo: () => void;
}

/**
 * The Yes/No question before a picked time is taken ('Confirm {date} at {time}?', spec 001
 * section 4). Radix's alert dialog traps focus, answers Escape with No and gives the focus back.
 */
export function WizardConfirmDialog({ question, onYes, onNo }: WizardConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={question !== undefined}
      onOpenChange={(open) => {
        if (!open) onNo();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="wizard-overlay" />
        <AlertDialog.Content className="wizard-dialog card">
          <AlertDialog.Title className="wizard-dialog-title">{question}</AlertDialog.Title>
          <AlertDialog.Description className="visually-hidden">
            Yes takes this time and goes on; No lets you pick another.
          </AlertDialog.Description>
          <div className="wizard-dialog-actions">
            <AlertDialog.Cancel className="button button-secondary">No</AlertDialog.Cancel>
            <AlertDialog.Action
              className="button button-primary"
              onClick={(event) => {
                event.preventDefault();
                onYes();
              }}
            >
              Yes
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
