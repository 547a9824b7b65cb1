import { expect, keepPicture, test } from './fixtures'
import { matchList } from './enrichment-list'

import fs from 'node:fs'

// The e2e suite runs in plain Node: it reads the modules' pure inner files, not their server faces.
import { candidateNameKey, initialsOfName, nameKey } from '../../src/modules/enrichment/matching/normalize'
import { generateCompanies } from '../../src/modules/registry/generator/generate-companies'
import { normalizeCompanyName, wordInitials } from '../../src/modules/registry/normalize'
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'

import { E2E_ENV } from './e2e-env'

/** The explain view's built-in texts (catalogues src/messages/<locale>/enrichment-explain.json), read as the server reads them. */
const catalogue = (locale: 'en' | 'es') =>
  JSON.parse(
    fs.readFileSync(`src/messages/${locale}/enrichment-explain.json`, 'utf8'),
  ) as typeof import('../../src/messages/en/enrichment-explain.json')
const ENRICHMENT_EXPLAIN_EN = catalogue('en')
const ENRICHMENT_EXPLAIN_ES = catalogue('es')

/** The seeded demo registry (the generator is deterministic), and its first companies. */
const REGISTRY = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })]
const SEEDED = REGISTRY.slice(0, 3)
const KNOWN = SEEDED[1]!

/**
 * A seeded company written as its initials ("SKF" for Shanghai Kexin Foods Co., Ltd.): the first
 * whose initials no other company of its country has and that start no company's name as a word.
 */
function initialismOfTheRegistry(): { letters: string; company: (typeof REGISTRY)[number] } {
  for (const company of REGISTRY) {
    const key = candidateNameKey(company.name)
    if (!key) continue
    const letters = wordInitials(key.core.split(' ').filter(Boolean)).initials
    if (letters.length < 3 || letters.length > 8 || nameKey(letters.toUpperCase())?.initialism !== letters) continue
    const sameCountry = REGISTRY.filter((other) => other.country === company.country)
    const sharing = sameCountry.filter((other) => {
      const otherKey = candidateNameKey(other.name)
      return otherKey !== null && initialsOfName(otherKey).includes(letters)
    })
    const startsAName = sameCountry.some((other) => normalizeCompanyName(other.name).startsWith(`${letters} `))
    if (sharing.length === 1 && !startsAName) return { letters: letters.toUpperCase(), company }
  }
  throw new Error('No seeded company has initials of its own')
}

const reasonsOf = (texts: Record<string, string>) =>
  Object.entries(texts)
    .filter(([key]) => key.startsWith('enrichment_reason_'))
    .map(([, text]) => text)

/** Two registry companies as written there, one in a country nobody knows, one that does not exist. */
function listCsv(): Buffer {
  const lines = ['Company,Country']
  for (const company of SEEDED.slice(0, 2)) lines.push(`"${company.name}",${company.country.toUpperCase()}`)
  lines.push('Tannenhof Widgets GmbH,Narnia')
  lines.push('Zyxwv Nonexistent Widgets,GB')
  return Buffer.from(lines.join('\r\n'))
}

test.describe('why a row got its grade', () => {
  test('opens a row’s explanation with the keyboard and shows an unreadable country as its own status', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await matchList(page, '/list-enrichment', { name: 'explain.csv', buffer: listCsv() })
    // The unreadable country is one of the rows not found: the summary still adds up.
    await expect(page.getByTestId('progress-total')).toContainText('4')
    await expect(page.getByTestId('progress-found')).toContainText('2')
    await expect(page.getByTestId('progress-not-found')).toContainText('2')

    const table = page.getByTestId('results-table')
    const known = table.getByTestId('result-row').filter({ hasText: KNOWN.name })
    // The row's name tells its button from the nine others for screen readers.
    const toggle = known.getByRole('button', { name: `Why this grade? – ${KNOWN.name}` })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toBeFocused()

    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('explain-panel')).toContainText(/Grade [ABC]/)
    expect(reasonsOf(ENRICHMENT_EXPLAIN_EN)).toContain(await panel.getByTestId('explain-reason').innerText())
    const fields = panel.getByRole('list', { name: 'How your data compares' }).getByRole('listitem')
    await expect(fields).toHaveCount(2)
    await expect(fields.nth(0)).toContainText('Company name')
    await expect(fields.nth(0)).toContainText(KNOWN.name)
    await expect(fields.nth(0)).toContainText('Agrees')
    await expect(fields.nth(1)).toContainText('Country')
    await expect(fields.nth(1)).toContainText(KNOWN.country.toUpperCase())
    await expect(fields.nth(1)).toContainText('Agrees')
    // The calibrated score, as a share and the measures that weighed most (an exact name raises it).
    await expect(panel.getByTestId('explain-certainty')).toContainText(/^How likely this is the company: \d{1,2} %/)
    const weighed = panel.getByRole('list', { name: 'What weighed most' }).getByRole('listitem')
    await expect(weighed.first()).toContainText(/: (raises|lowers) it$/)
    await keepPicture(panel, 'explain-certainty-1440')
    // Internal figures never reach the visitor.
    await expect(panel).not.toContainText(/points|retrieval|candidate|log-odds/i)

    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    const narnia = table.getByTestId('result-row').filter({ hasText: 'Narnia' })
    await expect(narnia.getByTestId('match-status')).toHaveText('Country not recognised')
    await expect(table.getByTestId('result-row').filter({ hasText: 'Zyxwv' }).getByTestId('match-status')).toHaveText('Not found')
    const why = narnia.getByRole('button', { name: /^Why not found\?/ })
    await why.focus()
    await page.keyboard.press('Enter')
    const narniaPanel = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`)
    await expect(narniaPanel.getByTestId('explain-reason')).toHaveText(/^“Narnia” is not a country we recognise/)
    await expect(narniaPanel.getByTestId('explain-field').filter({ hasText: 'Country' })).toContainText('Not recognised')
    // The accessibility check runs on the page as left: an explanation open.
  })

  test('matches a name written as a company’s initials, as a C that says so', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { letters, company } = initialismOfTheRegistry()
    const csv = Buffer.from(['Company,Country', `${letters},${company.country.toUpperCase()}`].join('\r\n'))
    await matchList(page, '/list-enrichment', { name: 'initials.csv', buffer: csv })
    await expect(page.getByTestId('progress-found')).toContainText('1')
    const row = page.getByTestId('results-table').getByTestId('result-row').filter({ hasText: letters })
    await expect(row).toContainText(company.name)
    const toggle = row.getByRole('button', { name: `Why this grade? – ${company.name}` })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel.getByTestId('explain-panel')).toContainText('Grade C')
    await expect(panel.getByTestId('explain-reason')).toHaveText(ENRICHMENT_EXPLAIN_EN.enrichment_reason_name_initialism)
    await keepPicture(panel, 'explain-initialism-1440')
  })

  test('explains in Spanish on a phone, in the result cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await matchList(page, '/es/list-enrichment', { name: 'explain.csv', buffer: listCsv() })
    const cards = page.getByTestId('results-cards')
    const narnia = cards.getByTestId('result-card').filter({ hasText: 'Narnia' })
    await expect(narnia.getByTestId('match-status')).toHaveText('País no reconocido')
    const why = narnia.getByRole('button', { name: /^¿Por qué no se encontró\?/ })
    await why.focus()
    await page.keyboard.press('Enter')
    await expect(why).toHaveAttribute('aria-expanded', 'true')
    await expect(narnia.getByTestId('explain-reason')).toHaveText(/^«Narnia» no es un país que reconozcamos/)
    await expect(narnia.getByTestId('explain-field').filter({ hasText: 'País' })).toContainText('No reconocido')
    await keepPicture(narnia, 'explain-es-390')

    const known = cards.getByTestId('result-card').filter({ hasText: KNOWN.name })
    const toggle = known.getByRole('button', { name: /^¿Por qué esta calificación\?/ })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(reasonsOf(ENRICHMENT_EXPLAIN_ES)).toContain(await known.getByTestId('explain-reason').innerText())
    const name = known.getByTestId('explain-field').filter({ hasText: 'Nombre de la empresa' })
    await expect(name).toContainText('Sus datos')
    await expect(name).toContainText('Coincide')
    await expect(known.getByTestId('explain-certainty')).toContainText(/^Probabilidad de que sea esta empresa: \d{1,2} %/)
    await keepPicture(known, 'explain-certainty-es-390')
  })
})

/** Countries as CRMs hold them: sports and car codes, a code in brackets, and one nobody can read. */
function listWithCountrySpellings() {
  const german = REGISTRY.filter((company) => company.country === 'de').slice(0, 3)
  const elsewhere = REGISTRY.find((company) => company.country !== 'de' && !SEEDED.includes(company))!
  const spellings = ['GER', 'Germany (DE)', 'D']
  const lookAlike = inventedLookAlike()
  const lines = [
    'Company,Country',
    ...german.map((company, index) => `"${company.name}",${spellings[index]}`),
    `"${elsewhere.name}",Narnia`,
    `"${lookAlike.name}",GER`,
  ]
  return { german, elsewhere, lookAlike, csv: Buffer.from(lines.join('\r\n')) }
}

/**
 * An invented German company beside a real one, as "Newsmax" beside "News Corp": the real name with
 * its first word lengthened ("Brandt Logistik GmbH" and an invented "Brandtwald Logistik GmbH"), a
 * name no company of the registry has. Alike letter by letter, so without the distinctive-word rule
 * it was graded B.
 */
function inventedLookAlike(): { name: string; real: (typeof REGISTRY)[number] } {
  const taken = new Set(REGISTRY.map((company) => normalizeCompanyName(company.name)))
  // Not one of the list's own German rows, so each row's text names one company of the list.
  for (const real of REGISTRY.filter((company) => company.country === 'de').slice(3)) {
    const [first, ...rest] = real.name.split(' ')
    if (!first || first.length < 5 || !/^\p{L}+$/u.test(first) || candidateNameKey(real.name)!.core.split(' ').length < 2) continue
    const name = [`${first}wald`, ...rest].join(' ')
    if (!taken.has(normalizeCompanyName(name))) return { name, real }
  }
  throw new Error('No German company to invent a look-alike of.')
}

test.describe('countries as people write them', () => {
  test('reads "GER", "Germany (DE)" and "D" as Germany, searches every country for one it cannot read, and grades an invented look-alike no higher than C', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { german, elsewhere, lookAlike, csv } = listWithCountrySpellings()
    expect(german).toHaveLength(3)
    await matchList(page, '/list-enrichment', { name: 'spellings.csv', buffer: csv })
    await expect(page.getByTestId('progress-total')).toContainText('5')
    const table = page.getByTestId('results-table')
    // The invented company is not "likely" the real one it resembles: a C to check, or not found.
    const invented = table.getByTestId('result-row').filter({ hasText: lookAlike.name })
    await expect(invented.getByTestId('match-status')).not.toHaveText('Processing')
    await expect(invented.locator('.score-badge--a, .score-badge--b')).toHaveCount(0)
    for (const company of german) {
      const row = table.getByTestId('result-row').filter({ hasText: company.name, hasNotText: lookAlike.name })
      await expect(row.getByTestId('match-status'), company.name).toHaveText('Found')
      const toggle = row.getByRole('button', { name: `Why this grade? – ${company.name}` })
      await toggle.click()
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      // Read from the country column: no note on where the country came from, and the country agrees.
      await expect(panel.getByTestId('explain-field').filter({ hasText: 'Country' })).toContainText('Agrees')
      await expect(panel.getByTestId('explain-country')).toHaveCount(0)
    }
    const narnia = table.getByTestId('result-row').filter({ hasText: 'Narnia' })
    await expect(narnia).toContainText(elsewhere.name)
    const why = narnia.getByRole('button', { name: `Why this grade? – ${elsewhere.name}` })
    await why.focus()
    await page.keyboard.press('Enter')
    const panel = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`)
    await expect(panel.getByTestId('explain-country')).toHaveText('“Narnia” is not a country we recognise: we searched every country.')
    await expect(panel.getByTestId('explain-field').filter({ hasText: 'Country' })).toContainText('Not recognised')
    await keepPicture(panel, 'explain-country-unrecognised-1440')
  })
})

/** The commonest CRM export: name, website and phone, and no country column. */
function listWithoutCountry(): Buffer {
  const [first, second] = SEEDED
  const phone = `+${getCountryCallingCode(first!.country.toUpperCase() as CountryCode)} 30 1234 5678`
  return Buffer.from(['Company,Website,Phone', `"${first!.name}",,${phone}`, `"${second!.name}",,`].join('\r\n'))
}

test.describe('a list without a country column', () => {
  test('maps name, website and phone, and each explanation says where the row was looked for', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const [first, second] = SEEDED
    await matchList(page, '/list-enrichment', { name: 'no-country.csv', buffer: listWithoutCountry() }, async () => {
      await expect(page.getByTestId('column-select-0')).toHaveValue('name')
      await expect(page.getByTestId('column-select-2')).toHaveValue('phone')
      await expect(page.getByTestId('country-required')).toContainText('Without one, each row is looked for in every country')
      await expect(page.getByTestId('start-matching')).toBeEnabled()
    })
    await expect(page.getByTestId('progress-total')).toContainText('2')
    const table = page.getByTestId('results-table')
    const callingCode = `+${getCountryCallingCode(first!.country.toUpperCase() as CountryCode)}`
    const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(first!.country.toUpperCase())!

    const withPhone = table.getByTestId('result-row').filter({ hasText: first!.name })
    const toggle = withPhone.getByRole('button', { name: new RegExp(`^Why (this grade|not found)\\? – `) })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel.getByTestId('explain-country')).toHaveText(
      `Your row has no country: we searched every country, preferring ${countryName}, where the phone number ${callingCode} points.`,
    )
    await keepPicture(panel, 'explain-no-country-1440')

    const withoutClue = table.getByTestId('result-row').filter({ hasText: second!.name })
    const why = withoutClue.getByRole('button', { name: /^Why (this grade|not found)\? – / })
    await why.click()
    const secondPanel = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`)
    await expect(secondPanel.getByTestId('explain-country')).toHaveText(
      'Your row has no country and nothing in it points to one: we searched every country.',
    )
  })
})
