import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_NEEDS_JAVASCRIPT, AuthLayout } from './auth-layout';

const page = (
  <AuthLayout heading="Login" links={<li>Forgot Password?</li>}>
    <form aria-label="Login">
      <label>
        Email <input name="email" type="email" />
      </label>
      <button type="submit">Submit</button>
    </form>
  </AuthLayout>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe("an account page's form before the app runs", () => {
  it('is disabled in the HTML the server sends, with a note for a browser without JavaScript', () => {
    const html = renderToString(page);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // The heading and the links are there at once; only the form waits.
    expect(screen.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(html).toContain(`<noscript><p class="auth-noscript">${AUTH_NEEDS_JAVASCRIPT}</p>`);
  });

  it('is enabled once React has taken the HTML over, keeping the same elements', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = screen.getByRole('textbox', { name: 'Email' });
    // The hydrating render, then the one that enables the form, all within act.
    act(() => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('is enabled from the start on a page React draws itself', () => {
    render(page);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });
});
