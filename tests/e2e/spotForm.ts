import { expect, type Page } from '@playwright/test';

/** The spot reservation form is shown, filled with the signed-in subscriber's contact (GET /api/spot/prefill) and one container. */
export async function expectPrefilledSpotForm(page: Page): Promise<void> {
  await expect(page.getByTestId('spot-form')).toBeVisible();
  const expected = ((await (await page.request.get('/api/spot/prefill')).json()) as { data: { contactName: string; contactCompany: string; contactPhone: string } }).data;
  expect(expected.contactName && expected.contactCompany && expected.contactPhone).toBeTruthy();
  await expect(page.getByTestId('spot-contact')).toHaveValue(expected.contactName);
  await expect(page.getByTestId('spot-company')).toHaveValue(expected.contactCompany);
  await expect(page.getByTestId('spot-phone')).toHaveValue(expected.contactPhone);
  await expect(page.getByTestId('spot-quantity')).toHaveValue('1');
}
