import type { CheckoutOrderOf, PAYMENT_TYPES } from '@petwell/domain';
import type { ComponentType } from 'react';

/**
 * What the booking wizard needs from other features: the owner's pet picker (pets) and the
 * payment step (checkout). Features never import each other, so the app
 * layer hands them in (app/routes/booking-routes.tsx); these are the shapes the wizard
 * uses, which the real components satisfy.
 */
export interface WizardPet {
  id: number;
  name: string;
}

export interface WizardPetPickerProps {
  value: number | undefined;
  onChange: (pet: WizardPet) => void;
  label?: string;
  /** A pet to choose while none is, once the owner's pets show it (a booking link's pet). */
  preselect?: number | undefined;
}

/** The checkout order of an appointment (the checkout feature's PaymentPanel takes it). */
export type WizardOrder = CheckoutOrderOf<typeof PAYMENT_TYPES.appointments>;

export interface WizardPaymentAnswer {
  id: number | null;
  status: string;
}

export interface WizardPaymentProps {
  order: WizardOrder;
  customerId?: number;
  waived?: boolean;
  onPaid: (answer: WizardPaymentAnswer) => void;
}

export interface BookingWizardParts {
  PetPicker: ComponentType<WizardPetPickerProps>;
  PaymentPanel: ComponentType<WizardPaymentProps>;
  /**
   * Starts loading parts that load apart from the wizard (React.lazy ones), called once its first
   * screen shows. The wizard renders the later steps under its own Suspense boundary.
   */
  preload?: () => void;
}
