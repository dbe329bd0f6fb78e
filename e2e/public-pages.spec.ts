import { expect, type Page, test } from '@playwright/test';
import { isSubscribed } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/people';
import { uniqueEmail } from '../test-support/people';

/** Every public page and its h1. */
const PAGES: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'Pet care from vets you trust'],
  ['/pet-health-assessment/', 'Pet Health Assessment'],
  ['/e-consultation/', 'e-Consultation'],
  ['/talk-to-a-vet/', 'Talk to a Vet'],
  ['/second-medical-opinion/', 'Second Medical Opinion'],
  ['/pet-medical-records/', 'Pet Medical Records'],
  ['/pricing/', 'Pricing'],
  ['/for-vet/', 'For Vets'],
  ['/download-app/', 'Download the App'],
  ['/vet-practice-management-solution/', 'Vet Practice Management Solution'],
  ['/become-petwell-vet/', 'Become a Panel Vet'],
  ['/partner-relief-vet/', 'Partner Relief Vet'],
  ['/about/', 'About Us'],
  ['/leadership-team/', 'Leadership Team'],
  ['/our-partners/', 'Our Partners'],
  ['/shelter-partnership/', 'Shelter Program'],
  ['/shelter-program/', 'Shelter Program'],
  ['/faqs/', 'Frequently Asked Questions'],
  ['/contact-us/', 'Contact Us'],
  ['/news/', 'News'],
  ['/privacy-policy/', 'Privacy Policy'],
  ['/terms-conditions/', 'Terms & Conditions'],
  ['/vet-appointments/', 'Vet Appointments'],
  ['/vet-house-call', 'Vet House Call'],
  ['/login', 'Login'],
  ['/signup', 'Sign Up'],
  ['/vendor/login', 'Vet Login'],
];

const pageHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');
const scrollTo = (page: Page, y: number) =>
  page.evaluate<unknown>(`window.scrollTo(0, ${String(y)})`);

test.describe('every public page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [path, heading] of PAGES) {
    test(`${path} shows "${heading}" and has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page, heading)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, path);
    });
  }
});

/** The elements React removed from the page since it loaded (none when it hydrated the HTML). */
const RECORD_REMOVALS = `
  window.__removed = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node.nodeType === 1) window.__removed.push(node.tagName + '.' + node.className);
  }).observe(document, { childList: true, subtree: true });
`;

/** The header's elements that moved (layout shifts, as CLS counts them), as `window.__headerShifts`. */
const RECORD_HEADER_SHIFTS = `
  window.__headerShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      for (const source of entry.sources ?? []) {
        const element = source.node?.nodeType === 1 ? source.node : source.node?.parentElement;
        if (element?.closest('header'))
          window.__headerShifts.push(element.tagName + '.' + element.className);
      }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The console's errors and the page's uncaught exceptions, as they come. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe("the main site's prerendered pages", () => {
  test('show their content before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading] of [
        ['/', 'Pet care from vets you trust'],
        ['/pricing/', 'Pricing'],
        ['/privacy-policy/', 'Privacy Policy'],
      ] as const) {
        await page.goto(path);
        await expect(pageHeading(page, heading)).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
        expect(await page.title()).toContain('| Petwell');
      }
      // The login page is there with its form, which cannot be used without the app.
      await page.goto('/login');
      await expect(pageHeading(page, 'Login')).toBeVisible();
      // (Playwright's getByText passes over <noscript>; the paragraph in it is found by role.)
      await expect(
        page
          .getByRole('paragraph')
          .filter({ hasText: 'Please turn on JavaScript in your browser' }),
      ).toBeVisible();
      await expect(page.getByLabel('Email')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      // The vet list is there with its search; its vets come once the app runs.
      await page.goto('/vet-appointments/list');
      await expect(pageHeading(page, 'Book a Clinic Visit')).toBeVisible();
      await expect(page.getByRole('search', { name: 'Search vets' })).toBeVisible();
      // The owner's appointments are the owner's frame, with a note that the account needs the app.
      await page.goto('/app/my-appointments');
      await expect(pageHeading(page, 'My Appointments')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'My account' })).toContainText('Logout');
      await expect(
        page.getByRole('paragraph').filter({ hasText: 'your account’s pages need it' }),
      ).toBeVisible();
      await expect(page.getByLabel('Status')).toBeDisabled();
      // Any other signed-in screen is not prerendered: the app's own index.html.
      await page.goto('/app/my-pets');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  for (const [path, heading] of [
    ['/pricing/', 'Pricing'],
    ['/for-vet/', 'For Vets'],
  ] as const) {
    test(`${path}: the app takes the HTML over as it is, styled from the start, and it works`, async ({
      page,
    }) => {
      const problems = recordProblems(page);
      await page.addInitScript(RECORD_REMOVALS);
      const response = await page.goto(path);
      const sent = (await response?.text()) ?? '';
      expect(sent).toContain('data-prerendered=');
      await expect(pageHeading(page, heading)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated: the header's menu answers, and nothing React drew was thrown away and redrawn.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await page.evaluate<string[]>('window.__removed')).toEqual([]);
      // Its styles were all in the HTML: the page's code brought no stylesheet of its own.
      const sheets = await page.locator('link[rel="stylesheet"]').count();
      expect(sheets).toBe(sent.match(/rel="stylesheet"/g)?.length ?? 0);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page, `${path} hydrated`);
    });
  }

  test('/login: the form waits for the app, which takes the page over as it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.addInitScript(RECORD_REMOVALS);
    const response = await page.goto('/login');
    const sent = (await response?.text()) ?? '';
    expect(sent).toContain('data-prerendered=');
    expect(sent).toMatch(/<fieldset[^>]* disabled=""/);
    const email = page.getByLabel('Email');
    await expect(email).toBeEnabled();
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Please turn on JavaScript in your browser' }),
    ).toHaveCount(0);
    expect(await page.evaluate<string[]>('window.__removed')).toEqual([]);
    await email.fill('emma.thompson@example.com');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page, '/login hydrated');
  });

  test('the vet list: the app takes the page over and puts the vets in their places', async ({
    page,
  }) => {
    await page.addInitScript(RECORD_REMOVALS);
    const response = await page.goto('/vet-appointments/list');
    const sent = (await response?.text()) ?? '';
    expect(sent).toContain('data-prerendered=');
    expect(sent).not.toContain('<article');
    await expect(page.getByRole('article').first()).toBeVisible();
    // Nothing but the loading line and the cards' placeholders was taken away.
    const removed = await page.evaluate<string[]>('window.__removed');
    expect(
      removed.filter((node) => !/^(P\.loading|DIV\.vet-card vet-card-placeholder)$/.test(node)),
    ).toEqual([]);
    expect(removed).toContain('DIV.vet-card vet-card-placeholder');
    // The search works as in the app: the list follows the box and the address keeps it.
    await page.getByLabel('Doctor, clinic or specialization').fill('Gonzalez');
    await expect(page).toHaveURL(/\?q=Gonzalez/);
    await expect(page.getByRole('heading', { name: /Dr\. Maria Gonzalez/ })).toBeVisible();
    await expectNoAxeViolations(page, 'vet list hydrated');
  });

  test('the vet list: what is typed before the app runs is the search once it does', async ({
    page,
  }) => {
    // The app's entry script held back, as on a slow phone: the prerendered boxes take typing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/vet-appointments/list', { waitUntil: 'commit' });
    await page.getByLabel('Doctor, clinic or specialization').fill('Gonzalez');
    release();
    await expect(page).toHaveURL(/\?q=Gonzalez$/);
    await expect(page.getByRole('heading', { name: /Dr\. Maria Gonzalez/ })).toBeVisible();
    await expect(page.getByLabel('Doctor, clinic or specialization')).toHaveValue('Gonzalez');
  });

  test('a signed-in owner who opens /login goes on to the app', async ({ page, request }) => {
    await signIn(page, request, 'emma.thompson@example.com');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app/);
  });

  test('a signed-in owner gets their account menu on a prerendered page', async ({
    page,
    request,
  }) => {
    await signIn(page, request, 'emma.thompson@example.com');
    await page.goto('/pricing/');
    await expect(
      page.getByRole('button', { name: /Account menu for emma.thompson@example.com/ }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test("/app/my-appointments: the app takes the owner's frame over and fills it with her bookings", async ({
    page,
    request,
  }) => {
    const problems = recordProblems(page);
    await signIn(page, request, 'emma.thompson@example.com');
    await page.addInitScript(RECORD_REMOVALS);
    await page.addInitScript(RECORD_HEADER_SHIFTS);
    const response = await page.goto('/app/my-appointments');
    const sent = (await response?.text()) ?? '';
    expect(sent).toContain('data-prerendered=');
    expect(sent).toContain('<h1>My Appointments</h1>');
    expect(sent).not.toContain('emma');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'PQC-1', exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Account menu for emma.thompson@example.com/ }),
    ).toBeVisible();
    // Only the placeholders went: the loading line, the avatar's place and the no-JavaScript note.
    const removed = await page.evaluate<string[]>('window.__removed');
    expect(
      removed.filter((node) => !/^(P\.loading|SPAN\.avatar-placeholder|NOSCRIPT\.)$/.test(node)),
    ).toEqual([]);
    expect(removed).toContain('P.loading');
    // At 1280 px the navigation stays where it was painted when the owner's name arrives.
    await expect(page.getByRole('banner').getByText('Emma Thompson')).toBeVisible();
    expect(await page.evaluate<string[]>('window.__headerShifts')).toEqual([]);
    // The filters are the app's: the completed bookings replace the upcoming ones.
    await page.getByLabel('Status').selectOption({ label: 'Complete' });
    await expect(main.getByRole('heading', { level: 2, name: 'PQC-2', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'PQC-1', exact: true })).toHaveCount(
      0,
    );
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page, '/app/my-appointments hydrated');
  });

  test('/app/my-appointments: a visitor without a session goes on to the login page', async ({
    page,
  }) => {
    await page.goto('/app/my-appointments');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fmy-appointments$/);
    await expect(pageHeading(page, 'Login')).toBeVisible();
  });

  test('a link with a query gets the app itself, which acts on it', async ({ page }) => {
    const response = await page.goto('/pricing/?utm_source=mail');
    expect(await response?.text()).not.toContain('data-prerendered=');
    await expect(pageHeading(page, 'Pricing')).toBeVisible();
  });
});

test.describe('the site frame', () => {
  test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
    await page.goto('/no-such-page/');
    await expect(pageHeading(page, 'Page not found')).toBeVisible();
    await expectNoAxeViolations(page, '404 page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(pageHeading(page, 'Pet care from vets you trust')).toBeVisible();
  });

  test('a new page starts at the top after the visitor scrolled down', async ({ page }) => {
    await page.goto('/about/');
    await expect(pageHeading(page, 'About Us')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await footer.getByRole('link', { name: 'FAQs' }).click();
    await expect(pageHeading(page, 'Frequently Asked Questions')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the header turns white after 100 px of scrolling and not before', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, 'Pet care from vets you trust')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/\bis-solid\b/);
    await scrollTo(page, 100);
    await expect.poll(() => scrollY(page)).toBe(100);
    await expect(header).not.toHaveClass(/\bis-solid\b/);
    await scrollTo(page, 150);
    await expect(header).toHaveClass(/\bis-solid\b/);
    await scrollTo(page, 0);
    await expect(header).not.toHaveClass(/\bis-solid\b/);
  });

  test('the services menu opens with the keyboard and lists the services', async ({ page }) => {
    await page.goto('/');
    // The home page is prerendered: its menu works once the app has taken the page over.
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const services = [
      'Clinic Visit',
      'e-Consultation',
      'Talk to a Vet',
      'Second Medical Opinion',
      'Vet House Call',
      'Pet Health Assessment',
      'Pet Medical Records',
    ];
    for (const name of services) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Clinic Visit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'Vet Appointments')).toBeVisible();
  });

  test('below 850 px the menu button shows and toggles the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    // The home page is prerendered: its menu button works once the app has taken the page over.
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await expect(nav).toBeHidden();
    await open.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await close.click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('at 1024 px the navigation shows without a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
  ] as const) {
    test(`the navigation is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page, heading)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Services' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    });
  }

  test('?cc=GOLD shows the Gold plan client logo in the header', async ({ page }) => {
    await page.goto('/about/?cc=GOLD');
    const banner = page.getByRole('banner');
    // The seeded logo URL is on a reserved domain: the image cannot load offline, and the header
    // then shows the plan as a text badge instead of a broken image.
    await expect(
      banner.getByRole('img', { name: 'Gold member' }).or(banner.getByText('Gold member')),
    ).toBeVisible();
  });

  test('a page without ?cc shows no client logo', async ({ page }) => {
    await page.goto('/about/');
    await expect(pageHeading(page, 'About Us')).toBeVisible();
    await expect(page.getByRole('img', { name: /member$/ })).toHaveCount(0);
  });
});

test.describe('the footer newsletter box', () => {
  test('refuses a bad address and stores a good one', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The form loads as the footer comes near the viewport, as a visitor scrolls down to it.
    await footer.scrollIntoViewIfNeeded();
    const box = footer.getByLabel('Subscribe to our newsletter');
    await box.fill('not-an-address');
    await footer.getByRole('button', { name: 'Submit' }).click();
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();

    const email = uniqueEmail('newsletter');
    await box.fill(email);
    await footer.getByRole('button', { name: 'Submit' }).click();
    await expect(
      footer.getByText(`Thanks! We will send our newsletter to ${email}.`),
    ).toBeVisible();
    expect(await isSubscribed(request, email)).toBe(true);
  });
});

test.describe('the contact form', () => {
  test('checks the fields, then sends the request through a client it loads itself', async ({
    page,
  }) => {
    // The page opens without the GraphQL client or the form's rules (their own chunks, after it).
    await page.goto('/contact-us');
    const main = page.locator('#main');
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(main.getByText('Please enter your name.')).toBeVisible();
    await expect(main.getByLabel('Your Name')).toBeFocused();

    await main.getByLabel('Your Name').fill('Ann Lee');
    await main.getByLabel('Company').fill('Paws Shelter');
    await main.getByLabel('Your Email').fill(uniqueEmail('contact'));
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(
      main.getByText('Thank you! We have received your message and will contact you'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'contact form sent');
  });
});
