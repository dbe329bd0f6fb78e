import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../../components/button';
import { SUBMITTING_TEXT } from './form-text';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Busy for a reason other than this form's submit (a payment by PayPal, a delete). */
  pending?: boolean;
  /** The text while sending, when a form has its own (the contact form's 'Sending...'). */
  pendingText?: string;
}

/** The form's submit button: 'Please Wait...' and disabled while the form is sent. Inside a `<Form>`. */
export function SubmitButton({
  pending = false,
  pendingText = SUBMITTING_TEXT,
  disabled,
  children,
  ...rest
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || pending;
  return (
    <Button type="submit" disabled={busy || disabled} {...rest}>
      {busy ? pendingText : children}
    </Button>
  );
}
