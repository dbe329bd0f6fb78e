import type { ClinicVet } from './clinic-visit-order';

/** A clinic vet listing as the ClinicVets query answers it; override what a test needs. */
export function clinicVet(id: number, overrides: Partial<ClinicVet> = {}): ClinicVet {
  return {
    id,
    vendor_id: 2,
    title: `Clinic ${String(id)}`,
    line1: `Dr. Vet Number${String(id)}, DVM`,
    address: `${String(id)} Main Street`,
    city: 'Brooklyn',
    state: 'NY',
    zipcode: '11217',
    avatar: null,
    specialization: [1000],
    categories: [1000],
    consultations: [{ id: id * 10, price: 60, duration: 30 }],
    ...overrides,
  };
}

/**
 * Stands in for the browser's IntersectionObserver: `scrollToEnd` tells every observer still
 * watching that its target came into view, as scrolling to the sentinel would.
 */
export function fakeIntersectionObserver() {
  const live = new Set<FakeObserver>();
  class FakeObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      live.add(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {
      this.targets.length = 0;
    }
    disconnect() {
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = this.targets.map(
        (target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry,
      );
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  return {
    Observer: FakeObserver as unknown as typeof IntersectionObserver,
    scrollToEnd() {
      for (const observer of [...live]) observer.fire();
    },
    watching: () => live.size,
  };
}
