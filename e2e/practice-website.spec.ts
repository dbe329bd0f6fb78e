import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD_HASH, unique, uniqueEmail, uniquePhone } from '../test-support/people';
import { adminGraphql, createPracticeWebsite } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { signIn, STAFF } from './support/people';
import { siteUrl } from './support/stack';

/**
 * The practice's Website (Settings, root admin): the brand name and the header section changed in
 * the rich-text editor show on the practice's own site; staff who are not root admins have no
 * Website tab and its address is the 404 page; the platform's own practice, which has no site,
 * is told that the main site is the platform's. A practice of its own, so the demo sites the
 * white-label journeys check stay as they are.
 */
const main = (page: Page) => page.getByRole('main');
const PLATFORM_ADMIN = 'admin@petwell.example.com';

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

/** A new approved practice with a site on a sub-domain and a root admin (the demo password). */
async function practiceWithSite(request: APIRequestContext) {
  const subDomain = `maple${unique()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
  const { vendorId } = await createPracticeWebsite(request, {
    name: 'Maple Vets',
    sub_domain: subDomain,
    header_section: '<h1>Maple Vets</h1><p>Our old welcome.</p>',
    body_section: '<h2>Opening hours</h2><p>Every weekday.</p>',
  });
  const email = uniqueEmail('maple-admin', 'maplevets.example.com');
  await adminGraphql(
    request,
    `mutation E2eRootAdmin($login: vendor_logins_insert_input!) {
      insert_vendor_logins_one(object: $login) { id }
    }`,
    {
      login: {
        vendor_id: vendorId,
        subrole: 1,
        first_name: 'Mia',
        last_name: 'Maple',
        email,
        phone: uniquePhone(),
        password: DEMO_PASSWORD_HASH,
      },
    },
  );
  return { subDomain, email };
}

test("a root admin changes the brand and the header, and the practice's site shows them", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { subDomain, email } = await practiceWithSite(request);
  await signIn(page, request, email, 'vendor');

  await test.step('Settings opens the Website tab first, with the editors and the preview', async () => {
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText([
      'Website',
      'Domains',
      'Team',
      'My Profile',
    ]);
    await expect(main(page).getByLabel('Brand name')).toHaveValue('Maple Vets');
    await expect(main(page).getByRole('textbox', { name: 'Header section' })).toContainText(
      'Our old welcome.',
    );
    await expect(main(page).getByRole('textbox', { name: 'Body section' })).toContainText(
      'Every weekday.',
    );
    await expect(main(page).getByTestId('website-preview')).toContainText('Our old welcome.');
    await expectNoAxeViolations(page, 'the Website tab');
    await screenshots(page, 'website');
  });

  await test.step("the brand name is required: 'Brand name is required.'", async () => {
    await main(page).getByLabel('Brand name').fill('');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Brand name is required.')).toBeVisible();
  });

  await test.step("a new brand and header are saved: 'Updated successfully!'", async () => {
    await main(page).getByLabel('Brand name').fill('Maple Street Vets');
    const header = main(page).getByRole('textbox', { name: 'Header section' });
    await header.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Welcome to Maple Street, open late on Thursdays.');
    await main(page).getByRole('button', { name: 'Bold' }).first().click();
    await expect(main(page).getByTestId('website-preview')).toContainText(
      'Welcome to Maple Street, open late on Thursdays.',
    );
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Updated successfully!')).toBeVisible();
    // The app's header shows the practice's brand at once.
    await expect(page.getByRole('banner').getByText('Maple Street Vets')).toBeVisible();
    await page.reload();
    await expect(main(page).getByLabel('Brand name')).toHaveValue('Maple Street Vets');
    await expect(main(page).getByRole('textbox', { name: 'Header section' })).toContainText(
      'Welcome to Maple Street',
    );
  });

  await test.step("the practice's site (its sub-domain) shows the new brand and header", async () => {
    await page.goto(siteUrl(subDomain));
    await expect(
      page.getByRole('banner').getByText('Maple Street Vets', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Welcome to Maple Street, open late on Thursdays.')).toBeVisible();
    await expect(page.getByText('Our old welcome.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  });
});

test('a staff member who is not a root admin has no Website tab, and its address is the 404 page', async ({
  page,
  request,
}) => {
  await signIn(page, request, STAFF.priya, 'vendor');
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText([
    'My Profile',
  ]);
  await page.goto('/app/settings/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("the platform's own practice is told its site is the platform's main site", async ({
  page,
  request,
}) => {
  await signIn(page, request, PLATFORM_ADMIN, 'vendor');
  for (const [tab, path] of [
    ['Website', '/app/settings/site'],
    ['Domains', '/app/settings/domains'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
    await expect(
      main(page).getByRole('heading', { name: 'The main site is the platform’s' }),
    ).toBeVisible();
    await expect(main(page).getByLabel('Sub-domain')).toHaveCount(0);
    await expect(main(page).getByLabel('Brand name')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'the platform practice’s Domains');
  await screenshots(page, 'domains-platform');
});
