import type { CheckoutOrderOf, PAYMENT_TYPES } from '@petwell/domain';
import type { ComponentType } from 'react';

/** A pet as the order forms need it (the pets feature's PetSummary has these fields). */
export interface OrderPet {
  id: number;
  name: string;
  type: number;
  breed: string | null;
}

/** The props of the pet picker the route hands in (the pets feature's PetPicker). */
export interface PetPickerSlotProps {
  value: number | undefined;
  onChange: (pet: OrderPet) => void;
  label?: string;
}

/** The pet picker component; features do not import each other, so the route passes it in. */
export type PetPickerSlot = ComponentType<PetPickerSlotProps>;

/**
 * A service order (services 100) as the checkout takes it: the form's fields and the display
 * fields in `details`; the server prices it again.
 */
export type ServiceOrder = CheckoutOrderOf<typeof PAYMENT_TYPES.services>;

/** Keeps the order for /checkout (the route passes the checkout feature's saveCheckout). */
export type SaveOrder = (order: ServiceOrder) => void;
