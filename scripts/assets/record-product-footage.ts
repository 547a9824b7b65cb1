/**
 * Records the promo video ("See the platform in two minutes", also the thank-you pages' video) from the
 * real product: a scripted walkthrough of credit search and purchase, list enrichment, the AI agents area
 * and the API reference, driven in Chromium by Playwright against a running site with its demo data, with
 * WebVTT captions in English and Spanish timed to the steps as they really happened.
 *
 * Re-record whenever the UI changes:
 *   npm ci && npm run build && npm start      (the README quick start: a site with the demo registry on :3000)
 *   node scripts/run-script.mjs scripts/assets/record-product-footage.ts [--base-url http://localhost:3000] [--out public/storage/videos]
 * Needs Debian's Chromium (scripts/ensure-chromium.sh) and ffmpeg (apt-get install -y ffmpeg). It writes
 * demo leads, an account and an enrichment list into that site's database: run it against a demo site.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { type Cue, toWebVtt } from '../../src/modules/media'
import {
  type Company,
  companyListCsv,
  dismissConsent,
  encodeFrames,
  launchFootageBrowser,
  posterFrame,
  recordScreencast,
  registryCompanies,
  signInToAgents,
  VIEWPORT,
  Walkthrough,
} from './footage'

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'public/storage/videos' },
  },
})
const BASE_URL = options['base-url']!.replace(/\/+$/, '')
const OUT_DIR = options.out!
const FPS = 15

type Caption = { en: string; es: string }

/** What the viewer reads while each step runs; the cue lasts until the next one starts. */
const CAPTIONS = {
  home: {
    en: 'Company data from official registries, in one place.',
    es: 'Datos de empresas de registros oficiales, en un solo lugar.',
  },
  search: {
    en: 'Search a company by name or registration number in its country’s registry.',
    es: 'Busque una empresa por nombre o número registral en el registro de su país.',
  },
  results: {
    en: 'Each result shows the registration number, status and address from the registry.',
    es: 'Cada resultado muestra el número registral, el estado y la dirección del registro.',
  },
  buy: {
    en: 'Buy its credit report in one click: the price is on the order before you pay.',
    es: 'Compre su informe de crédito con un clic: el precio figura en el pedido antes de pagar.',
  },
  upload: {
    en: 'Enrich a list: upload a CSV, TXT or Excel file of companies.',
    es: 'Enriquezca una lista: suba un archivo CSV, TXT o Excel de empresas.',
  },
  mapping: {
    en: 'Its columns are recognised and mapped to identifiers. Change any of them.',
    es: 'Sus columnas se reconocen y se asignan a identificadores. Puede cambiar cualquiera.',
  },
  contact: {
    en: 'Leave your contact details and the matching starts.',
    es: 'Deje sus datos de contacto y la comparación comienza.',
  },
  matching: {
    en: 'Every row is matched against the registry and graded A, B or C.',
    es: 'Cada fila se compara con el registro y recibe un grado A, B o C.',
  },
  agents: {
    en: 'AI agents check a company for you, answering from its registry record.',
    es: 'Los agentes de IA verifican una empresa por usted y responden desde su registro.',
  },
  answer: {
    en: 'Each answer names the record it comes from.',
    es: 'Cada respuesta indica el registro del que procede.',
  },
  api: {
    en: 'The same data through one REST API, with its reference on the page.',
    es: 'Los mismos datos a través de una API REST, con su referencia en la página.',
  },
  close: {
    en: 'Start a free trial or book a demo.',
    es: 'Empiece una prueba gratuita o reserve una demostración.',
  },
} satisfies Record<string, Caption>

type CaptionKey = keyof typeof CAPTIONS

async function creditSearch(walk: Walkthrough<CaptionKey>, company: Company): Promise<void> {
  const { page } = walk
  await page.goto(`${BASE_URL}/credit-reports`)
  walk.caption('search')
  await walk.pause(1200)
  await page.getByLabel('Country', { exact: true }).selectOption('gb')
  await walk.pause(600)
  await walk.type(page.getByLabel('Company name or registration number'), company.name)
  await walk.click(page.getByRole('button', { name: 'Search', exact: true }))
  const row = page.getByTestId('search-results').locator('tbody tr', { hasText: company.name }).first()
  await row.waitFor()
  walk.caption('results')
  await walk.page.mouse.move(400, 420, { steps: 20 })
  await walk.pause(4500)
  walk.caption('buy')
  await walk.click(row.getByRole('button', { name: 'Buy report' }))
  await page.waitForURL(/\/payment-summary\?/)
  await page.getByTestId('order-line').first().waitFor()
  await walk.pause(4500)
}

async function listEnrichment(walk: Walkthrough<CaptionKey>, companies: Company[], email: string): Promise<void> {
  const { page } = walk
  await page.goto(`${BASE_URL}/list-enrichment`)
  walk.caption('upload')
  await walk.pause(2000)
  await page
    .getByTestId('drop-zone-input')
    .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: companyListCsv(companies, 'United Kingdom') })
  await page.getByTestId('column-cards').waitFor()
  walk.caption('mapping')
  await walk.reveal(page.getByTestId('column-cards'))
  await walk.page.mouse.move(500, 450, { steps: 20 })
  await walk.pause(4000)
  walk.caption('contact')
  await walk.click(page.getByTestId('start-matching'))
  const modal = page.getByTestId('contact-modal')
  await modal.waitFor()
  await walk.type(modal.getByTestId('contact-full-name'), 'Dana Buyer')
  await walk.type(modal.getByTestId('contact-phone'), '+44 20 7946 0018')
  await walk.type(modal.getByTestId('contact-email'), email)
  await walk.click(modal.getByTestId('contact-submit'))
  const results = page.getByTestId('enrichment-results')
  await results.waitFor()
  walk.caption('matching')
  await page.locator('[data-testid="enrichment-results"][data-phase="finished"]').waitFor({ timeout: 60_000 })
  await walk.pause(1000)
  await walk.reveal(page.getByTestId('results-table'), 'start')
  await walk.scroll(-120)
  await walk.pause(5500)
}

async function agents(walk: Walkthrough<CaptionKey>, company: Company, email: string): Promise<void> {
  const { page } = walk
  await signInToAgents(page, BASE_URL, email)
  await page.goto(`${BASE_URL}/ai-agents`)
  walk.caption('agents')
  await walk.pause(2000)
  await walk.click(page.getByTestId('agent-card-check_company_status').getByRole('link'))
  await page.getByTestId('agents-workbench').waitFor()
  await page.getByTestId('agents-country').selectOption('gb')
  await walk.type(page.getByTestId('agents-company'), company.name)
  await walk.click(page.getByTestId('agents-search-submit'))
  const result = page.getByTestId('agents-result').filter({ hasText: company.registration_number }).first()
  await result.waitFor()
  await walk.click(result)
  await page.getByTestId('agents-answer').waitFor()
  walk.caption('answer')
  await walk.reveal(page.getByTestId('agents-answer'))
  await walk.pause(5000)
}

async function apiReference(walk: Walkthrough<CaptionKey>): Promise<void> {
  const { page } = walk
  await page.goto(`${BASE_URL}/company-data-api`)
  walk.caption('api')
  await walk.pause(1500)
  const section = page.getByTestId('api-reference')
  await walk.reveal(section)
  await walk.click(section.getByRole('button', { name: 'Show the API reference' }))
  await section.locator('.opblock').first().waitFor({ timeout: 30_000 })
  await walk.reveal(section.locator('.opblock').first())
  await walk.pause(1500)
  await walk.scroll(500)
  await walk.pause(4000)
}

async function closing(walk: Walkthrough<CaptionKey>): Promise<void> {
  await walk.page.goto(`${BASE_URL}/`)
  walk.caption('close')
  await walk.pause(4000)
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'product-footage-'))
  const { browser, page } = await launchFootageBrowser()
  try {
    const companies = await registryCompanies(page, BASE_URL, 'gb', 'ltd')
    if (companies.length < 6)
      throw new Error('The registry has too few British companies for the walkthrough: seed the demo registry first.')
    const email = `footage.${Date.now()}@northwind-buyers.com`

    // Consent first, off camera: the banner would cover the walkthrough.
    await page.goto(`${BASE_URL}/`)
    await dismissConsent(page)
    const walk = new Walkthrough<CaptionKey>(page)
    const recording = await recordScreencast(page, work)
    const start = Date.now() / 1000
    await page.reload()
    walk.caption('home')
    await walk.pause(3500)
    await creditSearch(walk, companies[0]!)
    await listEnrichment(walk, companies.slice(0, 12), email)
    await agents(walk, companies[1]!, email)
    await apiReference(walk)
    await closing(walk)
    const end = Date.now() / 1000
    await recording.stop()

    const frames = recording.frames.filter((frame) => frame.at >= start - 1)
    if (!frames.length) throw new Error('Chromium sent no screencast frame.')
    // Time zero is the first frame; cues are placed on the same clock.
    const zero = frames[0]!.at
    fs.mkdirSync(OUT_DIR, { recursive: true })
    const video = path.join(OUT_DIR, 'promo.mp4')
    encodeFrames(frames, end, work, video, { fps: FPS, crf: 30, ...VIEWPORT })
    const cues = (language: keyof Caption): Cue[] =>
      walk.cues.map((cue, index) => ({
        start: Math.max(0, cue.at - zero),
        end: (walk.cues[index + 1]?.at ?? end) - zero,
        text: CAPTIONS[cue.key][language],
      }))
    for (const language of ['en', 'es'] as const) fs.writeFileSync(path.join(OUT_DIR, `promo.${language}.vtt`), toWebVtt(cues(language)))
    // The poster: the search results, a frame that says what the product is.
    const results = walk.cues.find((cue) => cue.key === 'results')
    posterFrame(video, (results ? results.at - zero : 0) + 1.5, path.join(OUT_DIR, 'promo-poster.jpg'), 960, 540)
    console.log(
      `Wrote ${video} (${(fs.statSync(video).size / 1024).toFixed(0)} KB, ${(end - zero).toFixed(1)} s), promo.en.vtt, promo.es.vtt and promo-poster.jpg`,
    )
  } finally {
    await browser.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()
