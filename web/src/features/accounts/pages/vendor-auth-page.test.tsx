import { ACCOUNT_MESSAGES } from '@petwell/domain';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/auth';
import { fakeToken, renderWithApp } from '../../../test/render';
import { answer, apiError, field, gate, verifyMobile } from '../test-helpers';
import { VendorAuthPage } from './vendor-auth-page';

const routes = [{ path: '/app/*', element: <p>Dashboard</p> }];
const render = (path: string) => renderWithApp(<VendorAuthPage />, { path, routes });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const vetSignedIn = () =>
  HttpResponse.json({ token: fakeToken({ role: 'vendor', vendor_id: 12, subrole: 1 }) });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the vet login and sign-up page', () => {
  it("starts on 'Vet Login' for /vendor/login and toggles to 'Vet Signup' and back", async () => {
    const { user, router } = render('/vendor/login');
    expect(await heading('Vet Login')).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Vet Login | Petwell');
    });
    await user.click(screen.getByRole('link', { name: 'Vet Signup' }));
    expect(await heading('Vet Signup')).toBeVisible();
    expect(screen.getByText(/Already registered\?/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/vendor/login');
    expect(router.state.location.search).toBe('?mode=signup');
    await user.click(screen.getByRole('link', { name: 'Vet Login' }));
    expect(await heading('Vet Login')).toBeVisible();
    expect(screen.getByText(/New to Petwell\?/)).toBeVisible();
  });

  it.each(['/for-vet/signup', '/vendor/signup'])("starts on 'Vet Signup' for %s", async (path) => {
    render(path);
    expect(await heading('Vet Signup')).toBeVisible();
  });

  it('opens the forgot and change password modes from its links', async () => {
    const { user } = render('/vendor/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await heading('Forgot Password')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Vet Login' }));
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    expect(await heading('Change Password')).toBeVisible();
  });
});

describe('the vet login page for staff logged in already', () => {
  it('goes on to /app, or to the redirect parameter, instead of showing the form again', async () => {
    setToken(fakeToken({ role: 'vendor', vendor_id: 12, subrole: 1 }));
    const { router, unmount } = render('/vendor/login');
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
    unmount();
    const back = render('/vendor/login?redirect=%2Fapp%2Fappointments');
    await waitFor(() => {
      expect(back.router.state.location.pathname).toBe('/app/appointments');
    });
  });

  it('still shows the vet login form to a pet owner', async () => {
    setToken(fakeToken());
    render('/vendor/login');
    expect(await heading('Vet Login')).toBeVisible();
  });
});

describe('the vet login form', () => {
  it('shows the messages and sends nothing when a field is invalid', async () => {
    const sent = answer('/api/account/login', vetSignedIn);
    const { user } = render('/vendor/login');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeVisible();
    await user.type(field('Email'), 'vet@clinic');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("logs in with the role vendor, reading 'Please Wait...' while sending, then goes to /app", async () => {
    const { opened, release } = gate();
    const sent = answer('/api/account/login', async () => {
      await opened;
      return vetSignedIn();
    });
    const { user, router } = render('/vendor/login');
    await user.type(field('Email'), 'Vet@Clinic.example');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
    expect(sent).toEqual([
      { email: 'vet@clinic.example', password: 'secret-password', role: 'vendor' },
    ]);
    expect(getToken()).not.toBeNull();
  });

  it('clears the last error while sending, then shows the banner and Submit again', async () => {
    answer('/api/account/login', () =>
      apiError(401, 'invalid-credentials', 'Invalid email or password.'),
    );
    const { user } = render('/vendor/login');
    await user.type(field('Email'), 'vet@clinic.example');
    await user.type(field('Password'), 'wrong-password');
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error!');
    expect(banner).toHaveTextContent('Invalid email or password.');

    const { opened, release } = gate();
    answer('/api/account/login', async () => {
      await opened;
      return apiError(401, 'invalid-credentials', 'Invalid email or password.');
    });
    await user.click(submit());
    await screen.findByRole('button', { name: 'Please Wait...' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(submit()).toBeEnabled();
  });
});

describe('the vet sign-up form', () => {
  it('states every rule, including the mobile verification, and sends nothing', async () => {
    const sent = answer('/api/account/vendor_signup', vetSignedIn);
    const { user } = render('/for-vet/signup');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.lastNameRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText('Mobile number must be verified')).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeVisible();
    await user.type(field('First name'), 'Sam1');
    await user.type(field('Password'), 'short');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.lettersOnly)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('signs the vet and the practice up, logs in and goes to /app', async () => {
    const sent = answer('/api/account/vendor_signup', vetSignedIn);
    const { user, router } = render('/for-vet/signup');
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Reed');
    await user.type(field('Practice name (optional)'), 'Reed Animal Clinic');
    await user.type(field('Email'), 'Sam@Reed.example');
    await verifyMobile(user, '5559876543');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
    expect(sent).toEqual([
      {
        first_name: 'Sam',
        last_name: 'Reed',
        email: 'sam@reed.example',
        phone: '5559876543',
        password: 'secret-password',
        practice_name: 'Reed Animal Clinic',
      },
    ]);
  });

  it('says when the e-mail is already registered, or the generic message otherwise', async () => {
    const duplicate = 'This email already exists in our System.';
    answer('/api/account/vendor_signup', () => apiError(409, 'duplicate-email', duplicate));
    const { user } = render('/for-vet/signup');
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Reed');
    await user.type(field('Email'), 'sam@reed.example');
    await verifyMobile(user);
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);

    answer('/api/account/vendor_signup', () => apiError(500, 'unexpected', 'boom'));
    await user.click(submit());
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sorry! Something went wrong. Please try again later.',
      );
    });
  });
});

describe('the vet password forms', () => {
  it('asks for a reset link with the role vendor', async () => {
    const sent = answer('/api/account/forgot_password', () => HttpResponse.json({}));
    const { user } = render('/vendor/login?mode=forgot');
    await user.type(field('Email'), 'vet@clinic.example');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Please check your inbox for further instructions on resetting your password.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ email: 'vet@clinic.example', role: 'vendor' }]);
  });

  it('changes the password of a vet reset link with the role vendor', async () => {
    const sent = answer('/api/account/change_password', () => HttpResponse.json({}));
    const { user } = render('/vendor/login?forgot=xyz&email=vet%40clinic.example');
    expect(await heading('Change Password')).toBeVisible();
    await user.type(field('New password'), 'new-password');
    await user.type(field('Confirm password'), 'new-password');
    await user.click(submit());
    expect(await screen.findByText('Your password has been reset successfully!')).toBeVisible();
    expect(sent).toEqual([
      {
        email: 'vet@clinic.example',
        role: 'vendor',
        forgotCode: 'xyz',
        newPassword: 'new-password',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/vendor/login',
    );
  });
});
