import {
  CONSULTATION_MESSAGES,
  type CustomerForm,
  customerFormSchema,
  findCustomerInputSchema,
} from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
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
import type { WizardCustomer } from './wizard-state';

export interface WizardCustomerProps {
  customer: WizardCustomer | undefined;
  onCustomer: (customer: WizardCustomer | undefined) => void;
  /** The 'Please choose the customer.' message of a Continue without one. */
  error: string | undefined;
}

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'not-found'; email: string }
  | { state: 'failed'; message: string };

/**
 * Staff booking for a customer (spec 001 sections 5 and 6): search the customer by e-mail (an
 * exact match, find_customer); 'Customer not found' offers to register them (register_customer:
 * names, e-mail, 10-digit mobile; the customer is mailed a link to choose a password).
 */
export function WizardCustomer({ customer, onCustomer, error }: WizardCustomerProps) {
  const client = useClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [registering, setRegistering] = useState(false);

  async function onSearch(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = findCustomerInputSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    setRegistering(false);
    setSearch({ state: 'searching' });
    const result = await client
      .query<FindCustomerQuery, FindCustomerQueryVariables>(FindCustomerDocument, parsed.data, {
        requestPolicy: 'network-only',
      })
      .toPromise();
    if (result.error) {
      setSearch({ state: 'failed', message: errorMessage(result.error) });
      return;
    }
    const found = result.data?.find_customer;
    if (!found) {
      setSearch({ state: 'not-found', email: parsed.data.email });
      return;
    }
    setSearch({ state: 'idle' });
    // find_customer answers only what booking needs; the match was on this exact e-mail.
    onCustomer({ ...found, email: parsed.data.email });
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
      <form className="wizard-customer-search" noValidate onSubmit={(e) => void onSearch(e)}>
        <TextField
          label="Customer e-mail"
          type="email"
          autoComplete="off"
          requiredMarker
          value={email}
          error={emailError ?? error}
          onChange={(e) => {
            setEmail(e.target.value.trim());
          }}
        />
        <Button type="submit" variant="secondary" disabled={search.state === 'searching'}>
          {search.state === 'searching' ? 'Please Wait...' : 'Search'}
        </Button>
      </form>
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

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];

function RegisterCustomerForm({
  email,
  onRegistered,
}: {
  email: string;
  onRegistered: (customer: WizardCustomer) => void;
}) {
  const [form, setForm] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email,
    phone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [{ fetching }, register] = useRegisterCustomerMutation();

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = customerFormSchema.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const input: CustomerForm = parsed.data;
    const result = await register({ input });
    const customer = result.data?.register_customer;
    if (result.error || !customer) {
      const byField = result.error ? fieldMessagesByName(result.error) : {};
      const mine = Object.fromEntries(
        Object.entries(byField).filter(([key]) => (FIELDS as readonly string[]).includes(key)),
      );
      setErrors(mine);
      setFailure(result.error ? errorMessage(result.error) : undefined);
      return;
    }
    onRegistered(customer);
  }

  const bind = (name: Field) => ({
    name,
    value: form[name],
    error: errors[name],
    disabled: fetching,
    requiredMarker: true,
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      className="wizard-register"
      noValidate
      aria-label="Register customer"
      onSubmit={(e) => void onSubmit(e)}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="wizard-register-row">
        <TextField label="First name" autoComplete="off" {...bind('first_name')} />
        <TextField label="Last name" autoComplete="off" {...bind('last_name')} />
      </div>
      <div className="wizard-register-row">
        <TextField label="E-mail" type="email" autoComplete="off" {...bind('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint="10 digits, without the country code"
          {...bind('phone')}
        />
      </div>
      <Button type="submit" disabled={fetching}>
        {fetching ? 'Please Wait...' : 'Register customer'}
      </Button>
    </form>
  );
}
