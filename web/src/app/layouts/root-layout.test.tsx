import { screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RootLayout } from './root-layout';

function Page({ name, next }: { name: string; next: string }) {
  return (
    <main id="main" tabIndex={-1}>
      <h1>{name}</h1>
      <Link to={next}>Next</Link>
    </main>
  );
}

function Broken(): never {
  throw new Error('a page that cannot render');
}

const failingChunk = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

const routes = [
  {
    Component: RootLayout,
    children: [
      { path: '/', element: <Page name="Home" next="/second" /> },
      { path: '/second', element: <Page name="Second" next="/broken" /> },
      { path: '/broken', Component: Broken },
      { path: '/stale', Component: failingChunk },
      { path: '/third', element: <Page name="Third" next="/" /> },
    ],
  },
];

let scrollTo: ReturnType<typeof vi.spyOn>;
let y = 0;

beforeEach(() => {
  sessionStorage.clear();
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, top: number) => {
    y = top;
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the root layout', () => {
  it('starts a new page at the top, and back restores where the visitor was', async () => {
    const { router, user } = renderRoutes(routes, { path: '/' });
    await screen.findByRole('heading', { name: 'Home' });
    y = 640; // the visitor scrolled down the home page
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Second' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(y).toBe(0);
    y = 120;
    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.historyAction).toBe('POP');
    expect(y).toBe(640);
    await router.navigate(1);
    await screen.findByRole('heading', { name: 'Second' });
    expect(y).toBe(120);
  });

  it('starts a page linked with a #hash at that part of it', async () => {
    const scrolled: string[] = [];
    const into = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    const { router } = renderRoutes(
      [
        {
          Component: RootLayout,
          children: [
            { path: '/', element: <Page name="Home" next="/terms#refunds" /> },
            {
              path: '/terms',
              element: (
                <main id="main">
                  <h1>Terms</h1>
                  <h2 id="refunds">Refunds</h2>
                </main>
              ),
            },
          ],
        },
      ],
      { path: '/' },
    );
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/terms#refunds');
    await screen.findByRole('heading', { name: 'Terms' });
    expect(scrolled).toEqual(['refunds']);
    expect(into).toHaveBeenCalledTimes(1);
  });

  it('says a page failed, with a way out, and clears it on another page', async () => {
    const { router } = renderRoutes(routes, { path: '/broken' });
    expect(
      await screen.findByRole('heading', { name: 'Sorry! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await router.navigate('/second');
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry! Something went wrong.')).not.toBeInTheDocument();
  });

  it("says so when a page's code cannot be loaded (a chunk gone after a deployment)", async () => {
    renderRoutes(routes, { path: '/stale' });
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Sorry! Something went wrong.' })).toBeVisible();
    });
  });
});

describe('the scroll positions kept', () => {
  it('are those of the last 50 pages, so a long visit does not fill the session storage', async () => {
    const { router } = renderRoutes(routes, { path: '/' });
    await screen.findByRole('heading', { name: 'Home' });
    for (let i = 0; i < 60; i += 1) {
      await router.navigate(i % 2 === 0 ? '/second' : '/');
    }
    await screen.findByRole('heading', { name: 'Home' });
    const kept = JSON.parse(sessionStorage.getItem('petwell.scroll') ?? '{}') as object;
    expect(Object.keys(kept)).toHaveLength(50);
  });
});
