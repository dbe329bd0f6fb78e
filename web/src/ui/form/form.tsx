import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  useFormState,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from '../../components/alert';

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Runs with the schema's output once every field is valid; the button reads 'Please Wait...'
   * until it settles. A failure it reports with `form.setError('root', { message })` shows as the
   * form's error, cleared by the next submit.
   */
  onSubmit: SubmitHandler<TOutput>;
  /** The form error's heading (the account and pet forms' 'Error!'). */
  errorTitle?: string;
  /** Where the form's error shows: above the fields, or where the form puts a `<FormError>`. */
  errorAt?: 'top' | 'own';
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form bound to `useZodForm`: no browser validation bubbles (the fields show the messages),
 * one submit at a time, only its own submits, the form's error (role alert) above the fields.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  errorTitle,
  errorAt = 'top',
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...rest}
        onSubmit={(event) => {
          // A dialog's form inside this one (a portal, as the pet picker's) is not this form's
          // submit, though React passes it up the component tree.
          if (event.target !== event.currentTarget) return;
          if (form.formState.isSubmitting) {
            event.preventDefault();
            return;
          }
          void form.handleSubmit(onSubmit)(event);
        }}
      >
        {errorAt === 'top' ? <FormError title={errorTitle} /> : null}
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's own error (a failed send), or nothing. Inside a `<Form>`. */
export function FormError({ title }: { title?: string | undefined }) {
  const { errors } = useFormState();
  const message = errors.root?.message;
  if (!message) return null;
  return (
    <Alert tone="error" {...(title ? { title } : {})}>
      {message}
    </Alert>
  );
}
