/**
 * The contract test: walks the OpenAPI document of /api/v1 (the zod schemas it is generated from)
 * and calls every operation's route handler on the real database with a valid and an invalid
 * example. Each answer's status must be one the document lists for the operation, and its body must
 * parse with that status's schema (the error body for errors). Every JSON POST must refuse a body
 * over its cap with 413. An operation without examples here fails the test, so a new route cannot
 * join the document untested.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import type { ZodOpenApiOperationObject } from 'zod-openapi'

import { apiOperations, DATA_API_PATHS } from '@/app/api/v1/_contract/document'
import { errorBodySchema } from '@/app/api/v1/_contract/operation'
import { blankParams, DATA_API_ROOT, routeFiles, type HttpMethod } from '@/app/api/v1/_contract/route-files'
import { MAX_JSON_BODY_BYTES } from '@/lib/api-route'
import { resetRateLimits } from '@/lib/rate-limit'
import { ANSWERABLE_CODES } from '@/modules/agents'
import { runBatchIntake, settleFinishedBatches } from '@/modules/data-api'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { agentAnswerResponseSchema } from '@/modules/agents/schemas'
import { listPublicProducts } from '@/modules/pricing'
import { creditReportPrices, registryStoreFor } from '@/modules/registry'

import { signInThroughProvider, startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider'
import { getTestPayload } from './payload'
import { confirmAddress } from './data-api-calls'
import { BASE, bearer, get, lastAccountEmail, nextAddress, params, post, read, uniqueEmail, type Answer } from './route-calls'
import { withEnv } from './with-env'

const PASSWORD = 'correct horse battery'
/** The content delivery endpoint's application token for this run (never a deployment's). */
const CONTENT_TOKEN = 'contract-content-token-0123456789abcdef'
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

/** One call of an operation: path values by the document's parameter names, query, and a JSON or multipart body. */
type Call = {
  path?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  form?: FormData
  headers?: Record<string, string>
  env?: Record<string, string>
}
type Example = { call: () => Call | Promise<Call>; status: number }
type Case = { valid: Example; invalid: Example }

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
const ROUTES = new Map([...routeFiles(), ...routeFiles(DATA_API_ROOT)].map((route) => [route.urlPath, route]))

async function callOperation(urlPath: string, method: HttpMethod, call: Call): Promise<Answer> {
  const route = ROUTES.get(blankParams(urlPath))
  if (!route) throw new Error(`No route file for ${urlPath}`)
  const handler = ((await import(route.file)) as Record<string, Handler>)[method]
  if (!handler) throw new Error(`${route.file} has no ${method}`)
  // The document's names and the folders' names may differ ({social} is [first]); their order does not.
  const documentParams = [...urlPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
  const values = documentParams.map((name) => {
    const value = call.path?.[name]
    if (value === undefined) throw new Error(`${urlPath}: no value for {${name}}`)
    return value
  })
  const filled = documentParams.reduce((address, name, index) => address.replace(`{${name}}`, encodeURIComponent(values[index]!)), urlPath)
  const url = `${new URL(BASE).origin}${filled}${call.query ? `?${new URLSearchParams(call.query)}` : ''}`
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress(), ...call.headers }
  let body: BodyInit | undefined
  if (call.form) body = call.form
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body)
  }
  const request = new Request(url, { method, headers, body })
  const context = { params: Promise.resolve(Object.fromEntries(route.folderParams.map((name, index) => [name, values[index]!]))) }
  const run = async () => readAnswer(await handler(request, context))
  return call.env ? withEnv(call.env, run) : run()
}

/** An answer as JSON, or, for the streamed formats, its JSON lines (`lines`) or CSV text (`csv`). */
type StreamedAnswer = Answer & { lines?: unknown[]; csv?: string }

async function readAnswer(response: Response): Promise<StreamedAnswer> {
  const type = response.headers.get('content-type') ?? ''
  if (type.startsWith('application/x-ndjson')) {
    const text = await response.text()
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown)
    return { status: response.status, body: {}, headers: response.headers, lines }
  }
  if (type.startsWith('text/csv')) return { status: response.status, body: {}, headers: response.headers, csv: await response.text() }
  return read(response)
}

/** The answer's status is listed for the operation and its body parses with that status's schema. */
function expectConforming(operation: ZodOpenApiOperationObject, answer: StreamedAnswer): void {
  const label = `${operation.operationId} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`
  const documented = operation.responses?.[String(answer.status) as `${2 | 4 | 5}${string}`] as
    { content?: Record<string, { schema?: ZodType }> } | undefined
  expect(documented, `${label}: a status its document does not list`).toBeDefined()
  if (answer.lines) {
    // JSON lines: every line parses with the documented line schema.
    const lineSchema = documented!.content?.['application/x-ndjson']?.schema
    expect(lineSchema, `${label}: the document lists no JSON lines`).toBeDefined()
    expect(answer.lines.length, `${label}: no lines`).toBeGreaterThan(0)
    for (const line of answer.lines) expect(lineSchema!.safeParse(line).error?.message ?? null, label).toBeNull()
    return
  }
  if (answer.csv !== undefined) {
    expect(documented!.content?.['text/csv'], `${label}: the document lists no CSV`).toBeDefined()
    expect(answer.csv.split('\r\n').filter(Boolean).length, `${label}: no header and rows`).toBeGreaterThan(1)
    return
  }
  const schema = documented!.content?.['application/json']?.schema
  if (!schema) {
    expect(answer.body, `${label}: the document lists no body`).toEqual({})
    return
  }
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, `${label}: ${parsed.error?.message ?? ''}`).toBe(true)
  if (answer.status >= 400) expect(errorBodySchema.safeParse(answer.body).success, label).toBe(true)
  // Keys a success schema does not name would be undocumented fields (zod drops them when parsing);
  // error bodies name their fields freely.
  const shape = (schema as { shape?: Record<string, unknown> }).shape
  if (shape && answer.status < 400)
    expect(
      Object.keys(answer.body).filter((key) => !(key in shape)),
      `${label}: undocumented fields`,
    ).toEqual([])
}

let payload: Payload
let companyId = 0
let oidc: TestOidcProvider
/** A signed-in account for the calls that need a Bearer token. */
let access = ''
/** A key of that account for the company data API, every scope. */
let apiKey = ''
let accountEmail = ''
let setupSessionKey = ''
/** A watch of the contract's account (on a company of its own), and a company whose watches the delete example makes and removes. */
let watchId = 0
let deletedCompanyId = 0
/** A batch of the data API that has finished, for the calls that read one. */
let finishedBatchId = ''
let startedSessionKey = ''
let reportProductId = ''
let publicProductCode = ''
let trialProductCode = ''

const oidcEnv = () => ({
  SOCIAL_GOOGLE_CLIENT_ID: 'site-client',
  SOCIAL_GOOGLE_CLIENT_SECRET: 'site-secret',
  SOCIAL_GOOGLE_ISSUER: oidc.issuer,
})

async function register(email = uniqueEmail('contract')): Promise<{ email: string; access: string; refresh: string }> {
  const { POST } = await import('@/app/api/v1/register/[app]/route')
  const answer = await read(
    await POST(
      post('/register/ai_agents?lang=en', { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD }),
      params({ app: 'ai_agents' }),
    ),
  )
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { email, access: answer.body.access as string, refresh: answer.body.refresh as string }
}

async function signIn(): Promise<{ access: string; refresh: string }> {
  const { POST } = await import('@/app/api/v1/auth/jwt/create/route')
  const answer = await read(await POST(post('/auth/jwt/create', { email: accountEmail, password: PASSWORD }), undefined as never))
  return { access: answer.body.access as string, refresh: answer.body.refresh as string }
}

/** The `uid` and `token` of a new pending trial's e-mailed confirmation link. */
async function pendingTrialLink(): Promise<{ uid: string; token: string }> {
  const { POST } = await import('@/app/api/v1/billing/trial/[productId]/route')
  const email = uniqueEmail('contract-trial')
  const body = { email, phone: '+44 20 7946 0001', first_name: 'Ada', last_name: 'Lovelace', country_id: 'gb' }
  const answer = await read(await POST(post(`/billing/trial/${trialProductCode}?lang=en`, body), params({ productId: trialProductCode })))
  if (answer.status !== 201) throw new Error(`startTrial: ${answer.status} ${JSON.stringify(answer.body)}`)
  const { link } = await lastAccountEmail(payload, email)
  return { uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! }
}

function listForm(): FormData {
  const form = new FormData()
  form.append(
    'file',
    new File(['Company,Country,Number\nContract Quillwright Ltd,United Kingdom,07700123\nNobody Known Ltd,gb,1\n'], 'list.csv', {
      type: 'text/csv',
    }),
  )
  return form
}

async function uploadList(): Promise<string> {
  const { POST } = await import('@/app/api/v1/enrichment/companies/session/upload/route')
  const answer = await read(
    await POST(
      new Request(`${BASE}/enrichment/companies/session/upload`, {
        method: 'POST',
        body: listForm(),
        headers: { 'x-forwarded-for': nextAddress() },
      }),
      undefined as never,
    ),
  )
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.session_key as string
}

const setupBody = () => ({
  name: 'list.csv',
  config: { '0': 'name', '1': 'country', '2': 'registration_number' },
  first_row_headers: true,
  full_name: 'Ada Lovelace',
  phone: '+44 20 7946 0001',
  email: uniqueEmail('enrich'),
})

const contactFields = () => ({ full_name: 'Ada Lovelace', email: uniqueEmail('lead'), phone: '+44 20 7946 0001' })

const CASES: Record<string, Case> = {
  // Registry
  listCreditReportCountries: {
    valid: { call: () => ({ query: { lang: 'es' } }), status: 200 },
    invalid: { call: () => ({ query: { lang: 'xx' } }), status: 200 },
  },
  listCountries: {
    valid: { call: () => ({ query: { lang: 'de' } }), status: 200 },
    invalid: { call: () => ({ query: { lang: '<script>' } }), status: 200 },
  },
  listStates: {
    valid: { call: () => ({ query: { country: 'us' } }), status: 200 },
    invalid: { call: () => ({ query: { country: 'usa' } }), status: 400 },
  },
  searchCompanies: {
    valid: { call: () => ({ query: { country: 'gb', company: 'Contract Quillwright' } }), status: 200 },
    invalid: { call: () => ({ query: { country: 'gb', page: '0' } }), status: 400 },
  },
  searchCompaniesByLocation: {
    valid: { call: () => ({ query: { province: 'NY' } }), status: 200 },
    invalid: { call: () => ({ query: {} }), status: 400 },
  },
  creditReportPrices: {
    valid: { call: () => ({ query: { country_code: 'gb' } }), status: 200 },
    invalid: { call: () => ({ query: { country_code: 'g' } }), status: 400 },
  },
  investigationPrice: {
    valid: { call: () => ({ query: { country_code: 'jp' } }), status: 200 },
    invalid: { call: () => ({ query: {} }), status: 400 },
  },
  // Checkout
  confirmOrder: {
    valid: {
      call: () => ({
        body: {
          items: JSON.stringify([
            {
              type: 'credit_report',
              data: { id: reportProductId, title: 'Contract Quillwright Ltd', pay_one: true, source_id: companyId, country: 'gb' },
            },
          ]),
          full_name: 'Ada Lovelace',
          email: 'ada@northwind-trading.com',
        },
      }),
      status: 201,
    },
    invalid: { call: () => ({ body: { items: '[]', full_name: 'A', email: 'nobody' } }), status: 400 },
  },
  // Pricing
  productMap: {
    valid: { call: () => ({ query: { country: 'de' } }), status: 200 },
    invalid: { call: () => ({ query: { country: 'deu' } }), status: 400 },
  },
  listProducts: {
    valid: { call: () => ({ query: { country: 'gb', lang: 'es' } }), status: 200 },
    invalid: { call: () => ({ query: {} }), status: 400 },
  },
  getProduct: {
    valid: { call: () => ({ path: { id: publicProductCode } }), status: 200 },
    invalid: { call: () => ({ path: { id: 'no-such-product' } }), status: 404 },
  },
  // Enrichment
  enrichmentConfig: { valid: { call: () => ({}), status: 200 }, invalid: { call: () => ({ query: { lang: 'xx' } }), status: 200 } },
  uploadList: {
    valid: { call: () => ({ form: listForm() }), status: 201 },
    invalid: { call: () => ({ form: new FormData() }), status: 400 },
  },
  setupList: {
    valid: { call: () => ({ path: { sessionKey: setupSessionKey }, body: setupBody() }), status: 200 },
    invalid: {
      call: () => ({ path: { sessionKey: setupSessionKey }, body: { ...setupBody(), config: { '0': 'email', '1': 'website' } } }),
      status: 400,
    },
  },
  firstResults: {
    valid: { call: () => ({ path: { sessionKey: startedSessionKey } }), status: 200 },
    invalid: { call: () => ({ path: { sessionKey: 'no-such-session' } }), status: 404 },
  },
  enrichmentAccess: {
    valid: { call: () => ({}), status: 200 },
    // Nothing to get wrong: an unreadable address is a visitor like any other.
    invalid: { call: () => ({ headers: { 'x-forwarded-for': 'not-an-address' } }), status: 200 },
  },
  resultCounts: {
    valid: { call: () => ({ path: { sessionKey: startedSessionKey } }), status: 200 },
    invalid: { call: () => ({ path: { sessionKey: 'no-such-session' } }), status: 404 },
  },
  // Lead capture
  book: {
    valid: {
      call: () => ({ query: { lang: 'es' }, body: { type: 'contact', ...contactFields(), message: 'Contract test' } }),
      status: 201,
    },
    invalid: { call: () => ({ body: { type: 'BOOK', email: 'someone@gmail.com' } }), status: 400 },
  },
  answerQuestionnaire: {
    valid: { call: () => ({ body: { role: 'sales', team_size: '2-10', interest: 'api', timeline: 'now' } }), status: 201 },
    invalid: { call: () => ({ body: { role: 'astronaut' } }), status: 400 },
  },
  apply: {
    valid: {
      call: () => {
        const form = new FormData()
        for (const [key, value] of Object.entries({ name: 'Ada Lovelace', email: 'ada@example.org', phone: '+44 20 7946 0001' }))
          form.append(key, value)
        form.append('file', new File([PDF], 'CV Ada.pdf', { type: 'application/pdf' }))
        return { form }
      },
      status: 201,
    },
    invalid: { call: () => ({ form: new FormData() }), status: 400 },
  },
  startTrial: {
    valid: {
      call: () => ({
        path: { productId: trialProductCode },
        body: { ...contactFields(), full_name: undefined, first_name: 'Ada', last_name: 'Lovelace', country_id: 'gb' },
      }),
      status: 201,
    },
    invalid: { call: () => ({ path: { productId: trialProductCode }, body: { email: 'nobody' } }), status: 400 },
  },
  confirmTrial: {
    valid: { call: async () => ({ body: await pendingTrialLink() }), status: 200 },
    invalid: { call: () => ({ body: { uid: 'MQ', token: 'not-the-secret' } }), status: 400 },
  },
  // Accounts
  register: {
    valid: {
      call: () => ({
        path: { app: 'ai_agents' },
        body: { first_name: 'Ada', last_name: 'Lovelace', email: uniqueEmail('register'), password: PASSWORD },
      }),
      status: 201,
    },
    invalid: { call: () => ({ path: { app: 'ai_agents' }, body: { first_name: '', email: 'nobody', password: '123' } }), status: 400 },
  },
  signIn: {
    valid: { call: () => ({ body: { email: accountEmail, password: PASSWORD } }), status: 200 },
    invalid: { call: () => ({ body: { email: accountEmail } }), status: 400 },
  },
  refreshTokens: {
    valid: { call: async () => ({ body: { refresh: (await signIn()).refresh } }), status: 200 },
    invalid: { call: () => ({ body: { refresh: 'not-a-token' } }), status: 401 },
  },
  signOutEverywhere: {
    // A fresh account: this ends every session and key of the one it names.
    valid: { call: async () => ({ headers: bearer((await register()).access) }), status: 204 },
    invalid: { call: () => ({ headers: bearer('a.b.c') }), status: 401 },
  },
  signOut: {
    valid: { call: async () => ({ body: { refresh: (await signIn()).refresh } }), status: 204 },
    invalid: { call: () => ({ body: { refresh: 'x'.repeat(MAX_JSON_BODY_BYTES) } }), status: 413 },
  },
  requestPasswordReset: {
    valid: { call: () => ({ body: { email: accountEmail } }), status: 204 },
    invalid: { call: () => ({ body: { email: 'nobody' } }), status: 400 },
  },
  confirmPasswordReset: {
    valid: {
      call: async () => {
        const { email } = await register()
        const { POST } = await import('@/app/api/v1/auth/jwt/password/reset/route')
        expect((await POST(post('/auth/jwt/password/reset?lang=en', { email }), undefined as never)).status).toBe(204)
        const { link } = await lastAccountEmail(payload, email)
        return { body: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token'), new_password: 'another horse battery' } }
      },
      status: 204,
    },
    invalid: { call: () => ({ body: { uid: '1', token: 'made-up', new_password: 'another horse battery' } }), status: 400 },
  },
  confirmEmail: {
    valid: {
      call: async () => {
        const { email } = await register()
        const { link } = await lastAccountEmail(payload, email)
        return { body: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') } }
      },
      status: 204,
    },
    invalid: { call: () => ({ body: { uid: '1', token: 'made-up' } }), status: 400 },
  },
  startSocialSignIn: {
    valid: { call: () => ({ path: { social: 'google' }, env: oidcEnv() }), status: 200 },
    invalid: { call: () => ({ path: { social: 'linkedin' }, env: oidcEnv() }), status: 404 },
  },
  finishSocialSignIn: {
    valid: {
      call: () =>
        withEnv(oidcEnv(), async () => {
          const { GET } = await import('@/app/api/v1/auth/social/[first]/route')
          const started = await GET(get('/auth/social/google'), params({ first: 'google' }))
          const { authorization_url } = (await started.json()) as { authorization_url: string }
          const callback = await signInThroughProvider(authorization_url, 'grace')
          return {
            path: { app: 'ai_agents', social: 'google' },
            query: Object.fromEntries(callback.searchParams),
            headers: { cookie: started.headers.get('set-cookie')!.split(';')[0]! },
            env: oidcEnv(),
          }
        }),
      status: 200,
    },
    invalid: {
      call: () => ({ path: { app: 'ai_agents', social: 'google' }, query: { state: 'x', code: 'y' }, env: oidcEnv() }),
      status: 400,
    },
  },
  profile: {
    valid: { call: () => ({ headers: bearer(access) }), status: 200 },
    invalid: { call: () => ({ headers: bearer('a.b.c') }), status: 401 },
  },
  // AI agents
  agentCountries: {
    valid: { call: () => ({ path: { type: 'vat_number' }, headers: bearer(access) }), status: 200 },
    invalid: { call: () => ({ path: { type: 'status' } }), status: 401 },
  },
  agentSearchCompanies: {
    valid: {
      call: () => ({
        path: { type: 'status' },
        body: { title: 'Contract Quillwright', location_countries: ['gb'] },
        headers: bearer(access),
      }),
      status: 200,
    },
    invalid: {
      call: () => ({ path: { type: 'status' }, body: { title: ' ', location_countries: [] }, headers: bearer(access) }),
      status: 400,
    },
  },
  agentAnswer: {
    valid: { call: () => ({ path: { id: String(companyId), type: 'directors' }, headers: bearer(access) }), status: 200 },
    invalid: { call: () => ({ path: { id: '0', type: 'directors' }, headers: bearer(access) }), status: 404 },
  },
  // Site
  listArticles: {
    valid: { call: () => ({ query: { lang: 'en' } }), status: 200 },
    invalid: { call: () => ({ query: { paage: '0' } }), status: 400 },
  },
  interfaceTexts: {
    valid: { call: () => ({ query: { key: 'book_demo,sign_in', lang: 'es' } }), status: 200 },
    invalid: { call: () => ({ query: { key: 'Not A Key!' } }), status: 400 },
  },
  visitorCountry: {
    valid: { call: () => ({ headers: { 'x-forwarded-for': '81.2.69.142' } }), status: 200 },
    invalid: { call: () => ({ headers: { 'x-forwarded-for': 'not-an-address' } }), status: 200 },
  },
  deliverContent: {
    valid: {
      call: () => ({
        path: { type: 'frequency_questions' },
        query: { page: '1' },
        headers: { 'x-application-token': CONTENT_TOKEN, 'accept-language': 'es' },
        env: { CONTENT_DELIVERY_TOKEN: CONTENT_TOKEN },
      }),
      status: 200,
    },
    invalid: { call: () => ({ path: { type: 'frequency_questions' }, env: { CONTENT_DELIVERY_TOKEN: CONTENT_TOKEN } }), status: 401 },
  },
  openApiDocument: { valid: { call: () => ({}), status: 200 }, invalid: { call: () => ({ query: { lang: 'xx' } }), status: 200 } },
  // API keys (the account area)
  listApiKeys: {
    valid: { call: () => ({ headers: bearer(access) }), status: 200 },
    invalid: { call: () => ({}), status: 401 },
  },
  createApiKey: {
    valid: { call: () => ({ body: { name: 'Contract', scopes: ['profiles'] }, headers: bearer(access) }), status: 201 },
    invalid: { call: () => ({ body: { name: '', scopes: ['everything'] }, headers: bearer(access) }), status: 400 },
  },
  revokeApiKey: {
    valid: { call: async () => ({ path: { id: String((await newApiKey()).id) }, headers: bearer(access) }), status: 204 },
    invalid: { call: () => ({ path: { id: 'x' }, headers: bearer(access) }), status: 404 },
  },
  apiUsage: {
    valid: { call: () => ({ headers: bearer(access) }), status: 200 },
    invalid: { call: () => ({ headers: bearer(apiKey) }), status: 401 },
  },
  // The company data API
  dataSearchCompanies: {
    valid: { call: () => ({ query: { name: 'Contract Quillwright', country: 'gb' }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ query: { name: 'Contract Quillwright' }, headers: bearer(apiKey) }), status: 400 },
  },
  dataCompanyProfile: {
    valid: { call: () => ({ path: { id: String(companyId) }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: String(companyId) }, query: { detail: 'everything' }, headers: bearer(apiKey) }), status: 400 },
  },
  dataCompanyContacts: {
    valid: { call: () => ({ path: { id: String(companyId) }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: '0' }, headers: bearer(apiKey) }), status: 404 },
  },
  dataCompanyFamily: {
    valid: { call: () => ({ path: { id: String(companyId) }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: '0' }, headers: bearer(apiKey) }), status: 404 },
  },
  dataMatchRecord: {
    valid: {
      call: () => ({ body: { name: 'Contract Quillwright Limited', country: 'United Kingdom' }, headers: bearer(apiKey) }),
      status: 200,
    },
    invalid: { call: () => ({ body: { country: 'gb' }, headers: bearer(apiKey) }), status: 400 },
  },
  dataCreateBatch: {
    valid: {
      call: () => ({ body: { records: [{ name: 'Contract Quillwright Limited', country: 'gb' }] }, headers: bearer(apiKey) }),
      status: 202,
    },
    // A bad record is the batch's state now (validated by the worker); the query is still answered at once.
    invalid: {
      call: () => ({
        query: { webhook_url: 'http://hooks.example.com/contract' },
        body: { records: [{ name: 'Contract Quillwright Limited' }] },
        headers: bearer(apiKey),
      }),
      status: 400,
    },
  },
  dataListBatches: {
    valid: { call: () => ({ headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({}), status: 401 },
  },
  dataBatch: {
    valid: { call: () => ({ path: { id: finishedBatchId }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: `bat_${'0'.repeat(24)}` }, headers: bearer(apiKey) }), status: 404 },
  },
  dataBatchResults: {
    valid: { call: () => ({ path: { id: finishedBatchId }, query: { format: 'jsonl' }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: finishedBatchId }, query: { format: 'xml' }, headers: bearer(apiKey) }), status: 400 },
  },
  dataCreateWatch: {
    valid: {
      call: () => ({ body: { company_id: companyId, webhook_url: 'https://hooks.example.com/contract' }, headers: bearer(apiKey) }),
      status: 201,
    },
    invalid: {
      call: () => ({ body: { company_id: companyId, webhook_url: 'http://hooks.example.com/contract' }, headers: bearer(apiKey) }),
      status: 400,
    },
  },
  dataListWatches: {
    valid: { call: () => ({ headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ headers: bearer(access) }), status: 401 },
  },
  dataWatch: {
    valid: { call: () => ({ path: { id: String(watchId) }, headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ path: { id: 'seven' }, headers: bearer(apiKey) }), status: 404 },
  },
  dataDeleteWatch: {
    valid: { call: async () => ({ path: { id: String(await newWatch(deletedCompanyId)) }, headers: bearer(apiKey) }), status: 204 },
    invalid: { call: () => ({ path: { id: '999999999' }, headers: bearer(apiKey) }), status: 404 },
  },
  dataApiDocument: { valid: { call: () => ({}), status: 200 }, invalid: { call: () => ({ headers: bearer('not a key') }), status: 200 } },
  dataUsage: {
    valid: { call: () => ({ headers: bearer(apiKey) }), status: 200 },
    invalid: { call: () => ({ headers: bearer(access) }), status: 401 },
  },
}

/** A new key of the contract's account, through the account area's own call. */
async function newApiKey(scopes = ['profiles', 'match', 'monitoring']): Promise<{ id: number; key: string }> {
  const { POST } = await import('@/app/api/v1/account/api-keys/route')
  const answer = await read(
    await POST(post('/account/api-keys', { name: 'Contract', scopes }, { headers: bearer(access) }), undefined as never),
  )
  if (answer.status !== 201) throw new Error(`createApiKey: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data as { id: number; key: string }
}

/** A batch of one record sent with the contract's key, matched by the enrichment job and settled. */
async function finishedBatch(): Promise<string> {
  const { POST } = await import('@/app/api/public/v1/match/batches/route')
  const request = new Request(`${new URL(BASE).origin}/api/public/v1/match/batches`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-forwarded-for': nextAddress(), ...bearer(apiKey) },
    body: 'name,country\nContract Quillwright Limited,gb\n',
  })
  const answer = await read(await POST(request, undefined as never))
  if (answer.status !== 202) throw new Error(`createBatch: ${answer.status} ${JSON.stringify(answer.body)}`)
  const sql = sqlRunnerFor(payload)
  await runBatchIntake(payload)
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
  await settleFinishedBatches(payload)
  return (answer.body.data as { id: string }).id
}

/** A watch of the contract's account on `company`, made through its route; answers its id. */
async function newWatch(company: number): Promise<number> {
  const { POST } = await import('@/app/api/public/v1/monitoring/watches/route')
  const answer = await read(
    await POST(
      post('/monitoring/watches', { company_id: company, webhook_url: 'https://hooks.example.com/contract' }, { headers: bearer(apiKey) }),
      undefined as never,
    ),
  )
  if (answer.status !== 201) throw new Error(`createWatch: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body.data as { id: number }).id
}

const OPERATIONS = [...apiOperations(), ...apiOperations(DATA_API_PATHS)]

beforeAll(async () => {
  payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies([
    {
      country: 'gb',
      name: 'Contract Quillwright Ltd',
      registration_number: '07700123',
      status: 'active',
      vat: 'GB123456782',
      city: 'York',
      industry: 'Software',
      size_range: '11-50',
      officers: [
        {
          full_name: 'Mira Quill',
          job_function: 'Chief Executive Officer',
          seniority_level: 'C-level',
          contact_email: 'mira@quillwright.example',
        },
      ],
    },
  ])
  companyId = (await registryStoreFor(payload).search({ country: 'gb', query: 'contract quillwright', page: 1, pageSize: 1 })).results[0]!
    .id
  reportProductId = (await creditReportPrices(payload, 'gb')).credit_reports_1[0]!.id
  publicProductCode = (await listPublicProducts(payload, 'gb', 'en'))[0]!.code
  trialProductCode = String(
    (await payload.find({ collection: 'products', where: { has_trial: { equals: true } }, limit: 1, overrideAccess: true })).docs[0]!.id,
  )
  const account = await register()
  accountEmail = account.email
  // API keys need a confirmed address.
  await confirmAddress(accountEmail)
  // Contact lookups are never on a free plan: this account's contract includes some.
  await payload.update({
    collection: 'accounts',
    where: { email: { equals: accountEmail } },
    data: { api_allowance: { contact_lookups: 50 } },
    overrideAccess: true,
  })
  access = account.access
  apiKey = (await newApiKey()).key
  finishedBatchId = await finishedBatch()
  await registryStoreFor(payload).upsertCompanies([
    { country: 'gb', name: 'Contract Watched Ltd', registration_number: '07700124', status: 'active' },
    { country: 'gb', name: 'Contract Unwatched Ltd', registration_number: '07700125', status: 'active' },
  ])
  const watched = await sqlRunnerFor(payload).query(
    `SELECT id, registration_number FROM registry_companies WHERE country = 'gb' AND registration_number IN ('07700124', '07700125')`,
  )
  watchId = await newWatch(Number(watched.find((row) => row.registration_number === '07700124')!.id))
  deletedCompanyId = Number(watched.find((row) => row.registration_number === '07700125')!.id)
  setupSessionKey = await uploadList()
  startedSessionKey = await uploadList()
  const { POST: setup } = await import('@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route')
  expect(
    (
      await setup(
        post(`/enrichment/companies/session/${startedSessionKey}/setup?lang=en`, setupBody()),
        params({ sessionKey: startedSessionKey }),
      )
    ).status,
  ).toBe(200)
  oidc = await startTestOidcProvider({
    clients: [{ client_id: 'site-client', client_secret: 'site-secret', redirect_uris: ['http://localhost:3999/ai-agents'] }],
    accounts: { grace: { email: 'grace.contract@navy-systems.com', email_verified: true, given_name: 'Grace', family_name: 'Hopper' } },
  })
})

afterAll(async () => {
  await oidc?.stop()
})

beforeEach(async () => {
  await resetRateLimits()
})

describe('the API contract (every operation of /api/v1/openapi.json and /api/public/v1/openapi.json)', () => {
  it('has a valid and an invalid example for every operation, and none for an operation it does not list', () => {
    expect(OPERATIONS.map(({ operation }) => operation.operationId).sort()).toEqual(Object.keys(CASES).sort())
  })

  it.each(OPERATIONS.map((entry) => [`${entry.method} ${entry.urlPath}`, entry] as const))(
    '%s answers as documented',
    async (_label, { urlPath, method, operation }) => {
      const examples = CASES[operation.operationId!]!
      for (const [kind, example] of [
        ['valid', examples.valid],
        ['invalid', examples.invalid],
      ] as const) {
        const answer = await callOperation(urlPath, method, await example.call())
        expect(answer.status, `${kind} example of ${operation.operationId}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(
          example.status,
        )
        expectConforming(operation, answer)
      }
    },
  )

  it('refuses every JSON body over its cap with 413, before reading the rest', async () => {
    const jsonPosts = OPERATIONS.filter(
      ({ method, operation }) =>
        method === 'POST' &&
        // A batch body is records, not a form: its cap is MAX_BATCH_BYTES (data-api-batches.int.test.ts).
        operation.operationId !== 'dataCreateBatch' &&
        operation.requestBody &&
        'content' in operation.requestBody &&
        operation.requestBody.content['application/json'],
    )
    expect(jsonPosts.length).toBeGreaterThan(12)
    for (const { urlPath, operation } of jsonPosts) {
      const valid = await CASES[operation.operationId!]!.valid.call()
      const answer = await callOperation(urlPath, 'POST', { ...valid, body: { padding: 'x'.repeat(MAX_JSON_BODY_BYTES) } })
      expect(answer.status, `${operation.operationId}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(413)
      expectConforming(operation, answer)
    }
  })

  it("answers every answerable agent's lookup in the shape its schema gives", async () => {
    const { GET } = await import('@/app/api/v1/agent-ai/company/[id]/[type]/route')
    const { access: token } = await register()
    for (const code of ANSWERABLE_CODES) {
      const answer = await read(
        await GET(get(`/agent-ai/company/${companyId}/${code}`, { headers: bearer(token) }), params({ id: String(companyId), type: code })),
      )
      expect(answer.status, `${code}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200)
      const parsed = agentAnswerResponseSchema.safeParse(answer.body)
      expect(parsed.success, `${code}: ${parsed.error?.message ?? ''}`).toBe(true)
      expect((answer.body.data as { agent: { code: string } }).agent.code).toBe(code)
    }
  })
})
