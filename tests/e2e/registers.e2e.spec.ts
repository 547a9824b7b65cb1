import { expect, hydrated, keepPicture, test } from './fixtures'

import { matchList } from './enrichment-list'
import { signInToAdmin } from './admin-session'
import { COMPANIES_HOUSE_HEADER, GLEIF_LEVEL1_HEADER, importRegister, leiFromBase, quotedCsv } from './registers'

/**
 * The published registers on the site: the e2e server starts with the hand-written register fixtures
 * loaded (scripts/e2e-server.sh: tests/fixtures/registers), so "Our data" lists them; the former-name
 * search loads a Companies House file of its own with the operator's command while the site runs.
 */
test.describe('published registers', () => {
  test('"Our data" lists each loaded register with its companies, latest file and licence', async ({ page }) => {
    await page.goto('/our-data')
    const sources = page.getByTestId('registry-sources')
    await expect(sources.getByRole('heading', { name: 'Where our companies come from' })).toBeVisible()
    const companiesHouse = sources.locator('[data-source="companies-house"]')
    await expect(companiesHouse.getByRole('rowheader')).toContainText('Companies House, Basic Company Data')
    await expect(companiesHouse.getByRole('link', { name: 'Open Government Licence v3.0' })).toHaveAttribute(
      'href',
      'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    )
    const count = Number((await companiesHouse.locator('td').first().textContent())!.replace(/,/g, ''))
    expect(count).toBeGreaterThan(0)
    await expect(companiesHouse.locator('time')).toHaveAttribute('datetime', '2026-11-01')
    await expect(sources.locator('[data-source="gleif"]').getByRole('link', { name: 'CC0 1.0' })).toBeVisible()
    await expect(sources.locator('[data-source="sirene"]').getByRole('link', { name: 'Licence Ouverte / Etalab 2.0' })).toBeVisible()
    await expect(
      sources
        .getByRole('listitem')
        .filter({ hasText: 'Contains public sector information licensed under the Open Government Licence v3.0' }),
    ).toHaveCount(1)
    await keepPicture(sources, 'our-data-sources')

    await page.goto('/de/our-data')
    await expect(page.getByTestId('registry-sources').getByRole('heading', { name: 'Woher unsere Unternehmen kommen' })).toBeVisible()
    await expect(page.getByTestId('registry-sources').getByRole('columnheader', { name: 'Lizenz' })).toBeVisible()
  })

  test('the credit search finds a company by its former name and says so', async ({ page }) => {
    importRegister(
      'companies-house',
      'BasicCompanyDataAsOneFile-2026-12-01.csv',
      quotedCsv(COMPANIES_HOUSE_HEADER, [
        {
          CompanyName: 'BRAMBLEWICK FOUNDRY LIMITED',
          CompanyNumber: '09887001',
          'RegAddress.AddressLine1': '4 Forge Lane',
          'RegAddress.PostTown': 'SHEFFIELD',
          'RegAddress.PostCode': 'S1 2AB',
          CompanyCategory: 'Private Limited Company',
          CompanyStatus: 'Active',
          CountryOfOrigin: 'United Kingdom',
          IncorporationDate: '02/05/2009',
          'SICCode.SicText_1': '24510 - Casting of iron',
          'PreviousName_1.CONDATE': '01/03/2019',
          'PreviousName_1.CompanyName': 'BRAMBLEWICK CASTINGS LIMITED',
        },
      ]),
    )
    await page.goto('/credit-reports?company=Bramblewick%20Castings&country=gb')
    const results = page.getByTestId('search-results')
    const row = results.locator('tbody tr').filter({ hasText: 'BRAMBLEWICK FOUNDRY LIMITED' })
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('former-name')).toHaveText('Former name: BRAMBLEWICK CASTINGS LIMITED, until 1 March 2019')
    await expect(row).toContainText('09887001')
    await keepPicture(results, 'credit-search-former-name')

    await page.goto('/es/credit-reports?company=Bramblewick%20Castings&country=gb')
    await expect(page.getByTestId('search-results').getByTestId('former-name')).toHaveText(
      'Antigua denominación: BRAMBLEWICK CASTINGS LIMITED, hasta el 1 de marzo de 2019',
    )
  })

  test('list enrichment finds a company by its former name, grades it B and says until when it was used', async ({ page }) => {
    // MERIDALE HOLDINGS PLC (03456789) of the Companies House fixture was MERIDALE GROUP PLC until 04/05/2012.
    await matchList(page, '/list-enrichment', {
      name: 'former-names.csv',
      buffer: Buffer.from('Company,Country\r\nMERIDALE GROUP PLC,GB\r\n'),
    })
    const row = page.getByTestId('results-table').getByTestId('result-row').first()
    await expect(row).toContainText('MERIDALE HOLDINGS PLC')
    const why = row.getByRole('button', { name: /^Why this grade\? – / })
    await why.click()
    const panel = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`)
    await expect(panel.getByTestId('explain-former-name')).toHaveText('Former name, until 2012-05-04: MERIDALE GROUP PLC')
    await expect(panel).toContainText('Grade B')
    await keepPicture(panel, 'enrichment-former-name')
  })

  test('an admin links a GLEIF entity the matcher was unsure of to its Companies House company', async ({ page }) => {
    importRegister(
      'companies-house',
      'BasicCompanyData-2026-12-02-part1_1.csv',
      quotedCsv(COMPANIES_HOUSE_HEADER, [
        {
          CompanyName: 'TRELAWNEY SAILCLOTH LIMITED',
          CompanyNumber: '09887101',
          'RegAddress.AddressLine1': '2 Quay Hill',
          'RegAddress.PostTown': 'FALMOUTH',
          'RegAddress.PostCode': 'TR11 3HA',
          CompanyCategory: 'Private Limited Company',
          CompanyStatus: 'Active',
          CountryOfOrigin: 'United Kingdom',
          IncorporationDate: '12/06/2014',
        },
      ]),
      { update: true },
    )
    // Same name, but GLEIF has it in another town, and under a registration authority the site does not load.
    const summary = importRegister(
      'gleif',
      '20261202-0800-gleif-goldencopy-lei2-golden-copy.csv',
      quotedCsv(GLEIF_LEVEL1_HEADER, [
        {
          LEI: leiFromBase('529900TRELAWNEY101'),
          'Entity.LegalName': 'Trelawney Sailcloth Limited',
          'Entity.LegalAddress.FirstAddressLine': '9 Notte Street',
          'Entity.LegalAddress.City': 'Plymouth',
          'Entity.LegalAddress.PostalCode': 'PL1 2AG',
          'Entity.LegalAddress.Country': 'GB',
          'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA999999',
          'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': 'TS-101',
          'Entity.LegalJurisdiction': 'GB',
          'Entity.EntityStatus': 'ACTIVE',
        },
      ]),
      { update: true },
    )
    expect(summary).toMatch(/possibly the same company, for review in \/admin 1 \(100\.0 %\)/)

    await signInToAdmin(page)
    await page.goto('/admin/collections/register-link-reviews')
    // The pair's own page, by the list's link (a click before the list hydrates is lost on a slow machine).
    const pair = page.getByRole('link', { name: 'Trelawney Sailcloth Limited' })
    await page.goto((await pair.getAttribute('href'))!)
    await expect(page.locator('#field-candidate_name')).toHaveValue('TRELAWNEY SAILCLOTH LIMITED')
    await expect(page.locator('#field-reason')).toHaveValue(/addresses differ/)
    await expect(page.getByTestId('register-link-decision')).toHaveText('Not decided yet')
    await (await hydrated(page.getByRole('button', { name: 'Same company: link them' }))).click()
    await expect(page.getByTestId('register-link-decision')).toHaveText('Linked: one company')
    await expect(page.getByRole('button', { name: 'Different companies' })).toHaveCount(0)
    await keepPicture(page.locator('main, .template-default').first(), 'admin-register-link-review')

    // Decided once: the list says so after a reload.
    await page.reload()
    await expect(page.getByTestId('register-link-decision')).toHaveText('Linked: one company')
  })
})
