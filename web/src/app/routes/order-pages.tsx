import { saveCheckout } from '../../features/checkout/checkout-data';
import { FreeQuestionOrderPage } from '../../features/orders/pages/free-question-order-page';
import { HouseCallOrderPage } from '../../features/orders/pages/house-call-order-page';
import { SmoOrderPage } from '../../features/orders/pages/smo-order-page';
import { PetPicker } from '../../features/pets/pet-picker';

/**
 * The order pages (house call, SMO, free question) with what they take from other features: the
 * pets feature's picker, and the checkout feature's saveCheckout (features do not import each
 * other; the routes join them). Loaded for owners only (order-routes.tsx).
 */
export function HouseCallOrder() {
  return <HouseCallOrderPage saveOrder={saveCheckout} />;
}

export function SmoOrder() {
  return <SmoOrderPage saveOrder={saveCheckout} PetPicker={PetPicker} />;
}

export function FreeQuestionOrder() {
  return <FreeQuestionOrderPage saveOrder={saveCheckout} PetPicker={PetPicker} />;
}
