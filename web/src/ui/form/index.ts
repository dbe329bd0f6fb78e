// The web app's one form layer (decision 0006): React Hook Form with the domain's zod schemas.
export {
  digitsOnly,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  type TrimMode,
  useFormField,
  useFormText,
} from './fields';
export { FieldGroup } from './field-group';
export { setFieldErrors } from './field-errors';
export { Form, FormError } from './form';
export { type LazySchema, lazySchema, type SchemaSource } from './lazy-schema';
export { SUBMITTING_TEXT } from './form-text';
export { SubmitButton } from './submit-button';
export { type FieldMessages, useZodForm, type ZodFormOptions } from './use-zod-form';
