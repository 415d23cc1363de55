import { expect, notifications, test } from '../fixtures';

// No Stripe key in the e2e server: purchases go through the built-in TEST MODE checkout.

test('buys a credit pack through the test checkout and sees the credits arrive', async ({
  page,
  user,
}) => {
  const packCredits = 60;
  await page.goto('/credits');

  await expect(page.getByRole('heading', { name: 'Credits & Subscription' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText(String(user.credits));
  await expect(page.getByTestId('pack-power').getByText('Best Value')).toBeVisible();

  await page.getByRole('button', { name: 'Purchase Now – Value' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\/cs_test_[0-9a-f]+$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/credits$/);
  await expect(notifications(page).getByText('Credits Added!')).toBeVisible();
  // Spec 01 §8: one toast at a time.
  await expect(page.locator('.ag-toast')).toHaveCount(1);
  await expect(
    notifications(page).getByText(
      `${packCredits} credits added to your account. New balance: ${user.credits + packCredits}.`,
    ),
  ).toBeVisible();
  const newBalance = String(user.credits + packCredits);
  await expect(page.getByTestId('credit-balance')).toContainText(newBalance);
  await expect(page.locator('header a[href="/credits"]')).toContainText(newBalance);

  await page.getByRole('tab', { name: 'Transaction History' }).click();
  const purchase = page
    .getByRole('listitem')
    .filter({ hasText: 'Purchased Value pack (60 credits)' });
  await expect(purchase).toBeVisible();
  await expect(purchase.getByText(`+${packCredits}`)).toBeVisible();
  await expect(purchase.getByText(`Balance: ${newBalance}`)).toBeVisible();
});

test('shows the payment processing card on a success return', async ({ page, user }) => {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Purchase Now – Starter' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByText('Processing Your Payment')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // Five polls two seconds apart, then the card goes away.
  await expect(page.getByText('Processing Your Payment')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('credit-balance')).toContainText(String(user.credits + 20));
});

test('canceling the checkout says no charges were made and clears the query string', async ({
  page,
  user,
}) => {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Purchase Now – Mega' }).click();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(notifications(page).getByText('Payment Canceled')).toBeVisible();
  await expect(
    notifications(page).getByText('No charges were made to your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByTestId('credit-balance')).toContainText(String(user.credits));
});
