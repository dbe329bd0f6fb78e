import { useEffect, useEffectEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { type AuthUser, isStaff } from '../../lib/auth';
import {
  FieldGroup,
  Form,
  FormTextArea,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../ui/form';
import { WizardCustomer } from './wizard-customer';
import { WizardCustomerPet } from './wizard-customer-pet';
import { WIZARD_MESSAGES } from './wizard-format';
import { infoSchema } from './wizard-info';
import { type InfoOutput, type InfoValues, infoValues } from './wizard-info-values';
import type { BookingWizardParts } from './wizard-parts';
import type { WizardChoices } from './wizard-state';

export interface WizardInfoStepProps {
  choices: WizardChoices;
  user: AuthUser | null;
  forCustomer: boolean;
  PetPicker: BookingWizardParts['PetPicker'];
  /** A pet the picker chooses while none is chosen, when the owner has it (a link's pre-fill). */
  preselectPet?: number | undefined;
  /** Every change of the step's fields, so the wizard keeps them (and the tab, through a login). */
  onInfo: (info: InfoValues) => void;
  /** The fields pass the step's rule (wizard-info.ts). */
  onContinue: () => void;
}

/**
 * Stage 3, information. An owner picks a pet (required) and gives the reason for consult
 * (required). Staff booking for a customer find or register the customer and choose Enabled or
 * Payment Waived. A visitor who is not logged in is asked to log in and comes back here with
 * their choices kept; practice staff outside the customer booking are sent to it.
 */
export function WizardInfoStep(props: WizardInfoStepProps) {
  const { choices, user, forCustomer } = props;
  const location = useLocation();
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div className="wizard-login">
        <p>{WIZARD_MESSAGES.loginNeeded}</p>
        <p className="wizard-actions">
          <Link className="button button-primary" to={`/login?redirect=${back}`}>
            Log in
          </Link>
          <Link className="button button-secondary" to={`/signup?redirect=${back}`}>
            Sign up
          </Link>
        </p>
      </div>
    );
  }
  if (isStaff(user) && !forCustomer) {
    return (
      <p className="wizard-note">
        {WIZARD_MESSAGES.staffOnlyForCustomers} <Link to="/app/appointments">My Appointments</Link>
      </p>
    );
  }
  return <InfoForm {...props} key={choices.listingId} />;
}

/** The step's form, as its fields take it. */
type InfoFormApi = UseFormReturn<InfoValues, unknown, InfoOutput>;

function InfoForm({
  choices,
  forCustomer,
  PetPicker,
  preselectPet,
  onInfo,
  onContinue,
}: WizardInfoStepProps) {
  const form: InfoFormApi = useZodForm(infoSchema(forCustomer), {
    defaultValues: infoValues(choices),
  });
  const forward = useEffectEvent(() => {
    onInfo(form.getValues());
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(forward);
    // A field set before this subscription (the pet picker choosing a link's pet as it mounts)
    // reaches the choices too.
    forward();
    return unsubscribe;
  }, [form]);

  return (
    <div className="wizard-info">
      {forCustomer ? (
        <>
          <CustomerField form={form} />
          <CustomerPetField form={form} />
        </>
      ) : (
        <PetField form={form} PetPicker={PetPicker} preselect={preselectPet} />
      )}
      <Form
        form={form}
        className="wizard-info-form"
        onSubmit={() => {
          onContinue();
        }}
      >
        {forCustomer ? <PaymentChoice form={form} /> : null}
        <FormTextArea
          form={form}
          name="summary"
          label="Reason for consult"
          requiredMarker
          rows={4}
          maxLength={2000}
        />
        <SubmitButton>Continue to payment</SubmitButton>
      </Form>
    </div>
  );
}

/** The owner's pet picker and its message; the group takes the focus when no pet is chosen. */
function PetField({
  form,
  PetPicker,
  preselect,
}: {
  form: InfoFormApi;
  PetPicker: WizardInfoStepProps['PetPicker'];
  preselect: number | undefined;
}) {
  const pet = useFormField({ form, name: 'pet' });
  return (
    <FieldGroup field={pet} className="wizard-pet">
      <PetPicker value={pet.value?.id} label="Pet" onChange={pet.set} preselect={preselect} />
    </FieldGroup>
  );
}

/** Staff: the customer, found or registered; the e-mail field shows the message and takes the focus. */
function CustomerField({ form }: { form: InfoFormApi }) {
  const customer = useFormField({ form, name: 'customer' });
  return (
    <WizardCustomer
      ref={customer.ref}
      customer={customer.value ?? undefined}
      error={customer.error}
      onCustomer={(chosen) => {
        customer.set(chosen ?? null);
      }}
    />
  );
}

/** Staff: the customer's pet, once the customer is chosen; a new customer starts without one. */
function CustomerPetField({ form }: { form: InfoFormApi }) {
  const customer = useFormField({ form, name: 'customer' });
  if (!customer.value) return null;
  return <WizardCustomerPet form={form} customerId={customer.value.id} key={customer.value.id} />;
}

/** Staff: payment Enabled, or Payment Waived. */
function PaymentChoice({ form }: { form: InfoFormApi }) {
  const waived = useFormField({ form, name: 'waived' });
  const choose = (value: boolean) => () => {
    waived.set(value);
  };
  return (
    <fieldset className="wizard-payment-choice">
      <legend className="field-label">Payment</legend>
      <label>
        <input type="radio" name={waived.name} checked={!waived.value} onChange={choose(false)} />{' '}
        Enabled
      </label>
      <label>
        <input type="radio" name={waived.name} checked={waived.value} onChange={choose(true)} />{' '}
        Payment Waived
      </label>
    </fieldset>
  );
}
