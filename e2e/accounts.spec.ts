import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail, uniquePhone } from '../test-support/people';
import { latestOtp, latestResetLink } from './support/outbox';

/**
 * The account journeys: sign-up, login, password reset and their messages (owners at /login and
 * /signup, vets at /for-vet/signup and /vendor/login), against the real stack: codes and reset
 * links are read from the dev outbox.
 */

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

const newPerson = (prefix: string): Person => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: uniqueEmail(prefix),
  phone: uniquePhone(),
  password: `pw-${String(Date.now())}`,
});

const pageHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
/** The page's own links and form: the footer has a Submit button and a Vet Login link too. */
const main = (page: Page) => page.getByRole('main');
const submit = (page: Page) => main(page).getByRole('button', { name: 'Submit', exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Fills a sign-up form (owner or vet), going through the mobile verification with the SMS code. */
async function fillSignup(page: Page, request: APIRequestContext, person: Person) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mobile number').fill(person.phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`We sent a 4-digit code to ${person.phone}.`)).toBeVisible();
  const code = await latestOtp(request, person.phone);
  await page.getByLabel('Code', { exact: false }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');
  await page.getByLabel('Password').fill(person.password);
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit(page).click();
}

/** Owners land in /app, which opens their Health Assessment. */
async function expectInApp(page: Page) {
  await expect.poll(() => pathOf(page)).toBe('/app/my-health');
}

/** Vet staff land in /app, which opens their appointments. */
async function expectInVendorApp(page: Page) {
  await expect.poll(() => pathOf(page)).toBe('/app/appointments');
}

/** Logs out with the avatar menu of the header and lands on the home page. */
async function logoutWithAvatarMenu(page: Page, email: string) {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

/** An owner account made through the REST paths, for journeys that start after sign-up. */
async function ownerAccount(request: APIRequestContext): Promise<Person> {
  const person = newPerson('reset');
  const sent = await request.post('/api/account/send_otp', { data: { mobile: person.phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await latestOtp(request, person.phone);
  const verified = await request.post('/api/account/verify_otp', {
    data: { mobile: person.phone, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const registered = await request.post('/api/account/register', {
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      password: person.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return person;
}

test.describe('pet owners', () => {
  test('sign up with a verified mobile, log out, log in again and see a wrong password refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = newPerson('owner');

    await test.step('sign up with the code texted to the mobile, landing in /app', async () => {
      await page.goto('/signup');
      await expect(pageHeading(page, 'Sign Up')).toBeVisible();
      await submit(page).click();
      await expect(page.getByText('Mobile number must be verified')).toBeVisible();
      await fillSignup(page, request, owner);
      await expectNoAxeViolations(page, 'the sign-up form with a verified mobile');
      await submit(page).click();
      await expectInApp(page);
    });

    await test.step('opening /login again goes on to the app, not to the form', async () => {
      await page.goto('/login');
      await expectInApp(page);
    });

    await test.step('log out with the avatar menu', async () => {
      await logoutWithAvatarMenu(page, owner.email);
    });

    await test.step('log in again with the e-mail in another case', async () => {
      await page.goto('/login');
      await expect(pageHeading(page, 'Login')).toBeVisible();
      await login(page, `  ${owner.email.toUpperCase()} `, owner.password);
      await expectInApp(page);
      await logoutWithAvatarMenu(page, owner.email);
    });

    await test.step('a wrong password shows the error banner', async () => {
      await page.goto('/login');
      await login(page, owner.email, 'not-the-password');
      const banner = page.getByRole('alert');
      await expect(banner).toContainText('Error!');
      await expect(banner).toContainText('Invalid email or password.');
      await expect(submit(page)).toBeEnabled();
      expect(pathOf(page)).toBe('/login');
    });
  });

  test('reset a forgotten password with the mailed link and log in with the new one', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await ownerAccount(request);
    const newPassword = `new-${owner.password}`;

    await test.step('ask for a reset link', async () => {
      await page.goto('/login');
      await main(page).getByRole('link', { name: 'Forgot password?' }).click();
      await expect(pageHeading(page, 'Forgot Password')).toBeVisible();
      await page.getByLabel('Email').fill(owner.email);
      await submit(page).click();
      await expect(
        page.getByText(
          'Please check your inbox for further instructions on resetting your password.',
        ),
      ).toBeVisible();
    });

    await test.step('open the mailed link and choose a new password', async () => {
      const link = new URL(await latestResetLink(request, owner.email));
      expect(link.pathname).toBe('/login');
      await page.goto(`${link.pathname}${link.search}`);
      await expect(pageHeading(page, 'Change Password')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(owner.email);
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await page.getByLabel('New password').fill(newPassword);
      await page.getByLabel('Confirm password').fill(`${newPassword}x`);
      await submit(page).click();
      await expect(page.getByText('The new password and confirm should match.')).toBeVisible();
      await page.getByLabel('Confirm password').fill(newPassword);
      await expectNoAxeViolations(page, 'the change password form');
      await submit(page).click();
      await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
    });

    await test.step('the old password no longer works and the new one does', async () => {
      await main(page).getByRole('link', { name: 'Log in with your new password' }).click();
      await expect(pageHeading(page, 'Login')).toBeVisible();
      await login(page, owner.email, owner.password);
      await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
      await page.getByLabel('Password').fill(newPassword);
      await submit(page).click();
      await expectInApp(page);
    });
  });
});

test.describe('vets', () => {
  test('sign up with a verified mobile, log out and log in at /vendor/login', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const vet = { ...newPerson('vet'), firstName: 'Sam', lastName: 'Reed' };

    await test.step('sign up at /for-vet/signup, landing in /app/appointments', async () => {
      await page.goto('/for-vet/signup');
      await expect(pageHeading(page, 'Vet Signup')).toBeVisible();
      await page.getByLabel('Practice name (optional)').fill('Reed Animal Clinic');
      await fillSignup(page, request, vet);
      await submit(page).click();
      await expectInVendorApp(page);
    });

    await test.step('log out with the avatar menu', async () => {
      await logoutWithAvatarMenu(page, vet.email);
    });

    await test.step('log in at /vendor/login', async () => {
      await page.goto('/vendor/login');
      await expect(pageHeading(page, 'Vet Login')).toBeVisible();
      await main(page).getByRole('link', { name: 'Vet Signup' }).click();
      await expect(pageHeading(page, 'Vet Signup')).toBeVisible();
      await main(page).getByRole('link', { name: 'Vet Login' }).click();
      await expect(pageHeading(page, 'Vet Login')).toBeVisible();
      await login(page, vet.email, 'not-the-password');
      await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
      await login(page, vet.email, vet.password);
      await expectInVendorApp(page);
    });
  });
});
