import { type ComponentProps, lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { usePreloadWhenIdle } from '../../lib/use-lazy-module';
import { saveCheckout } from '../../features/checkout/checkout-storage';
import type { ClinicSlotPicker } from '../../features/vet-list/clinic-visit-order';
import { VetListPage } from '../../features/vet-list/vet-list-page';

// The slot picker shows only once a visitor opens a vet's times, so its code (the scheduler and
// its calendar) stays out of the list's first load (the initial JavaScript budget).
const loadSlotPicker = () => import('../../features/booking/slot-picker');
const preloadSlotPicker = () => void loadSlotPicker().catch(() => undefined);
const SlotPickerChunk = lazy(() => loadSlotPicker().then((m) => ({ default: m.SlotPicker })));

const LazySlotPicker: ClinicSlotPicker = (props: ComponentProps<ClinicSlotPicker>) => (
  <Suspense fallback={<Loading />}>
    <SlotPickerChunk {...props} />
  </Suspense>
);

/**
 * /vet-appointments/list: the clinic vet list with the booking feature's slot picker and the
 * checkout feature's storage. Features do not import each other, so the route joins them.
 */
export function VetListRoute() {
  // Fetched once the page is idle, so that opening a vet's times seldom waits for the code.
  usePreloadWhenIdle(preloadSlotPicker);
  return <VetListPage SlotPicker={LazySlotPicker} saveCheckout={saveCheckout} />;
}
