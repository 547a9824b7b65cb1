import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { logger } from '@/lib/logger'
import { DEFAULT_LOCALE, LOCALE_LABELS, SITE_LOCALES } from '@/lib/locales'
import { hasRole } from '@/payload/access/roles'
import { bootstrap } from '@/payload/bootstrap'
import { AcademyCourses, AcademyFaculties, LessonCaptions } from '@/payload/collections/academy'
import { ApplicationFiles } from '@/payload/collections/application-files'
import { Articles } from '@/payload/collections/articles'
import { Authors } from '@/payload/collections/authors'
import { Customers } from '@/payload/collections/customers'
import { FaqItems } from '@/payload/collections/faq-items'
import { WebTechnologies } from '@/payload/collections/web-technologies'
import { CookieDeclarations, Policies } from '@/payload/collections/policies'
import { Testimonials } from '@/payload/collections/testimonials'
import { CareerBenefits, CareerCategories, Vacancies } from '@/payload/collections/vacancies'
import { Applications } from '@/payload/collections/applications'
import { Countries } from '@/payload/collections/countries'
import { EnrichmentFiles } from '@/payload/collections/enrichment-files'
import { EnrichmentSessions } from '@/payload/collections/enrichment-sessions'
import { Leads } from '@/payload/collections/leads'
import { Media } from '@/payload/collections/media'
import { Navigation } from '@/payload/collections/navigation'
import { Orders } from '@/payload/collections/orders'
import { Outbox } from '@/payload/collections/outbox'
import { Pages } from '@/payload/collections/pages'
import { PageVariables } from '@/payload/collections/page-variables'
import { PriceLists } from '@/payload/collections/price-lists'
import { IncludedBlocks, Presentations, PricingPlans, PricingProducts } from '@/payload/collections/pricing'
import { Products } from '@/payload/collections/products'
import { RegisterLinkReviews } from '@/payload/collections/register-link-reviews'
import { QuestionnaireAnswers } from '@/payload/collections/questionnaire-answers'
import { States } from '@/payload/collections/states'
import { Translations } from '@/payload/collections/translations'
import { Trials } from '@/payload/collections/trials'
import { Accounts, AccountSessions, AccountTokens, AgentCalls, ApiKeys } from '@/payload/collections/accounts'
import { Agents } from '@/payload/collections/agents'
import { Users } from '@/payload/collections/users'
import { createDatabaseAdapter } from '@/payload/database'
import { PricingCountryMap } from '@/payload/globals/pricing-country-map'
import { SiteConfig } from '@/payload/globals/site-config'
import { authorizationBearer, dueJobsToken, resolvePayloadSecret, sameSecret } from '@/lib/secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const secret = resolvePayloadSecret()
const dueJobsRunnerToken = dueJobsToken(secret)
/** The web node's own run of due jobs (lib/due-jobs.ts). */
const isDueJobsRunner = (authorization: string | null) => sameSecret(authorizationBearer(authorization), dueJobsRunnerToken)

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Site admin' },
    // Payload's default avatar is fetched from gravatar.com: an outside request (with a hash of the
    // editor's e-mail) on every admin page. The built-in icon needs nothing from outside.
    avatar: 'default',
  },
  serverURL: process.env.SITE_URL || undefined,
  // Our logger is Payload's: one structured stream for the CMS and the site's own code.
  logger,
  // A refused request (a mistyped password, no access, a bad query, a missing document) is the
  // client's doing: logged as information, without a stack. Errors are kept for our own failures;
  // any other 4xx Payload logs (an expired reset link's APIError) the logger writes as a warning
  // without a stack (LOG_POLICY in lib/logger.ts).
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    NotFound: 'info',
    ValidationError: 'info',
    QueryError: 'info',
    Locked: 'info',
    LockedAuth: 'warn',
    UnverifiedEmail: 'info',
    MissingFile: 'info',
    FileUploadError: 'warn',
  },
  collections: [
    Navigation,
    Pages,
    PageVariables,
    Articles,
    Authors,
    FaqItems,
    WebTechnologies,
    AcademyFaculties,
    AcademyCourses,
    LessonCaptions,
    Customers,
    Testimonials,
    Vacancies,
    CareerCategories,
    CareerBenefits,
    Policies,
    CookieDeclarations,
    Products,
    PricingPlans,
    PricingProducts,
    Presentations,
    IncludedBlocks,
    Translations,
    Media,
    Countries,
    States,
    RegisterLinkReviews,
    PriceLists,
    Orders,
    Leads,
    Trials,
    QuestionnaireAnswers,
    Applications,
    Outbox,
    EnrichmentSessions,
    EnrichmentFiles,
    ApplicationFiles,
    Agents,
    Accounts,
    AccountSessions,
    AccountTokens,
    AgentCalls,
    ApiKeys,
    Users,
  ],
  globals: [SiteConfig, PricingCountryMap],
  localization: {
    locales: SITE_LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  secret,
  db: createDatabaseAdapter(process.env.DATABASE_URL, path.resolve(dirname, 'migrations')),
  sharp,
  // Types are generated by `npm run generate:types` when a collection changes, not on every start: Payload's
  // default starts `payload generate:types` as a child process whenever it initialises outside production,
  // which cost every script and test server about 200 MiB and seconds of CPU (measured beside the register import).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: true },
  telemetry: false,
  onInit: bootstrap,
  jobs: {
    // Scheduled publications (drafts.ts) are run by each web node through this endpoint (lib/due-jobs.ts),
    // holding the node's own token; an admin may run them by hand.
    access: { run: ({ req }) => hasRole(req.user, 'admin') || isDueJobsRunner(req.headers.get('authorization')) },
  },
})
