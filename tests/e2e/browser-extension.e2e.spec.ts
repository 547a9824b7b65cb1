import { expect, test } from './fixtures'

test.describe('browser extension page', () => {
  test('the footer leads to it: what it shows, how it works, and an install button that offers the trial while no store page is set', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByTestId('site-footer').getByRole('link', { name: 'Browser extension' }).click()
    await expect(page).toHaveURL(/\/browser-extension$/)
    await expect(page.locator('h1')).toHaveText('20 years of financial data, right in your browser')
    await expect(page.getByRole('heading', { name: 'What you see on any company’s website' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '3. Check while you browse' })).toBeVisible()
    // The seeded site has no store page: the page says so and offers the platform's free trial instead.
    await expect(page.getByTestId('extension-availability')).toHaveText(/^The extension is not in the browser stores yet\./)
    const install = page.getByTestId('extension-install')
    await expect(install).toHaveText('Start a free trial')
    await install.click()
    await expect(page).toHaveURL(/\/free-trial$/)
  })

  test('in German', async ({ page }) => {
    await page.goto('/de/browser-extension')
    await expect(page.locator('h1')).toHaveText('20 Jahre Finanzdaten direkt in Ihrem Browser')
    await expect(page.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible()
  })
})
