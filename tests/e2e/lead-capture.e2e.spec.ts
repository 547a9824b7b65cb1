import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page, type Route } from './fixtures'

import { signInToAdmin } from './admin-session'
import { E2E_ENV, E2E_MAIL_OUTBOX_DIR } from './e2e-env'
import { linkFromMail, uniqueEmail } from './mail'

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: /Necessary only|Solo necesarias/ }).click()
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

type Lead = {
  type: string
  full_name: string
  email: string
  phone: string
  message?: string
  lang: string
  source?: string
  additional_data?: Record<string, unknown>
}

async function leadsFor(request: APIRequestContext, email: string): Promise<Lead[]> {
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: await adminHeaders(request),
  })
  return (await response.json()).docs as Lead[]
}

/** The sales notification of a lead, as the local mail outbox holds it (the worker delivers within seconds). */
async function expectSalesMailAbout(email: string) {
  await expect
    .poll(
      () => {
        if (!fs.existsSync(E2E_MAIL_OUTBOX_DIR)) return false
        return fs
          .readdirSync(E2E_MAIL_OUTBOX_DIR)
          .some((file) => fs.readFileSync(path.join(E2E_MAIL_OUTBOX_DIR, file), 'utf8').includes(email))
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

async function fillContact(
  page: Page,
  form: string,
  values: { full_name?: string; first_name?: string; last_name?: string; email: string; phone: string },
) {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`${form}-${field}`).fill(value)
}

test.describe('book a demo', () => {
  test('a valid booking reaches the back office, notifies sales and lands on the thank-you page', async ({ page, request }) => {
    const email = uniqueEmail('demo')
    await page.goto('/book-demo')
    await dismissConsent(page)
    await expect(page.getByTestId('request-title')).toHaveText('Book a demo')
    await fillContact(page, 'request-form', { full_name: 'Ada Lovelace', email, phone: '+44 20 7946 0000' })
    await page.getByTestId('request-form-submit').click()
    await expect(page).toHaveURL(/\/thank-you\?type=book$/)

    const [lead] = await leadsFor(request, email)
    expect(lead).toMatchObject({ type: 'book', full_name: 'Ada Lovelace', phone: '+44 20 7946 0000', lang: 'en' })
    expect(lead!.source).toMatch(/\/book-demo#book$/)
    await expectSalesMailAbout(email)
  })

  test('shows the required, business e-mail and server field errors under the inputs', async ({ page }) => {
    await page.goto('/book-demo')
    await dismissConsent(page)
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-full_name-error')).toHaveText('This field is required.')
    await expect(page.getByTestId('request-form-email-error')).toHaveText('This field is required.')

    await fillContact(page, 'request-form', { full_name: 'Ada Lovelace', email: 'ada.lovelace@gmail.com', phone: '12' })
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-email-error')).toHaveText('Please use your business e-mail address.')
    await expect(page).toHaveURL(/\/book-demo$/)

    // The phone rule lives on the server: its message comes back under the phone input.
    await page.getByTestId('request-form-email').fill(uniqueEmail('phone'))
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-phone-error')).toHaveText('Enter a valid phone number.')
    await expect(page).toHaveURL(/\/book-demo$/)
  })

  test('a detail error shows as a bubble, other errors in the apology modal, an empty failure as the service notice', async ({ page }) => {
    await page.goto('/book-demo')
    await dismissConsent(page)
    await fillContact(page, 'request-form', { full_name: 'Ada Lovelace', email: uniqueEmail('errors'), phone: '+44 20 7946 0000' })

    await page.route('**/api/v1/crm/shop/book**', (route) =>
      route.fulfill({ status: 429, json: { detail: 'Too many requests. Please try again in 42 seconds.' } }),
    )
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-bubble')).toHaveText('Too many requests. Please try again in 42 seconds.')

    await page.unroute('**/api/v1/crm/shop/book**')
    await page.route('**/api/v1/crm/shop/book**', (route) =>
      route.fulfill({ status: 400, json: { session_key: ['This field is not allowed here.'], non_field_errors: ['Check the form.'] } }),
    )
    await page.getByTestId('request-form-submit').click()
    const modal = page.getByTestId('apology-modal')
    await expect(modal.getByRole('heading')).toHaveText('We apologize!')
    await expect(modal).toContainText('Session key is not allowed here.')
    await expect(page.getByTestId('request-form-bubble')).toHaveText('Check the form.')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    await page.unroute('**/api/v1/crm/shop/book**')
    await page.route('**/api/v1/crm/shop/book**', (route) => route.fulfill({ status: 502, body: '' }))
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('apology-modal')).toContainText('Oops.. Service currently is not working!')
    await expect(page).toHaveURL(/\/book-demo$/)
  })

  test('a sample request has its own title and lands on the thank-you page with the sample block parameters', async ({ page, request }) => {
    const email = uniqueEmail('sample')
    await page.goto('/book-demo?request_sample=true')
    await dismissConsent(page)
    await expect(page.getByTestId('request-title')).toHaveText('Request a free data sample')
    await fillContact(page, 'request-form', { full_name: 'Grace Hopper', email, phone: '+1 202 555 0147' })
    await page.getByTestId('request-form-submit').click()
    await expect(page).toHaveURL(
      /\/thank-you\?type=sample&request_sample=true&sample_link=%2Fstorage%2Fsamples%2Fcompany-data-sample\.csv$/,
    )
    expect((await leadsFor(request, email))[0]).toMatchObject({ type: 'sample', full_name: 'Grace Hopper' })
  })

  test('the e-mail from the info block and the saved lead data prefill the form; typing is saved for the header sign-in', async ({
    page,
  }) => {
    const email = uniqueEmail('prefill')
    await page.goto(`/book-demo?email=${encodeURIComponent(email)}`)
    await dismissConsent(page)
    await expect(page.getByTestId('request-form-email')).toHaveValue(email)
    await page.getByTestId('request-form-full_name').fill('Katherine Johnson')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lead-data'))).toContain('Katherine Johnson')

    await page.goto('/book-demo')
    await expect(page.getByTestId('request-form-full_name')).toHaveValue('Katherine Johnson')
    await expect(page.getByTestId('request-form-email')).toHaveValue(email)
    await expect(page.getByTestId('sign-in').first()).toHaveAttribute('href', /name=Katherine\+Johnson/)
  })

  test('works in Spanish with the Spanish messages', async ({ page, request }) => {
    const email = uniqueEmail('es')
    await page.goto('/es/book-demo')
    await dismissConsent(page)
    await fillContact(page, 'request-form', { full_name: 'Clara Campoamor', email: 'clara@hotmail.es', phone: '+34 600 123 456' })
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-email-error')).toHaveText('Utilice su dirección de e-mail profesional.')
    await page.getByTestId('request-form-email').fill(email)
    await page.getByTestId('request-form-submit').click()
    await expect(page).toHaveURL(/\/es\/thank-you\?type=book$/)
    expect((await leadsFor(request, email))[0]).toMatchObject({ type: 'book', lang: 'es' })
  })
})

test.describe('free trial', () => {
  test('with a product: lands on the trial thank-you page; the e-mailed link, once confirmed, sets the access cookie and goes to the trial link', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('trial')
    // The platform is outside this test; answer its trial link here.
    await page.route('https://platform.example.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Platform</h1>' }),
    )
    await page.goto('/free-trial?product_id=platform')
    await dismissConsent(page)
    await fillContact(page, 'request-form', { first_name: 'Mary', last_name: 'Jackson', email, phone: '+44 20 7946 0001' })
    await page.getByTestId('request-form-country_id').selectOption('gb')
    await page.getByTestId('request-form-submit').click()
    // No token yet: the trial waits for its address to be confirmed.
    await expect(page).toHaveURL(/\/thank-you\/trial\?type=trial$/)
    await expect(page.getByTestId('thank-you-description')).toContainText('open the link we have sent you to confirm your e-mail address')
    await expect(page.getByTestId('trial-confirm')).toHaveCount(0)
    const accessCookie = async () => (await context.cookies()).find((entry) => entry.name === 'access_token')
    expect(await accessCookie()).toBeUndefined()
    const trialStatus = async () => {
      const trials = await request.get(`/api/trials?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: await adminHeaders(request),
      })
      return (await trials.json()).docs[0] as { status: string; country: string; product_code: string }
    }
    expect(await trialStatus()).toMatchObject({ country: 'gb', product_code: 'platform', status: 'pending' })

    // Opening the e-mailed link confirms nothing by itself (a mail scanner may open it): the visitor presses the button.
    const link = await linkFromMail(email, 'confirm_trial=1')
    expect(new URL(link).pathname).toBe('/thank-you/trial')
    await page.goto(link)
    const confirm = page.getByTestId('trial-confirm')
    await expect(confirm).toBeVisible()
    await expect(page.getByTestId('thank-you-description')).toHaveCount(0)
    const button = confirm.getByRole('button', { name: 'Confirm and start my trial' })
    await expect(button).toBeEnabled()
    expect(await accessCookie()).toBeUndefined()
    expect((await trialStatus()).status).toBe('pending')

    await button.click()
    await page.waitForURL(/^https:\/\/platform\.example\.test\//)
    const target = new URL(page.url())
    expect(target.searchParams.get('origin')).toMatch(/\/thank-you\/trial$/)
    const cookie = await accessCookie()
    expect(cookie?.value.length).toBeGreaterThan(40)

    // The header now offers the platform, and the token passes the token check.
    await page.goto('/')
    await expect(page.getByTestId('sign-in').first()).toHaveText('Platform')
    const profile = await request.get('/api/v1/profile/details', { headers: { Authorization: `Bearer ${cookie!.value}` } })
    expect((await profile.json()).data).toMatchObject({ email, first_name: 'Mary', last_name: 'Jackson', product: 'platform' })
    expect((await trialStatus()).status).toBe('active')

    // The link works once: a second press says so, with the way back to the free-trial page.
    await page.goto(link)
    await page.getByTestId('trial-confirm-button').click()
    const error = page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired. Start the trial again.' })
    await expect(error).toBeVisible()
    await expect(error.getByRole('paragraph')).toBeFocused()
    await expect(page.getByTestId('trial-confirm-restart')).toHaveAttribute('href', '/free-trial')
    await expect(page.getByTestId('trial-confirm-button')).toHaveCount(0)
  })

  test('what is typed and chosen before the form is interactive is kept, and the two names are saved together', async ({ page }) => {
    // Hold the scripts back: the server-rendered form is on screen and can be filled in, not yet hydrated.
    const held: Route[] = []
    let holding = true
    await page.route('**/_next/static/chunks/*.js', (route) => (holding ? held.push(route) : route.continue()))
    await page.goto('/free-trial?product_id=platform', { waitUntil: 'domcontentloaded' })
    await fillContact(page, 'request-form', { first_name: 'Katherine', last_name: 'Early', email: '', phone: '+44 20 7946 0003' })
    await page.getByTestId('request-form-country_id').selectOption('gb')
    holding = false
    await Promise.all(held.map((route) => route.continue()))
    // React marks the nodes it has hydrated.
    const firstName = page.getByTestId('request-form-first_name')
    await expect.poll(() => firstName.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(true)

    // Submitting renders the form again with its errors; before the fix that render emptied every field.
    await dismissConsent(page)
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-email-error')).toHaveText('This field is required.')
    await expect(firstName).toHaveValue('Katherine')
    await expect(page.getByTestId('request-form-last_name')).toHaveValue('Early')
    await expect(page.getByTestId('request-form-phone')).toHaveValue('+44 20 7946 0003')
    await expect(page.getByTestId('request-form-country_id')).toHaveValue('gb')
    for (const field of ['first_name', 'last_name', 'phone', 'country_id']) {
      await expect(page.getByTestId(`request-form-${field}`)).toHaveAttribute('aria-invalid', 'false')
    }
    // The saved lead data (1 s after the last change) has the full name made of both.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lead-data') ?? '{}').full_name)).toBe('Katherine Early')
  })

  test('the last-name error names the field, and a started trial goes to the trial thank-you page', async ({ page, request }) => {
    const email = uniqueEmail('trial-twice')
    await page.goto('/free-trial?product_id=credit-reports')
    await dismissConsent(page)
    await fillContact(page, 'request-form', { first_name: 'Dorothy', last_name: 'Vaughan', email, phone: '+44 20 7946 0002' })
    await page.getByTestId('request-form-country_id').selectOption('gb')
    await page.route('**/api/v1/billing/trial/**', (route) =>
      route.fulfill({ status: 400, json: { last_name: ['This field may not be blank.'], detail: 'This field may not be blank.' } }),
    )
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-last_name-error')).toHaveText('Last name may not be blank.')
    await page.unroute('**/api/v1/billing/trial/**')

    // An address that already started a trial gets the same answer: the trial thank-you page.
    const first = await request.post('/api/v1/billing/trial/credit-reports?lang=en', {
      data: { email, phone: '+44 20 7946 0002', first_name: 'Dorothy', last_name: 'Vaughan', country_id: 'gb' },
    })
    expect((await first.json()).data).toEqual({ token: null, link_trial: null })
    await page.getByTestId('request-form-submit').click()
    await expect(page).toHaveURL(/\/thank-you\/trial\?type=trial$/)
    expect((await leadsFor(request, email)).filter((lead) => lead.type === 'trial')).toHaveLength(2)
  })

  test('the trial form names the trial length of the product the link asks for', async ({ page }) => {
    const title = page.locator('.request-card__title')
    const benefits = page.locator('.request-benefits')
    // The API's trial lasts 14 days in the CMS, the platform's 7; without a product no length is promised.
    await page.goto('/free-trial?product_id=api')
    await expect(title).toHaveText('Start your 14-day free trial')
    await expect(benefits).toContainText('14-day free trial, no card needed')
    await page.goto('/free-trial?product_id=platform')
    await expect(title).toHaveText('Start your 7-day free trial')
    await page.goto('/free-trial')
    await expect(title).toHaveText('Start your free trial')
    await expect(benefits).toContainText('Free trial, no card needed')
    await page.goto('/es/free-trial?product_id=api')
    await expect(title).toHaveText('Empiece su prueba gratuita de 14 días')
  })

  test('without a product the form books a trial request and goes to the thank-you page', async ({ page, request }) => {
    const email = uniqueEmail('trial-booking')
    await page.goto('/free-trial')
    await dismissConsent(page)
    await fillContact(page, 'request-form', { first_name: 'Annie', last_name: 'Easley', email, phone: '+1 202 555 0100' })
    // A missing country is marked like any other missing field.
    await page.getByTestId('request-form-submit').click()
    await expect(page.getByTestId('request-form-country_id-error')).toHaveText('This field is required.')
    await expect(page.getByTestId('request-form-country_id')).toHaveCSS('border-color', 'rgb(220, 38, 38)')
    await page.getByTestId('request-form-country_id').selectOption('us')
    await page.getByTestId('request-form-submit').click()
    await expect(page).toHaveURL(/\/thank-you\?type=trial$/)
    expect((await leadsFor(request, email))[0]).toMatchObject({
      type: 'trial',
      full_name: 'Annie Easley',
      additional_data: { country: 'us' },
    })
  })
})

test('a quote request keeps the chosen product and the message', async ({ page, request }) => {
  const email = uniqueEmail('quote')
  await page.goto('/request-quote')
  await dismissConsent(page)
  await fillContact(page, 'request-form', { full_name: 'Margaret Hamilton', email, phone: '+44 20 7946 0003' })
  await page.getByTestId('request-form-product').selectOption('api')
  await page.getByTestId('request-form-message').fill('About 2 million lookups a year.')
  await page.getByTestId('request-form-submit').click()
  await expect(page).toHaveURL(/\/thank-you\?type=quote$/)
  expect((await leadsFor(request, email))[0]).toMatchObject({
    type: 'quote',
    message: 'About 2 million lookups a year.',
    additional_data: { product: 'api' },
  })
})

test('the contacts page shows how to reach us and its form reaches sales', async ({ page, request }) => {
  const email = uniqueEmail('contact')
  await page.goto('/contacts')
  await dismissConsent(page)
  await expect(page.getByTestId('contacts-details')).toContainText('+44 20 3807 4150')
  await expect(page.getByTestId('contacts-details')).toContainText('hello@companyatlas.com')
  await expect(page.getByTestId('contacts-details').getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/company-atlas',
  )
  await expect(page.getByTestId('contacts-offices').locator('address')).toHaveCount(2)
  await fillContact(page, 'contact-form', { full_name: 'Hedy Lamarr', email, phone: '+44 20 7946 0004' })
  await page.getByTestId('contact-form-message').fill('Do you cover Austrian sole traders?')
  await page.getByTestId('contact-form-submit').click()
  await expect(page).toHaveURL(/\/thank-you\?type=contact$/)
  expect((await leadsFor(request, email))[0]).toMatchObject({ type: 'contact', message: 'Do you cover Austrian sole traders?' })
  await expectSalesMailAbout(email)
})

test('sales see and export leads in /admin; the public CMS API refuses them', async ({ page, request, playwright, baseURL }) => {
  const headers = await adminHeaders(request)
  const salesEmail = `sales.${Date.now()}@example.com`
  const created = await request.post('/api/users', {
    headers,
    data: { email: salesEmail, password: 'sales-password-123', name: 'Sales', role: 'sales' },
  })
  expect(created.ok()).toBe(true)
  const email = uniqueEmail('export')
  const booked = await request.post('/api/v1/crm/shop/book?lang=en', {
    data: { type: 'quote', full_name: 'Joan Clarke', email, phone: '+44 20 7946 0005' },
  })
  expect(booked.status()).toBe(201)

  await signInToAdmin(page, salesEmail, 'sales-password-123')
  await page.goto('/admin/collections/leads')
  await expect(page.getByText(email)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV (current filter)' }).click(),
  ])
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv).toContain('createdAt,status,type,full_name,email')
  expect(csv).toContain(email)
  await page.goto('/admin/collections/trials')
  await expect(page.getByRole('link', { name: 'Export CSV (current filter)' })).toBeVisible()

  // Asked without the admin's session cookie, which `request` keeps since its login.
  const anonymous = await playwright.request.newContext({ baseURL })
  for (const collection of ['leads', 'trials', 'questionnaire-answers', 'applications', 'outbox']) {
    expect((await anonymous.get(`/api/${collection}`)).status(), collection).toBe(403)
  }
  await anonymous.dispose()
})
