/**
 * Records the academy's lesson videos from the real product: one scripted walkthrough per lesson, in
 * Chromium driven by Playwright against a running site with its demo registry, each step with the
 * caption the viewer reads in English and Spanish. It writes `<lesson key>.mp4` into the seed's lesson
 * folder and each lesson's cues (text and measured seconds) into content/seed/academy.json, so the
 * seed's captions and durations are the video's own timings.
 *
 * The captions live here, beside the steps they describe: a caption that no longer matches its
 * footage is fixed by changing both and re-recording. Re-record whenever the UI changes:
 *   npm ci && npm run build && npm start      (the README quick start: a site with the demo registry on :3000)
 *   npm run assets:lessons -- [--base-url http://localhost:3000] [--only key,key]
 * Needs Debian's Chromium (scripts/ensure-chromium.sh) and ffmpeg (apt-get install -y ffmpeg). It writes
 * demo leads, accounts and enrichment lists into that site's database: run it against a demo site.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Locator, Page } from '@playwright/test'

import { ACADEMY_VIDEO_DIR } from '../../src/payload/seed/academy-lessons'
import {
  type Company,
  companyListCsv,
  dismissConsent,
  encodeFrames,
  launchFootageBrowser,
  recordScreencast,
  registryCompanies,
  signInToAgents,
  Walkthrough,
} from './footage'

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    only: { type: 'string' },
  },
})
const BASE_URL = options['base-url']!.replace(/\/+$/, '')
const ACADEMY_JSON = 'content/seed/academy.json'
/** Lessons are watched in a 16:9 player about 900 px wide; 960×540 keeps the UI legible and the files small. */
const ENCODING = { fps: 10, width: 960, height: 540, crf: 31 }
const MIN_LESSON_SECONDS = 60
const MAX_LESSON_SECONDS = 180

type Bilingual = { en: string; es: string }

/** What a lesson's steps share: the companies they show and the signed-in browser. */
type Cast = {
  /** Companies that share one name, at least one of them no longer active: the case for reading numbers. */
  namesakes: Company[]
  /** Active British companies with full records. */
  companies: Company[]
  email: (lesson: string) => string
}

type Step = Bilingual & { run: (walk: Walkthrough<number>, cast: Cast) => Promise<void> }
type Lesson = { key: string; start: string; steps: Step[] }

/** How long a caption stays up at least: time to read it at an unhurried pace, never under six seconds. */
function readingMs(caption: Bilingual): number {
  const words = Math.max(caption.en.split(/\s+/).length, caption.es.split(/\s+/).length)
  return Math.max(6000, 1500 + words * 330)
}

const step = (en: string, es: string, run: Step['run']): Step => ({ en, es, run })

// ── Moves the lessons share ────────────────────────────────────────────────────────────────────────

/**
 * Opens a page and waits until it is interactive: a control used before hydration would lose its input.
 * Some screens keep a request open (the agents area refreshes its session), so the quiet network is
 * awaited only for a few seconds.
 */
async function open(walk: Walkthrough<number>, pagePath: string): Promise<void> {
  await walk.page.goto(`${BASE_URL}${pagePath}`)
  await walk.page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined)
  await walk.pause(400)
}

async function searchRegistry(walk: Walkthrough<number>, query: string): Promise<Locator> {
  const { page } = walk
  await page.getByLabel('Country', { exact: true }).selectOption('gb')
  await walk.pause(500)
  await walk.type(page.getByLabel('Company name or registration number'), query)
  await walk.click(page.getByRole('button', { name: 'Search', exact: true }))
  return page.getByTestId('search-results').locator('tbody tr')
}

function resultRow(page: Page, company: Company): Locator {
  return page.getByTestId('search-results').locator('tbody tr', { hasText: company.registration_number })
}

/** Opens an agent's workbench (the reader is signed in) and asks it about one company. */
async function askAgent(walk: Walkthrough<number>, agent: string, company: Company, options: { pick?: boolean } = {}): Promise<void> {
  const { page } = walk
  await open(walk, `/ai-agents?type=agent&agent=${agent}`)
  await page.getByTestId('agents-workbench').waitFor()
  await page.getByTestId('agents-country').selectOption('gb')
  await walk.type(page.getByTestId('agents-company'), company.name)
  await walk.click(page.getByTestId('agents-search-submit'))
  const result = page.getByTestId('agents-result').filter({ hasText: company.registration_number }).first()
  await result.waitFor()
  if (options.pick === false) return
  await walk.click(result)
  await page.getByTestId('agents-answer').waitFor()
  await walk.reveal(page.getByTestId('agents-answer'))
}

async function uploadList(walk: Walkthrough<number>, name: string, csv: Buffer): Promise<void> {
  const { page } = walk
  await walk.point(page.getByTestId('drop-zone-input').locator('xpath=..'))
  await page.getByTestId('drop-zone-input').setInputFiles({ name, mimeType: 'text/csv', buffer: csv })
  await page.getByTestId('column-cards').waitFor()
}

/** Leaves the contact details, starts the matching and waits, on the progress, until every row is matched. */
async function matchList(walk: Walkthrough<number>, email: string): Promise<void> {
  const { page } = walk
  await walk.click(page.getByTestId('start-matching'))
  const modal = page.getByTestId('contact-modal')
  await modal.waitFor()
  await walk.type(modal.getByTestId('contact-full-name'), 'Dana Buyer')
  await walk.type(modal.getByTestId('contact-phone'), '+44 20 7946 0018')
  await modal.getByTestId('contact-email').fill(email)
  await walk.click(modal.getByTestId('contact-submit'))
  await page.getByTestId('enrichment-results').waitFor()
  // The progress while the rows are matched, not wherever the page was scrolled to.
  await walk.reveal(page.getByTestId('progress-summary'))
  await matchingFinished(walk)
}

async function matchingFinished(walk: Walkthrough<number>): Promise<void> {
  await walk.page.locator('[data-testid="enrichment-results"][data-phase="finished"]').waitFor({ timeout: 60_000 })
  await walk.pause(600)
  await walk.reveal(walk.page.getByTestId('results-table'), 'start')
  await walk.scroll(-140)
}

function gradedRow(page: Page, grade: 'a' | 'b' | 'c'): Locator {
  return page
    .getByTestId('result-row')
    .filter({ has: page.locator(`.score-badge--${grade}`) })
    .first()
}

async function showReference(walk: Walkthrough<number>): Promise<Locator> {
  const section = walk.page.getByTestId('api-reference')
  await walk.reveal(section)
  await walk.click(section.getByRole('button', { name: 'Show the API reference' }))
  await section.locator('.opblock').first().waitFor({ timeout: 30_000 })
  return section
}

/** Expands one operation of the reference and brings it near the top of the screen. */
async function openOperation(walk: Walkthrough<number>, section: Locator, method: string, apiPath: string): Promise<Locator> {
  const operation = section
    .locator(`.opblock-${method}`)
    .filter({ has: walk.page.locator(`.opblock-summary-path[data-path="${apiPath}"]`) })
    .first()
  // Centred, not at the top: the sticky site header would take the click.
  await walk.reveal(operation)
  await walk.click(operation.locator('.opblock-summary'))
  await operation.locator('.opblock-body').waitFor()
  await walk.pause(500)
  await walk.reveal(operation.locator('.opblock-summary'), 'center')
  return operation
}

function ourDataCard(page: Page, title: string): Locator {
  return page.getByTestId('data-example').filter({ hasText: title })
}

/** Edits a name the way people type it into a CRM: no legal form, a word dropped, or a letter swapped. */
function looselyTyped(name: string, how: 'no-legal-form' | 'first-word' | 'typo'): string {
  const bare = name.replace(/\b(ltd|limited|plc|llp)\.?$/i, '').trim()
  if (how === 'no-legal-form') return bare.toUpperCase()
  if (how === 'first-word')
    return bare
      .split(' ')
      .slice(0, Math.max(1, bare.split(' ').length - 1))
      .join(' ')
  const at = Math.min(3, bare.length - 2)
  return bare.slice(0, at) + bare[at + 1] + bare[at] + bare.slice(at + 2)
}

// ── The lessons ────────────────────────────────────────────────────────────────────────────────────

const LESSONS: Lesson[] = [
  {
    key: 'dd-reading-a-registry-entry',
    start: '/credit-reports',
    steps: [
      step(
        'Every check starts with the company’s entry in the official registry of its country.',
        'Toda verificación empieza por la inscripción de la empresa en el registro oficial de su país.',
        async (walk) => walk.point(walk.page.getByRole('heading', { level: 1 })),
      ),
      step(
        'Search it by name, or by registration number when you have one.',
        'Búsquela por nombre, o por número registral si lo tiene.',
        async (walk, cast) => {
          await searchRegistry(walk, cast.namesakes[0]!.name)
          await resultRow(walk.page, cast.namesakes[0]!).waitFor()
        },
      ),
      step(
        'Several companies can share a name: compare the registered name, not the trading name on an invoice.',
        'Varias empresas pueden compartir nombre: compare la denominación social, no el nombre comercial de una factura.',
        async (walk, cast) => {
          for (const company of cast.namesakes.slice(0, 3)) await walk.point(resultRow(walk.page, company).locator('td').first())
        },
      ),
      step(
        'The registration number identifies the company for good, even after a rename or a move.',
        'El número registral identifica a la empresa para siempre, aunque cambie de nombre o de domicilio.',
        async (walk, cast) => walk.point(resultRow(walk.page, cast.namesakes[0]!).locator('td').nth(3)),
      ),
      step(
        'The registered address is where official notices go: compare it with the address you were given.',
        'El domicilio social es donde llegan las notificaciones oficiales: compárelo con el que le dieron.',
        async (walk, cast) => walk.point(resultRow(walk.page, cast.namesakes[0]!).locator('td').nth(2)),
      ),
      step(
        'The legal form agent reads the company’s legal form from the same registry record.',
        'El agente de forma jurídica lee la forma jurídica de la empresa en el mismo registro.',
        async (walk, cast) => askAgent(walk, 'check_legal_form', cast.namesakes[0]!),
      ),
      step(
        'The legal form tells you who is liable, and every answer names the record it comes from.',
        'La forma jurídica le dice quién responde de las deudas, y cada respuesta indica el registro del que procede.',
        async (walk) => walk.point(walk.page.getByTestId('agents-answer-source')),
      ),
    ],
  },
  {
    key: 'dd-status-officers-filings',
    start: '/ai-agents',
    steps: [
      step(
        'Is the company active, who runs it, and is it up to date? Three checks, in that order.',
        '¿Está activa, quién la dirige y está al día? Tres comprobaciones, en ese orden.',
        async (walk) => walk.point(walk.page.getByTestId('agent-card-check_company_status')),
      ),
      step(
        'Check the status first: active, dissolved or in liquidation.',
        'Compruebe primero el estado: activa, disuelta o en liquidación.',
        async (walk, cast) => askAgent(walk, 'check_company_status', cast.namesakes[0]!, { pick: false }),
      ),
      step(
        'Companies that share a name can differ in status: a dissolved one is easy to take for an active one.',
        'Las empresas que comparten nombre pueden tener estados distintos: es fácil tomar una disuelta por una activa.',
        async (walk, cast) => {
          const inactive = cast.namesakes.find((company) => company.status !== 'active')!
          await walk.point(walk.page.getByTestId('agents-result').filter({ hasText: inactive.registration_number }))
        },
      ),
      step(
        'The answer comes from the registry record, with the date it was last updated.',
        'La respuesta procede del registro, con la fecha de su última actualización.',
        async (walk, cast) => {
          await walk.click(walk.page.getByTestId('agents-result').filter({ hasText: cast.namesakes[0]!.registration_number }))
          await walk.page.getByTestId('agents-answer').waitFor()
          await walk.reveal(walk.page.getByTestId('agents-answer'))
          await walk.point(walk.page.getByTestId('agents-answer-source'))
        },
      ),
      step(
        'Officers show who can sign for the company: check that your contact is one of them.',
        'Los administradores muestran quién puede firmar por la empresa: compruebe que su contacto es uno de ellos.',
        async (walk, cast) => askAgent(walk, 'director_check', cast.companies[0]!),
      ),
      step(
        'Late accounts are an early warning: a company that stops filing may be in trouble.',
        'Las cuentas atrasadas son una alerta temprana: una empresa que deja de presentarlas puede tener problemas.',
        async (walk) => {
          await open(walk, '/our-data')
          await walk.reveal(walk.page.getByTestId('data-examples'), 'start')
          await walk.point(ourDataCard(walk.page, 'watch closely'))
        },
      ),
    ],
  },
  {
    key: 'dd-red-flags',
    start: '/our-data',
    steps: [
      step(
        'Three records, three decisions: go ahead, look closer, or stop.',
        'Tres registros, tres decisiones: seguir adelante, mirar más de cerca o detenerse.',
        async (walk) => {
          await walk.reveal(walk.page.getByTestId('data-examples'), 'start')
          await walk.point(ourDataCard(walk.page, 'low risk'))
        },
      ),
      step(
        'A change of all directors, or accounts filed late, deserves a question before you sign.',
        'Un cambio de todos los administradores, o unas cuentas presentadas tarde, merecen una pregunta antes de firmar.',
        async (walk) => walk.point(ourDataCard(walk.page, 'watch closely')),
      ),
      step(
        'An insolvency notice or a liquidation should stop the deal.',
        'Un aviso de insolvencia o una liquidación deben detener la operación.',
        async (walk) => walk.point(ourDataCard(walk.page, 'In liquidation')),
      ),
      step(
        'Check the registered address: one shared by hundreds of companies is worth a second look.',
        'Compruebe el domicilio social: uno compartido por cientos de empresas merece una segunda mirada.',
        async (walk, cast) => askAgent(walk, 'registered_address_finder', cast.companies[1]!),
      ),
      step(
        'When the company is not in the registry at all, do not guess.',
        'Cuando la empresa no está en el registro, no haga suposiciones.',
        async (walk) => {
          await open(walk, '/credit-reports')
          await searchRegistry(walk, 'Quillmoor Holdings')
          await walk.page.getByTestId('search-empty').waitFor()
          await walk.point(walk.page.getByTestId('search-empty'))
        },
      ),
      step(
        'Order a fresh investigation: our researchers go to the source for you.',
        'Pida una investigación nueva: nuestros investigadores acuden a la fuente por usted.',
        async (walk) => {
          await walk.click(walk.page.getByTestId('search-empty').getByRole('link'))
          await walk.page.getByTestId('investigation-form').waitFor()
          await walk.type(walk.page.getByLabel('Company name').first(), 'Quillmoor Holdings')
          await walk.type(walk.page.getByLabel('City').first(), 'Bristol')
        },
      ),
      step(
        'The price of the investigation is on the page before you pay.',
        'El precio de la investigación figura en la página antes de pagar.',
        async (walk) => walk.point(walk.page.getByTestId('investigation-total')),
      ),
    ],
  },
  {
    key: 'dd-what-a-credit-report-tells-you',
    start: '/countries/united-kingdom',
    steps: [
      step(
        'A credit report brings the registry record, the financials and the people together.',
        'Un informe de crédito reúne el registro, los datos financieros y las personas.',
        async (walk) => walk.reveal(walk.page.getByRole('heading', { name: /profile includes/ }), 'start'),
      ),
      step(
        'The registry part: legal name, legal form, registration and VAT numbers, and status.',
        'La parte registral: denominación, forma jurídica, números de registro y de IVA, y estado.',
        async (walk) => walk.point(walk.page.getByRole('heading', { name: 'Registry data', exact: true })),
      ),
      step(
        'The financial part: turnover, size range, the year it was founded, and the credit assessment.',
        'La parte financiera: facturación, tamaño, año de fundación y la evaluación de crédito.',
        async (walk) => walk.point(walk.page.getByRole('heading', { name: 'Financials', exact: true })),
      ),
      step(
        'Start with the summary: the risk level, a recommended credit limit and any negative event.',
        'Empiece por el resumen: el nivel de riesgo, un límite de crédito recomendado y cualquier incidencia negativa.',
        async (walk) => {
          await open(walk, '/our-data')
          await walk.reveal(walk.page.getByTestId('data-examples'), 'start')
          await walk.point(ourDataCard(walk.page, 'low risk'))
        },
      ),
      step(
        'Then read the trend, not a single year: falling revenue changes the picture.',
        'Después lea la tendencia, no un solo año: unos ingresos en descenso cambian la imagen.',
        async (walk) => walk.point(ourDataCard(walk.page, 'In liquidation')),
      ),
      step(
        'Find the company you are onboarding in the credit report search.',
        'Busque la empresa que va a dar de alta en el buscador de informes de crédito.',
        async (walk, cast) => {
          await open(walk, '/credit-reports')
          await searchRegistry(walk, cast.companies[2]!.registration_number)
          await resultRow(walk.page, cast.companies[2]!).waitFor()
        },
      ),
      step(
        'Buy its report: the order shows the product and its price before you pay.',
        'Compre su informe: el pedido muestra el producto y su precio antes de pagar.',
        async (walk, cast) => {
          await walk.click(resultRow(walk.page, cast.companies[2]!).getByRole('button', { name: 'Buy report' }))
          await walk.page.waitForURL(/\/payment-summary\?/)
          await walk.point(walk.page.getByTestId('order-line').first())
        },
      ),
    ],
  },
  {
    key: 'dd-scores-and-limits',
    start: '/our-data',
    steps: [
      step(
        'A score ranks the chance that a company fails within the next year.',
        'Una puntuación ordena la probabilidad de que una empresa quiebre en el próximo año.',
        async (walk) => {
          await walk.reveal(walk.page.getByTestId('data-examples'), 'start')
          await walk.point(ourDataCard(walk.page, 'low risk'))
        },
      ),
      step(
        'The credit limit is the exposure we would accept: the most a supplier should owe you at once.',
        'El límite de crédito es la exposición que aceptaríamos: lo máximo que un proveedor debería deberle a la vez.',
        async (walk) => walk.point(ourDataCard(walk.page, 'low risk').getByText(/credit limit/)),
      ),
      step(
        'Turn it into terms: within the limit, your usual terms; above it, ask for security or shorter terms.',
        'Conviértalo en condiciones: dentro del límite, las habituales; por encima, pida garantías o plazos más cortos.',
        async (walk) => walk.point(ourDataCard(walk.page, 'watch closely')),
      ),
      step(
        'No credit recommended means payment up front, or no deal.',
        'Si no se recomienda crédito, pago por adelantado o ninguna operación.',
        async (walk) => walk.point(ourDataCard(walk.page, 'In liquidation')),
      ),
      step(
        'Reports are priced per report and country, with no subscription.',
        'Los informes se pagan por informe y país, sin suscripción.',
        async (walk) => {
          await open(walk, '/pay-as-you-go')
          await walk.reveal(walk.page.getByTestId('reportPrices'), 'start')
        },
      ),
      step(
        'Review the score and the limit whenever the supplier changes: a new report shows today’s picture.',
        'Revise la puntuación y el límite cuando el proveedor cambie: un informe nuevo muestra la situación de hoy.',
        async (walk, cast) => {
          await open(walk, '/credit-reports')
          await searchRegistry(walk, cast.companies[3]!.registration_number)
          await walk.point(resultRow(walk.page, cast.companies[3]!).getByRole('button', { name: 'Buy report' }))
        },
      ),
    ],
  },
  {
    key: 'pr-ideal-customer-profile',
    start: '/lead-generation',
    steps: [
      step(
        'Start from the customers who renew, not the largest ones.',
        'Parta de los clientes que renuevan, no de los más grandes.',
        async (walk) => walk.point(walk.page.getByRole('heading', { level: 1 })),
      ),
      step('Write down their industry, their size and their region.', 'Anote su sector, su tamaño y su región.', async (walk) => {
        await walk.click(walk.page.getByTestId('menu-data-solutions'))
        await walk.pause(1500)
        await walk.point(walk.page.getByRole('link', { name: 'Construction' }).first())
      }),
      step(
        'Each country shows how many companies, officers and industries the registry holds.',
        'Cada país muestra cuántas empresas, administradores y sectores contiene el registro.',
        async (walk) => {
          await open(walk, '/countries/united-kingdom')
          await walk.reveal(walk.page.getByTestId('stat-value').first())
        },
      ),
      step(
        'Take one of your best customers and ask the lead prospector for companies like it.',
        'Tome a uno de sus mejores clientes y pida al prospector empresas parecidas.',
        async (walk, cast) => askAgent(walk, 'lead_prospector', cast.companies[0]!),
      ),
      step(
        'It looks for the same industry and size in the same country: your profile, in data.',
        'Busca el mismo sector y tamaño en el mismo país: su perfil, en datos.',
        async (walk) => walk.scroll(300),
      ),
      step('That profile becomes your first search.', 'Ese perfil se convierte en su primera búsqueda.', async (walk) => walk.scroll(200)),
    ],
  },
  {
    key: 'pr-filters-that-matter',
    start: '/industries/construction',
    steps: [
      step(
        'Industry, size and region are the filters that describe a market.',
        'Sector, tamaño y región son los filtros que describen un mercado.',
        async (walk) => walk.point(walk.page.getByRole('heading', { level: 1 })),
      ),
      step(
        'Count the companies by industry code, size and region before you build a list.',
        'Cuente las empresas por código de actividad, tamaño y región antes de crear una lista.',
        async (walk) => walk.point(walk.page.getByRole('heading', { name: 'Market sizing' })),
      ),
      step(
        'Each filter you add removes companies: add them one at a time and watch the count.',
        'Cada filtro que añade elimina empresas: añádalos de uno en uno y observe el recuento.',
        async (walk, cast) => askAgent(walk, 'lead_prospector', cast.companies[1]!),
      ),
      step(
        'The prospector keeps to three filters, so good prospects are not lost to a narrow search.',
        'El prospector se limita a tres filtros, para no perder buenos candidatos por una búsqueda estrecha.',
        async (walk) => walk.scroll(300),
      ),
      step(
        'Size ranges beat exact figures, above all for young companies.',
        'Los tramos de tamaño son mejores que las cifras exactas, sobre todo para empresas jóvenes.',
        async (walk) => walk.scroll(200),
      ),
      step(
        'Check each prospect’s status before you contact it.',
        'Compruebe el estado de cada candidato antes de contactarlo.',
        async (walk, cast) => askAgent(walk, 'check_company_status', cast.companies[4]!),
      ),
    ],
  },
  {
    key: 'pr-preparing-the-file',
    start: '/list-enrichment',
    steps: [
      step(
        'Export the company name, the country and every number you hold.',
        'Exporte el nombre de la empresa, el país y todos los números que tenga.',
        async (walk) => walk.point(walk.page.getByTestId('drop-zone-input').locator('xpath=..')),
      ),
      step(
        'CSV, TXT and Excel files are read, whatever their encoding.',
        'Se leen archivos CSV, TXT y Excel, sea cual sea su codificación.',
        async (walk, cast) => uploadList(walk, 'crm-export.csv', companyListCsv(cast.companies.slice(0, 8), 'United Kingdom')),
      ),
      step(
        'Each column is recognised and mapped to an identifier.',
        'Cada columna se reconoce y se asigna a un identificador.',
        async (walk) => walk.reveal(walk.page.getByTestId('column-cards'), 'start'),
      ),
      step(
        'A registration or VAT number makes a match certain: map it when your file has one.',
        'Un número registral o de IVA hace segura la coincidencia: asígnelo si su archivo lo tiene.',
        async (walk) => walk.point(walk.page.getByTestId('column-select-2')),
      ),
      step(
        'Tell us whether the first row holds the column names.',
        'Indique si la primera fila contiene los nombres de las columnas.',
        async (walk) => walk.point(walk.page.getByTestId('first-row-headers')),
      ),
      step(
        'The identifiers used for matching are listed before you start.',
        'Los identificadores que se usarán se muestran antes de empezar.',
        async (walk) => walk.point(walk.page.getByTestId('start-matching')),
      ),
    ],
  },
  {
    key: 'pr-reading-grades',
    start: '/list-enrichment',
    steps: [
      step(
        'A supplier list: some rows with numbers, some with names typed by hand.',
        'Una lista de proveedores: unas filas con números, otras con nombres escritos a mano.',
        async (walk, cast) => {
          const [a, b, c, d, e, f] = cast.companies
          const rows = [
            [a!.name, 'United Kingdom', a!.registration_number],
            [b!.name, 'United Kingdom', b!.registration_number],
            [looselyTyped(c!.name, 'no-legal-form'), 'United Kingdom', ''],
            [looselyTyped(d!.name, 'typo'), 'United Kingdom', ''],
            [looselyTyped(e!.name, 'first-word'), '', ''],
            [f!.name, '', ''],
            ['Quillmoor Holdings', 'United Kingdom', ''],
          ]
          const csv = ['Company,Country,Company number', ...rows.map((row) => row.map((cell) => `"${cell}"`).join(','))].join('\n')
          await uploadList(walk, 'suppliers.csv', Buffer.from(csv + '\n'))
          await walk.reveal(walk.page.getByTestId('column-cards'))
        },
      ),
      step(
        'Every row is matched against the registry and graded A, B or C.',
        'Cada fila se compara con el registro y recibe un grado A, B o C.',
        async (walk, cast) => {
          await matchList(walk, cast.email('pr-reading-grades'))
        },
      ),
      step(
        'A is high confidence: an identifier or the whole record agreed. Import it as it is.',
        'A es confianza alta: coincidió un identificador o el registro completo. Impórtela tal cual.',
        async (walk) => walk.point(gradedRow(walk.page, 'a').locator('.score-badge')),
      ),
      step(
        'B is a strong match with a small difference: check a sample before you import.',
        'B es una coincidencia fuerte con una pequeña diferencia: revise una muestra antes de importar.',
        async (walk) => walk.point(gradedRow(walk.page, 'b').locator('.score-badge')),
      ),
      step(
        'C is a partial match that needs a person; not found means no company came close enough.',
        'C es una coincidencia parcial que necesita una persona; no encontrada significa que ninguna se acercó lo suficiente.',
        async (walk) => {
          const partial = gradedRow(walk.page, 'c')
          await walk.point((await partial.count()) ? partial.locator('.score-badge') : walk.page.getByTestId('result-row').last())
          await walk.point(walk.page.getByTestId('result-row').filter({ hasText: 'Quillmoor' }))
        },
      ),
      step(
        'Open “Why this grade?” to see which fields agreed and how likely the match is.',
        'Abra «¿Por qué esta nota?» para ver qué campos coincidieron y qué probabilidad tiene.',
        async (walk) => {
          await walk.click(gradedRow(walk.page, 'b').getByTestId('explain-toggle'))
          await walk.page.getByTestId('explain-panel').first().waitFor()
          await walk.reveal(walk.page.locator('[data-testid="explain-row"]:not([hidden])'))
        },
      ),
    ],
  },
  {
    key: 'api-first-call',
    start: '/company-data-api',
    steps: [
      step(
        'The company data API gives your programs the registry data you see on the site.',
        'La API de datos de empresas ofrece a sus programas los datos del registro que ve en el sitio.',
        async (walk) => walk.point(walk.page.getByRole('heading', { level: 1 })),
      ),
      step(
        'The reference lists every call with its parameters, answers and errors.',
        'La referencia enumera cada llamada con sus parámetros, respuestas y errores.',
        async (walk) => {
          await showReference(walk)
          await walk.scroll(300)
        },
      ),
      step(
        'A search by company name and country is the first call.',
        'Una búsqueda por nombre de empresa y país es la primera llamada.',
        async (walk) => {
          const section = walk.page.getByTestId('api-reference')
          await openOperation(walk, section, 'get', '/api/v1/credit-reports/search')
        },
      ),
      step(
        'Send the country and the name or number; the answer lists the companies that match.',
        'Envíe el país y el nombre o el número; la respuesta enumera las empresas que coinciden.',
        async (walk) => {
          await walk.point(walk.page.locator('.opblock.is-open .parameters').first())
          await walk.scroll(350)
        },
      ),
      step(
        'Each answer is JSON, with the registration number, address and status of every company.',
        'Cada respuesta es JSON, con el número registral, la dirección y el estado de cada empresa.',
        async (walk) => {
          await walk.reveal(walk.page.locator('.opblock.is-open .responses-wrapper').first(), 'start')
          await walk.scroll(250)
        },
      ),
      step(
        'Keep credentials on your server, never in a web page.',
        'Guarde las credenciales en su servidor, nunca en una página web.',
        async (walk) => walk.scroll(-300),
      ),
    ],
  },
  {
    key: 'api-matching-records',
    start: '/company-data-api',
    steps: [
      step(
        'Matching your records uses the same engine as list enrichment.',
        'La comparación de sus registros usa el mismo motor que el enriquecimiento de listas.',
        async (walk) => {
          await showReference(walk)
          await openOperation(walk, walk.page.getByTestId('api-reference'), 'get', '/api/v1/enrichment/companies/config')
        },
      ),
      step(
        'Identifiers first, names second: send every identifier you hold.',
        'Primero los identificadores, después los nombres: envíe todos los identificadores que tenga.',
        async (walk) => walk.scroll(300),
      ),
      step(
        'Upload the records, then set up the columns and start the matching.',
        'Suba los registros, configure las columnas y empiece la comparación.',
        async (walk) => {
          await openOperation(walk, walk.page.getByTestId('api-reference'), 'post', '/api/v1/enrichment/companies/session/upload')
        },
      ),
      step(
        'Read the results a page at a time, each row with its grade.',
        'Lea los resultados página a página, cada fila con su grado.',
        async (walk) => {
          const reference = walk.page.getByTestId('api-reference')
          await openOperation(walk, reference, 'get', '/api/v1/enrichment/companies/session/{sessionKey}/list/first')
        },
      ),
      step(
        'The same rows in the upload tool: a number makes the match certain.',
        'Las mismas filas en la herramienta de carga: un número hace segura la coincidencia.',
        async (walk, cast) => {
          await open(walk, '/list-enrichment')
          await uploadList(walk, 'crm.csv', companyListCsv(cast.companies.slice(0, 5), 'United Kingdom'))
          await matchList(walk, cast.email('api-matching-records'))
        },
      ),
      step(
        'Store the registration number we return next to your record: it never needs matching again.',
        'Guarde el número registral que devolvemos junto a su registro: nunca habrá que volver a compararlo.',
        async (walk) => {
          await walk.page.locator('.results-scroll').evaluate((element) => element.scrollBy({ left: 600, behavior: 'smooth' }))
          await walk.pause(1200)
        },
      ),
    ],
  },
  {
    key: 'api-monitoring-changes',
    start: '/company-data-api',
    steps: [
      step(
        'Monitoring means being told when a company you care about changes.',
        'Supervisar significa saber cuándo cambia una empresa que le importa.',
        async (walk) => walk.point(walk.page.getByRole('heading', { name: 'Monitoring' })),
      ),
      step(
        'Registers change every day; a change reaches the record within a day for daily sources.',
        'Los registros cambian cada día; un cambio llega a la ficha en un día en las fuentes diarias.',
        async (walk) => {
          await open(walk, '/our-data')
          await walk.reveal(walk.page.getByTestId('data-flow'), 'start')
          await walk.point(walk.page.getByTestId('data-flow-step').nth(2))
        },
      ),
      step(
        'Watch what moves risk: the status, the officers and the registered address.',
        'Vigile lo que mueve el riesgo: el estado, los administradores y el domicilio social.',
        async (walk, cast) => askAgent(walk, 'check_company_status', cast.companies[0]!),
      ),
      step(
        'A new director, or one who leaves, is a change your system should hear about.',
        'Un administrador nuevo, o uno que se va, es un cambio del que su sistema debe enterarse.',
        async (walk, cast) => askAgent(walk, 'director_check', cast.companies[0]!),
      ),
      step(
        'Each answer carries the date of its record: compare it with the date you stored.',
        'Cada respuesta lleva la fecha de su ficha: compárela con la fecha que guardó.',
        async (walk) => walk.point(walk.page.getByTestId('agents-answer-source')),
      ),
      step(
        'Update your records from the change itself, not from a nightly export.',
        'Actualice sus registros a partir del propio cambio, no de una exportación nocturna.',
        async (walk) => walk.scroll(200),
      ),
    ],
  },
  {
    key: 'api-why-records-go-stale',
    start: '/our-data',
    steps: [
      step(
        'Companies move, rename, merge and close every day.',
        'Las empresas se mudan, cambian de nombre, se fusionan y cierran cada día.',
        async (walk) => walk.reveal(walk.page.getByTestId('registry-figures')),
      ),
      step(
        'Registers publish those changes, and each record shows when it was last updated.',
        'Los registros publican esos cambios, y cada ficha muestra cuándo se actualizó por última vez.',
        async (walk) => walk.point(walk.page.getByTestId('registry-figure').last()),
      ),
      step(
        'Every record is collected at the source, checked, and updated when the source changes.',
        'Cada ficha se recoge en la fuente, se comprueba y se actualiza cuando la fuente cambia.',
        async (walk) => {
          await walk.reveal(walk.page.getByTestId('data-flow'), 'start')
          for (const index of [0, 1, 2]) await walk.point(walk.page.getByTestId('data-flow-step').nth(index))
        },
      ),
      step(
        'A list that is a year old holds companies that have since been dissolved.',
        'Una lista de hace un año contiene empresas que desde entonces se han disuelto.',
        async (walk, cast) => {
          await open(walk, '/credit-reports')
          await searchRegistry(walk, cast.namesakes[0]!.name)
          const inactive = cast.namesakes.find((company) => company.status !== 'active')!
          await walk.point(resultRow(walk.page, inactive).locator('td').nth(4))
        },
      ),
      step(
        'Names are shared and addresses change; the registration number stays.',
        'Los nombres se comparten y las direcciones cambian; el número registral permanece.',
        async (walk, cast) => walk.point(resultRow(walk.page, cast.namesakes[0]!).locator('td').nth(3)),
      ),
      step(
        'Keep the registry id, and the rest can be refreshed.',
        'Guarde el identificador del registro, y el resto se puede actualizar.',
        async (walk, cast) => walk.point(resultRow(walk.page, cast.namesakes[1]!).locator('td').nth(3)),
      ),
    ],
  },
  {
    key: 'api-scheduling-refreshes',
    start: '/list-enrichment',
    steps: [
      step(
        'Refresh active customers monthly and prospects quarterly.',
        'Actualice los clientes activos cada mes y los potenciales cada trimestre.',
        async (walk) => walk.point(walk.page.getByTestId('drop-zone-input').locator('xpath=..')),
      ),
      step(
        'Refresh by the ids you stored: a file of registration numbers and countries is enough.',
        'Actualice por los identificadores que guardó: basta un archivo de números registrales y países.',
        async (walk, cast) => {
          const rows = [...cast.companies.slice(0, 6), ...cast.namesakes.filter((company) => company.status !== 'active')]
          const csv = ['Company number,Country', ...rows.map((company) => `${company.registration_number},United Kingdom`)].join('\n')
          await uploadList(walk, 'customers-to-refresh.csv', Buffer.from(csv + '\n'))
          await walk.reveal(walk.page.getByTestId('column-cards'))
        },
      ),
      step(
        'An id never needs matching again: every row comes back graded A.',
        'Un identificador nunca necesita volver a compararse: cada fila vuelve con grado A.',
        async (walk, cast) => {
          await matchList(walk, cast.email('api-scheduling-refreshes'))
        },
      ),
      step(
        'Each row carries today’s record: its name, address and status.',
        'Cada fila trae la ficha de hoy: su nombre, dirección y estado.',
        async (walk) => {
          await walk.page.locator('.results-scroll').evaluate((element) => element.scrollBy({ left: 500, behavior: 'smooth' }))
          await walk.pause(1500)
        },
      ),
      step(
        'Act first on the companies whose status changed since the last refresh.',
        'Actúe primero sobre las empresas cuyo estado cambió desde la última actualización.',
        async (walk) => walk.point(walk.page.getByTestId('result-row').last()),
      ),
    ],
  },
]

// ── Recording ──────────────────────────────────────────────────────────────────────────────────────

type AcademyJson = {
  faculties: { courses: { lessons: { key: string; cues: { seconds: number; text: Bilingual }[] }[] }[] }[]
}

/** British companies that share a name with at least one no-longer-active namesake, from the demo registry. */
async function findNamesakes(page: Page, candidates: Company[]): Promise<Company[]> {
  for (const candidate of candidates) {
    const same = (await registryCompanies(page, BASE_URL, 'gb', candidate.name)).filter((company) => company.name === candidate.name)
    const active = same.filter((company) => company.status === 'active')
    if (same.length >= 3 && active.length >= 2 && active.length < same.length)
      return [...active, ...same.filter((c) => c.status !== 'active')]
  }
  throw new Error('No company name in the demo registry is shared by active and inactive companies: seed the demo registry first.')
}

async function recordLesson(lesson: Lesson, cast: Cast, work: string, page: Page): Promise<{ seconds: number[] }> {
  // Each lesson starts as a first visit to the upload tool: it would otherwise reopen the last lesson's list.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto(`${BASE_URL}${lesson.start}`)
  await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined)
  const frameDir = path.join(work, lesson.key)
  fs.mkdirSync(frameDir)
  const walk = new Walkthrough<number>(page)
  const recording = await recordScreencast(page, frameDir)
  // A frame of the page before the first caption, so the video opens on the page, not on a blank.
  await walk.pause(300)
  // The minute a lesson lasts at least is shared among its steps, so no caption idles at the end.
  const shareMs = (MIN_LESSON_SECONDS * 1000 + 1500) / lesson.steps.length
  for (const [index, lessonStep] of lesson.steps.entries()) {
    walk.caption(index)
    const started = Date.now()
    await lessonStep.run(walk, cast)
    const left = Math.max(readingMs(lessonStep), shareMs) - (Date.now() - started)
    if (left > 0) await walk.pause(left)
  }
  const frames = recording.frames
  if (!frames.length) throw new Error(`Chromium sent no screencast frame for ${lesson.key}.`)
  // Time zero is the first frame; the first cue starts there. Cue lengths are rounded to a tenth of a
  // second (a frame at 10 fps), and the video is cut to their sum, so the seed's length is the video's.
  const zero = frames[0]!.at
  const starts = walk.cues.map((cue, index) => (index === 0 ? zero : cue.at))
  let ends = [...starts.slice(1), Date.now() / 1000]
  const total = ends.at(-1)! - zero
  if (total < MIN_LESSON_SECONDS) {
    // Short lessons hold their last frame: the last caption stays up until the minute is reached.
    await walk.pause((MIN_LESSON_SECONDS - total) * 1000 + 200)
    ends = [...starts.slice(1), Date.now() / 1000]
  }
  await recording.stop()
  const seconds = starts.map((start, index) => Math.round((ends[index]! - start) * 10) / 10)
  const sum = seconds.reduce((all, value) => all + value, 0)
  if (sum > MAX_LESSON_SECONDS) throw new Error(`${lesson.key} runs ${sum.toFixed(1)} s, over ${MAX_LESSON_SECONDS} s.`)
  const video = path.join(ACADEMY_VIDEO_DIR, `${lesson.key}.mp4`)
  encodeFrames(frames, zero + sum, frameDir, video, ENCODING)
  fs.rmSync(frameDir, { recursive: true, force: true })
  console.log(`${lesson.key}: ${sum.toFixed(1)} s, ${(fs.statSync(video).size / 1024).toFixed(0)} KB`)
  return { seconds }
}

async function main(): Promise<void> {
  const only = options.only ? new Set(options.only.split(',')) : null
  const lessons = LESSONS.filter((lesson) => !only || only.has(lesson.key))
  if (only && lessons.length !== only.size) throw new Error(`Unknown lesson key in --only: ${options.only}`)
  const academy = JSON.parse(fs.readFileSync(ACADEMY_JSON, 'utf8')) as AcademyJson
  const seeded = new Map(academy.faculties.flatMap((faculty) => faculty.courses.flatMap((course) => course.lessons)).map((l) => [l.key, l]))
  for (const lesson of LESSONS) if (!seeded.has(lesson.key)) throw new Error(`${lesson.key} is not a lesson in ${ACADEMY_JSON}.`)

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lessons-'))
  const { browser, page } = await launchFootageBrowser()
  try {
    const listed = await registryCompanies(page, BASE_URL, 'gb', 'ltd')
    const companies = listed.filter((company) => company.status === 'active')
    if (companies.length < 8) throw new Error('The registry has too few active British companies: seed the demo registry first.')
    const stamp = Date.now()
    const cast: Cast = {
      companies,
      namesakes: await findNamesakes(page, listed),
      // One business domain per lesson: each list counts against its domain's free lists.
      email: (lesson) => `dana.buyer@${lesson}-${stamp}.northwind-buyers.com`,
    }
    // Off camera: the consent banner would cover the lessons, and the agents need an account.
    await page.goto(`${BASE_URL}/`)
    await dismissConsent(page)
    await signInToAgents(page, BASE_URL, `academy.${stamp}@northwind-buyers.com`)

    for (const lesson of lessons) {
      const { seconds } = await recordLesson(lesson, cast, work, page)
      seeded.get(lesson.key)!.cues = lesson.steps.map((lessonStep, index) => ({
        seconds: seconds[index]!,
        text: { en: lessonStep.en, es: lessonStep.es },
      }))
      // Written after each lesson: a failure later keeps the lessons already recorded consistent.
      fs.writeFileSync(ACADEMY_JSON, JSON.stringify(academy, null, 2) + '\n')
    }
  } finally {
    await browser.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()
