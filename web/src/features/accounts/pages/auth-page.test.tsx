import { ACCOUNT_MESSAGES } from '@petwell/domain';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/auth';
import type { VendorWebsite } from '../../../lib/site-context';
import { fakeToken, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { answer, apiError, field, gate, verifyMobile } from '../test-helpers';
import { SIGNUP_PLAN_TEXT } from '../messages';
import { PLAN_CHECKOUT_PATH } from '../plan-checkout-path';
import { AuthPage } from './auth-page';
import type { SignupPlanQuery, SignupPlanQueryVariables } from '../../../generated/public';

const GENERIC = 'Sorry! Something went wrong. Please try again later.';
const routes = [
  { path: '/app/*', element: <p>Dashboard</p> },
  { path: '/checkout/*', element: <p>Checkout</p> },
  { path: '/', element: <p>Home</p> },
];
const practice: VendorWebsite = {
  id: 3,
  vendorId: 12,
  name: 'Happy Paws',
  logo: null,
  headerSection: null,
  bodySection: null,
};
const render = (path: string, options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<AuthPage />, { path, routes, ...options });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const signedIn = () => HttpResponse.json({ token: fakeToken() });

describe('the owner login page for someone logged in already', () => {
  it('goes on to /app instead of showing the form again', async () => {
    setToken(fakeToken());
    const { router } = render('/login');
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('goes on to the redirect parameter when it is a path on this site', async () => {
    setToken(fakeToken());
    const { router } = render('/login?redirect=%2Fapp%2Fmy-appointments');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app/my-appointments');
    });
    const away = render('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => {
      expect(away.router.state.location.pathname).toBe('/app');
    });
  });

  it('still shows the login form to practice staff, and forgot and change password to owners', async () => {
    setToken(fakeToken({ role: 'vendor', vendor_id: 12, subrole: 1 }));
    const staff = render('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    staff.unmount();
    setToken(fakeToken());
    render('/login?mode=change');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  });
});

describe('the owner login form', () => {
  it('opens on login for /login with its heading and title', async () => {
    render('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Login | Petwell');
    });
  });

  it('asks for the e-mail and the password and sends nothing', async () => {
    const sent = answer('/api/account/login', signedIn);
    const { user } = render('/login');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeVisible();
    expect(field('Email')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('refuses an invalid e-mail address and sends nothing', async () => {
    const sent = answer('/api/account/login', signedIn);
    const { user } = render('/login');
    await user.type(field('Email'), 'ann@');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeVisible();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the e-mail trimmed and lower-cased with the role user, then goes to /app', async () => {
    const sent = answer('/api/account/login', signedIn);
    const { user, router } = render('/login');
    await user.type(field('Email'), '  Ann@Example.COM ');
    await user.type(field('Password'), ' Secret pass ');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
    expect(sent).toEqual([{ email: 'ann@example.com', password: ' Secret pass ', role: 'user' }]);
    expect(getToken()).not.toBeNull();
  });

  it("reads 'Please Wait...' and is disabled while sending", async () => {
    const { opened, release } = gate();
    answer('/api/account/login', async () => {
      await opened;
      return signedIn();
    });
    const { user, router } = render('/login');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
  });

  it("shows the 'Error!' banner on any failure and puts the button back to Submit", async () => {
    answer('/api/account/login', () => apiError(500, 'unexpected', GENERIC));
    const { user } = render('/login');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error!');
    expect(banner).toHaveTextContent('Invalid email or password.');
    expect(submit()).toBeEnabled();
    expect(getToken()).toBeNull();
  });

  it("shows the server's message when the logins are rate limited", async () => {
    const limit = 'Too many login attempts. Please try again in 12 minutes.';
    answer('/api/account/login', () => apiError(429, 'too-many-attempts', limit));
    const { user } = render('/login');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('goes to the redirect parameter when it is a path on this site', async () => {
    answer('/api/account/login', signedIn);
    const { user, router } = render('/login?redirect=%2Fapp%2Fpets%3Ftab%3D2');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app/pets');
    });
    expect(router.state.location.search).toBe('?tab=2');
  });

  it.each(['//evil.example', 'https://evil.example/app', '/\\evil.example'])(
    'refuses the external redirect %s and goes to /app',
    async (target) => {
      answer('/api/account/login', signedIn);
      const { user, router } = render(`/login?redirect=${encodeURIComponent(target)}`);
      await user.type(field('Email'), 'ann@example.com');
      await user.type(field('Password'), 'secret-password');
      await user.click(submit());
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/app');
      });
    },
  );
});

describe('the owner page links and modes', () => {
  it('opens on sign-up for /signup', async () => {
    render('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  });

  it('switches between login, sign-up, forgot password and change password', async () => {
    const { user, router } = render('/login?redirect=%2Fapp%2Fpets');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?redirect=%2Fapp%2Fpets');

    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(router.state.location.search).toContain('mode=forgot');

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(router.state.location.search).toContain('mode=change');
  });

  it('opens change password for a reset link, whatever the path', async () => {
    render('/signup?forgot=abc&email=ann%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  });

  it('shows the promo section with the plans on the main site', async () => {
    render('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(screen.getByRole('complementary', { name: /Care for your pet/ })).toBeVisible();
    expect(screen.getByText('Platinum')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compare plans and prices' })).toHaveAttribute(
      'href',
      '/pricing/',
    );
  });

  it("hides the promo section on a practice's site", async () => {
    render('/signup', { site: { kind: 'vendor', website: practice } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByText('Platinum')).not.toBeInTheDocument();
  });

  it('says which plan a cc link signs the visitor up with', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query<SignupPlanQuery, SignupPlanQueryVariables>('SignupPlan', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            plans: [
              {
                id: 2,
                code: 'GOLD',
                name: 'Gold',
                kind: 'plan',
                description: 'Gold membership.',
                price: 144,
              },
            ],
          },
        });
      }),
    );
    render('/signup?cc=go%25ld_');
    expect(await screen.findByText(/You are signing up with the/)).toHaveTextContent(
      'You are signing up with the Gold plan.',
    );
    expect(asked).toEqual([{ code: 'gold' }]);
  });
});

describe('the owner sign-up form', () => {
  it('states every rule and sends nothing', async () => {
    const sent = answer('/api/account/register', signedIn);
    const { user } = render('/signup');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.lastNameRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText('Mobile number must be verified')).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeVisible();
    expect(field('First name')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('takes names by the person-name rule, a valid e-mail and a password of 8 characters', async () => {
    const sent = answer('/api/account/register', signedIn);
    const { user } = render('/signup');
    await user.type(field('First name'), 'Ann3');
    await user.type(field('Last name'), 'Lee!');
    await user.type(field('Email'), 'ann.example.com');
    await user.type(field('Password'), 'short');
    await user.click(submit());
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.lettersOnly)).toHaveLength(2);
    expect(screen.getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('trims the inputs as they are typed, but not the password', async () => {
    const { user } = render('/signup');
    await user.type(field('First name'), '  Mary Jane ');
    await user.type(field('Email'), ' ann@example.com ');
    await user.type(field('Password'), ' pass word ');
    await user.tab();
    expect(field('First name')).toHaveValue('Mary Jane');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('Password')).toHaveValue(' pass word ');
  });

  it("is blocked with 'Mobile number must be verified' until the mobile is verified", async () => {
    const sent = answer('/api/account/register', signedIn);
    const { user, router } = render('/signup');
    await user.type(field('First name'), 'Ann');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    expect(await screen.findByText('Mobile number must be verified')).toBeVisible();
    expect(field('Mobile number')).toHaveFocus();
    expect(sent).toEqual([]);

    await verifyMobile(user, '5551234567');
    expect(screen.queryByText('Mobile number must be verified')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
    expect(sent).toHaveLength(1);
  });

  it('sends the owner, the plan code and the source, logs in and goes to the redirect', async () => {
    const sent = answer('/api/account/register', signedIn);
    server.use(
      graphql.query<SignupPlanQuery, SignupPlanQueryVariables>('SignupPlan', () =>
        HttpResponse.json({ data: { plans: [] } }),
      ),
    );
    const { user, router } = render('/signup?cc=GOLD&redirect=%2Fapp%2Fpets');
    await user.type(field('First name'), 'Ann');
    await user.type(field('Last name'), "O'Brien");
    await user.type(field('Email'), 'Ann@Example.com');
    await verifyMobile(user, '5551234567');
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app/pets');
    });
    expect(sent).toEqual([
      {
        first_name: 'Ann',
        last_name: "O'Brien",
        email: 'ann@example.com',
        phone: '5551234567',
        password: 'secret-password',
        plan_code: 'GOLD',
        source: expect.objectContaining({ medium: 'Web' }) as unknown,
      },
    ]);
    expect(getToken()).not.toBeNull();
  });

  function answerPlan(plan: SignupPlanQuery['plans'][number] | undefined) {
    server.use(
      graphql.query<SignupPlanQuery, SignupPlanQueryVariables>('SignupPlan', () =>
        HttpResponse.json({ data: { plans: plan ? [plan] : [] } }),
      ),
    );
  }
  const GOLD = {
    id: 2,
    code: 'GOLD',
    name: 'Gold',
    kind: 'plan',
    description: null,
    price: 144,
  };

  it('says a paid plan is paid for next, and goes straight on to pay for it after sign-up', async () => {
    answerPlan(GOLD);
    const sent = answer('/api/account/register', signedIn);
    const { user, router } = render('/signup?cc=gold&redirect=%2Fapp%2Fpets');
    expect(await screen.findByText(SIGNUP_PLAN_TEXT.signingUpWith('Gold'))).toBeVisible();
    expect(screen.getByText(SIGNUP_PLAN_TEXT.payNext(144))).toBeVisible();
    await fillAndSubmit(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(PLAN_CHECKOUT_PATH);
    });
    expect(sent).toEqual([expect.objectContaining({ plan_code: 'gold' })]);
  });

  it('goes on as usual with a free plan or a partner code: there is nothing to pay', async () => {
    for (const plan of [
      { ...GOLD, id: 1, code: 'PAYG', name: 'Pay As You Go', price: 0 },
      { ...GOLD, id: 4, code: 'RESCUE', name: 'Second Chance', kind: 'client', price: 0 },
    ]) {
      answerPlan(plan);
      answer('/api/account/register', signedIn);
      const { user, router, unmount } = render(`/signup?cc=${plan.code}`);
      expect(await screen.findByText(SIGNUP_PLAN_TEXT.signingUpWith(plan.name))).toBeVisible();
      expect(screen.queryByText(/Next you pay/)).not.toBeInTheDocument();
      await fillAndSubmit(user);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/app');
      });
      unmount();
    }
  });

  it('waits for a look-up still on its way, then goes on to pay for the paid plan', async () => {
    const lookup = gate();
    server.use(
      graphql.query<SignupPlanQuery, SignupPlanQueryVariables>('SignupPlan', async () => {
        await lookup.opened;
        return HttpResponse.json({ data: { plans: [GOLD] } });
      }),
    );
    answer('/api/account/register', signedIn);
    const { user, router } = render('/signup?cc=GOLD');
    expect(await screen.findByText(SIGNUP_PLAN_TEXT.lookingUp)).toBeVisible();
    await fillAndSubmit(user);
    expect(router.state.location.pathname).toBe('/signup');
    lookup.release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(PLAN_CHECKOUT_PATH);
    });
  });

  it('says when no plan has the code, or the look-up failed, and signs up as usual', async () => {
    answerPlan(undefined);
    answer('/api/account/register', signedIn);
    const unknown = render('/signup?cc=NOPE');
    expect(await screen.findByText(SIGNUP_PLAN_TEXT.unknown('NOPE'))).toHaveRole('status');
    unknown.unmount();

    server.use(
      graphql.query<SignupPlanQuery, SignupPlanQueryVariables>('SignupPlan', () =>
        HttpResponse.json({ errors: [{ message: 'database query error' }] }),
      ),
    );
    const { user, router } = render('/signup?cc=GOLD');
    expect(await screen.findByText(SIGNUP_PLAN_TEXT.lookupFailed('GOLD'))).toHaveRole('status');
    await fillAndSubmit(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
  });

  it("signs up on a practice's site with the practice's vendor id", async () => {
    const sent = answer('/api/account/register', signedIn);
    const { user, router } = render('/signup', { site: { kind: 'vendor', website: practice } });
    await user.type(field('First name'), 'Ann');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Email'), 'ann@example.com');
    await verifyMobile(user);
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/app');
    });
    expect(sent).toEqual([expect.objectContaining({ vendor_id: 12 })]);
  });

  async function fillAndSubmit(user: ReturnType<typeof render>['user']) {
    await user.type(field('First name'), 'Ann');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Email'), 'ann@example.com');
    await verifyMobile(user);
    await user.type(field('Password'), 'secret-password');
    await user.click(submit());
  }

  it('says when the e-mail is already registered', async () => {
    const duplicate = 'This email already exists in our System.';
    answer('/api/account/register', () =>
      apiError(409, 'duplicate-email', duplicate, { email: duplicate }),
    );
    const { user } = render('/signup');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(submit()).toBeEnabled();
  });

  it('gives the generic message for other failures', async () => {
    answer('/api/account/register', () => apiError(500, 'unexpected', 'boom'));
    const { user } = render('/signup');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
  });

  it("shows the server's field messages at their fields", async () => {
    answer('/api/account/register', () =>
      apiError(400, 'validation-failed', `last_name: ${ACCOUNT_MESSAGES.lettersOnly}`, {
        last_name: ACCOUNT_MESSAGES.lettersOnly,
      }),
    );
    const { user } = render('/signup');
    await fillAndSubmit(user);
    expect(await screen.findByText(ACCOUNT_MESSAGES.lettersOnly)).toBeVisible();
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC);
  });

  it('asks to verify again when the server no longer counts the verification', async () => {
    answer('/api/account/register', () =>
      apiError(400, 'mobile-not-verified', 'Mobile number must be verified', {
        phone: 'Mobile number must be verified',
      }),
    );
    const { user } = render('/signup');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number must be verified');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(field('Mobile number')).not.toHaveAttribute('readonly');
  });
});

describe('the forgot password form', () => {
  it('asks for a valid e-mail and sends nothing', async () => {
    const sent = answer('/api/account/forgot_password', () => HttpResponse.json({}));
    const { user } = render('/login?mode=forgot');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    await user.type(field('Email'), 'ann@');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('asks the server to mail a reset link and says to check the inbox', async () => {
    const sent = answer('/api/account/forgot_password', () =>
      HttpResponse.json({
        message: 'Please check your inbox for further instructions on resetting your password.',
      }),
    );
    const { user } = render('/login?mode=forgot');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await user.type(field('Email'), 'Ann@Example.com');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Please check your inbox for further instructions on resetting your password.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ email: 'ann@example.com', role: 'user' }]);
  });

  it("says 'Invalid email or password.' when the request fails", async () => {
    answer('/api/account/forgot_password', () => apiError(500, 'unexpected', GENERIC));
    const { user } = render('/login?mode=forgot');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await user.type(field('Email'), 'ann@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });
});

describe('the change password form', () => {
  it('requires the e-mail, the current password and both new passwords', async () => {
    const sent = answer('/api/account/change_password', () => HttpResponse.json({}));
    const { user } = render('/login?mode=change');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeVisible();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.passwordRequired)).toHaveLength(2);
    expect(field('Email')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('wants at least 8 characters in the new and confirm passwords', async () => {
    const sent = answer('/api/account/change_password', () => HttpResponse.json({}));
    const { user } = render('/login?mode=change');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm password'), 'short');
    await user.click(submit());
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.passwordTooShort)).toHaveLength(2);
    expect(field('New password')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says when the new password and the confirmation differ', async () => {
    const sent = answer('/api/account/change_password', () => HttpResponse.json({}));
    const { user } = render('/login?mode=change');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'new-password-1');
    await user.type(field('Confirm password'), 'new-password-2');
    await user.click(submit());
    expect(await screen.findByText('The new password and confirm should match.')).toBeVisible();
    expect(field('Confirm password')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('changes the password with the current one, as typed', async () => {
    const sent = answer('/api/account/change_password', () =>
      HttpResponse.json({ message: 'Your password has been reset successfully!' }),
    );
    const { user } = render('/login?mode=change');
    await user.type(field('Email'), 'Ann@Example.com');
    await user.type(field('Current password'), 'old-password');
    await user.type(field('New password'), 'new-password');
    await user.type(field('Confirm password'), 'new-password');
    await user.click(submit());
    expect(await screen.findByText('Your password has been reset successfully!')).toBeVisible();
    expect(sent).toEqual([
      {
        email: 'ann@example.com',
        role: 'user',
        currentPassword: 'old-password',
        newPassword: 'new-password',
      },
    ]);
  });

  it('uses the code of a reset link instead of the current password', async () => {
    const sent = answer('/api/account/change_password', () =>
      HttpResponse.json({ message: 'Your password has been reset successfully!' }),
    );
    const { user, router } = render('/login?forgot=abc123&email=ann%40example.com');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.type(field('New password'), 'new-password');
    await user.type(field('Confirm password'), 'new-password');
    await user.click(submit());
    expect(await screen.findByText('Your password has been reset successfully!')).toBeVisible();
    expect(sent).toEqual([
      { email: 'ann@example.com', role: 'user', forgotCode: 'abc123', newPassword: 'new-password' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Log in with your new password' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  it("shows the server's message when the change fails", async () => {
    const expired = 'This password reset link is invalid or has expired. Please request a new one.';
    answer('/api/account/change_password', () => apiError(400, 'invalid-reset-code', expired));
    const { user } = render('/login?forgot=used&email=ann%40example.com');
    await user.type(field('New password'), 'new-password');
    await user.type(field('Confirm password'), 'new-password');
    await user.click(submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error!');
    expect(banner).toHaveTextContent(expired);
    expect(submit()).toBeEnabled();
  });
});
