import { SlotPicker } from '../../features/booking/slot-picker';
import { saveCheckout } from '../../features/checkout/checkout-storage';
import { VetListPage } from '../../features/vet-list/vet-list-page';

/**
 * /vet-appointments/list: the clinic vet list with the booking feature's slot picker and the
 * checkout feature's storage. Features do not import each other, so the route joins them.
 */
export function VetListRoute() {
  return <VetListPage SlotPicker={SlotPicker} saveCheckout={saveCheckout} />;
}
