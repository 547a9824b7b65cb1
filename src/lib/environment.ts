import { z } from 'zod'

/**
 * Every environment variable the site reads, as one zod schema: its type, its default and what it
 * does (the text `.env.example` is written from, `npm run env:example`). Read once and checked as a
 * whole when a process starts (`checkEnvironment`), so a bad value stops the start with the
 * variable's name and the form expected, instead of surfacing on the first request that reads it.
 */

type Documented<T extends z.ZodType> = T & { readonly documentation: Documentation }

/** How a variable is described in `.env.example`: `default` as it would be written, or what unset means. */
export type Documentation = { description: string; default?: string; example?: string; secret?: boolean; group: string }

/** A blank value ("PORT=") is unset, as in a shell. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

function document<T extends z.ZodType>(schema: T, documentation: Documentation): Documented<T> {
  return Object.assign(schema, { documentation })
}

function integer(group: string, fallback: number, description: string, range: { min?: number; max?: number } = {}) {
  const min = range.min ?? 0
  const form = range.max !== undefined ? `a whole number from ${min} to ${range.max}` : `a whole number, at least ${min}`
  let number = z.coerce
    .number({ error: `must be ${form}` })
    .int({ error: `must be ${form}` })
    .min(min, { error: `must be ${form}` })
  if (range.max !== undefined) number = number.max(range.max, { error: `must be ${form}` })
  return document(z.preprocess(blank, number.default(fallback)), { group, description, default: String(fallback) })
}

function decimal(group: string, fallback: number, description: string, options: { zero?: boolean } = {}) {
  const form = options.zero ? 'a number, 0 or more' : 'a number above 0'
  const number = z.coerce
    .number({ error: `must be ${form}` })
    .refine((value) => Number.isFinite(value) && (options.zero ? value >= 0 : value > 0), { error: `must be ${form}` })
  return document(z.preprocess(blank, number.default(fallback)), { group, description, default: String(fallback) })
}

function flag(group: string, fallback: boolean, description: string) {
  const schema = z
    .preprocess(blank, z.enum(['true', 'false'], { error: 'must be true or false' }).default(fallback ? 'true' : 'false'))
    .transform((value) => value === 'true')
  return document(schema, { group, description, default: String(fallback) })
}

function choice<const T extends readonly [string, ...string[]]>(group: string, values: T, fallback: T[number], description: string) {
  return document(z.preprocess(blank, z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback as never)), {
    group,
    description,
    default: fallback,
  })
}

function text(
  group: string,
  description: string,
  options: { default?: string; example?: string; secret?: boolean; minLength?: number } = {},
) {
  let schema = z.string()
  if (options.minLength) schema = schema.min(options.minLength, { error: `must be at least ${options.minLength} characters long` })
  return document(z.preprocess(blank, schema.optional()), {
    group,
    description,
    default: options.default,
    example: options.example,
    secret: options.secret,
  })
}

/** Text with a default: a blank or unset value takes it, so readers never repeat the default. */
function textOr(group: string, fallback: string, description: string) {
  return document(z.preprocess(blank, z.string().default(fallback)), { group, description, default: fallback })
}

function url(group: string, description: string, protocols: readonly string[], example: string) {
  const form = `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`
  const schema = z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { error: form },
  )
  return document(z.preprocess(blank, schema.optional()), { group, description, example })
}

const SERVER = 'Server and database'
const SITE = 'Site'
const FILES = 'Files'
const ENRICHMENT = 'List enrichment'
const LIMITS = 'Limits and security'
const ACCOUNTS = 'Customer accounts'
const MAIL = 'Mail and leads'

const SHAPE = {
  PORT: integer(SERVER, 3000, 'Port of `npm start` (and `npm run dev`).', { min: 1, max: 65535 }),
  DATABASE_URL: text(
    SERVER,
    'postgres://… selects PostgreSQL; file:/path/x.db or a plain path another SQLite file. Unset: the SQLite file data/site.db.',
    { example: 'postgres://user@127.0.0.1:5432/site' },
  ),
  DATABASE_POOL_SIZE: integer(SERVER, 10, 'PostgreSQL connection pool size per process.', { min: 1, max: 1000 }),
  DATABASE_CONNECT_TIMEOUT_MS: integer(
    SERVER,
    10_000,
    'How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it is answered 503 busy; 0 waits for ever.',
    { min: 0, max: 600_000 },
  ),
  PAYLOAD_SECRET: text(
    SERVER,
    'Signs editor sessions. Required with PostgreSQL in production (several nodes must share it). Unset: generated once into data/.payload-secret.',
    { secret: true, minLength: 32 },
  ),
  REDIS_URL: url(
    SERVER,
    'Rate limits and the page cache in Redis, shared by every web node. Unset: rate limits in the rate_limits table with PostgreSQL (memory with SQLite), pages cached on each node’s disk.',
    ['redis:', 'rediss:'],
    'redis://127.0.0.1:6379',
  ),
  SHUTDOWN_DELAY_MS: integer(
    SERVER,
    5_000,
    'On SIGTERM, how long npm start keeps accepting requests after its readiness probe turns 503, so a load balancer takes the node out before it stops listening (set it above the balancer’s probe interval times its failure threshold; 0 only with nothing in front of the node).',
    { min: 0, max: 120_000 },
  ),
  SHUTDOWN_GRACE_MS: integer(
    SERVER,
    25_000,
    "On SIGTERM, how long npm start lets requests in flight finish before it closes their connections (keep it under the orchestrator's own grace period).",
    { min: 0, max: 600_000 },
  ),
  METRICS_TOKEN: text(SERVER, 'Bearer token for GET /api/metrics (Prometheus text). Unset: the endpoint answers 404.', {
    secret: true,
    minLength: 24,
  }),
  LOG_FORMAT: choice(
    SERVER,
    ['auto', 'json', 'pretty'],
    'auto',
    'How log lines are written: auto = readable lines on a terminal, one JSON object a line otherwise (for a log collector).',
  ),
  LOG_LEVEL: choice(
    SERVER,
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'info',
    'Level of the log lines on standard output (debug also logs each enrichment batch).',
  ),
  ADMIN_EMAIL: textOr(SERVER, 'admin@example.com', 'E-mail of the admin account created on the first start.'),
  ADMIN_PASSWORD: text(SERVER, 'Password of that account. Unset: generated and printed once.', { secret: true }),
  SEED_DEMO_CONTENT: flag(SERVER, true, 'false starts with an empty site (no demo navigation, pages or companies).'),
  REGISTRY_SEED_COMPANIES: integer(SERVER, 50_000, 'Generated demo companies loaded into an empty registry on the first start (0: none).'),
  DISABLE_LOGGING: flag(SERVER, false, 'true silences the log (the test suites set it).'),
  REGISTRY_SLICE_SIZE: integer(SERVER, 100_000, 'Records per child process when registry:generate / registry:import write to SQLite.', {
    min: 1,
  }),

  SITE_URL: url(
    SITE,
    'Public origin for canonical, hreflang and e-mailed links. Unset: root-relative page links, mails name http://localhost:$PORT.',
    ['http:', 'https:'],
    'https://www.example.com',
  ),
  SITE_NAME: textOr(SITE, 'Company Atlas', 'Brand name in the logo, titles and footer.'),
  PLATFORM_URL: url(
    SITE,
    'The customer platform (payment summary and sign-in). Unset: this site serves them.',
    ['http:', 'https:'],
    'https://app.example.com',
  ),
  ANALYTICS_SCRIPT_URL: url(
    SITE,
    'Statistics tag, loaded only after consent to statistics. Read at build time for the CSP.',
    ['https:'],
    'https://stats.example.com/tag.js',
  ),
  MARKETING_SCRIPT_URL: url(
    SITE,
    'Marketing tag, loaded only after marketing consent. Read at build time for the CSP.',
    ['https:'],
    'https://ads.example.com/tag.js',
  ),
  EMBED_FRAME_ANCESTORS: text(
    SITE,
    "Read at build time. Who may frame the embedded pricing page, as CSP frame-ancestors sources. Unset: 'self' https: http:.",
    { example: "'self' https://partner.example.com" },
  ),
  CONTENT_DELIVERY_TOKEN: text(
    SITE,
    'Application token of the content delivery endpoint (/api/v1/content-type/delivery/{type}/list), sent in X-Application-Token. Unset: the endpoint answers 401 to everyone.',
    { secret: true, minLength: 32 },
  ),
  ACCESS_COOKIE_DOMAIN: text(SITE, 'Domain of the access_token cookie a free trial sets, e.g. .example.com. Unset: this host.', {
    example: '.example.com',
  }),

  MEDIA_DIR: textOr(FILES, 'data/media', 'Where uploaded media files are stored.'),
  MEDIA_UPLOAD_MAX_MB: decimal(FILES, 100, 'Largest file an editor may upload to the media library, in MB.'),
  IMAGE_SERVING_ALLOWED_HOSTS: text(FILES, 'Comma-separated host names whose https images /api/image-serving may fetch and resize.', {
    example: 'images.example.com,cdn.example.com',
  }),
  IMAGE_CACHE_DIR: textOr(FILES, 'data/image-cache', 'Where resized images and sanitised logos are kept.'),
  IMAGE_CACHE_MAX_MB: decimal(FILES, 512, 'Cap of IMAGE_CACHE_DIR in MB (0: no cap).', { zero: true }),
  APPLICATION_FILES_DIR: textOr(FILES, 'data/application-files', 'Where CVs sent with job applications are kept.'),

  ENRICHMENT_FILES_DIR: textOr(ENRICHMENT, 'data/enrichment-files', 'Where lists uploaded to the enrichment tool are kept.'),
  ENRICHMENT_UNCONFIGURED_RETENTION_HOURS: decimal(ENRICHMENT, 24, 'An uploaded list never set up is deleted this long after the upload.'),
  ENRICHMENT_RETENTION_DAYS: decimal(ENRICHMENT, 30, 'A finished list is deleted this long after it finished, unless kept in /admin.'),
  ENRICHMENT_RETENTION_INTERVAL_MINUTES: decimal(
    ENRICHMENT,
    60,
    'How often each enrichment worker runs the retention sweep (0: not in this process).',
    { zero: true },
  ),
  ENRICHMENT_RETENTION_ROW_BATCH: integer(ENRICHMENT, 5_000, 'Rows the sweep deletes per statement.', { min: 1 }),
  ENRICHMENT_WORKER: choice(
    ENRICHMENT,
    ['on', 'off', 'in-process'],
    'on',
    'Where enrichment jobs run: a worker process of npm start (on), elsewhere (off), or its own event loop (in-process).',
  ),
  ENRICHMENT_WORKER_NICE: integer(ENRICHMENT, 10, 'Niceness of the worker process of npm start (0: as the server).', { max: 19 }),
  ENRICHMENT_MAX_QUEUED_ROWS_PER_VISITOR: integer(ENRICHMENT, 200_000, 'Rows one visitor may have queued or being matched at a time.', {
    min: 1,
  }),
  ENRICHMENT_MAX_QUEUED_ROWS: integer(ENRICHMENT, 2_000_000, 'Rows the whole matching queue may hold.', { min: 1 }),
  ENRICHMENT_UNCLAIMED_UPLOAD_MB_PER_ADDRESS: integer(
    ENRICHMENT,
    200,
    'Megabytes of uploads not set up (kept a day) one client address may hold; more is refused (429).',
    { min: 1 },
  ),
  ENRICHMENT_UNCLAIMED_UPLOAD_MB_TOTAL: integer(
    ENRICHMENT,
    5_000,
    'Megabytes of uploads not set up that all visitors together may hold; more pauses uploads (503).',
    { min: 1 },
  ),
  ENRICHMENT_JOB_LEASE_MS: integer(ENRICHMENT, 30_000, 'How long a worker owns a session without a heartbeat.', { min: 1_000 }),
  ENRICHMENT_JOB_BATCH_SIZE: integer(ENRICHMENT, 250, 'Rows a worker matches and stores per transaction.', { min: 1, max: 5_000 }),
  ENRICHMENT_NAME_INDEX: choice(
    ENRICHMENT,
    ['memory', 'database'],
    'memory',
    "database answers the matcher's name lookups from the database's indexes only.",
  ),
  ENRICHMENT_NAME_INDEX_MAX_COMPANIES: integer(ENRICHMENT, 3_000_000, 'Registries larger than this are not held in memory.'),

  PUBLIC_FORM_RATE_LIMIT: integer(LIMITS, 20, 'Requests per minute per address to every public POST.', { min: 1 }),
  REGISTRY_READ_RATE_LIMIT: integer(LIMITS, 60, 'Registry searches per minute per address.', { min: 1 }),
  SIGN_IN_RATE_LIMIT: integer(LIMITS, 10, 'Sign-in attempts per 15 minutes per address and account.', { min: 1 }),
  CONTENT_DELIVERY_RATE_LIMIT: integer(LIMITS, 120, 'Content delivery reads per minute per address.', { min: 1 }),
  DATA_API_ADDRESS_RATE_LIMIT: integer(
    LIMITS,
    600,
    'Company data API calls per minute per client address (an IPv6 one by its /64), across all keys and accounts.',
    { min: 1 },
  ),
  TRUSTED_PROXY_HOPS: integer(
    LIMITS,
    0,
    'Reverse proxies in front of the site that append to X-Forwarded-For (0: forwarded headers ignored).',
    { max: 10 },
  ),

  AUTH_JWT_SECRET: text(ACCOUNTS, "Key of the customer accounts' access tokens. Unset: derived from PAYLOAD_SECRET.", {
    secret: true,
    minLength: 32,
  }),
  AUTH_ACCESS_TTL_SECONDS: integer(ACCOUNTS, 900, "Lifetime of a customer's access token.", { min: 1 }),
  AUTH_REFRESH_TTL_SECONDS: integer(ACCOUNTS, 2_592_000, "Lifetime of a signed-in session's refresh token.", { min: 1 }),
  AGENT_FREE_DAILY_QUOTA: integer(ACCOUNTS, 30, 'Free AI-agent searches and answers per account per UTC day.', { min: 1 }),

  SALES_NOTIFICATION_EMAIL: textOr(MAIL, 'sales@localhost', 'Receives an e-mail for each new lead.'),
  SMTP_URL: url(
    MAIL,
    'Sends mail through that server. Unset: each mail is written as an .eml file to MAIL_OUTBOX_DIR.',
    ['smtp:', 'smtps:'],
    'smtp://user:pass@smtp.example.com:587',
  ),
  MAIL_OUTBOX_DIR: textOr(MAIL, 'data/mail-outbox', 'The local outbox for .eml files.'),
  MAIL_FROM: text(MAIL, "Sender of the site's mail. Unset: {SITE_NAME} <no-reply@localhost>.", {
    example: 'Company Atlas <no-reply@example.com>',
  }),
  MARKETING_FORMS_URL: url(
    MAIL,
    'Optional marketing-form provider: its submission address with a {formId} placeholder.',
    ['https:', 'http:'],
    'https://forms.example.com/submit/{formId}',
  ),
  MARKETING_FORMS_IDS: text(MAIL, 'Form ids per language for MARKETING_FORMS_URL.', { example: 'default:abc,es:def' }),
  WEBHOOK_TEST_HOSTS: text(
    MAIL,
    'Tests only, ignored when NODE_ENV is production: host:port list of local receivers data API webhooks may reach over http.',
    { example: '127.0.0.1:3198' },
  ),
  OUTBOX_WORKER: choice(MAIL, ['on', 'off'], 'on', 'off stops this process from delivering queued mails and provider submissions.'),
} as const

/** The schema of the whole environment (social sign-in variables are read by their provider's name, see auth/social). */
export const ENVIRONMENT_SCHEMA = z.object(SHAPE)

export type Environment = z.infer<typeof ENVIRONMENT_SCHEMA>
export type EnvironmentVariable = keyof typeof SHAPE

/** Each variable's documentation, in the schema's order. */
export const ENVIRONMENT_VARIABLES: readonly (Documentation & { name: EnvironmentVariable })[] = (
  Object.keys(SHAPE) as EnvironmentVariable[]
).map((name) => ({ name, ...SHAPE[name].documentation }))

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvironmentError'
  }
}

type Source = Record<string, string | undefined>

/**
 * The environment parsed and checked; every problem at once in an EnvironmentError. The process's
 * own environment is parsed once per set of values (see environment()), any other object each time.
 */
export function readEnvironment(env: Source = process.env): Environment {
  return env === process.env ? environment() : parseEnvironment(env)
}

function parseEnvironment(env: Source): Environment {
  const values: Record<string, string | undefined> = {}
  for (const name of Object.keys(SHAPE)) values[name] = env[name]
  const parsed = ENVIRONMENT_SCHEMA.safeParse(values)
  if (parsed.success) return parsed.data
  throw new EnvironmentError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '')
      const documentation = (SHAPE as Record<string, { documentation: Documentation }>)[name]?.documentation
      const raw = values[name]
      return `${name} ${issue.message}${raw !== undefined && !documentation?.secret ? ` (it is "${raw}")` : ''}`
    }),
  )
}

let cached: { key: string; environment: Environment } | null = null

/**
 * The process's environment, parsed once per set of values: code that reads settings on every
 * request pays a lookup, and a test that changes process.env gets the new values.
 */
export function environment(): Environment {
  const key = Object.keys(SHAPE)
    .map((name) => process.env[name] ?? '\u0000')
    .join('\u0001')
  if (cached?.key !== key) cached = { key, environment: parseEnvironment(process.env) }
  return cached.environment
}

/** Checks the environment when a process starts: prints every problem and exits, or returns it. */
export function checkEnvironment(): Environment {
  try {
    return environment()
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
