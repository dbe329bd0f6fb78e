import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail, uniquePhone } from '../test-support/people';
import { expectNoAxeViolations } from './support/axe';
import { latestResetLink } from './support/outbox';
import { DEMO_PASSWORD, signIn, STAFF } from './support/people';

/**
 * The practice's Settings: staff who are not root admins open only their profile (the root
 * admins' tabs are the 404 page) and change their names, which the header shows at once; a root
 * admin adds a team member, who is mailed a link to set their password, and deletes them again;
 * a sub-domain in use is not another practice's to take.
 */
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');
/** The root admin of a practice that has no site yet (demo data). */
const RIVERSIDE_ROOT_ADMIN = 'grace.whitman@riversidepets.example.com';
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Screenshots of the screen on a phone and a desktop, for a look at the layout. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`${name}-${String(width)}.png`),
      fullPage: true,
    });
  }
}

/** A page of its own (own local storage) signed in as `email`. */
async function pageFor(browser: Browser, request: APIRequestContext, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, email, 'vendor');
  return page;
}

test('a staff member opens only their profile, and their new name shows in the header', async ({
  page,
}) => {
  const header = page.getByRole('banner');
  await test.step('log in at /vendor/login (a session the profile renews)', async () => {
    await page.goto('/vendor/login?redirect=%2Fapp%2Fsettings');
    await page.getByLabel('Email').fill(STAFF.priya);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/settings/profile');
  });

  await test.step('Settings holds only My Profile, e-mail and mobile read-only', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    await expect(tabs).toHaveText(['My Profile']);
    await expect(main(page).getByLabel('Email')).toHaveValue(STAFF.priya);
    await expect(main(page).getByLabel('Email')).not.toBeEditable();
    await expect(main(page).getByLabel('Mobile')).not.toBeEditable();
    await expect(main(page).getByLabel('Current password')).toBeVisible();
    await expectNoAxeViolations(page, 'a staff member’s My Profile');
    await screenshots(page, 'staff-profile');
  });

  await test.step('the root admins’ Team is the 404 page', async () => {
    await page.goto('/app/settings/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  await test.step('a new first name is saved and shows in the header without logging out', async () => {
    await page.goto('/app/settings');
    await expect(header.getByText('Priya Shah')).toBeVisible();
    await main(page).getByLabel('First name').fill('Priyanka');
    await main(page).getByRole('button', { name: 'Save details' }).click();
    await expect(main(page).getByText('Updated successfully!')).toBeVisible();
    await expect(header.getByText('Priyanka Shah')).toBeVisible();
    await page.reload();
    await expect(main(page).getByLabel('First name')).toHaveValue('Priyanka');
  });
});

test('a root admin adds a team member, who sets their password from the mail, and deletes them', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const maria = await pageFor(browser, request, STAFF.mariaRootAdmin);
  const nora = { email: uniqueEmail('nora', 'happypaws.example.com'), phone: uniquePhone() };

  await test.step('Settings opens Website; Domains and the Team tab, which lists the team without the root admin herself', async () => {
    await maria.goto('/app');
    await maria
      .getByRole('navigation', { name: 'Practice' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(maria.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
    await maria
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Domains' })
      .click();
    await expect(maria.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(main(maria).getByLabel('Sub-domain')).toHaveValue('happypaws');
    await expectNoAxeViolations(maria, 'Domains');
    await screenshots(maria, 'domains');
    await maria
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(maria.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(maria.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText([
      'Website',
      'Domains',
      'Team',
      'My Profile',
    ]);
    await expect(main(maria).getByText('Priya', { exact: false }).first()).toBeVisible();
    await expect(main(maria).getByText(STAFF.mariaRootAdmin)).toHaveCount(0);
    await expectNoAxeViolations(maria, 'the Team');
    await screenshots(maria, 'team');
  });

  await test.step('a new member needs their names, e-mail and mobile, not a password', async () => {
    await main(maria).getByRole('button', { name: 'Add team member' }).click();
    await main(maria).getByRole('button', { name: 'Save' }).click();
    await expect(main(maria).getByText('First name is required.')).toBeVisible();
    await main(maria).getByLabel('First name').fill('Nora');
    await main(maria).getByLabel('Last name').fill('Nurse');
    await main(maria).getByLabel('Email').fill(nora.email);
    await main(maria).getByLabel('Mobile').fill(nora.phone);
    await expectNoAxeViolations(maria, 'the new team member form');
    await screenshots(maria, 'team-add');
    await main(maria).getByRole('button', { name: 'Save' }).click();
    await expect(
      main(maria).getByText(
        `The team member is added. We sent ${nora.email} a link to set their password.`,
      ),
    ).toBeVisible();
    await expect(main(maria).getByText('Nora Nurse')).toBeVisible();
  });

  await test.step('the new member sets their password with the mailed link and logs in', async () => {
    const link = new URL(await latestResetLink(request, nora.email));
    expect(link.pathname).toBe('/vendor/login');
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByLabel('Email')).toHaveValue(nora.email);
    await page.getByLabel('New password').fill('nora-password-1');
    await page.getByLabel('Confirm password').fill('nora-password-1');
    await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
    const login = await request.post('/api/account/login', {
      data: { email: nora.email, password: 'nora-password-1', role: 'vendor' },
    });
    expect(login.ok()).toBe(true);
  });

  await test.step('deleting a member who manages listings asks who takes them over', async () => {
    await main(maria)
      .getByRole('button', { name: 'Delete Priya Shah' })
      .or(main(maria).getByRole('button', { name: 'Delete Priyanka Shah' }))
      .click();
    await expect(main(maria).getByLabel(/^Who takes over their listings\?/)).toBeVisible();
    await expectNoAxeViolations(maria, 'the delete question with a successor');
    await main(maria).getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('the new member is deleted', async () => {
    await main(maria).getByRole('button', { name: 'Delete Nora Nurse' }).click();
    await main(maria)
      .getByRole('group', { name: 'Delete Nora Nurse?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(main(maria).getByText('The team member is deleted.')).toBeVisible();
    await expect(main(maria).getByText('Nora Nurse')).toHaveCount(0);
  });
});

test('another practice cannot take a sub-domain in use', async ({ browser, request }) => {
  const grace = await pageFor(browser, request, RIVERSIDE_ROOT_ADMIN);
  await grace.goto('/app/settings/domains');
  await expect(grace.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await main(grace).getByLabel('Brand name').fill('Riverside Pet Care');
  await main(grace).getByLabel('Sub-domain').fill(' HappyPaws ');
  await main(grace).getByRole('button', { name: 'Save' }).click();
  await expect(main(grace).getByText('The domain is already taken!').first()).toBeVisible();
  await expectNoAxeViolations(grace, 'Domains with a taken sub-domain');
  await screenshots(grace, 'domains-taken');
});
