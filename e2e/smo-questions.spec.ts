import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { outboxMessages } from './support/outbox';
import { createOwner, createPet, type Owner, signIn } from './support/people';

/**
 * Where an owner's second opinion and free question end: the owner orders them (the SMO paid
 * with the test card, the question free), the platform's root admin assigns each to a vet after
 * the spec's question, answers it with a file and completes it, and the owner is mailed and reads
 * the answer. Who may do what is covered by functions/src/actions/service-request-answers.int.test.ts.
 */
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC' });

const PLATFORM_ADMIN = 'admin@petwell.example.com';
const PLATFORM_VET = 'Nina Alvarez';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PHONE = { width: 390, height: 844 };

const main = (page: Page) => page.getByRole('main');

/** A page of its own (own local storage) signed in as `email`. */
async function pageFor(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  role: 'user' | 'vendor',
): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, request, email, role);
  return page;
}

/** The owner's newest request of a type (admin). */
async function newestRequest(request: APIRequestContext, owner: Owner, type: string) {
  const data = await adminGraphql<{ service_requests: { id: number; vendor_id: number }[] }>(
    request,
    `query E2eRequests($user: Int!, $type: service_request_types_enum!) {
      service_requests(where: { user_id: { _eq: $user }, type: { _eq: $type } },
        order_by: { id: desc }, limit: 1) { id vendor_id } }`,
    { user: owner.id, type },
  );
  const [row] = data.service_requests;
  if (!row) throw new Error(`no ${type} of owner ${String(owner.id)}`);
  return row;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  await page.setViewportSize(PHONE);
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width, `${where} is ${String(width)} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The platform's root admin assigns a request to the platform vet, answers and completes it. */
async function assignAndComplete(
  admin: Page,
  name: string,
  kind: 'SMO' | 'question',
  answer: string,
) {
  const item = main(admin).getByRole('article', { name });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await item.getByLabel(`Assign ${name} to`).selectOption({ label: PLATFORM_VET });
  await item.getByRole('button', { name: `Assign ${name}` }).click();
  const confirm = admin.getByRole('alertdialog', {
    name: `Are you sure you want to assign the ${kind}?`,
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Assign' }).click();
  await expect(main(admin).getByText(`${name} was assigned to ${PLATFORM_VET}.`)).toBeVisible();
  await expect(item.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(item.getByRole('definition').filter({ hasText: PLATFORM_VET })).toBeVisible();

  await item.getByLabel(`Answer to ${name}`).fill(answer);
  await item.getByLabel('Files for the owner').setInputFiles({
    name: 'care-plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(item.getByText('care-plan.pdf uploaded.')).toBeVisible();
  await expectNoAxeViolations(admin, `the answer form of ${name}`);
  await item.getByRole('button', { name: `Complete ${name}` }).click();
  const final = admin.getByRole('alertdialog', {
    name: `Complete ${name} and send the answer to the owner?`,
  });
  await final.getByRole('button', { name: 'Complete' }).click();
  await expect(
    main(admin).getByText(`${name} was completed and the owner was e-mailed.`),
  ).toBeVisible();
  await expect(item.getByText('Completed', { exact: true })).toBeVisible();
  await expect(item.getByText(answer)).toBeVisible();
}

test('an owner’s second opinion is assigned, answered and completed by the platform', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createOwner(request, 'smo');
  await createPet(request, owner.id, 'Biscuit');
  const ownerPage = await pageFor(browser, request, owner.email, 'user');

  await test.step('the owner orders a second opinion and pays with the test card', async () => {
    await ownerPage.goto('/second-medical-opinion/order');
    await ownerPage.getByRole('radio', { name: /Biscuit/ }).click();
    await ownerPage
      .getByLabel(/^Details of the first opinion/)
      .fill('Partial cruciate tear on X-rays; TPLO surgery advised.');
    await ownerPage.getByLabel(/^Your question/).fill('Is a brace and physiotherapy enough?');
    await ownerPage.getByLabel('Documents', { exact: true }).setInputFiles({
      name: 'xray-report.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(ownerPage.getByText('xray-report.pdf uploaded.')).toBeVisible();
    await ownerPage.getByLabel(/^I authorize/).check();
    await ownerPage.getByRole('button', { name: 'Continue to Checkout' }).click();
    await ownerPage.getByLabel('Name on card').fill('Olivia Parker');
    await ownerPage.getByLabel('Card number').fill('4242424242424242');
    await ownerPage.getByLabel('Expiry month (MM/YY)').fill('12/30');
    await ownerPage.getByLabel('Security code').fill('123');
    await ownerPage.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(ownerPage.getByText('Thanks for your Order!')).toBeVisible();
  });

  const smo = await newestRequest(request, owner, 'smo');
  const name = `SMO-${String(smo.id)}`;

  await test.step('the owner sees it New, with the promised answer time', async () => {
    await ownerPage.goto('/app/my-smo');
    const row = main(ownerPage).getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(
      row.getByText('A vet answers your second opinion within 24–48 hours.'),
    ).toBeVisible();
  });

  const admin = await pageFor(browser, request, PLATFORM_ADMIN, 'vendor');
  await test.step('the platform finds it under SMO Requests with the owner and documents', async () => {
    await admin.goto('/app');
    await admin
      .getByRole('navigation', { name: 'Practice' })
      .getByRole('link', { name: 'SMO Requests' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'SMO Requests' })).toBeVisible();
    const item = main(admin).getByRole('article', { name });
    await expect(item.getByText(`${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await expect(item.getByText('Is a brace and physiotherapy enough?')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Open xray-report.pdf' })).toBeVisible();
    await expectNoAxeViolations(admin, 'the SMO requests');
    await expectNoSidewaysScroll(admin, 'the SMO requests');
  });

  await test.step('it is assigned to a platform vet, answered with a file and completed', async () => {
    await assignAndComplete(admin, name, 'SMO', 'A brace and six weeks of physiotherapy first.');
  });

  await test.step('the owner is mailed and reads the second opinion with its file', async () => {
    await expect
      .poll(async () =>
        (await outboxMessages(request, owner.email)).some(
          (message) => message.subject === `Your second medical opinion ${name} is ready`,
        ),
      )
      .toBe(true);
    await ownerPage.goto('/app/my-smo');
    const row = main(ownerPage).getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByRole('heading', { name: 'Second opinion' })).toBeVisible();
    await expect(row.getByText('A brace and six weeks of physiotherapy first.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Open care-plan.pdf' })).toBeVisible();
    await expect(row.getByText(/within 24–48 hours/)).toHaveCount(0);
    await expectNoAxeViolations(ownerPage, 'the owner’s completed SMO');
  });
  await ownerPage.context().close();
  await admin.context().close();
});

test('an owner’s free question is answered by the platform', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = await createOwner(request, 'question');
  await createPet(request, owner.id, 'Mochi');
  const ownerPage = await pageFor(browser, request, owner.email, 'user');
  const question = 'Can Mochi eat grapes as a treat?';

  await test.step('the owner asks a question for free', async () => {
    await ownerPage.goto('/talk-to-a-vet/order');
    await ownerPage.getByRole('radio', { name: /Mochi/ }).click();
    await ownerPage.getByLabel(/^Your question/).fill(question);
    await ownerPage.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(ownerPage.getByText('Nothing to pay: no card is needed.')).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(ownerPage.getByText('Thanks for your Order!')).toBeVisible();
    await ownerPage.goto('/app/my-questions');
    const asked = main(ownerPage).getByRole('article').filter({ hasText: question });
    await expect(asked.getByText('A vet answers your question within 36 hours.')).toBeVisible();
  });

  const asked = await newestRequest(request, owner, 'free_question');
  const name = `Question ${String(asked.id)}`;
  const admin = await pageFor(browser, request, PLATFORM_ADMIN, 'vendor');

  await test.step('the platform assigns, answers and completes it under Questions', async () => {
    await admin.goto('/app/smo-requests');
    await admin
      .getByRole('navigation', { name: 'Practice' })
      .getByRole('link', { name: 'Questions' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await expect(main(admin).getByRole('article', { name }).getByText(question)).toBeVisible();
    await expectNoAxeViolations(admin, 'the questions');
    await expectNoSidewaysScroll(admin, 'the questions');
    await assignAndComplete(admin, name, 'question', 'No: grapes are toxic to cats and dogs.');
  });

  await test.step('the owner is mailed and reads the answer', async () => {
    await expect
      .poll(async () =>
        (await outboxMessages(request, owner.email)).some(
          (message) => message.subject === 'A vet answered your question',
        ),
      )
      .toBe(true);
    await ownerPage.goto('/app/my-questions');
    const answered = main(ownerPage).getByRole('article').filter({ hasText: question });
    await expect(answered.getByText('Completed', { exact: true })).toBeVisible();
    await expect(answered.getByText('No: grapes are toxic to cats and dogs.')).toBeVisible();
    await expect(answered.getByRole('button', { name: 'Open care-plan.pdf' })).toBeVisible();
    await expectNoAxeViolations(ownerPage, 'the owner’s answered question');
  });
  await ownerPage.context().close();
  await admin.context().close();
});
