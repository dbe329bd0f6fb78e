import { PRACTICE_SITE_MESSAGES } from '@petwell/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { answer, apiError, field } from '../test-helpers';
import { VendorAuthPage } from './vendor-auth-page';

const practiceSite = {
  kind: 'vendor' as const,
  website: {
    id: 1,
    vendorId: 2,
    name: 'Happy Paws',
    logo: null,
    headerSection: null,
    bodySection: null,
  },
};

const render = (path: string) =>
  renderWithApp(<VendorAuthPage />, {
    path,
    site: practiceSite,
    routes: [{ path: '/app/*', element: <p>Dashboard</p> }],
  });

describe("the vet login on a practice's own site", () => {
  it("offers no 'Vet Signup', and a sign-up address shows the login", async () => {
    render('/vendor/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vet Login' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Vet Signup' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  });

  it('shows the login form for ?mode=signup, never the sign-up form', async () => {
    render('/vendor/login?mode=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vet Login' })).toBeVisible();
    expect(await screen.findByLabelText(/^Email/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Vet Signup' })).toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });

  it("says why another practice's staff cannot log in here", async () => {
    answer('/api/account/login', () =>
      apiError(403, 'access-denied', PRACTICE_SITE_MESSAGES.otherPracticeSite),
    );
    const { user } = render('/vendor/login');
    await screen.findByRole('heading', { level: 1, name: 'Vet Login' });
    await user.type(field('Email'), 'vet@other.example');
    await user.type(field('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PRACTICE_SITE_MESSAGES.otherPracticeSite,
    );
  });
});
