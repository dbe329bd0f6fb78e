import { expect, type Page, test } from '@playwright/test';
import { createPracticeWebsite, updateWebsite } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { siteUrl } from './support/stack';
import { armPayload, XSS_PAYLOADS } from '../test-support/xss-payloads';

/** Practice (white-label) sites on a sub-domain or a domain of their own (docs/demo-data.md). */

const pageHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('a practice site on a sub-domain', () => {
  test('shows the practice, its header HTML, the booking section and the minimal footer', async ({
    page,
  }) => {
    await page.goto(siteUrl('happypaws'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Happy Paws', exact: true })).toBeVisible();
    await expect(pageHeading(page, 'Happy Paws Veterinary Clinic')).toBeVisible();
    await expect(page.getByText(/Family vet care in Brooklyn since 2009/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why families choose Happy Paws' }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: 'Services' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'For Vets' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Powered by Petwell')).toBeVisible();
    // In view, where the main site's footer loads its newsletter box: a practice's site has none.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByLabel('Subscribe to our newsletter')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the Happy Paws site');
  });

  test('answers the main site only pages with the 404 page', async ({ page }) => {
    await page.goto(siteUrl('happypaws', '/pricing/'));
    await expect(pageHeading(page, 'Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('serves the privacy policy and the login page', async ({ page }) => {
    await page.goto(siteUrl('happypaws', '/privacy-policy/'));
    await expect(pageHeading(page, 'Privacy Policy')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Happy Paws', { exact: true })).toBeVisible();
    await page.goto(siteUrl('happypaws', '/login'));
    await expect(pageHeading(page, 'Login')).toBeVisible();
  });

  test('an unknown sub-domain shows "Site not found"', async ({ page }) => {
    await page.goto(siteUrl('nosuch'));
    await expect(pageHeading(page, 'Site not found')).toBeVisible();
  });
});

test('a practice site on its custom domain shows the practice', async ({ page }) => {
  await page.goto(siteUrl('brightcare.localhost'));
  await expect(
    page.getByRole('banner').getByText('BrightCare Animal Hospital', { exact: true }),
  ).toBeVisible();
  await expect(pageHeading(page, 'BrightCare Animal Hospital')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
});

test.describe('the Content-Security-Policy', () => {
  for (const [label, url] of [
    ['a practice site', siteUrl('happypaws')],
    ['the main site', '/'],
  ] as const) {
    test(`of ${label} allows no inline script`, async ({ page }) => {
      const response = await page.goto(url);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name = '', ...values]) => [name, values]),
      );
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
      expect(scriptSrc, `no script-src in "${csp}"`).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain('*');
      expect(directives.get('object-src')).toEqual(["'none'"]);
    });
  }
});

/**
 * What survived sanitising in the practice's HTML sections and could run script: script-like
 * elements, event handler attributes, javascript:/vbscript:/data:text/html URLs.
 */
const FIND_DANGEROUS = `(() => {
  const found = [];
  const elements = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'style'];
  for (const root of document.querySelectorAll('.vendor-html')) {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (elements.includes(tag)) found.push('<' + tag + '>');
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(tag + ' ' + name);
        else if (/^(javascript|vbscript|data:text\\/html)/.test(value)) found.push(tag + ' ' + name + '=' + attr.value);
      }
    }
  }
  return found;
})()`;

/** Opens the practice site, pokes at its HTML, and asserts that no payload ran. */
async function expectNothingRan(page: Page, url: string, marker: string, context: string) {
  const dialogs: string[] = [];
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await page.goto(url);
  await expect(page.getByText(marker, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
  // Click every link and button of the practice's HTML (a javascript: URL runs on click).
  for (const target of await page.locator('.vendor-html a, .vendor-html button').all()) {
    await target.click({ timeout: 1_000, force: true }).catch(() => undefined);
  }
  await page.waitForLoadState('networkidle');
  page.off('dialog', onDialog);
  expect(page.url(), context).toBe(url);
  expect(await page.evaluate<string>('typeof window.__xss'), context).toBe('undefined');
  expect(dialogs, context).toEqual([]);
  expect(await page.evaluate<string[]>(FIND_DANGEROUS), context).toEqual([]);
}

test.describe('script injection through a practice site HTML (X1)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the practice name is shown as text, never as HTML', async ({ page, request }) => {
    const subDomain = `xssname-${String(Date.now())}`;
    const name = '<img src=x onerror="void(window.__xss=1)">Evil Vets';
    await createPracticeWebsite(request, { name, sub_domain: subDomain });
    await page.goto(siteUrl(subDomain));
    await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<string>('typeof window.__xss')).toBe('undefined');
  });

  test(`with the page's CSP on, ${String(XSS_PAYLOADS.length)} payloads on one page never run`, async ({
    page,
    request,
  }) => {
    const subDomain = `xssall-${String(Date.now())}`;
    const html = XSS_PAYLOADS.map((p, i) => `<div>${armPayload(p, i + 1)}</div>`).join('\n');
    await createPracticeWebsite(request, {
      name: 'XSS Test Vets',
      sub_domain: subDomain,
      header_section: `<p>All payloads</p>${html}`,
      body_section: html,
    });
    await expectNothingRan(page, siteUrl(subDomain), 'All payloads', 'all payloads');
  });

  // Without the CSP, a handler or script that survived sanitising would run: this checks the
  // sanitiser alone, one payload per page load.
  test.describe('with the CSP switched off in the browser (the sanitiser alone)', () => {
    test.use({ bypassCSP: true });
    const CHUNKS = 4;
    const size = Math.ceil(XSS_PAYLOADS.length / CHUNKS);
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      const first = chunk * size;
      const payloads = XSS_PAYLOADS.slice(first, first + size);
      test(`payloads ${String(first + 1)} to ${String(first + payloads.length)} never run`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const subDomain = `xsstest-${String(chunk)}-${String(Date.now())}`;
        const { websiteId } = await createPracticeWebsite(request, {
          name: 'XSS Test Vets',
          sub_domain: subDomain,
        });
        for (const [index, payload] of payloads.entries()) {
          const n = first + index + 1;
          const armed = armPayload(payload, n);
          await updateWebsite(request, websiteId, {
            header_section: `<p>Payload ${String(n)}</p>${armed}`,
            body_section: `<p>Body of payload ${String(n)}</p>${armed}`,
          });
          await expectNothingRan(
            page,
            siteUrl(subDomain),
            `Payload ${String(n)}`,
            `payload ${String(n)}: ${armed}`,
          );
        }
      });
    }
  });
});
