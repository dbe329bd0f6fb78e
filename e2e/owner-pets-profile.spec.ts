import { expect, type Page, test } from '@playwright/test';
import { adminGraphql } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createOwner, DEMO_PASSWORD, type Owner } from './support/people';

/**
 * The owner's My Pets and My Profile screens: a pet
 * added, edited and deleted (soft delete); the names and the picture changed, and shown in the
 * header at once, without logging out.
 */
test.use({ timezoneId: 'UTC' });

/** An 8×8 PNG: the avatar editor needs a picture the browser can decode. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EaCBFTEMLQkAaplQAc/OcKAAAAAASUVORK5CYII=',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/**
 * Logs in through the login page, as an owner does: the browser then holds the refresh cookie
 * that renews the token after a profile change.
 */
async function logIn(page: Page, owner: Owner) {
  await page.goto('/login');
  await main(page).getByLabel('Email').fill(owner.email);
  await main(page).getByLabel('Password').fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(menu(page)).toBeVisible();
}

async function petRows(request: Parameters<typeof adminGraphql>[0], userId: number) {
  const data = await adminGraphql<{ pets: { id: number; name: string; status: number }[] }>(
    request,
    `query E2eOwnerPets($userId: Int!) {
       pets(where: { user_id: { _eq: $userId } }, order_by: { id: asc }) { id name status }
     }`,
    { userId },
  );
  return data.pets;
}

test('an owner adds a pet, edits it and deletes it on My Pets', async ({ page, request }) => {
  const owner = await createOwner(request, 'my-pets');
  await logIn(page, owner);

  await test.step('the empty grid offers the Add Pet card', async () => {
    await menu(page).getByRole('link', { name: 'My Pets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
    await expect(main(page).getByText('You have not added any pets!')).toBeVisible();
    await expectNoAxeViolations(page, 'My Pets, empty');
  });

  await test.step('a pet is added with a type found by searching', async () => {
    await main(page).getByRole('button', { name: 'Add Pet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Pet' });
    await dialog.getByLabel('Name').fill('Comet');
    const type = dialog.getByRole('combobox', { name: 'Type' });
    await type.fill('hor');
    await expect(dialog.getByRole('option')).toHaveText(['Horse']);
    await expectNoAxeViolations(page, 'the Add Pet pop-up with the type list open');
    await type.press('ArrowDown');
    await type.press('Enter');
    await expect(type).toHaveValue('Horse');
    await dialog.getByLabel('Breed').fill('Shire');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Comet' })).toBeVisible();
    await expect(main(page).getByText('Horse · Shire')).toBeVisible();
    const [pet] = await petRows(request, owner.id);
    expect(pet).toMatchObject({ name: 'Comet', status: 1 });
    await expect(main(page).getByRole('link', { name: 'Health records of Comet' })).toHaveAttribute(
      'href',
      `/app/medical-records?pid=${String(pet?.id)}`,
    );
    await expectNoAxeViolations(page, 'My Pets with a pet');
  });

  await test.step('the pet is edited', async () => {
    await main(page).getByRole('button', { name: 'Edit Comet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Pet' });
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Horse');
    await dialog.getByLabel('Name').fill('Comet II');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Comet II' })).toBeVisible();
  });

  await test.step('the pet is deleted after the confirmation, and kept with status 0', async () => {
    await main(page).getByRole('button', { name: 'Edit Comet II' }).click();
    await page
      .getByRole('dialog', { name: 'Update Pet' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete' });
    await expect(confirm).toContainText('Are you sure you want to delete this item?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main(page).getByText('You have not added any pets!')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);
    expect(await petRows(request, owner.id)).toEqual([
      expect.objectContaining({ name: 'Comet II', status: 0 }),
    ]);
  });
});

test('an owner changes their name and picture on My Profile and sees them in the header', async ({
  page,
  request,
}) => {
  const owner = await createOwner(request, 'my-profile');
  await logIn(page, owner);
  const header = page.getByRole('banner');

  await test.step('Settings opens the profile with the e-mail read-only', async () => {
    await menu(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(main(page).getByLabel('Email')).toHaveValue(owner.email);
    await expect(main(page).getByLabel('Email')).not.toBeEditable();
    await expect(header.getByText(`${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await expectNoAxeViolations(page, 'My Profile');
  });

  await test.step('a new first name shows in the header without logging out', async () => {
    await main(page).getByLabel('First name').fill('Annabel');
    await main(page).getByRole('button', { name: 'Save details' }).click();
    await expect(main(page).getByText('Updated successfully!')).toBeVisible();
    await expect(header.getByText(`Annabel ${owner.lastName}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/app/my-profile');
    await page.reload();
    await expect(main(page).getByLabel('First name')).toHaveValue('Annabel');
    await expect(header.getByText(`Annabel ${owner.lastName}`)).toBeVisible();
  });

  await test.step('a picture is placed, scaled and saved, and becomes the header avatar', async () => {
    await main(page)
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
    const scale = main(page).getByRole('slider', { name: 'Scale' });
    await expect(scale).toHaveValue('1');
    await scale.press('ArrowRight');
    await expect(scale).toHaveValue('1.05');
    await expectNoAxeViolations(page, 'the avatar editor');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main(page).getByText('Your picture is saved.')).toBeVisible();
    const picture = main(page).getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`/files/public/user_avatar/user-${String(owner.id)}/[0-9a-f-]{36}/avatar\\.png$`),
    );
    const src = await picture.getAttribute('src');
    await expect(
      header.getByRole('button', { name: `Account menu for ${owner.email}` }).locator('img'),
    ).toHaveAttribute('src', src ?? '');
    // The stored file is the editor's 150×150 PNG (width and height in its IHDR chunk).
    const stored = await request.get(src ?? '');
    expect(stored.ok()).toBe(true);
    const png = await stored.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([150, 150]);
  });
});
