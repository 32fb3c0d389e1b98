import { expect, isPhone, ONE_SIZE, test, waitForHydration } from './fixtures';

test.describe('Market State Detector page', () => {
  test('a carousel chart opens an overlay with title and narration that closes three ways', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/market-state-detector');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');

    const openFirst = async () => {
      const opener = page.locator('.flagship-slide:not([hidden]) .flagship-slide-open');
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      await expect(dialog).toBeVisible();
    };

    await openFirst();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/\S/);
    await expect(dialog).toHaveAccessibleDescription(/.{40,}/);
    await expect(dialog.locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await openFirst();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openFirst();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    // Click the backdrop outside the dialog box.
    await page.mouse.click(
      viewport.width / 2,
      Math.min(
        viewport.height - 4,
        box!.y + box!.height + 8 < viewport.height ? box!.y + box!.height + 8 : 4,
      ),
    );
    await expect(dialog).toBeHidden();

    // The next button moves the carousel.
    const firstTitle = await page.locator('.flagship-slide:not([hidden]) h3').textContent();
    await page.getByRole('button', { name: 'Next chart' }).click();
    await expect(page.locator('.flagship-slide:not([hidden]) h3')).not.toHaveText(firstTitle!);
    expect(consoleErrors).toEqual([]);
  });

  test('each market state has its anchor and a collapsed validation panel that toggles', async ({
    page,
  }) => {
    await page.goto('/market-state-detector');
    await waitForHydration(page);
    for (const anchor of [
      'systemic-stress',
      'volatility-spike',
      'stress',
      'turning',
      'calm',
      'pricing',
      'methodology',
      'advance-alerts',
      'disclaimers',
    ]) {
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    const toggles = page.getByRole('button', { name: /Validation details/ });
    await expect(toggles).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) {
      const toggle = toggles.nth(i);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await toggle.click();
      await expect(panel).toBeHidden();
    }
  });

  test('the FAQ has three questions and the fixed Request Demo button shows on phones only', async ({
    page,
  }) => {
    await page.goto('/market-state-detector');
    await waitForHydration(page);
    await expect(page.locator('.faq summary')).toHaveCount(3);
    const demo = page.locator('.msd-fixed-demo');
    if (isPhone(page)) {
      await expect(demo).toBeVisible();
      await expect(demo).toHaveAttribute('href', /^mailto:/);
      expect(await demo.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    } else {
      await expect(demo).toBeHidden();
    }
  });

  test('the validation packet mail action has the spec subject', ONE_SIZE, async ({ page }) => {
    await page.goto('/');
    const packet = page.getByRole('link', { name: 'Download Validation Packet' }).first();
    const href = await packet.getAttribute('href');
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=Request%20MSD%20Validation%20Packet&body=/);
    expect(decodeURIComponent(href!.split('body=')[1]!)).toMatch(/methodology/i);
  });
});

test.describe('Contact page', () => {
  test(
    '?type=api-access preselects API Access and ?type=bogus is ignored',
    ONE_SIZE,
    async ({ page, consoleErrors }) => {
      await page.goto('/contact?type=api-access');
      await waitForHydration(page);
      const select = page.getByLabel('Inquiry type');
      await expect(select).toHaveValue('api-access');
      await expect(select.locator('option:checked')).toHaveText('API Access');

      await page.goto('/contact?type=bogus');
      await waitForHydration(page);
      await expect(page.getByLabel('Inquiry type')).toHaveValue('general');
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    'submitting opens a mail draft with subject and body, then thanks the visitor',
    ONE_SIZE,
    async ({ page }) => {
      await page.goto('/contact?type=partner-pilot');
      await waitForHydration(page);
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Work email').fill('grace@navy.example');
      await page.getByLabel('Message').fill('Pilot for Q&A? #1 desk');
      await page.getByRole('button', { name: /open mail draft/i }).click();
      const thanks = page.getByRole('status').filter({ hasText: /thank you/i });
      await expect(thanks).toBeVisible();
      // The fallback link repeats the draft that was opened.
      const href = (await thanks.locator('a[href^="mailto:"]').first().getAttribute('href'))!;
      const query = new URLSearchParams(href.split('?')[1]);
      expect(query.get('subject')).toContain('Partner Pilot');
      expect(query.get('subject')).toContain('Grace Hopper');
      expect(query.get('body')).toContain('grace@navy.example');
      expect(query.get('body')).toContain('Pilot for Q&A? #1 desk');
    },
  );
});
