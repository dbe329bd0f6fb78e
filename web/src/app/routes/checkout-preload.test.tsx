import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderWithApp } from '../../test/render';
import { clearToken, setToken } from '../../lib/auth';
import { lazyPage } from '../lazy-page';
import { preloadCheckoutPayment } from './checkout-preload';

/** How often the payment step's module was loaded. */
const bodyLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/checkout/payment-panel-body', async (importOriginal) => {
  bodyLoaded.count += 1;
  return await importOriginal();
});

afterEach(() => {
  clearToken();
});

describe("the checkout route's preload of the payment step", () => {
  it('loads nothing for a visitor, who starts at the login step', () => {
    preloadCheckoutPayment();
    expect(bodyLoaded.count).toBe(0);
  });

  it('starts loading the payment step with the page for someone signed in', async () => {
    setToken(fakeToken());
    const Page = lazyPage(
      () => Promise.resolve({ Checkout: () => <h1>Checkout</h1> }),
      (m) => m.Checkout,
      preloadCheckoutPayment,
    );
    renderWithApp(<Page />);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    await vi.waitFor(() => {
      expect(bodyLoaded.count).toBe(1);
    });
  });
});
