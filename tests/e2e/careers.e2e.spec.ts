import { expect, test, type APIRequestContext, type Route } from './fixtures'

import { adminHeaders, lexical, upsert } from './careers-policy-api'

const run = Date.now().toString(36)
const slugs = {
  engineer: `e2e-backend-engineer-${run}`,
  seller: `e2e-account-executive-${run}`,
  unlabelled: `e2e-ops-analyst-${run}`,
  closed: `e2e-closed-role-${run}`,
}
const names = {
  engineer: `Backend Engineer ${run}`,
  seller: `Account Executive ${run}`,
  unlabelled: `Operations Analyst ${run}`,
  closed: `Closed Role ${run}`,
}

/** Only this spec's vacancies are open; engineering and sales are labelled, operational has no label, marketing no vacancy. */
async function createCareers(request: APIRequestContext) {
  const headers = await adminHeaders(request)
  const closeAll = await request.patch('/api/vacancies?where[open][equals]=true', { headers, data: { open: false } })
  expect(closeAll.ok(), await closeAll.text()).toBe(true)
  await upsert(request, headers, 'career-categories', 'category', { category: 'engineering', label: 'Engineering', order: 1 })
  await upsert(request, headers, 'career-categories', 'category', { category: 'sales', label: 'Sales', order: 2 })
  await upsert(request, headers, 'career-categories', 'category', { category: 'marketing', label: 'Marketing', order: 3 })
  await upsert(request, headers, 'career-categories', 'category', { category: 'operational', label: null, order: 4 })
  await upsert(request, headers, 'career-benefits', 'text', { text: `Remote-first team ${run}`, icon: 'globe', order: 0 })
  const vacancy = (key: keyof typeof slugs, category: string, extra: Record<string, unknown> = {}) =>
    upsert(request, headers, 'vacancies', 'slug', {
      slug: slugs[key],
      name: names[key],
      category,
      location: 'Remote, Europe',
      open: true,
      ...extra,
    })
  await vacancy('engineer', 'engineering', {
    description_name: 'About the E2E role',
    description: lexical(['You build the pipelines behind our company data.']),
    responsibilities: lexical(['Design ingestion jobs.', 'Review code.']),
    requirements: lexical(['Five years with TypeScript.']),
    qualities: lexical(['Curious and precise.']),
    benefits: lexical(['Learning budget.']),
  })
  await vacancy('seller', 'sales', { description: lexical(['Sell data.']) })
  await vacancy('unlabelled', 'operational', { description: lexical(['Run operations.']) })
  await vacancy('closed', 'engineering', { open: false, description: lexical(['Gone.']) })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await createCareers(request)
})

test.beforeEach(async ({ context, baseURL }) => {
  // A stored choice keeps the consent banner from covering the page.
  await context.addCookies(
    ['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-careers', url: baseURL! })),
  )
})

test('careers shows only labelled categories with vacancies, and ?type filters to one', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByTestId('careers-group-engineering')).toContainText(names.engineer)
  await expect(page.getByTestId('careers-group-sales')).toContainText(names.seller)
  // No label (operational) or no vacancy (marketing): not shown, nor offered as a filter.
  await expect(page.getByTestId('careers-group-operational')).toHaveCount(0)
  await expect(page.getByTestId('careers-group-marketing')).toHaveCount(0)
  await expect(page.getByTestId('careers-filter-marketing')).toHaveCount(0)
  await expect(page.getByText(names.unlabelled)).toHaveCount(0)
  await expect(page.getByText(names.closed)).toHaveCount(0)
  await expect(page.getByTestId('career-benefits')).toContainText(`Remote-first team ${run}`)

  // The filter chips narrow the list and keep the address shareable.
  await page.getByTestId('careers-filter-sales').click()
  await expect(page).toHaveURL(/\/careers\?type=sales$/)
  await expect(page.getByTestId('careers-group-engineering')).toHaveCount(0)
  await expect(page.getByTestId('careers-group-sales')).toBeVisible()
  await expect(page.getByTestId('careers-filter-sales')).toHaveAttribute('aria-current', 'true')
  await page.getByTestId('careers-filter-all').click()
  await expect(page.getByTestId('careers-group-engineering')).toBeVisible()

  // Opened directly with a query, the cached page filters in the browser.
  await page.goto('/careers?type=engineering')
  await expect(page.getByTestId('careers-group-engineering')).toBeVisible()
  await expect(page.getByTestId('careers-group-sales')).toHaveCount(0)
  // An unknown or hidden type shows everything.
  await page.goto('/careers?type=operational')
  await expect(page.getByTestId('careers-group-engineering')).toBeVisible()
  await expect(page.getByTestId('careers-group-sales')).toBeVisible()
})

test('a vacancy shows its named sections; closed and unknown vacancies are 404', async ({ page }) => {
  await page.goto('/careers')
  await page.getByRole('link', { name: new RegExp(names.engineer) }).click()
  await expect(page).toHaveURL(new RegExp(`/careers/${slugs.engineer}$`))
  await expect(page.getByTestId('vacancy-title')).toHaveText(names.engineer)
  await expect(page).toHaveTitle(new RegExp(names.engineer))
  await expect(page.getByTestId('vacancy-section-description')).toContainText('About the E2E role')
  await expect(page.getByTestId('vacancy-section-description')).toContainText('You build the pipelines')
  await expect(page.getByTestId('vacancy-section-responsibilities')).toContainText('What you will do')
  await expect(page.getByTestId('vacancy-section-requirements')).toContainText('What you bring')
  await expect(page.getByTestId('vacancy-section-qualities')).toContainText('Who you are')
  await expect(page.getByTestId('vacancy-section-benefits')).toContainText('Learning budget.')

  for (const path of [`/careers/${slugs.closed}`, '/careers/no-such-role', `/careers/${slugs.engineer}/extra`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test('the floating apply button scrolls to the form, focuses it and hides once the form was seen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto(`/careers/${slugs.engineer}`)
  const floating = page.getByTestId('floating-apply')
  await expect(floating).toBeVisible()
  await expect(page.getByTestId('apply-form')).not.toBeInViewport()
  await floating.click()
  await expect(page.getByTestId('apply-form')).toBeInViewport()
  await expect(page.getByTestId('apply-name')).toBeFocused()
  await expect(floating).toHaveCount(0)
  // Seen once is enough: scrolling back up does not bring it back.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await expect(floating).toHaveCount(0)
})

test('apply: a wrong file type is refused in the browser, a renamed file by the server', async ({ page }) => {
  let posted = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/crm/shop/apply')) posted += 1
  })
  await page.goto(`/careers/${slugs.engineer}`)
  await page.getByTestId('apply-name').fill('Ada Applicant')
  await page.getByTestId('apply-email').fill(`ada.${run}@gmail.com`)
  await page.getByTestId('apply-phone').fill('+44 20 7946 0001')
  await expect(page.getByTestId('apply-file')).toHaveAttribute('accept', '.pdf,.docx,.doc')

  await page.getByTestId('apply-file').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') })
  await expect(page.getByTestId('apply-file-error')).toHaveText('Upload your CV as a .pdf, .docx or .doc file.')
  await page.getByTestId('apply-submit').click()
  await expect(page.getByTestId('apply-file-error')).toHaveText('Upload your CV as a .pdf, .docx or .doc file.')
  expect(posted).toBe(0)

  await page
    .getByTestId('apply-file')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') })
  await expect(page.getByTestId('apply-file-error')).toHaveCount(0)
  await page.getByTestId('apply-submit').click()
  await expect(page.getByTestId('apply-file-error')).toHaveText('The file is not a real .pdf document.')
  expect(posted).toBe(1)
  await expect(page).toHaveURL(new RegExp(`/careers/${slugs.engineer}$`))
})

test('text typed into the application form before it is interactive is kept', async ({ page }) => {
  // Hold the scripts back: the server-rendered form is on screen and can be typed into, not yet hydrated.
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/*.js', (route) => (holding ? held.push(route) : route.continue()))
  await page.goto(`/careers/${slugs.engineer}`, { waitUntil: 'domcontentloaded' })
  await page.getByTestId('apply-name').fill('Early Typist')
  holding = false
  await Promise.all(held.map((route) => route.continue()))
  const nameInput = page.getByTestId('apply-name')
  // React marks the nodes it has hydrated.
  await expect.poll(() => nameInput.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(true)
  // Choosing a file renders the form again; before the fix that render emptied the field.
  await page.getByTestId('apply-file').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') })
  await expect(page.getByTestId('apply-file-error')).toHaveText('Upload your CV as a .pdf, .docx or .doc file.')
  await expect(nameInput).toHaveValue('Early Typist')
  await page.getByTestId('apply-submit').click()
  await expect(nameInput).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByTestId('apply-email')).toHaveAttribute('aria-invalid', 'true')
})

test('a valid application lands on the thank-you page and is in the back office', async ({ page, request }) => {
  const email = `grace.${run}@example.org`
  await page.goto(`/careers/${slugs.engineer}`)
  await page.getByTestId('apply-name').fill('Grace Candidate')
  await page.getByTestId('apply-email').fill(email)
  await page.getByTestId('apply-phone').fill('+34 600 000 000')
  await page.getByTestId('apply-file').setInputFiles({
    name: 'grace-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  })
  await expect(page.getByTestId('apply-file-name')).toHaveText('grace-cv.pdf')
  await page.getByTestId('apply-submit').click()
  await expect(page).toHaveURL(/\/thank-you\?type=apply$/)
  // An applicant is thanked as one, and not asked to prepare a demo: the title does not promise an answer
  // within one business day while the text says within a week.
  await expect(page.getByTestId('thank-you-title')).toHaveText('Thank you for applying!')
  await expect(page.getByTestId('thank-you-description')).toHaveText(
    'Our hiring team reads every application and will answer you within a week.',
  )
  await expect(page.locator('main')).not.toContainText('one business day')
  await expect(page.getByTestId('questionnaire')).toHaveCount(0)

  const headers = await adminHeaders(request)
  const stored = await request.get(`/api/applications?where[email][equals]=${encodeURIComponent(email)}&depth=1`, { headers })
  expect(stored.ok()).toBe(true)
  const docs = (await stored.json()).docs as { name: string; phone: string; vacancy: string; cv: { filename?: string } | number }[]
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ name: 'Grace Candidate', phone: '+34 600 000 000', vacancy: names.engineer })
  expect(typeof docs[0]!.cv === 'object' && docs[0]!.cv.filename).toMatch(/grace-cv\.pdf$/)
  // The applicant's details are kept as lead data for the next form.
  const lead = await page.evaluate(() => window.localStorage.getItem('lead-data'))
  expect(JSON.parse(lead ?? '{}')).toMatchObject({ full_name: 'Grace Candidate', email })
})
