import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth';
import { fakeToken } from '../../test/render';
import { OWNER_MENU } from '../app-menus';
import { APP_NEEDS_JAVASCRIPT, AppLayout } from './app-layout';

const OWNER = fakeToken({ role: 'user' });
const STAFF = fakeToken({ role: 'vendor', vendor_id: 2, subrole: 3 });
const SCREENS = new Set(OWNER_MENU.map((item) => item.to));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** An owner's screen under the owner's layout, as the router nests it. */
const page = (
  <MemoryRouter initialEntries={['/app/my-appointments']}>
    <Routes>
      <Route path="/app" element={<AppLayout area="owner" screens={SCREENS} />}>
        <Route path="my-appointments" element={<h1>My Appointments</h1>} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

/** The HTML the build writes for the screen, in the document as the browser gets it. */
function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

let root: Root | undefined;

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  clearToken();
  document.body.innerHTML = '';
});

describe("a prerendered owner's screen", () => {
  it("is the owner's frame with the screen in it, the avatar's place kept and no Login button", () => {
    // The build knows no session; neither does the server's render of a signed-in browser.
    setToken(OWNER);
    serverHtml();
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBeVisible();
    const menu = within(screen.getByRole('navigation', { name: 'My account' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...OWNER_MENU.map((item) => item.label),
      'Logout',
    ]);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(document.querySelector('.site-header .avatar-placeholder')).not.toBeNull();
    expect(document.body.innerHTML).toContain(
      `<noscript><p class="app-noscript">${APP_NEEDS_JAVASCRIPT}</p></noscript>`,
    );
  });

  it("becomes the signed-in owner's page as React takes it over, keeping the screen's elements", async () => {
    const container = serverHtml();
    const heading = screen.getByRole('heading', { name: 'My Appointments' });
    const menu = screen.getByRole('navigation', { name: 'My account' });
    setToken(OWNER);
    act(() => {
      root = hydrateRoot(container, page);
    });
    expect(await screen.findByRole('button', { name: /Account menu for/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My Appointments' })).toBe(heading);
    expect(screen.getByRole('navigation', { name: 'My account' })).toBe(menu);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('sends a visitor without a session to the login page once React has taken it over', async () => {
    const container = serverHtml();
    act(() => {
      root = hydrateRoot(container, page);
    });
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent('/app/my-appointments')}`,
      );
    });
    expect(screen.queryByRole('heading', { name: 'My Appointments' })).toBeNull();
  });

  it("sends a practice's staff member to /404, as from any owner's screen", async () => {
    const container = serverHtml();
    setToken(STAFF);
    act(() => {
      root = hydrateRoot(container, page);
    });
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/404');
    });
  });
});
