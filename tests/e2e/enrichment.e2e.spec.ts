import { expect, test, type Page } from './fixtures'
import { uniqueEmail } from './mail'

// The e2e suite runs in plain Node: it reads the registry's generator, not the module's server face.
import { generateCompanies } from '../../src/modules/registry/generator/generate-companies'
import { companyListWorkbook, encryptedWorkbook } from '../support/workbooks'

import { E2E_ENV } from './e2e-env'

/** The first companies of the seeded demo registry (the generator is deterministic). */
const SEEDED = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })].slice(0, 14)

function listCsv(rows = SEEDED.length): Buffer {
  const lines = ['Company,Country,Website,Contact e-mail']
  SEEDED.slice(0, rows).forEach((company, index) => {
    // Every third row has a typo; the last row is a company that does not exist.
    const name = index % 3 === 1 ? company.name.replace(/([a-z])([a-z])/, '$2$1') : company.name
    lines.push(`"${name}",${company.country.toUpperCase()},,`)
  })
  lines.push('Zyxwv Nonexistent Widgets,GB,,')
  return Buffer.from(lines.join('\r\n'))
}

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()
}

async function uploadList(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/list-enrichment')
  await dismissConsent(page)
  await page.evaluate(() => localStorage.removeItem('enrichment_session'))
  await page.reload()
  await page.getByTestId('drop-zone-input').setInputFiles(file)
  await expect(page.getByTestId('file-tag')).toContainText(file.name)
}

async function startMatching(page: Page, email: string) {
  await page.getByTestId('start-matching').click()
  const modal = page.getByTestId('contact-modal')
  await expect(modal).toBeVisible()
  await modal.getByTestId('contact-full-name').fill('Dana Buyer')
  await modal.getByTestId('contact-phone').fill('+44 20 7946 0018')
  await modal.getByTestId('contact-email').fill(email)
  await modal.getByTestId('contact-submit').click()
}

test.describe('list enrichment', () => {
  test('maps columns by the rules of the allowed combinations', async ({ page }) => {
    await uploadList(page, { name: 'companies.CSV', mimeType: 'text/csv', buffer: listCsv(4) })
    await expect(page.getByTestId('column-cards').locator('[data-testid^="column-card-"]')).toHaveCount(4)
    const select = (index: number) => page.getByTestId(`column-select-${index}`)
    // Suggested from the header names and values.
    await expect(select(0)).toHaveValue('name')
    await expect(select(1)).toHaveValue('country')
    await expect(page.getByTestId('first-row-headers')).toBeChecked()
    await expect(page.getByTestId('column-card-0')).toContainText(SEEDED[0]!.name)
    await expect(page.getByTestId('column-card-2')).toContainText('——')
    await expect(page.getByTestId('start-matching')).toBeEnabled()
    await expect(page.getByTestId('identifier-tag-name')).toHaveAttribute('data-active', 'true')
    await expect(page.getByTestId('identifier-tag-vat')).toHaveAttribute('data-active', 'false')

    // Choosing an identifier again moves it: the earlier column loses it.
    await select(2).selectOption('name')
    await expect(select(0)).toHaveValue('')
    await expect(select(2)).toHaveValue('name')
    // A set that is not a combination keeps only what combines with the new identifier.
    await select(3).selectOption('linkedin_person_url')
    await expect(select(1)).toHaveValue('')
    await expect(select(2)).toHaveValue('')
    await expect(page.getByTestId('start-matching')).toBeEnabled()
    await select(3).selectOption('')
    await expect(page.getByTestId('start-matching')).toBeDisabled()

    // "Enrich by this column" shakes an unselected select for 500 ms.
    await page.getByTestId('enrich-by-column-0').click()
    await expect(select(0)).toHaveClass(/is-shaking/)
    await expect(select(0)).not.toHaveClass(/is-shaking/, { timeout: 1500 })

    // Without headers, the first row is data and shows as the column title.
    await page.getByTestId('first-row-headers').uncheck()
    await expect(page.getByTestId('column-card-0')).toContainText('Company')

    // Removing the file returns to the drop zone.
    await page.getByTestId('file-tag-remove').click()
    await expect(page.getByTestId('file-tag')).toHaveCount(0)
    await expect(page.getByTestId('drop-zone')).toBeVisible()
  })

  test('shows the server error for a file that is not what its name says', async ({ page }) => {
    await page.goto('/list-enrichment')
    await dismissConsent(page)
    await page.getByTestId('drop-zone-input').setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    })
    await expect(page.getByTestId('drop-zone-error')).toContainText(/not a text file|binary|image/i)
    await page
      .getByTestId('drop-zone-input')
      .setInputFiles({ name: 'locked.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(encryptedWorkbook()) })
    await expect(page.getByTestId('drop-zone-error')).toContainText(/password/i)
  })

  test('matches a list end to end: contact, progress, graded results, blur, downloads', async ({ page }) => {
    await uploadList(page, { name: 'companies.csv', mimeType: 'text/csv', buffer: listCsv() })
    await startMatching(page, 'someone@gmail.com')
    await expect(page.getByTestId('contact-email-error')).toContainText('business e-mail')

    const email = uniqueEmail('dana')
    await page.getByTestId('contact-email').fill(email)
    await Promise.all([page.waitForURL(/\/list-enrichment/), page.getByTestId('contact-submit').click()])
    const results = page.getByTestId('enrichment-results')
    await expect(results).toBeVisible()
    await expect(results).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 })
    await expect(page.getByTestId('progress-total')).toContainText('15')
    await expect(page.getByTestId('progress-processed')).toContainText('15')
    await expect(page.getByTestId('progress-not-found')).toContainText(/[1-9]/)
    await expect(page.getByTestId('results-title')).toHaveText('15 results')

    const table = page.getByTestId('results-table')
    await expect(table.getByTestId('result-row')).toHaveCount(10)
    await expect(table).toContainText(SEEDED[0]!.name)
    await expect(table.locator('.score-badge').first()).toHaveText(/^[ABC]$/)
    await page.getByTestId('view-more').click()
    await expect(page.getByTestId('locked-row').first()).toBeVisible()
    await expect(page.getByTestId('blur-overlay')).toContainText('Continue exploring with full access')
    // Locked rows carry no data from the server.
    await expect(page.getByTestId('locked-rows')).not.toContainText(SEEDED[12]!.name)
    await page.getByTestId('view-more').click()
    await expect(table.getByTestId('result-row')).toHaveCount(10)

    await page.getByTestId('download-sample').click()
    await expect(page.getByTestId('sample-thanks')).toBeVisible()
    await expect(page.getByTestId('sample-thanks')).toBeHidden({ timeout: 3000 })
    await expect(page.getByTestId('download-sample')).toBeDisabled()
    await page.getByTestId('download-all').click()
    await expect(page.getByTestId('all-thanks')).toBeVisible()
  })

  test('opens the free-trial modal when the e-mail already had its enrichment', async ({ page }) => {
    const email = uniqueEmail('repeat')
    await uploadList(page, { name: 'first.csv', mimeType: 'text/csv', buffer: listCsv(3) })
    await startMatching(page, email)
    await page.waitForURL(/\/list-enrichment/)
    await expect(page.getByTestId('enrichment-results')).toBeVisible()

    await uploadList(page, { name: 'second.csv', mimeType: 'text/csv', buffer: listCsv(3) })
    await startMatching(page, email)
    const trial = page.getByTestId('free-trial-modal')
    await expect(trial).toBeVisible()
    await expect(trial).toContainText('Request free trial')
    await expect(page.getByTestId('free-trial-text')).toContainText('Oops! This email is already taken.')
    await expect(page.getByTestId('contact-modal')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(trial).toBeHidden()
  })

  test('shows the apology panel when polling fails, and Reupload starts over', async ({ page }) => {
    await uploadList(page, { name: 'failing.csv', mimeType: 'text/csv', buffer: listCsv(2) })
    await page.route('**/list/first**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
    )
    await startMatching(page, uniqueEmail('fail'))
    const panel = page.getByTestId('error-panel')
    await expect(panel).toContainText('We apologize')
    await expect(panel).toContainText('An error occurred during enrichment your data.')
    await page.getByTestId('reupload').click()
    await expect(page.getByTestId('drop-zone')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('enrichment_session'))).toBeNull()
  })

  test('reads a real workbook and opens the tool from the home page drop box', async ({ page }) => {
    await page.goto('/')
    await dismissConsent(page)
    await page.getByTestId('home-drop-zone-input').setInputFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(companyListWorkbook()),
    })
    const modal = page.getByTestId('enrichment-modal')
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('file-tag')).toContainText('customers.xlsx')
    await expect(modal.getByTestId('column-card-0')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
  })
})
