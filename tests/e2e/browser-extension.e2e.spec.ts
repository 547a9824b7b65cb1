import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { unzipSync } from 'fflate'

import { expect, keepPicture, test, type APIRequestContext, type Page } from './fixtures'

import { adminApiHeaders } from './admin-session'
import { E2E_BASE_URL, E2E_ENV } from './e2e-env'
import { launchWithExtension } from './extension-browser'
import { confirmedAccount } from './accounts'
import { generateCompanies } from '../../src/modules/registry/generator/generate-companies'
import { leiFromBase } from '../../src/modules/registry/identifiers/company-id-check-digits'
import { GLEIF_LEVEL1_HEADER, GLEIF_RELATIONSHIPS_HEADER, importRegister, quotedCsv } from './registers'

/** The e2e registry (the same generator and count the server seeded): a company with a website and officers. */
const COMPANY = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })].find(
  (company) => company.website && company.status === 'active' && company.officers.length > 0 && company.city,
)!
const COMPANY_HOST = new URL(COMPANY.website!).hostname
/** A British company with a website that a GLEIF file joins (RA000585) and gives a parent. */
const GROUP_COMPANY = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })].find(
  (company) =>
    company.website &&
    company.country === 'gb' &&
    company.status === 'active' &&
    company !== COMPANY &&
    company.website !== COMPANY.website,
)!
const GROUP_HOST = new URL(GROUP_COMPANY.website!).hostname

test.describe('browser extension page', () => {
  test('the footer leads to it: what it shows, how it works, and a download of the extension with how to install it', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('site-footer').getByRole('link', { name: 'Browser extension' }).click()
    await expect(page).toHaveURL(/\/browser-extension$/)
    await expect(page.locator('h1')).toHaveText('20 years of financial data, right in your browser')
    await expect(page.getByRole('heading', { name: 'What you see on any company’s website' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
    // The seeded site has no store page: the page offers the extension this server built, and says how to install it.
    await expect(page.getByTestId('extension-availability')).toHaveText(/^For Chrome, Edge, Brave and other Chromium browsers\./)
    const install = page.getByTestId('extension-install')
    await expect(install).toHaveText('Download the extension')
    const steps = page.getByTestId('extension-install-steps')
    await expect(steps.getByRole('heading', { name: 'Install it in a minute' })).toBeVisible()
    await expect(steps.getByRole('listitem')).toHaveCount(4)
    await expect(steps.getByRole('link', { name: 'Create an API key' })).toHaveAttribute('href', '/ai-agents?type=api-keys')

    const [download] = await Promise.all([page.waitForEvent('download'), install.click()])
    expect(download.suggestedFilename()).toBe('company-check-extension.zip')
    const files = unzipSync(fs.readFileSync(await download.path()))
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8'))
    expect(manifest).toMatchObject({ manifest_version: 3, permissions: ['activeTab', 'storage'], host_permissions: [`${E2E_BASE_URL}/*`] })
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['popup.html', 'popup.js', 'icons/icon-128.png', '_locales/es/messages.json']),
    )
  })

  test('in German', async ({ page }) => {
    await page.goto('/de/browser-extension')
    await expect(page.locator('h1')).toHaveText('20 Jahre Finanzdaten direkt in Ihrem Browser')
    await expect(page.getByRole('heading', { name: 'So funktioniert es' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'In einer Minute installiert' })).toBeVisible()
    await expect(page.getByTestId('extension-install')).toHaveText('Erweiterung herunterladen')
  })
})

/** A customer account whose plan includes full profiles, and a key of it that reads profiles. */
async function customerKey(request: APIRequestContext): Promise<{ key: string; access: string; keyId: number }> {
  const { email, access } = await confirmedAccount(request, 'extension')
  const admin = await adminApiHeaders(request)
  const found = await request.get(`/api/accounts?where[email][equals]=${encodeURIComponent(email)}&limit=1`, { headers: admin })
  const account = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const upgraded = await request.patch(`/api/accounts/${account.id}`, { headers: admin, data: { api_allowance: { full_profiles: 20 } } })
  expect(upgraded.ok()).toBe(true)
  const created = await request.post('/api/v1/account/api-keys', {
    data: { name: 'Browser extension', scopes: ['profiles'] },
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(created.status()).toBe(201)
  const { data } = (await created.json()) as { data: { key: string; id: number } }
  return { key: data.key, access, keyId: data.id }
}

/** The extension as the page hands it out, unpacked into a folder. */
async function downloadExtension(page: Page): Promise<string> {
  await page.goto('/browser-extension')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('extension-install').click()])
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-extension-'))
  for (const [name, bytes] of Object.entries(unzipSync(fs.readFileSync(await download.path())))) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true })
    fs.writeFileSync(path.join(directory, name), bytes)
  }
  return directory
}

/** A company's own website, played by a local server for every name the browser sends to it. */
async function companyWebsite(): Promise<{ server: http.Server; address: string }> {
  const server = http.createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(`<!doctype html><html lang="en"><title>${request.headers.host}</title><main><h1>Welcome</h1></main></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` }
}

test.describe('the browser extension', () => {
  test('shows the registry record of the company behind a website, asks for a key first, and asks again when it is revoked', async ({
    page,
    request,
    axeTracker,
  }) => {
    test.setTimeout(120_000)
    const { key, access, keyId } = await customerKey(request)
    const extensionDir = await downloadExtension(page)
    const website = await companyWebsite()
    const unknownHost = 'www.no-such-company-anywhere.example'
    const otherHost = 'shop.another-unregistered-site.example'
    const browser = await launchWithExtension(extensionDir, {
      [COMPANY_HOST]: website.address,
      [unknownHost]: website.address,
      [otherHost]: website.address,
    })
    try {
      const tab = await browser.context.newPage()
      const companyUrl = `http://${COMPANY_HOST}/`
      await tab.goto(companyUrl)

      // First use: the popup asks for a key, and says what is wrong with one that is not a key.
      let popup = await browser.openPopup(companyUrl)
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Connect your API key')
      await expect(popup.getByRole('link', { name: 'Create a key in your account' })).toHaveAttribute(
        'href',
        `${E2E_BASE_URL}/ai-agents?type=api-keys`,
      )
      expect(await axeTracker.failingViolations(popup)).toEqual([])
      await popup.getByLabel('API key').fill('sk_live_not-ours')
      await popup.getByRole('button', { name: 'Save and look up' }).click()
      await expect(popup.getByRole('alert')).toHaveText('That is not an API key: keys start with cdk_ and have 47 characters.')
      await expect(popup.getByLabel('API key')).toHaveAttribute('aria-invalid', 'true')
      await keepPicture(popup.locator('body'), 'extension-popup-key')
      await popup.getByLabel('API key').fill(key)
      await popup.getByRole('button', { name: 'Save and look up' }).click()

      // The registry record: name, status, registration number, address, officers, and the report to buy.
      const domain = COMPANY_HOST.replace(/^www\./, '')
      await expect(popup.getByText(`Registry record for ${domain}`)).toBeVisible()
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(COMPANY.name)
      await expect(popup.locator('.status')).toHaveText('active')
      const facts = popup.locator('dl')
      await expect(facts.locator('dt', { hasText: 'Registration no.' }).locator('+ dd')).toHaveText(COMPANY.registration_number)
      await expect(facts.locator('dt', { hasText: 'Address' }).locator('+ dd')).toContainText(COMPANY.city!)
      await expect(popup.getByRole('heading', { name: 'Officers' })).toBeVisible()
      const officers = popup.locator('.officers li')
      await expect(officers).toHaveCount(COMPANY.officers.length)
      for (const officer of COMPANY.officers) await expect(officers.filter({ hasText: officer.full_name })).toHaveCount(1)
      const buy = popup.getByRole('link', { name: 'Buy the credit report' })
      const reportUrl = new URL((await buy.getAttribute('href'))!)
      expect(reportUrl.origin + reportUrl.pathname).toBe(`${E2E_BASE_URL}/credit-report`)
      expect(Object.fromEntries(reportUrl.searchParams)).toEqual({ company: COMPANY.name, country: COMPANY.country })
      expect(await axeTracker.failingViolations(popup)).toEqual([])
      await keepPicture(popup.locator('body'), 'extension-popup-record')

      // The link opens the credit search on this company.
      const report = await request.get(reportUrl.toString(), { maxRedirects: 0 })
      expect(report.status()).toBe(307)
      const credits = new URL(report.headers().location!, E2E_BASE_URL)
      expect(Object.fromEntries(credits.searchParams)).toEqual({ company: COMPANY.name, country: COMPANY.country })
      await popup.close()

      // A website no company in the registry gives.
      const unknownUrl = `http://${unknownHost}/`
      await tab.goto(unknownUrl)
      popup = await browser.openPopup(unknownUrl)
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Not in the registry')
      await expect(popup.getByText('No company in the registry gives no-such-company-anywhere.example as its website.')).toBeVisible()
      await keepPicture(popup.locator('body'), 'extension-popup-not-found')
      await popup.close()

      // The key revoked in the account area: refused at once, and the popup asks for another.
      const revoked = await request.delete(`/api/v1/account/api-keys/${keyId}`, { headers: { Authorization: `Bearer ${access}` } })
      expect(revoked.status()).toBe(204)
      const otherUrl = `http://${otherHost}/`
      await tab.goto(otherUrl)
      popup = await browser.openPopup(otherUrl)
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Your key was refused')
      await expect(popup.getByLabel('API key')).toBeVisible()
      expect(await axeTracker.failingViolations(popup)).toEqual([])
    } finally {
      await browser.close()
      website.server.close()
      fs.rmSync(extensionDir, { recursive: true, force: true })
    }
  })

  test('names the parents of a company that GLEIF links to its register', async ({ page, request, axeTracker }) => {
    test.setTimeout(120_000)
    const childLei = leiFromBase('529900E2E0FAM1LY00')
    const parentLei = leiFromBase('529900E2E0PARENT00')
    const entity = (lei: string, name: string, country: string, more: Record<string, string> = {}) => ({
      LEI: lei,
      'Entity.LegalName': name,
      'Entity.LegalAddress.FirstAddressLine': '1 Example Street',
      'Entity.LegalAddress.City': 'Example',
      'Entity.LegalAddress.Country': country,
      'Entity.LegalJurisdiction': country,
      'Entity.EntityStatus': 'ACTIVE',
      'Registration.RegistrationStatus': 'ISSUED',
      ...more,
    })
    importRegister(
      'gleif',
      '20261201-0800-gleif-goldencopy-lei2-golden-copy.csv',
      quotedCsv(GLEIF_LEVEL1_HEADER, [
        entity(childLei, GROUP_COMPANY.name.toUpperCase(), 'GB', {
          'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000585',
          'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': GROUP_COMPANY.registration_number,
        }),
        entity(parentLei, 'Kesselring Beteiligungen GmbH', 'DE', {
          'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000243',
          'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': 'HRB 961090',
          'Entity.LegalForm.EntityLegalFormCode': '2HBR',
        }),
      ]),
    )
    importRegister(
      'gleif-relationships',
      '20261201-0800-gleif-goldencopy-rr-golden-copy.csv',
      quotedCsv(GLEIF_RELATIONSHIPS_HEADER, [
        {
          'Relationship.StartNode.NodeID': childLei,
          'Relationship.StartNode.NodeIDType': 'LEI',
          'Relationship.EndNode.NodeID': parentLei,
          'Relationship.EndNode.NodeIDType': 'LEI',
          'Relationship.RelationshipType': 'IS_DIRECTLY_CONSOLIDATED_BY',
          'Relationship.RelationshipStatus': 'ACTIVE',
          'Relationship.Period.1.startDate': '2016-01-01T00:00:00Z',
          'Relationship.Period.1.periodType': 'RELATIONSHIP_PERIOD',
        },
      ]),
    )

    const { key } = await customerKey(request)
    const extensionDir = await downloadExtension(page)
    const website = await companyWebsite()
    const browser = await launchWithExtension(extensionDir, { [GROUP_HOST]: website.address })
    try {
      const tab = await browser.context.newPage()
      const companyUrl = `http://${GROUP_HOST}/`
      await tab.goto(companyUrl)
      const popup = await browser.openPopup(companyUrl)
      await popup.getByLabel('API key').fill(key)
      await popup.getByRole('button', { name: 'Save and look up' }).click()
      // The register's name stays the company's name; GLEIF adds the family.
      await expect(popup.getByRole('heading', { level: 1 })).toHaveText(GROUP_COMPANY.name)
      await expect(popup.getByRole('heading', { name: 'Corporate family' })).toBeVisible()
      const family = popup.getByTestId('family')
      await expect(family.locator('dt', { hasText: 'Parent company' }).locator('+ dd')).toHaveText('Kesselring Beteiligungen GmbH')
      await expect(popup.getByText('Ownership from GLEIF (CC0).')).toBeVisible()
      expect(await axeTracker.failingViolations(popup)).toEqual([])
      await keepPicture(popup.locator('body'), 'extension-popup-family')
    } finally {
      await browser.close()
      website.server.close()
      fs.rmSync(extensionDir, { recursive: true, force: true })
    }
  })
})
