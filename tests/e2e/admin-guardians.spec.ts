/**
 * A minor's parents or guardians in the admin's patient forms (docs/design.md §12): the section
 * appears as soon as the date of birth makes the patient a minor, the rules are said on the
 * boxes, the list and the record show who, and a minor's last guardian cannot be removed.
 */
import { addYears } from '../../src/shared/calendar-date';
import { MINOR_NEEDS_GUARDIAN_MESSAGE } from '../../src/shared/schemas/guardian';
import type { Patient } from '../../src/shared/api-types';
import { expectNoAxeViolations } from './support/axe';
import { clinicDaysAgo, clinicToday, expect, test, uniquePhone } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { adminGet, DESKTOP_WIDE, signInAsAdmin, tableRows, uniquePrefix } from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE });

test('an admin adds a 14-year-old with her mother, edits them and cannot remove the last', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const name = `${uniquePrefix('Family')} Asha Rao`;
  const motherPhone = uniquePhone();
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/add-user');
  const form = page.getByRole('form', { name: 'Add patient' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill(uniquePhone());
  await form.getByLabel('Email').fill(`${uniquePhone()}@family.test`);
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('3D link').fill('https://example.com/3d/asha');
  await form.getByLabel('Start date').fill(clinicDaysAgo(10));
  await form.getByLabel('Aligners').fill('10');
  const section = form.getByRole('group', { name: 'Parent or guardian', exact: true });
  // An adult's date of birth: no section.
  await form.getByLabel('Date of birth').fill('1990-03-02');
  await expect(section).toHaveCount(0);

  // Fourteen today: the section appears; sending with no guardian is refused on the form.
  await form.getByLabel('Date of birth').fill(addYears(clinicToday(), -14));
  await expect(section).toBeVisible();
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(section.getByText(MINOR_NEEDS_GUARDIAN_MESSAGE)).toBeVisible();
  await section.getByRole('button', { name: 'Add a parent or guardian' }).click();
  const mother = section.getByRole('group', { name: 'Parent or guardian 1' });
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(
    mother.getByText('Choose the relationship: mother, father or guardian'),
  ).toBeVisible();
  await expect(section.getByText(MINOR_NEEDS_GUARDIAN_MESSAGE)).toHaveCount(0);
  await mother.getByLabel('Name').fill('Priya Rao');
  await mother.getByLabel('Mobile').fill('12345');
  await mother.getByLabel('Relationship').selectOption('mother');
  await expect(mother.getByText('Choose the relationship')).toHaveCount(0);
  await expect(mother.getByLabel('Mobile')).toHaveAttribute('aria-invalid', 'true');
  await mother.getByLabel('Mobile').fill(motherPhone);
  await screenshotWidths(page, 'admin-add-minor', [390, 1440]);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add Patient' }).click();

  // The list shows her mother under her name; the record names her too.
  await expect(page).toHaveURL(/\/admin\/users/);
  const row = tableRows(page, 'patients').filter({ hasText: name });
  await expect(row.getByText(`Mother: Priya Rao, ${motherPhone}`)).toBeVisible();
  const { users } = await adminGet<{ users: Patient[] }>(
    adminApi,
    `/api/users?q=${encodeURIComponent(name)}`,
  );
  expect(users[0]!.guardians).toEqual([
    expect.objectContaining({ name: 'Priya Rao', phone: motherPhone, relationship: 'mother' }),
  ]);

  // Edit: her father is added beside her mother.
  const fatherPhone = uniquePhone();
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  const editSection = dialog.getByRole('group', { name: 'Parent or guardian', exact: true });
  await expect(editSection.getByLabel('Name').first()).toHaveValue('Priya Rao');
  await editSection.getByRole('button', { name: 'Add a parent or guardian' }).click();
  const father = editSection.getByRole('group', { name: 'Parent or guardian 2' });
  await father.getByLabel('Name').fill('Arjun Rao');
  await father.getByLabel('Mobile').fill(fatherPhone);
  await father.getByLabel('Relationship').selectOption('father');
  await expect(editSection.getByRole('button', { name: 'Add a parent or guardian' })).toHaveCount(
    0,
  );
  await screenshotWidths(page, 'admin-edit-minor', [1440]);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(`Father: Arjun Rao, ${fatherPhone}`)).toBeVisible();

  // Removing both asks first, then the form refuses to leave a minor with none.
  await row.getByRole('button', { name: /^Edit/ }).click();
  for (const guardian of ['Priya Rao', 'Arjun Rao']) {
    await editSection.getByRole('button', { name: `Remove ${guardian}` }).click();
    await expect(
      editSection.getByText(`Remove ${guardian} from this patient when you save?`),
    ).toBeVisible();
    await editSection.getByRole('button', { name: 'Remove', exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editSection.getByText(MINOR_NEEDS_GUARDIAN_MESSAGE)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const after = await adminGet<{ users: Patient[] }>(
    adminApi,
    `/api/users?q=${encodeURIComponent(name)}`,
  );
  expect(after.users[0]!.guardians).toHaveLength(2);

  // Her record names both parents.
  await row.getByRole('button', { name: /^View/ }).click();
  const record = page.getByRole('dialog', { name: `Patient details: ${name}` });
  await expect(
    record.getByText(`Mother: Priya Rao, ${motherPhone}; Father: Arjun Rao, ${fatherPhone}`),
  ).toBeVisible();
  await screenshotWidths(page, 'admin-view-minor', [1440]);
});
