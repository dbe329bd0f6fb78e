import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { HouseCallOrderRoute, SmoOrderRoute } from './order-routes';

/** Whether the order pages' module (the forms, their rules and the GraphQL client) was loaded. */
const pagesLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./order-pages', async (importOriginal) => {
  pagesLoaded.count += 1;
  return await importOriginal();
});

const routes = [{ path: '/login', element: <p>Login page</p> }];

describe("the order routes' owner check", () => {
  it('sends a visitor and a practice account to the login page without loading the forms', async () => {
    renderWithApp(<HouseCallOrderRoute />, {
      path: '/vet-house-call/order',
      pattern: '/vet-house-call/order',
      routes,
    }).unmount();
    renderWithApp(<SmoOrderRoute />, {
      path: '/second-medical-opinion/order',
      pattern: '/second-medical-opinion/order',
      routes,
      token: fakeToken({ role: 'vendor', vendor_id: 2 }),
    });
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(pagesLoaded.count).toBe(0);
  });

  it('loads them for an owner', async () => {
    server.use(
      graphql.query('OrderProduct', () =>
        HttpResponse.json({
          data: { products_by_pk: { id: 3000, name: 'House call', price: 360 } },
        }),
      ),
    );
    renderWithApp(<HouseCallOrderRoute />, {
      path: '/vet-house-call/order',
      pattern: '/vet-house-call/order',
      routes,
      token: fakeToken(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vet House Call' })).toBeVisible();
    expect(pagesLoaded.count).toBe(1);
  });
});
