/**
 * Every page template of the site. `status` says whether the template is built;
 * the ones still to come render a clear "coming" section instead of a blank page.
 * `missingContent` names the "Oops! There's no … information on Global CMS." variant
 * a template shows when its content flag is off.
 */
export type MissingContentKind = 'country' | 'industry' | 'integration'

type PageTypeDefinition = {
  value: string
  label: string
  status: 'built' | 'coming'
  missingContent?: MissingContentKind
  /** Rendered without the site chrome, for other sites to frame (see EMBED_PATH_PREFIX). */
  frameable?: boolean
}

export const PAGE_TYPES = [
  { value: 'home', label: 'Home', status: 'built' },
  { value: 'country', label: 'Country', status: 'built', missingContent: 'country' },
  { value: 'country_2', label: 'Country (layout 2)', status: 'built', missingContent: 'country' },
  { value: 'industry', label: 'Industry', status: 'built', missingContent: 'industry' },
  { value: 'country_promotion', label: 'Country promotion', status: 'built', missingContent: 'country' },
  { value: 'api', label: 'API', status: 'built', missingContent: 'integration' },
  { value: 'lead_generation', label: 'Lead generation', status: 'built', missingContent: 'integration' },
  { value: 'sales_force', label: 'CRM integration', status: 'built', missingContent: 'integration' },
  { value: 'insights', label: 'Insights', status: 'built' },
  { value: 'fresh_investigation', label: 'Fresh investigation', status: 'built' },
  { value: 'payg', label: 'Pay as you go', status: 'built' },
  { value: 'content', label: 'Content page', status: 'built' },
  { value: 'credits', label: 'Credit report search', status: 'built' },
  { value: 'enrichment', label: 'List enrichment', status: 'built' },
  { value: 'ai_agents', label: 'AI agents', status: 'built' },
  { value: 'request_form', label: 'Book demo / free trial / quote', status: 'built' },
  { value: 'contacts', label: 'Contacts', status: 'built' },
  { value: 'thank_you', label: 'Thank you', status: 'built' },
  { value: 'blog', label: 'Blog', status: 'built' },
  { value: 'customers', label: 'Case studies', status: 'built' },
  { value: 'article', label: 'Article', status: 'coming' },
  { value: 'author', label: 'Author', status: 'built' },
  { value: 'careers', label: 'Careers', status: 'built' },
  { value: 'vacancy', label: 'Vacancy', status: 'coming' },
  { value: 'pricing', label: 'Pricing', status: 'built' },
  { value: 'pricing_embed', label: 'Embedded pricing', status: 'built', frameable: true },
  { value: 'academy', label: 'Academy', status: 'coming' },
  { value: 'about', label: 'About', status: 'built' },
  { value: 'our_data', label: 'Our data', status: 'built' },
  { value: 'location_data', label: 'Location data solutions', status: 'built' },
  { value: 'policy', label: 'Policy', status: 'built' },
  { value: 'browser_extension', label: 'Browser extension', status: 'built' },
] as const satisfies readonly PageTypeDefinition[]

export type PageType = (typeof PAGE_TYPES)[number]['value']

const byValue = new Map<string, PageTypeDefinition>(PAGE_TYPES.map((type) => [type.value, type]))

/**
 * Pages that other sites may frame live under this path (in every language). Response headers are
 * fixed per path before any page is looked up, so the path, not the page type, carries the policy;
 * the navigation collection keeps frameable page types there and everything else out.
 */
export const EMBED_PATH_PREFIX = 'embed/'

export function isFrameablePageType(value: string | null | undefined): boolean {
  const definition = value ? byValue.get(value) : undefined
  return Boolean(definition && 'frameable' in definition && definition.frameable)
}

export function pageTypeDefinition(value: string): PageTypeDefinition | undefined {
  return byValue.get(value)
}

/**
 * Page types whose pages own the paths below them: articles under the blog and case studies
 * (and their `page/N` lists), authors, vacancies, policy tabs. Any other page 404s on a deeper path.
 */
const TYPES_WITH_CHILDREN: ReadonlySet<string> = new Set(['blog', 'customers', 'author', 'careers', 'policy'])

export function pageTypeOwnsChildren(pageType: string | null | undefined): boolean {
  return Boolean(pageType && TYPES_WITH_CHILDREN.has(pageType) && pageTypeDefinition(pageType)?.status === 'built')
}

export const MISSING_CONTENT_MESSAGES: Record<MissingContentKind, string> = {
  country: "Oops! There's no country information on Global CMS.",
  industry: "Oops! There's no industry information on Global CMS.",
  integration: "Oops! There's no integration information on Global CMS.",
}

/** The page variable that says whether the editor has supplied the template's content. */
export function hasRequiredContent(
  kind: MissingContentKind,
  flags: {
    has_country_information?: boolean | null
    has_industry_information?: boolean | null
    has_integration_information?: boolean | null
  },
): boolean {
  if (kind === 'country') return Boolean(flags.has_country_information)
  if (kind === 'industry') return Boolean(flags.has_industry_information)
  return Boolean(flags.has_integration_information)
}
