import { expect, type Page } from './fixtures'
import { E2E_BASE_URL } from './e2e-env'
import { uniqueEmail } from './mail'

/** Upload a list on the enrichment page of a language, start matching and wait for the results. */
export async function matchList(page: Page, path: string, file: { name: string; buffer: Buffer }, beforeStart?: () => Promise<void>) {
  await page
    .context()
    .addCookies(['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-explain', url: E2E_BASE_URL })))
  await page.goto(path)
  await page.evaluate(() => localStorage.removeItem('enrichment_session'))
  await page.reload()
  await page.getByTestId('drop-zone-input').setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.buffer })
  await expect(page.getByTestId('file-tag')).toContainText(file.name)
  await beforeStart?.()
  await page.getByTestId('start-matching').click()
  const modal = page.getByTestId('contact-modal')
  await modal.getByTestId('contact-full-name').fill('Dana Buyer')
  await modal.getByTestId('contact-phone').fill('+44 20 7946 0018')
  await modal.getByTestId('contact-email').fill(uniqueEmail('explain'))
  await modal.getByTestId('contact-submit').click()
  const results = page.getByTestId('enrichment-results')
  await expect(results).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 })
  return results
}
