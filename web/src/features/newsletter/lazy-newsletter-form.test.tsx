import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NewsletterForm } from './lazy-newsletter-form';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed element comes within the margin of the viewport (or stays out of it). */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe("the footer's newsletter box", () => {
  it('loads its form only when the footer comes near the viewport, in the room kept for it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = renderWithApp(<NewsletterForm />);
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe('600px 0px');
    const room = container.querySelector('.newsletter');
    expect((room as HTMLElement | null)?.style.minHeight).toBe('6.5rem');
    expect(observer?.observed).toEqual([room]);

    act(() => observer?.report(false));
    // Time enough for the form's chunk to arrive, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByLabelText('Subscribe to our newsletter')).toBeNull();

    act(() => observer?.report(true));
    expect(await screen.findByLabelText('Subscribe to our newsletter')).toBeVisible();
    expect(observer?.disconnected).toBe(true);
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithApp(<NewsletterForm />);
    expect(await screen.findByLabelText('Subscribe to our newsletter')).toBeVisible();
  });
});
