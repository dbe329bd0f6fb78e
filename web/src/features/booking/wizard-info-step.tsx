import { appointmentInfoSchema, PAYMENT_MESSAGES } from '@petwell/domain';
import { type SyntheticEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button';
import { TextArea } from '../../components/text-area';
import { type AuthUser, isStaff } from '../../lib/auth';
import { WizardCustomer } from './wizard-customer';
import { WIZARD_MESSAGES } from './wizard-format';
import type { BookingWizardParts, WizardPet } from './wizard-parts';
import type { WizardChoices, WizardCustomer as Customer } from './wizard-state';

export interface WizardInfoStepProps {
  choices: WizardChoices;
  user: AuthUser | null;
  forCustomer: boolean;
  PetPicker: BookingWizardParts['PetPicker'];
  onPet: (pet: WizardPet) => void;
  onSummary: (summary: string) => void;
  onCustomer: (customer: Customer | undefined) => void;
  onWaived: (waived: boolean) => void;
  onContinue: () => void;
}

interface InfoErrors {
  pet?: string | undefined;
  summary?: string | undefined;
  customer?: string | undefined;
}

/** What stage 3 still misses (spec 001 section 5 "Appointment info step"); empty when done. */
export function infoErrors(choices: WizardChoices, forCustomer: boolean): InfoErrors {
  const errors: InfoErrors = {};
  const info = appointmentInfoSchema.safeParse({ summary: choices.summary });
  if (!info.success) errors.summary = info.error.issues[0]?.message;
  if (forCustomer) {
    if (!choices.customer) errors.customer = PAYMENT_MESSAGES.customerRequired;
  } else if (choices.petId === undefined) {
    errors.pet = PAYMENT_MESSAGES.petRequired;
  }
  return errors;
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

function InfoForm({
  choices,
  forCustomer,
  PetPicker,
  onPet,
  onSummary,
  onCustomer,
  onWaived,
  onContinue,
}: WizardInfoStepProps) {
  const ids = useId();
  const [errors, setErrors] = useState<InfoErrors>({});

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const found = infoErrors(choices, forCustomer);
    setErrors(found);
    if (found.pet ?? found.summary ?? found.customer) return;
    onContinue();
  }

  return (
    <div className="wizard-info">
      {forCustomer ? (
        <WizardCustomer
          customer={choices.customer}
          error={errors.customer}
          onCustomer={(customer) => {
            setErrors((current) => ({ ...current, customer: undefined }));
            onCustomer(customer);
          }}
        />
      ) : (
        <div className="wizard-pet">
          <PetPicker
            value={choices.petId}
            label="Pet"
            onChange={(pet) => {
              setErrors((current) => ({ ...current, pet: undefined }));
              onPet(pet);
            }}
          />
          {errors.pet ? (
            <p id={`${ids}-pet-error`} className="field-error" role="alert">
              {errors.pet}
            </p>
          ) : null}
        </div>
      )}
      <form className="wizard-info-form" noValidate onSubmit={onSubmit}>
        {forCustomer ? (
          <fieldset className="wizard-payment-choice">
            <legend className="field-label">Payment</legend>
            <label>
              <input
                type="radio"
                name={`${ids}-payment`}
                checked={!choices.waived}
                onChange={() => {
                  onWaived(false);
                }}
              />{' '}
              Enabled
            </label>
            <label>
              <input
                type="radio"
                name={`${ids}-payment`}
                checked={choices.waived}
                onChange={() => {
                  onWaived(true);
                }}
              />{' '}
              Payment Waived
            </label>
          </fieldset>
        ) : null}
        <TextArea
          label="Reason for consult"
          requiredMarker
          rows={4}
          maxLength={2000}
          value={choices.summary}
          error={errors.summary}
          onChange={(event) => {
            setErrors((current) => ({ ...current, summary: undefined }));
            onSummary(event.target.value);
          }}
        />
        <Button type="submit">Continue to payment</Button>
      </form>
    </div>
  );
}
