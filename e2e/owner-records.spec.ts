import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createOwner, createPet, signIn } from './support/people';

/**
 * The owner's health records, one of each kind: a document with a file (uploaded through a
 * presigned URL with its progress, saved, opened), a history entry and two measurements drawn as
 * a chart; all seen in the pet's read-only '/3' view. Who else may see them is covered by
 * functions/src/actions/health-records-access.int.test.ts.
 */
test.use({ timezoneId: 'UTC' });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(new RegExp(`^${label}( \\*)?$`));

test('an owner adds a document with a file, a history entry and measurements, and sees them in the record view', async ({
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

  await test.step('a history entry and two weights; the weights draw a chart', async () => {
    await page.goto(`/app/medical-records?pid=${String(petId)}&category=hh_allergies`);
    await main(page).getByRole('button', { name: 'Add record' }).click();
    const allergy = main(page).getByRole('form', { name: 'New Allergies record' });
    await field(page, 'Name').fill('Chicken protein');
    await allergy.getByRole('button', { name: 'Save' }).click();
    await expect(allergy.getByText('Reaction is required.')).toBeVisible();
    await field(page, 'Reaction').fill('Itchy paws');
    await allergy.getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('article', { name: 'Chicken protein' })).toBeVisible();

    await page.goto(`/app/medical-records?pid=${String(petId)}&category=ht_weight`);
    for (const [date, lbs] of [
      ['2026-09-01', '61'],
      ['2026-11-01', '64'],
    ] as const) {
      await main(page).getByRole('button', { name: 'Add record' }).click();
      const weight = main(page).getByRole('form', { name: 'New Weight record' });
      await field(page, 'Date').fill(date);
      await field(page, 'Weight \\(lbs\\)').fill(lbs);
      await weight.getByRole('button', { name: 'Save' }).click();
      await expect(main(page).getByRole('form')).toHaveCount(0);
    }
    await expect(
      main(page).getByRole('img', {
        name: 'Weight over time: 2 values from Sep 1, 2026 to Nov 1, 2026, between 61 and 64 lbs.',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'weight records with their chart');
  });

  await test.step('the read-only view shows the records, without actions', async () => {
    await page.goto(`/app/medical-records?pid=${String(petId)}&category=hd_imaging`);
    await main(page).getByRole('link', { name: 'Open the read-only record view' }).click();
    await expect(page).toHaveURL(`/3?pid=${String(petId)}&uid=${String(owner.id)}`);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Juniper’s health records' }),
    ).toBeVisible();
    const card = main(page).getByRole('article', { name: 'Abdominal ultrasound' });
    await expect(card.getByText('Nov 2, 2026')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Open ultrasound.pdf' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Chicken protein' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Nov 1, 2026' })).toBeVisible();
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
