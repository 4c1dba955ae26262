import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a port field and picks the suggestion holding `code`. The field is the test id of its
 * wrapper (the combobox inside it is used) or the combobox itself.
 */
export async function choosePort(page: Page, field: string | Locator, typed: string, code: string) {
  const input = typeof field === 'string' ? page.getByTestId(field).getByRole('combobox') : field;
  await input.click();
  await input.fill('');
  await input.pressSequentially(typed, { delay: 20 });
  const option = page.getByRole('option').filter({ hasText: code }).first();
  await expect(option).toBeVisible();
  await option.click();
}
