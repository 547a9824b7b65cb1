import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from './fixtures'
import { uniqueEmail } from './mail'

// The e2e suite runs in plain Node: it reads the modules' pure inner files, not their server faces.
import { parseUploadedFile } from '../../src/modules/spreadsheet/parse-upload'
import { generateCompanies } from '../../src/modules/registry/generator/generate-companies'

import { E2E_ENV, E2E_MAIL_OUTBOX_DIR } from './e2e-env'

/** The first companies of the seeded demo registry (the generator is deterministic). */
const SEEDED = [...generateCompanies({ count: Number(E2E_ENV.REGISTRY_SEED_COMPANIES) })].slice(0, 13)

/** 14 rows: 13 registry companies and one that does not exist; the sample holds the first 10. */
function listCsv(): Buffer {
  const lines = [
    'Company,Country',
    ...SEEDED.map((company) => `"${company.name}",${company.country.toUpperCase()}`),
    'Zyxwv Nonexistent Widgets,GB',
  ]
  return Buffer.from(lines.join('\r\n'))
}

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()
}

type Mail = { headers: Record<string, string>; text: string; attachments: { filename: string; contentType: string; bytes: Buffer }[] }

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const headers: Record<string, string> = {}
  for (const line of normalized
    .slice(0, end < 0 ? undefined : end)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: end < 0 ? '' : normalized.slice(end + 2) }
}

function decode(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
  }
  return Buffer.from(body, 'utf8')
}

/** An .eml file the site's file mailer wrote: headers, plain text and attachments. */
function readMail(raw: string): Mail {
  const { headers, body } = splitHeaders(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitHeaders(part.replace(/^\n/, '')))
        .map((part) => ({ headers: part.headers, bytes: decode(part.headers, part.body.replace(/\n$/, '')) }))
    : [{ headers, bytes: decode(headers, body) }]
  const isAttachment = (part: { headers: Record<string, string> }) => /attachment/i.test(part.headers['content-disposition'] ?? '')
  return {
    headers,
    text: parts.find((part) => !isAttachment(part))?.bytes.toString('utf8') ?? '',
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      bytes: part.bytes,
    })),
  }
}

/** Every e-mail the outbox worker has written so far to `address`. */
function mailsTo(address: string): Mail[] {
  if (!fs.existsSync(E2E_MAIL_OUTBOX_DIR)) return []
  return fs
    .readdirSync(E2E_MAIL_OUTBOX_DIR)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readMail(fs.readFileSync(path.join(E2E_MAIL_OUTBOX_DIR, file), 'utf8')))
    .filter((mail) => (mail.headers.to ?? '').includes(address))
}

test.describe('enrichment sample by e-mail', () => {
  test('Download Sample e-mails the visitor the first rows of their list as a workbook, to the address matching started with', async ({
    page,
  }) => {
    await page.goto('/list-enrichment')
    await dismissConsent(page)
    await page.evaluate(() => localStorage.removeItem('enrichment_session'))
    await page.reload()
    await page.getByTestId('drop-zone-input').setInputFiles({ name: 'northwind prospects.csv', mimeType: 'text/csv', buffer: listCsv() })
    await expect(page.getByTestId('file-tag')).toContainText('northwind prospects.csv')

    const email = uniqueEmail('sample')
    await page.getByTestId('start-matching').click()
    const contact = page.getByTestId('contact-modal')
    await contact.getByTestId('contact-full-name').fill('Dana Buyer')
    await contact.getByTestId('contact-phone').fill('+44 20 7946 0018')
    await contact.getByTestId('contact-email').fill(email)
    await Promise.all([page.waitForURL(/\/list-enrichment/), contact.getByTestId('contact-submit').click()])
    const results = page.getByTestId('enrichment-results')
    await expect(results).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 })

    // Without saved contact details the button asks "Where should we send it?"; the form still works,
    // but the list itself only goes to the address the session was set up with.
    await page.evaluate(() => localStorage.removeItem('lead-data'))
    await page.getByTestId('download-sample').click()
    const request = page.getByTestId('request-modal')
    await expect(request).toContainText('Where should we send it?')
    const typed = uniqueEmail('someone.else')
    await request.getByTestId('request-full-name').fill('Sam Other')
    await request.getByTestId('request-phone').fill('+44 20 7946 0099')
    await request.getByTestId('request-email').fill(typed)
    await request.getByTestId('request-submit').click()
    await expect(page.getByTestId('sample-thanks')).toContainText('Please check your e-mail: your sample is on its way.')
    await expect(page.getByTestId('sample-thanks')).toBeHidden({ timeout: 3000 })
    await expect(page.getByTestId('download-sample')).toBeDisabled()

    // The outbox worker delivers within seconds; the file mailer writes each message as an .eml file.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1)
    const [mail] = mailsTo(email)
    expect(mail!.headers.subject).toBe('Your enriched sample')
    // Nothing the uploader typed goes to an address nobody proved (issue 56): no name, no file name.
    expect(mail!.text).toContain('Hello,\n')
    expect(mail!.text).not.toContain('Dana Buyer')
    expect(mail!.attachments).toHaveLength(1)
    expect(mail!.attachments[0]).toMatchObject({
      filename: expect.stringMatching(/^enrichment-sample-\d{4}-\d{2}-\d{2}\.xlsx$/),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    const workbook = await parseUploadedFile(new Uint8Array(mail!.attachments[0]!.bytes), 'sample.xlsx')
    expect(workbook.rows[0]!.slice(0, 3)).toEqual(['file_row', 'match_grade', 'match_status'])
    expect(workbook.rows).toHaveLength(11)
    expect(workbook.rows[1]![0]).toBe('2')
    expect(workbook.rows[1]![2]).toBe('found')
    // The registry's name of the company matched, not the cell as uploaded.
    expect(workbook.rows[1]).toContain(SEEDED[0]!.name)

    // Sales hears of the request, with the address typed into the form; that address gets no list.
    await expect.poll(() => mailsTo('sales@localhost').filter((sales) => sales.text.includes(typed)).length, { timeout: 20_000 }).toBe(1)
    expect(mailsTo(typed)).toHaveLength(0)
  })
})
