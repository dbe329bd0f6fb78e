import {
  CONSULTATION_MESSAGES,
  type CustomerForm,
  customerFormSchema,
  findCustomerInputSchema,
} from '@petwell/domain';
import { type RefCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useClient } from 'urql';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { errorMessage, fieldMessagesByName } from '../../lib/errors';
import {
  FindCustomerDocument,
  type FindCustomerQuery,
  type FindCustomerQueryVariables,
  useRegisterCustomerMutation,
} from '../../generated/graphql';
import {
  Form,
  FormTextField,
  setFieldErrors,
  SubmitButton,
  useFormText,
  useZodForm,
} from '../../ui/form';
import type { WizardCustomer } from './wizard-state';

export interface WizardCustomerProps {
  customer: WizardCustomer | undefined;
  onCustomer: (customer: WizardCustomer | undefined) => void;
  /** The 'Please choose the customer.' message of a Continue without one. */
  error: string | undefined;
  /** Takes the e-mail field, which has the focus when that message shows. */
  ref?: RefCallback<HTMLInputElement> | undefined;
}

type Search =
  { state: 'idle' } | { state: 'not-found'; email: string } | { state: 'failed'; message: string };

/**
 * Staff booking for a customer: search the customer by e-mail (an exact match, find_customer);
 * 'Customer not found' offers to register them (register_customer: names, e-mail, 10-digit mobile;
 * the customer is mailed a link to choose a password).
 */
export function WizardCustomer({ customer, onCustomer, error, ref }: WizardCustomerProps) {
  const client = useClient();
  const searchForm = useZodForm(findCustomerInputSchema, { defaultValues: { email: '' } });
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [registering, setRegistering] = useState(false);

  async function onSearch(input: FindCustomerQueryVariables) {
    setRegistering(false);
    setSearch({ state: 'idle' });
    const result = await client
      .query<FindCustomerQuery, FindCustomerQueryVariables>(FindCustomerDocument, input, {
        requestPolicy: 'network-only',
      })
      .toPromise();
    if (result.error) {
      setSearch({ state: 'failed', message: errorMessage(result.error) });
      return;
    }
    const found = result.data?.find_customer;
    if (!found) {
      setSearch({ state: 'not-found', email: input.email });
      return;
    }
    setSearch({ state: 'idle' });
    // find_customer answers only what booking needs; the match was on this exact e-mail.
    onCustomer({ ...found, email: input.email });
  }

  if (customer) {
    return (
      <div className="wizard-customer-chosen">
        <p>
          Customer:{' '}
          <strong>
            {customer.first_name} {customer.last_name}
          </strong>{' '}
          ({customer.email})
        </p>
        <Button
          variant="link"
          onClick={() => {
            onCustomer(undefined);
          }}
        >
          Change customer
        </Button>
      </div>
    );
  }

  return (
    <div className="wizard-customer">
      <Form form={searchForm} className="wizard-customer-search" onSubmit={onSearch}>
        <SearchEmail form={searchForm} error={error} ref={ref} />
        <SubmitButton variant="secondary">Search</SubmitButton>
      </Form>
      {search.state === 'failed' ? <Alert tone="error">{search.message}</Alert> : null}
      {search.state === 'not-found' ? (
        <div className="wizard-customer-missing">
          <p role="status">{CONSULTATION_MESSAGES.customerNotFound}</p>
          {registering ? (
            <RegisterCustomerForm
              email={search.email}
              onRegistered={(registered) => {
                setSearch({ state: 'idle' });
                setRegistering(false);
                onCustomer(registered);
              }}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setRegistering(true);
              }}
            >
              Register customer
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The search's e-mail field. It also shows the wizard step's message (while it has none of its
 * own) and takes the step's focus, so a Continue without a customer points here.
 */
function SearchEmail({
  form,
  error,
  ref,
}: {
  form: UseFormReturn<{ email: string }, unknown, FindCustomerQueryVariables>;
  error: string | undefined;
  ref: RefCallback<HTMLInputElement> | undefined;
}) {
  const email = useFormText({ form, name: 'email' }, 'trim');
  return (
    <TextField
      label="Customer e-mail"
      type="email"
      autoComplete="off"
      requiredMarker
      {...email}
      ref={(input) => {
        email.ref(input);
        ref?.(input);
      }}
      error={email.error ?? error}
    />
  );
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

function RegisterCustomerForm({
  email,
  onRegistered,
}: {
  email: string;
  onRegistered: (customer: WizardCustomer) => void;
}) {
  const form = useZodForm(customerFormSchema, {
    defaultValues: { first_name: '', last_name: '', email, phone: '' },
  });
  const [, register] = useRegisterCustomerMutation();
  const fetching = form.formState.isSubmitting;

  async function onSubmit(input: CustomerForm) {
    const result = await register({ input });
    const customer = result.data?.register_customer;
    if (result.error || !customer) {
      if (result.error) {
        form.setError('root', { message: errorMessage(result.error) });
        setFieldErrors(form, fieldMessagesByName(result.error), FIELDS);
      }
      return;
    }
    onRegistered(customer);
  }

  const field = { form, disabled: fetching, requiredMarker: true } as const;
  return (
    <Form
      form={form}
      className="wizard-register"
      aria-label="Register customer"
      onSubmit={onSubmit}
    >
      <div className="wizard-register-row">
        <FormTextField
          {...field}
          name="first_name"
          trim="start"
          label="First name"
          autoComplete="off"
        />
        <FormTextField
          {...field}
          name="last_name"
          trim="start"
          label="Last name"
          autoComplete="off"
        />
      </div>
      <div className="wizard-register-row">
        <FormTextField {...field} name="email" label="E-mail" type="email" autoComplete="off" />
        <FormTextField
          {...field}
          name="phone"
          label="Mobile number"
          type="tel"
          autoComplete="off"
          hint="10 digits, without the country code"
          trim="digits"
          maxLength={10}
        />
      </div>
      <SubmitButton>Register customer</SubmitButton>
    </Form>
  );
}
