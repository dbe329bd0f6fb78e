import { PAYMENT_TYPES } from '@petwell/domain';
import type { OrderPet, ServiceOrder } from './order-types';

/**
 * The checkout order of a service for one pet (a free question or a second opinion): the form's
 * details plus the pet's name and, when known, the displayed price; the server prices it again.
 */
export function petServiceOrder(
  productId: number,
  pet: OrderPet,
  details: Record<string, unknown>,
  price: number | undefined,
): ServiceOrder {
  return {
    paymentType: PAYMENT_TYPES.services,
    productId,
    petId: pet.id,
    details: { ...details, ...(price === undefined ? {} : { price }), petName: pet.name },
  };
}
