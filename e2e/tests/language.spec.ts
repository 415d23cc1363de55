import { E2E_BASE_URL, expect, signUpViaApi, skipOnboarding, test } from '../fixtures';

// The reader's language: picked from the browser on the first visit, then the saved setting rules;
// server-held texts and the sign-in page follow it; Arabic reads right to left.

test.describe('a Spanish browser', () => {
  // Sets navigator.language(s) and the Accept-Language header.
  test.use({ locale: 'es-ES' });

  test('lands in Spanish, and the credit packs read in Spanish', async ({ page }) => {
    await skipOnboarding(page);
    await signUpViaApi(page);
    await page.goto('/credits');

    await expect(page.getByRole('heading', { name: 'Créditos y suscripción' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const starter = page.getByTestId('pack-starter');
    await expect(starter.getByRole('heading', { name: 'Inicial' })).toBeVisible();
    await expect(
      starter.getByText('Prueba las respuestas de voz y las imágenes con tus mentores'),
    ).toBeVisible();
    // The detected language became the saved setting, and the server was told (agora_lang).
    const saved = await page.evaluate(() => localStorage.getItem('agora.settings'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ language: 'Spanish' });
    const cookies = await page.context().cookies(E2E_BASE_URL);
    expect(cookies.find((c) => c.name === 'agora_lang')?.value).toBe('es');
  });

  test('keeps the saved setting over the browser afterwards', async ({ page }) => {
    await skipOnboarding(page);
    await page.addInitScript(() =>
      localStorage.setItem('agora.settings', JSON.stringify({ language: 'German' })),
    );
    await signUpViaApi(page);
    await page.goto('/credits');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('pack-starter').getByRole('heading')).toHaveText('Einstieg');
  });
});

test("the sign-in page follows the app's language, not only the browser's", async ({ page }) => {
  await skipOnboarding(page);
  await page.addInitScript(() =>
    localStorage.setItem('agora.settings', JSON.stringify({ language: 'Japanese' })),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.goto('/api/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: 'Agora にサインイン' })).toBeVisible();
});

test.describe('Arabic', () => {
  test.use({ locale: 'ar' });

  test('mirrors the back arrow and moves between tabs in reading order', async ({ page }) => {
    await skipOnboarding(page);
    await signUpViaApi(page);
    await page.goto('/credits');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const back = page.getByRole('button', { name: 'رجوع' });
    const arrow = back.locator('svg.ag-icon--directional');
    await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

    // Tabs: Plans, Packs (selected), History. Right to left, ArrowLeft goes on to History.
    const packs = page.getByRole('tab', { name: 'باقات الرصيد' });
    await expect(packs).toHaveAttribute('aria-selected', 'true');
    await packs.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'سجل المعاملات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    // Radix moves the focus on the next task: a second key pressed before it would start again
    // from History (a person's next key press comes long after).
    await expect(packs).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'خطط الاشتراك' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('leaves the arrow alone left to right', async ({ page }) => {
    await skipOnboarding(page);
    await page.addInitScript(() =>
      localStorage.setItem('agora.settings', JSON.stringify({ language: 'English' })),
    );
    await signUpViaApi(page);
    await page.goto('/credits');
    const arrow = page.getByRole('button', { name: 'Back' }).locator('svg.ag-icon--directional');
    await expect(arrow).toHaveCSS('transform', 'none');
  });
});
