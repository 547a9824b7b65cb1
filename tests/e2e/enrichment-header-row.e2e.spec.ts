import { expect, keepPicture, test, type Page } from './fixtures'
import { uniqueEmail } from './mail'

// The e2e suite runs in plain Node: it reads the modules' pure inner files, not their server faces.
import { tableToXlsx } from '../../src/modules/spreadsheet/export-xlsx'
import { generateCompanies } from '../../src/modules/registry/generator/generate-companies'

import { E2E_BASE_URL, E2E_ENV } from './e2e-env'

/** The first companies of the seeded demo registry (the generator is deterministic). */
const SEEDED = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })].slice(0, 5)

const TITLE = 'Customer export'
const GENERATED = 'Generated 2026-11-01 by Salesforce'
const LABELS = ['Account Name', 'Billing Country', 'Website', 'Account Owner']

/** A CRM export: two title lines, the labels on row 3, then five registry companies. */
function crmExport(): Buffer {
  const rows = [
    [TITLE, '', '', ''],
    [GENERATED, '', '', ''],
    LABELS,
    ...SEEDED.map((company, index) => [company.name, company.country.toUpperCase(), '', index % 2 ? 'Sam Reed' : 'Ana Ruiz']),
  ]
  return Buffer.from(tableToXlsx(rows, 'Accounts'))
}

/** Pictures of stage 2 for a person to look at (E2E_SCREENSHOT_DIR). */
const keepScreenshot = (page: Page, name: string) => keepPicture(page.getByTestId('stage-columns'), name)

async function uploadExport(page: Page, pagePath: string) {
  // Consent chosen before the visit: the banner stays out of the way (and out of the pictures).
  await page
    .context()
    .addCookies(
      ['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-header-row', url: E2E_BASE_URL })),
    )
  await page.goto(pagePath)
  await page.evaluate(() => localStorage.removeItem('enrichment_session'))
  await page.reload()
  await page.getByTestId('drop-zone-input').setInputFiles({
    name: 'crm-export.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: crmExport(),
  })
  await expect(page.getByTestId('file-tag')).toContainText('crm-export.xlsx')
}

/** The header row select and the page fit the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const box = await page.getByTestId('header-row-control').locator('select').boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

const cardTitle = (page: Page, column: number) => page.getByTestId(`column-card-${column}`).getByRole('heading')

test.describe('the header row of a list with a title block', () => {
  test('titles the cards from row 3, follows the header row the visitor picks, and matches only the rows below it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await uploadExport(page, '/list-enrichment')

    // Detected below the title block: the cards are titled with the labels and sample the companies.
    const headerRow = page.getByLabel('Header row')
    await expect(page.getByTestId('first-row-headers')).toBeChecked()
    await expect(headerRow).toHaveValue('2')
    await expect(headerRow.locator('option')).toHaveText([
      `Row 1: ${TITLE}`,
      `Row 2: ${GENERATED}`,
      `Row 3: ${LABELS.join(' · ')}`,
      ...SEEDED.slice(0, 4).map(
        (company, index) => `Row ${index + 4}: ${company.name} · ${company.country.toUpperCase()} · ${index % 2 ? 'Sam Reed' : 'Ana Ruiz'}`,
      ),
    ])
    await expect(page.getByTestId('header-row-skipped')).toHaveText('Rows above the header row are left out of the matching.')
    for (const [column, label] of LABELS.entries()) await expect(cardTitle(page, column)).toHaveText(label)
    await expect(page.getByTestId('column-card-0')).toContainText(SEEDED[0]!.name)
    await expect(page.getByTestId('column-card-0')).not.toContainText(GENERATED)
    await expect(page.getByTestId('column-select-0')).toHaveValue('name')
    await expect(page.getByTestId('column-select-1')).toHaveValue('country')

    // Row 1 as the header row: the title block's first line titles the cards, everything below is sampled.
    await headerRow.selectOption('0')
    await expect(cardTitle(page, 0)).toHaveText(TITLE)
    await expect(page.getByTestId('column-card-0')).toContainText(GENERATED)
    await expect(page.getByTestId('header-row-skipped')).toBeHidden()
    // With the keyboard, back down to row 3.
    await headerRow.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(headerRow).toHaveValue('2')
    await expect(cardTitle(page, 1)).toHaveText('Billing Country')
    await expect(page.getByTestId('column-select-0')).toHaveValue('name')
    await expect(page.getByTestId('column-select-1')).toHaveValue('country')

    // Without headers the first row's values title the cards, and there is no row to choose.
    await page.getByTestId('first-row-headers').uncheck()
    await expect(headerRow).toBeHidden()
    await expect(cardTitle(page, 0)).toHaveText(TITLE)
    await page.getByTestId('first-row-headers').check()
    await expect(headerRow).toHaveValue('2')
    await expect(cardTitle(page, 0)).toHaveText('Account Name')
    await keepScreenshot(page, 'stage-2-en-1440')

    // On a phone the control takes the full width, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSidewaysScroll(page, 390)
    await keepScreenshot(page, 'stage-2-en-390')
    await page.setViewportSize({ width: 1440, height: 1000 })

    await page.getByTestId('start-matching').click()
    const modal = page.getByTestId('contact-modal')
    await modal.getByTestId('contact-full-name').fill('Dana Buyer')
    await modal.getByTestId('contact-phone').fill('+44 20 7946 0018')
    await modal.getByTestId('contact-email').fill(uniqueEmail('header-row'))
    await Promise.all([page.waitForURL(/\/list-enrichment/), modal.getByTestId('contact-submit').click()])

    const results = page.getByTestId('enrichment-results')
    await expect(results).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 })
    await expect(page.getByTestId('progress-total')).toContainText('5')
    await expect(page.getByTestId('progress-processed')).toContainText('5')
    const table = page.getByTestId('results-table')
    await expect(table.getByTestId('result-row')).toHaveCount(5)
    await expect(table).toContainText(SEEDED[0]!.name)
    for (const text of [TITLE, GENERATED, 'Account Name']) await expect(table).not.toContainText(text)
  })

  test('offers the header row in Spanish, on a phone and on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await uploadExport(page, '/es/list-enrichment')
    const headerRow = page.getByLabel('Fila de encabezados')
    await expect(headerRow).toHaveValue('2')
    await expect(headerRow.locator('option:checked')).toHaveText(`Fila 3: ${LABELS.join(' · ')}`)
    await expect(page.getByTestId('header-row-skipped')).toHaveText(
      'Las filas situadas encima de la fila de encabezados no se incluyen en la búsqueda.',
    )
    await expect(page.getByTestId('first-row-headers')).toBeChecked()
    await expectNoSidewaysScroll(page, 390)
    await keepScreenshot(page, 'stage-2-es-390')

    await headerRow.selectOption('3')
    await expect(cardTitle(page, 0)).toHaveText(SEEDED[0]!.name)
    await expect(page.getByTestId('column-card-0')).toContainText(SEEDED[1]!.name)

    await page.setViewportSize({ width: 1440, height: 1000 })
    await headerRow.selectOption('2')
    await expect(cardTitle(page, 0)).toHaveText('Account Name')
    await keepScreenshot(page, 'stage-2-es-1440')
  })
})

test.describe('row numbers as the visitor’s spreadsheet shows them', () => {
  test('offers a header below a title and a blank line as row 3', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await page
      .context()
      .addCookies(
        ['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-header-row', url: E2E_BASE_URL })),
      )
    await page.goto('/list-enrichment')
    await page.evaluate(() => localStorage.removeItem('enrichment_session'))
    await page.reload()
    const lines = [
      TITLE,
      '',
      'Account Name,Billing Country',
      ...SEEDED.slice(0, 3).map((company) => `"${company.name}",${company.country.toUpperCase()}`),
    ]
    await page
      .getByTestId('drop-zone-input')
      .setInputFiles({ name: 'blank-line.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) })
    const headerRow = page.getByLabel('Header row')
    await expect(headerRow).toHaveValue('1')
    await expect(headerRow.locator('option')).toHaveText([
      `Row 1: ${TITLE}`,
      'Row 3: Account Name · Billing Country',
      ...SEEDED.slice(0, 2).map((company, index) => `Row ${index + 4}: ${company.name} · ${company.country.toUpperCase()}`),
    ])
    await expect(headerRow.locator('option:checked')).toHaveText('Row 3: Account Name · Billing Country')
  })
})
