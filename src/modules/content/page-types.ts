/**
 * Every page template of the site; each has its template in templates/registry.tsx (the type of
 * that table makes a page type without one a compile error).
 * `missingContent` names the "Oops! There's no … information on Global CMS." variant
 * a template shows when its content flag is off.
 */
export type MissingContentKind = 'country' | 'industry' | 'integration'

type PageTypeDefinition = {
  value: string
  label: string
  missingContent?: MissingContentKind
  /** Rendered without the site chrome, for other sites to frame (see EMBED_PATH_PREFIX). */
  frameable?: boolean
}

export const PAGE_TYPES = [
  { value: 'home', label: 'Home' },
  { value: 'country', label: 'Country', missingContent: 'country' },
  { value: 'country_2', label: 'Country (layout 2)', missingContent: 'country' },
  { value: 'industry', label: 'Industry', missingContent: 'industry' },
  { value: 'country_promotion', label: 'Country promotion', missingContent: 'country' },
  { value: 'api', label: 'API', missingContent: 'integration' },
  { value: 'lead_generation', label: 'Lead generation', missingContent: 'integration' },
  { value: 'sales_force', label: 'CRM integration', missingContent: 'integration' },
  { value: 'insights', label: 'Insights' },
  { value: 'fresh_investigation', label: 'Fresh investigation' },
  { value: 'payg', label: 'Pay as you go' },
  { value: 'content', label: 'Content page' },
  { value: 'credits', label: 'Credit report search' },
  { value: 'enrichment', label: 'List enrichment' },
  { value: 'ai_agents', label: 'AI agents' },
  { value: 'request_form', label: 'Book demo / free trial / quote' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'thank_you', label: 'Thank you' },
  { value: 'blog', label: 'Blog' },
  { value: 'customers', label: 'Case studies' },
  { value: 'author', label: 'Author' },
  { value: 'careers', label: 'Careers' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'pricing_embed', label: 'Embedded pricing', frameable: true },
  { value: 'academy', label: 'Academy' },
  { value: 'about', label: 'About' },
  { value: 'our_data', label: 'Our data' },
  { value: 'location_data', label: 'Location data solutions' },
  { value: 'policy', label: 'Policy' },
  { value: 'browser_extension', label: 'Browser extension' },
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
 * (and their `page/N` lists), authors, vacancies, policy tabs, academy courses. Any other page 404s on a deeper path.
 */
const TYPES_WITH_CHILDREN: ReadonlySet<string> = new Set(['blog', 'customers', 'author', 'careers', 'policy', 'academy'])

export function pageTypeOwnsChildren(pageType: string | null | undefined): boolean {
  return Boolean(pageType && TYPES_WITH_CHILDREN.has(pageType))
}

/**
 * Page types never indexed whatever the page's own not_indexed says: a thank-you page is reached
 * only after a form is sent, so a search result leading there would promise something that did
 * not happen. Their pages carry robots noindex and stay out of sitemap.xml.
 */
const NEVER_INDEXED_TYPES: ReadonlySet<string> = new Set(['thank_you'])

export function isIndexablePage(page: { page_type?: string | null; not_indexed?: boolean | null }): boolean {
  return !page.not_indexed && !(page.page_type && NEVER_INDEXED_TYPES.has(page.page_type))
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
