import {
  type CheckoutOrderOf,
  directoryLabels,
  PAYMENT_TYPES,
  PRODUCT_IDS,
  SPECIALTIES,
} from '@petwell/domain';
import type { ComponentType } from 'react';
import type { ClinicVetsQuery } from '../../generated/graphql';

/** One listing of the clinic vet list. */
export type ClinicVet = ClinicVetsQuery['vendor_listings'][number];

/**
 * The order the list stores for /checkout: a clinic visit's checkout order (features do not
 * import each other, so the route hands the list the checkout feature's saveCheckout).
 */
export type ClinicVisitCheckout = CheckoutOrderOf<typeof PAYMENT_TYPES.appointments>;

/** The booking feature's SlotPicker, as the list uses it (handed in by the route). */
export type ClinicSlotPicker = ComponentType<{
  listingId: number;
  type: 'clinic_visit';
  timeZone: string;
  value: string | undefined;
  onPick: (slot: string | undefined) => void;
  label?: string | undefined;
}>;

/** The listing's specialty labels. */
export const specialtyLabels = (vet: ClinicVet) => directoryLabels(SPECIALTIES, vet.specialization);

/** The price of the listing's enabled clinic visit, in whole dollars. */
export const clinicVisitPrice = (vet: ClinicVet): number | undefined =>
  vet.consultations[0]?.price ?? undefined;

/** The one-line postal address: '418 Atlantic Avenue, Brooklyn, NY 11217'. */
export function fullAddress(vet: ClinicVet): string {
  const region = [vet.state, vet.zipcode].filter(Boolean).join(' ');
  return [vet.address, vet.city, region].filter(Boolean).join(', ');
}

/**
 * The checkout data of a clinic visit at `slot` with this listing; `reason` is a link's reason
 * for consult, which the checkout shows for the owner to keep or change.
 */
export function clinicVisitOrder(
  vet: ClinicVet,
  slot: string,
  userTZ: string,
  reason?: string,
): ClinicVisitCheckout {
  const price = clinicVisitPrice(vet);
  return {
    paymentType: PAYMENT_TYPES.appointments,
    productId: PRODUCT_IDS.clinicConsultation,
    vendorId: vet.vendor_id,
    vendorServiceId: vet.id,
    consultationType: 'clinic_visit',
    for_ts: slot,
    userTZ,
    details: {
      clinicName: vet.title,
      docName: vet.line1,
      speciality: specialtyLabels(vet).join(', '),
      pic: vet.avatar,
      ...(price === undefined ? {} : { price }),
      address: fullAddress(vet),
      ...(reason ? { summary: reason } : {}),
    },
  };
}
