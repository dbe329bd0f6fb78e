import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../ui/form';

/** The values of a form that asks for a person's names. */
interface WithNames {
  first_name: string;
  last_name: string;
}

/** First and last name, side by side, required, trimmed as typed (sign-up and the profile). */
export function NameFields<TValues extends WithNames, TOutput>({
  form,
  className,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  className: string;
}) {
  // The two names are fields of every form this serves; the cast gives them their paths.
  const names = form as unknown as UseFormReturn<WithNames, unknown, TOutput>;
  return (
    <div className={className}>
      <FormTextField
        form={names}
        name="first_name"
        trim="start"
        label="First name"
        autoComplete="given-name"
        requiredMarker
      />
      <FormTextField
        form={names}
        name="last_name"
        trim="start"
        label="Last name"
        autoComplete="family-name"
        requiredMarker
      />
    </div>
  );
}
