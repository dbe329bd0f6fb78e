import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createOwner, createPet, signIn } from './support/people';

/**
 * The owner's health records: a document record with a file,
 * uploaded through a presigned URL with its progress, saved, opened, and seen in the pet's
 * read-only '/3' view. Who else may see it is covered by hasura/test/health-records-access.
 */
test.use({ timezoneId: 'UTC' });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(new RegExp(`^${label}( \\*)?$`));

test('an owner adds an imaging record with a file and sees it in the record view', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwner(request, 'records');
  const petId = await createPet(request, owner.id, 'Juniper');
  await signIn(page, request, owner.email);

  await test.step('the pet’s records open at their category, empty', async () => {
    await page.goto(`/app/medical-records?pid=${String(petId)}&category=hd_imaging`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Medical Records' }),
    ).toBeVisible();
    await expect(main(page).getByRole('radio', { name: 'Juniper' })).toBeChecked();
    const imaging = main(page).getByRole('region', { name: 'Imaging' });
    await expect(imaging.getByText('No Records Found')).toBeVisible();
    await expectNoAxeViolations(page, 'medical records, empty category');
  });

  await test.step('a required field missing is refused; a file uploads with its progress', async () => {
    await main(page).getByRole('button', { name: 'Add record' }).click();
    const form = main(page).getByRole('form', { name: 'New Imaging record' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Type is required.')).toBeVisible();
    await expect(form.getByText('Please upload at least one file.')).toBeVisible();
    await field(page, 'Type').selectOption('Ultrasound');
    await field(page, 'Name').fill('Abdominal ultrasound');
    await field(page, 'Date').fill('2026-11-02');
    await form
      .getByLabel('Files', { exact: true })
      .setInputFiles({ name: 'ultrasound.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('ultrasound.pdf uploaded.')).toBeVisible();
    await expectNoAxeViolations(page, 'imaging record form');
    await form.getByRole('button', { name: 'Save' }).click();
  });

  await test.step('saving closes the form and lists the record; its file opens', async () => {
    const card = main(page).getByRole('article', { name: 'Abdominal ultrasound' });
    await expect(card).toBeVisible();
    await expect(main(page).getByRole('form')).toHaveCount(0);
    await expect(card.getByText('Ultrasound', { exact: true })).toBeVisible();
    const signed = page.waitForResponse((r) => r.url().endsWith('/files/sign'));
    const popup = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Open ultrasound.pdf' }).click();
    expect((await signed).status()).toBe(200);
    await (await popup).close();
  });

  await test.step('the read-only view shows the record, without actions', async () => {
    await main(page).getByRole('link', { name: 'Open the read-only record view' }).click();
    await expect(page).toHaveURL(`/3?pid=${String(petId)}&uid=${String(owner.id)}`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Juniper’s health records' }),
    ).toBeVisible();
    const card = main(page).getByRole('article', { name: 'Abdominal ultrasound' });
    await expect(card.getByText('Nov 2, 2026')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Open ultrasound.pdf' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'record view');
  });

  await test.step('another owner’s pet is the 404 page', async () => {
    await page.goto(`/3?pid=1&uid=1`);
    await expect(page).toHaveURL('/404');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
  });
});
